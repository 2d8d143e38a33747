// Tenant invoice detail: issuer block, status and logo; date, tenant, payment method,
// phone; services table; summary lines > 0; grand total. Printable on A4.
import { useEffect } from 'react';
import { Box, Heading, HStack, Separator, Spinner, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { $api } from '@/api/query';
import { SiteLogo } from '@/components/site-logo';
import { DocumentActions, KeyValueGrid, PrintStyles } from '@/engines/document';
import { DataTable } from '@/engines/table';
import { invoiceServicesTable } from './invoice-services-table';
import { InvoiceSummary } from './invoice-summary';

export function TenantInvoiceDetailPage() {
  const { t } = useTranslation('invoices');
  const id = Number(useParams().id);
  const query = $api.useQuery('get', '/apiBack/v1/ordinaries/invoices/{id}', {
    params: { path: { id } },
  });
  useEffect(() => {
    // Spec: on failure the screen logs and shows "Failed to fetch invoice data".
    if (query.error) console.error('Failed to fetch invoice data', query.error);
  }, [query.error]);

  if (query.isPending) return <Spinner aria-label={t('loading')} />;
  if (query.isError || !query.data)
    return (
      <Text role="alert" color="red.700">
        {t('fetchFailed')}
      </Text>
    );
  const inv = query.data.data;
  return (
    <Box>
      <PrintStyles />
      <DocumentActions backTo="/dashboard/contracts/invoice-tenant" />
      <Box data-print-root bg="bg" borderWidth="1px" borderRadius="xl" p={{ base: 4, md: 8 }}>
        <HStack justify="space-between" align="start" gap="6" wrap="wrap">
          <Stack gap="2">
            <Heading as="h1" size="lg">
              {t('detailTitle')} <bdi>{inv.invoice_number}</bdi>
            </Heading>
            <Text
              fontWeight="bold"
              color={inv.invoice_status === 'paid' ? 'brand.700' : 'orange.700'}
            >
              {t(inv.invoice_status === 'paid' ? 'status.paid' : 'status.partial')}
            </Text>
          </Stack>
          <SiteLogo />
        </HStack>
        <Heading as="h2" size="sm" mt="6" mb="2">
          {t('issuer')}
        </Heading>
        <KeyValueGrid
          ns="invoices"
          items={[
            { key: 'register_number', value: inv.admin.register_number, kind: 'ltr' },
            { key: 'mobile_number', value: inv.admin.mobile_number, kind: 'ltr' },
            {
              key: 'address',
              value: [
                inv.admin.city,
                inv.admin.neighborhood,
                inv.admin.street,
                inv.admin.building_number,
              ]
                .filter(Boolean)
                .join('، '),
            },
            { key: 'tax_number', value: inv.admin.tax_number, kind: 'ltr' },
          ]}
        />
        <Separator my="5" />
        <KeyValueGrid
          ns="invoices"
          items={[
            { key: 'release_date', value: inv.release_date, kind: 'date' },
            { key: 'tenant_name', value: inv.tenant.username },
            {
              key: 'payment_method',
              value: t(`paymentMethods.${inv.payment_method === 'bank' ? 'bank' : 'gateway'}`),
            },
            { key: 'tenant_phone', value: inv.tenant.phone, kind: 'ltr' },
          ]}
        />
        <Heading as="h2" size="sm" mt="6" mb="3">
          {t('services')}
        </Heading>
        <DataTable def={invoiceServicesTable} rows={inv.invoice_tenant_services} />
        <InvoiceSummary invoice={inv} />
      </Box>
    </Box>
  );
}
