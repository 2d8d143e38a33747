// Summary lines shown only when greater than 0 (the domain decides which), then the grand
// total in riyals. Discounts are shown as deductions.
import { Box, HStack, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { components } from '@/api/generated/apiback';
import { tenantInvoiceSummary } from '@/domain/invoice/summary';
import { formatMoney } from '@/engines/table';

type TenantInvoice = components['schemas']['TenantInvoice'];

const LABEL = {
  offer: 'offerDiscount',
  coupon: 'couponDiscount',
  commission: 'commission',
  vat: 'vat',
} as const;

export function InvoiceSummary({ invoice }: { invoice: TenantInvoice }) {
  const { t, i18n } = useTranslation('invoices');
  const { lines, total } = tenantInvoiceSummary(invoice);
  return (
    <Stack gap="2" maxW="md" ms="auto" mt="6" data-testid="invoice-summary">
      {lines.map((l) => (
        <HStack key={l.key} justify="space-between" data-line={l.key}>
          <Text>
            {t(`summary.${LABEL[l.key]}`)}
            {l.rate > 0 && (
              <>
                {' '}
                (<bdi>{l.rate}%</bdi>)
              </>
            )}
          </Text>
          <Text fontWeight="bold">
            <bdi>{(l.sign < 0 ? '- ' : '') + formatMoney(l.value, i18n.language)}</bdi>
          </Text>
        </HStack>
      ))}
      <Box borderTopWidth="2px" borderColor="brand.600" pt="2">
        <HStack justify="space-between" fontSize="lg" fontWeight="bold">
          <Text>{t('summary.grandTotal')}</Text>
          <Text>
            <bdi>{formatMoney(total, i18n.language)}</bdi>
          </Text>
        </HStack>
      </Box>
    </Stack>
  );
}
