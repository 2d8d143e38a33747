// /verify-contract/:code (public): where the printed contract's QR code leads. Anyone
// holding the paper can check that the platform issued it and what it says now: number,
// status, type, parties (the tenant's name shortened), unit, city and term.
import { Box, Heading, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { $api } from '@/api/query';
import { QueryState } from '@/components/query-state';
import { StatusChip } from '@/components/status';
import { formatHijriDate } from '@/domain/format';
import { KeyValueGrid } from '@/engines/document';
import { contractStatuses } from './contract-statuses';

export function VerifyContractPage() {
  const { t, i18n } = useTranslation('contracts');
  const code = useParams().code ?? '';
  const query = $api.useQuery('get', '/apiBack/v1/public/contracts/verify/{code}', {
    params: { path: { code } },
  });
  return (
    <Box maxW="2xl" mx="auto" py="10" px="4">
      <Heading as="h1" size="lg" mb="6">
        {t('verify.title')}
      </Heading>
      <QueryState
        queries={[query]}
        label={t('verify.checking')}
        renderError={() => (
          <Text role="alert" color="red.700" data-testid="verify-unknown">
            {t('verify.unknown')}
          </Text>
        )}
      >
        {({ data: v }) => (
          <Stack gap="4" borderWidth="1px" borderRadius="xl" p="6" data-testid="verify-result">
            <Text fontWeight="bold" color="green.700">
              {t('verify.issued')}
            </Text>
            <StatusChip statuses={contractStatuses} value={v.status} ns="contracts" size="lg" />
            <KeyValueGrid
              ns="contracts"
              columns={1}
              items={[
                { key: 'number', value: v.number, kind: 'ltr' },
                { key: 'contract_type', value: v.contract_type, prefix: 'enums.contractType' },
                { key: 'lessor_name', value: v.lessor_name },
                { key: 'tenant_name', value: v.tenant_name },
                { key: 'unit_number', value: v.unit_number, kind: 'ltr' },
                { key: 'property_city', value: v.property_city },
                { key: 'start_date', value: v.start_date, kind: 'date' },
                { key: 'start_date_hijri', value: formatHijriDate(v.start_date, i18n.language) },
                { key: 'end_date', value: v.end_date, kind: 'date' },
                { key: 'end_date_hijri', value: formatHijriDate(v.end_date, i18n.language) },
              ]}
            />
          </Stack>
        )}
      </QueryState>
    </Box>
  );
}
