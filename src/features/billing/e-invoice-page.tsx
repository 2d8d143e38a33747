// The spec's invoice-details sample screen (Arabic first): back / print / send; office
// block, ZATCA QR, paid stamp and logo; meta strip; lessor grid ("detailed tax invoice");
// line items; totals in riyals. Filled from the electronic invoice and the lessor profile.
import { useMemo } from 'react';
import { Box, Grid, Heading, HStack, Spinner, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { $api } from '@/api/query';
import { SiteLogo } from '@/components/site-logo';
import { DocumentActions, KeyValueGrid, PrintStyles } from '@/engines/document';
import { DataTable, formatDate, formatMoney } from '@/engines/table';
import { eInvoiceLinesTable } from './e-invoice-lines-table';
import { ZatcaQrImage } from './zatca-qr-image';

function share(title: string) {
  const url = globalThis.location.href;
  if (navigator.share) void navigator.share({ title, url }).catch(() => undefined);
  else
    globalThis.location.href = `mailto:?subject=${encodeURIComponent(title)}&body=${encodeURIComponent(url)}`;
}

export function EInvoicePage() {
  const { t, i18n } = useTranslation('billing');
  const id = Number(useParams().id);
  const query = $api.useQuery('get', '/apiBack/v1/user/electronic-invoices/{id}', {
    params: { path: { id } },
  });
  const profile = $api.useQuery('get', '/apiBack/v1/user/profile');
  const inv = query.data?.data;
  const qrFields = useMemo(
    () =>
      inv && {
        sellerName: inv.seller_name,
        vatNumber: inv.seller_vat_number,
        timestamp: new Date(inv.release_date),
        total: inv.grand_total,
        vatTotal: inv.vat_total,
      },
    [inv],
  );
  if (query.isPending) return <Spinner aria-label={t('loading')} />;
  if (query.isError || !inv || !qrFields)
    return (
      <Text role="alert" color="red.700">
        {t('fetchFailed')}
      </Text>
    );
  const me = profile.data?.data;
  const money = (v: number) => <bdi>{formatMoney(v, i18n.language)}</bdi>;
  return (
    <Box>
      <PrintStyles />
      <DocumentActions
        backTo="/dashboard/electronic_invoices"
        onSend={() => share(`${t('taxInvoice')} ${inv.invoice_number}`)}
      />
      <Box data-print-root bg="bg" borderWidth="1px" borderRadius="xl" p={{ base: 4, md: 8 }}>
        <Grid templateColumns={{ base: '1fr', md: '2fr auto auto' }} gap="6" alignItems="center">
          <Stack gap="1" fontSize="sm">
            <Heading as="h1" size="md">
              {me?.office_name || inv.seller_name}
            </Heading>
            <KeyValueGrid
              ns="billing"
              columns={1}
              items={[
                { key: 'address', value: inv.seller_address },
                { key: 'tax_number', value: inv.seller_vat_number, kind: 'ltr' },
                { key: 'register_number', value: me?.commercial_register, kind: 'ltr' },
                { key: 'contact', value: me?.phone, kind: 'ltr' },
              ]}
            />
          </Stack>
          <ZatcaQrImage fields={qrFields} label={t('qr')} />
          <Stack align="center" gap="3">
            <SiteLogo />
            <Box
              data-testid="paid-stamp"
              borderWidth="3px"
              borderColor="brand.600"
              color="brand.700"
              fontWeight="bold"
              fontSize="xl"
              px="4"
              py="1"
              borderRadius="md"
              transform="rotate(-8deg)"
            >
              {t('paidStamp')}
            </Box>
          </Stack>
        </Grid>
        <HStack
          mt="6"
          p="3"
          bg="brand.50"
          borderRadius="md"
          justify="space-between"
          wrap="wrap"
          gap="4"
        >
          <Text>
            {t('fields.invoice_number')}: <bdi>{inv.invoice_number}</bdi>
          </Text>
          <Text>
            {t('fields.release_date')}: <bdi>{formatDate(inv.release_date)}</bdi>
          </Text>
          <Text>
            {t('fields.phone')}: <bdi dir="ltr">{me?.phone ?? '—'}</bdi>
          </Text>
        </HStack>
        <Box mt="5" borderWidth="1px" borderRadius="md" p="4">
          <KeyValueGrid
            ns="billing"
            items={[
              { key: 'lessor_name', value: inv.seller_name },
              { key: 'invoice_type', value: t('detailedTaxInvoice') },
              { key: 'address', value: inv.seller_address },
              { key: 'tax_number', value: inv.seller_vat_number, kind: 'ltr' },
              { key: 'buyer_name', value: inv.buyer_name },
              { key: 'buyer_vat_number', value: inv.buyer_vat_number, kind: 'ltr' },
            ]}
          />
        </Box>
        <Box mt="5">
          <DataTable def={eInvoiceLinesTable} rows={inv.lines} />
        </Box>
        <Stack gap="2" maxW="md" ms="auto" mt="6" data-testid="e-invoice-totals">
          {(
            [
              ['totalDiscount', inv.total_discount],
              ['taxableTotal', inv.taxable_total],
              ['vatTotal', inv.vat_total],
            ] as const
          ).map(([k, v]) => (
            <HStack key={k} justify="space-between">
              <Text>{t(`totals.${k}`)}</Text>
              <Text fontWeight="bold">{money(v)}</Text>
            </HStack>
          ))}
          <HStack
            justify="space-between"
            borderTopWidth="2px"
            borderColor="brand.600"
            pt="2"
            fontWeight="bold"
          >
            <Text>{t('totals.grandTotal')}</Text>
            <Text>{money(inv.grand_total)}</Text>
          </HStack>
        </Stack>
      </Box>
    </Box>
  );
}
