// Business billing detail: issuer block, status, logo; date, client (the lessor), payout
// method, phone; the transfer receipt when the method is Bank; one-row table; VAT and
// total including VAT (the paid amount).
import { Box, Heading, HStack, Image, Separator, Spinner, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { $api } from '@/api/query';
import { SiteLogo } from '@/components/site-logo';
import { DocumentActions, KeyValueGrid, PrintStyles } from '@/engines/document';
import { DataTable, formatMoney } from '@/engines/table';
import { fileUrl, useSiteSettings } from '@/api/site-settings';
import { billingRowTable } from './billing-row-table';

export function BillingDetailPage() {
  const { t, i18n } = useTranslation('billing');
  const id = Number(useParams().id);
  const { query: settings } = useSiteSettings();
  const query = $api.useQuery('get', '/apiBack/v1/user/invoices/{id}', {
    params: { path: { id } },
  });
  if (query.isPending) return <Spinner aria-label={t('loading')} />;
  if (query.isError || !query.data)
    return (
      <Text role="alert" color="red.700">
        {t('fetchFailed')}
      </Text>
    );
  const inv = query.data.data;
  const a = inv.admin;
  return (
    <Box>
      <PrintStyles />
      <DocumentActions backTo="/dashboard/billing_statements" />
      <Box data-print-root bg="bg" borderWidth="1px" borderRadius="xl" p={{ base: 4, md: 8 }}>
        <HStack justify="space-between" align="start" wrap="wrap" gap="6">
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
          ns="billing"
          items={[
            { key: 'register_number', value: a?.register_number, kind: 'ltr' as const },
            { key: 'mobile_number', value: a?.mobile_number, kind: 'ltr' as const },
            {
              key: 'address',
              value: [a?.city, a?.neighborhood, a?.street, a?.building_number]
                .filter(Boolean)
                .join('، '),
            },
            { key: 'tax_number', value: a?.tax_number, kind: 'ltr' as const },
          ].filter((x) => x.value)}
        />
        <Separator my="5" />
        <KeyValueGrid
          ns="billing"
          items={[
            { key: 'release_date', value: inv.release_date, kind: 'date' },
            { key: 'client_name', value: inv.lessor.username },
            {
              key: 'payment_method',
              value: t(`paymentMethods.${inv.payment_method === 'Bank' ? 'Bank' : 'StcPay'}`),
            },
            { key: 'phone', value: inv.lessor.phone, kind: 'ltr' },
          ]}
        />
        {inv.payment_method === 'Bank' && inv.payment_tenants_image && (
          <Box mt="5">
            <Heading as="h2" size="sm" mb="2">
              {t('receipt')}
            </Heading>
            <Image
              src={fileUrl(settings.data?.file_host, inv.payment_tenants_image)}
              alt={t('receipt')}
              maxH="64"
              borderRadius="md"
              borderWidth="1px"
            />
          </Box>
        )}
        <Box mt="6">
          <DataTable def={billingRowTable} rows={[inv]} />
        </Box>
        <Stack gap="2" maxW="md" ms="auto" mt="6">
          <HStack justify="space-between">
            <Text>{t('vatValue')}</Text>
            <Text fontWeight="bold">
              <bdi>{formatMoney(inv.tax_value, i18n.language)}</bdi>
            </Text>
          </HStack>
          <HStack
            justify="space-between"
            borderTopWidth="2px"
            borderColor="brand.600"
            pt="2"
            fontWeight="bold"
          >
            <Text>{t('totalWithVat')}</Text>
            <Text>
              <bdi>{formatMoney(inv.paid_amount, i18n.language)}</bdi>
            </Text>
          </HStack>
        </Stack>
      </Box>
    </Box>
  );
}
