// The tenant's bank-transfer receipt, shown on the order before the lessor confirms the
// transfer (spec section 4: the payer attaches the image, then the office confirms).
import { Box, Card, Heading, Link, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { components } from '@/api/generated/apiback';
import { fileUrl, useSiteSettings } from '@/api/site-settings';
import { HostedImage } from '@/components/hosted-image';
import { formatMoney } from '@/engines/table';

type Payment = components['schemas']['Payment'];

export function TransferReceipt({ payment }: { payment: Payment }) {
  const { t, i18n } = useTranslation('reservations');
  const host = useSiteSettings().query.data?.file_host;
  const path = payment.receipt_image;
  return (
    <Card.Root data-testid="transfer-receipt">
      <Card.Body>
        <Heading as="h2" size="md" mb="2">
          {t('receipt.title')}
        </Heading>
        <Text color="fg.muted" mb="3">
          {t('receipt.body', { amount: formatMoney(payment.amount, i18n.language) })}
        </Text>
        {path ? (
          <Link href={fileUrl(host, path)} target="_blank" rel="noreferrer">
            <Box maxW="sm">
              <HostedImage
                path={path}
                alt={t('receipt.alt', { name: payment.payer?.name ?? '' })}
                borderRadius="md"
                borderWidth="1px"
                maxH="80"
                objectFit="contain"
              />
            </Box>
          </Link>
        ) : (
          <Text color="red.700">{t('receipt.missing')}</Text>
        )}
      </Card.Body>
    </Card.Root>
  );
}
