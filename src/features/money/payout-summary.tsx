// The saved receiving method: STC Pay's mobile, or the bank, holder and the IBAN masked
// to its last four characters (the backend never sends it whole).
import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Heading } from '@chakra-ui/react/heading';
import { HStack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { useTranslation } from 'react-i18next';
import type { components } from '@/api/generated/apiback';
import { formatIban, formatSaudiMobile } from '@/domain';
import { KeyValueGrid } from '@/engines/document';

export function PayoutSummary({
  saved,
  onChange,
}: {
  saved: components['schemas']['LessorPaymentMethod'];
  onChange?: () => void;
}) {
  const { t } = useTranslation('payout');
  return (
    <Box
      borderWidth="1px"
      borderColor="border.muted"
      borderRadius="l3"
      p="4"
      bg="brand.50"
      data-testid="payout-saved"
    >
      <HStack justify="space-between" mb="3" wrap="wrap" gap="3">
        <Heading as="h2" size="md">
          {t('saved.heading')}
        </Heading>
        {onChange && (
          <Button
            variant="outline"
            colorPalette="brand"
            size="sm"
            onClick={onChange}
            data-testid="payout-change"
          >
            {t('saved.change')}
          </Button>
        )}
      </HStack>
      <KeyValueGrid
        ns="payout"
        items={
          saved.method === 'stc_pay'
            ? [
                { key: 'method', value: saved.method, prefix: 'methods' },
                {
                  key: 'stc_pay_mobile',
                  value: formatSaudiMobile(saved.stc_pay_mobile),
                  kind: 'ltr',
                },
              ]
            : [
                { key: 'method', value: saved.method, prefix: 'methods' },
                { key: 'bank_code', value: saved.bank_code, prefix: 'banks' },
                { key: 'holder_name', value: saved.holder_name },
                { key: 'iban', value: formatIban(saved.iban_masked), kind: 'ltr' },
              ]
        }
      />
      {saved.method === 'bank' && (
        <Text fontSize="sm" color="fg.muted" mt="2">
          {t('saved.masked')}
        </Text>
      )}
    </Box>
  );
}
