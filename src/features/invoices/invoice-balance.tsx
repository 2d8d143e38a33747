// What a partly paid invoice still owes: paid and remaining amounts, and the way to pay the
// rest of its booking (the payment page's `?reservation=`). The button is not printed.
import { Box, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { formatSar, fromHalalas, toHalalas } from '@/domain';

interface Props {
  total: number;
  remaining: number;
  reservationId?: number;
}

export function InvoiceBalance({ total, remaining, reservationId }: Props) {
  const { t, i18n } = useTranslation('invoices');
  if (remaining <= 0) return null;
  const paid = fromHalalas(toHalalas(total) - toHalalas(remaining));
  const row = (label: string, value: number, testId: string, strong = false) => (
    <HStack justify="space-between" gap="4" data-testid={testId}>
      <Text color={strong ? undefined : 'fg.muted'}>{t(label)}</Text>
      <Text fontWeight={strong ? 'bold' : 'medium'}>
        <bdi>{formatSar(value, i18n.language)}</bdi>
      </Text>
    </HStack>
  );
  return (
    <Box
      as="section"
      aria-label={t('balance.title')}
      borderWidth="1px"
      borderColor="orange.200"
      bg="orange.50"
      rounded="md"
      p="4"
      data-testid="invoice-balance"
    >
      <Stack gap="2" maxW={{ md: 'sm' }}>
        <Text fontWeight="bold">{t('balance.title')}</Text>
        {row('balance.paid', paid, 'invoice-paid')}
        {row('balance.remaining', remaining, 'invoice-remaining', true)}
        {reservationId !== undefined && (
          <Button
            asChild
            colorPalette="brand"
            alignSelf="start"
            data-no-print
            data-testid="invoice-pay-rest"
          >
            <Link to={`/payment?reservation=${reservationId}`}>{t('balance.payRest')}</Link>
          </Button>
        )}
      </Stack>
    </Box>
  );
}
