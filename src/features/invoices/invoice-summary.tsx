// Summary lines shown only when greater than 0, then the grand total in riyals.
import { Box, HStack, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { components } from '@/api/generated/apiback';
import { formatMoney } from '@/engines/table';

type TenantInvoice = components['schemas']['TenantInvoice'];

const LINES = [
  { key: 'offerDiscount', rate: 'offer_discount', value: 'offer_discount_value' },
  { key: 'couponDiscount', rate: 'coupon_discount', value: 'coupon_discount_value' },
  { key: 'commission', rate: 'commission_rate_tenant', value: 'commission_value_tenant' },
  { key: 'vat', rate: 'tax_rate', value: 'tax_value' },
] as const;

export function InvoiceSummary({ invoice }: { invoice: TenantInvoice }) {
  const { t, i18n } = useTranslation('invoices');
  const shown = LINES.filter((l) => Number(invoice[l.value]) > 0 || Number(invoice[l.rate]) > 0);
  return (
    <Stack gap="2" maxW="md" ms="auto" mt="6" data-testid="invoice-summary">
      {shown.map((l) => (
        <HStack key={l.key} justify="space-between">
          <Text>
            {t(`summary.${l.key}`)} (<bdi>{Number(invoice[l.rate])}%</bdi>)
          </Text>
          <Text fontWeight="bold">
            <bdi>{formatMoney(invoice[l.value], i18n.language)}</bdi>
          </Text>
        </HStack>
      ))}
      <Box borderTopWidth="2px" borderColor="brand.600" pt="2">
        <HStack justify="space-between" fontSize="lg" fontWeight="bold">
          <Text>{t('summary.grandTotal')}</Text>
          <Text>
            <bdi>{formatMoney(invoice.total_amount, i18n.language)}</bdi>
          </Text>
        </HStack>
      </Box>
    </Stack>
  );
}
