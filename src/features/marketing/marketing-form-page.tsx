// /dashboard/marketing/new and /dashboard/marketing/:id. A new request can be edited; once
// the platform is processing it (or it is done or rejected) it is shown read-only with the
// reason — the backend refuses an edit all the same (`canEditMarketingRequest`).
import { Alert, Box, Button, Heading, Stack, Text } from '@chakra-ui/react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { $api, apiKey } from '@/api/query';
import { StatusChip } from '@/components/status';
import { canEditMarketingRequest } from '@/domain';
import { WizardPage } from '@/engines/wizard';
import { MarketingSummary } from './marketing-summary';
import { marketingStatuses } from './marketing-table';
import { makeMarketingWizard } from './marketing-wizard';

export function MarketingFormPage() {
  const { t } = useTranslation(['marketing', 'wizard']);
  const id = Number(useParams().id) || undefined;
  const offices = $api.useQuery('get', '/apiBack/v1/user/offices', {
    params: { query: { per_page: 100 } },
  });
  const request = $api.useQuery(
    'get',
    '/apiBack/v1/user/marketing-requests/{id}',
    { params: { path: { id: id ?? 0 } } },
    { enabled: Boolean(id), select: (r) => r.data },
  );
  const officeOptions = useMemo(
    () =>
      (offices.data?.data.data ?? [])
        .filter((o) => o.status !== 'incomplete')
        .map((o) => ({ value: String(o.id), label: String(o.name) })),
    [offices.data],
  );
  const def = useMemo(() => makeMarketingWizard(officeOptions, id), [officeOptions, id]);
  const locked = request.data && !canEditMarketingRequest(request.data.status);
  return (
    <Stack gap="5" css={{ '& [data-part="error-text"]': { color: 'red.700' } }}>
      <Box>
        <Button asChild variant="ghost" size="sm" mb="2">
          <Link to="/dashboard/marketing">{t('back')}</Link>
        </Button>
        <Heading as="h1" size="lg">
          {t(id ? 'editTitle' : 'addTitle')}
        </Heading>
        {request.data && (
          <Box mt="2">
            <StatusChip statuses={marketingStatuses} value={request.data.status} ns="marketing" />
          </Box>
        )}
      </Box>
      {locked && request.data ? (
        <>
          <Alert.Root status="info" data-testid="marketing-locked">
            <Alert.Indicator />
            <Alert.Title>{t(`locked.${request.data.status}`)}</Alert.Title>
          </Alert.Root>
          {request.data.status_note && (
            <Text dir="auto" data-testid="marketing-note">
              {request.data.status_note}
            </Text>
          )}
          <MarketingSummary request={request.data} />
        </>
      ) : (
        <WizardPage
          def={def}
          queries={id ? [offices, request] : [offices]}
          record={request.data}
          toValues={(r) => ({
            office_ids: r.office_ids,
            package: r.package,
            goal: r.goal,
            channels: r.channels,
            start_date: r.start_date,
            end_date: r.end_date,
            budget: r.budget,
            notes: r.notes ?? '',
          })}
          scope={id ? `marketing-${id}` : 'marketing-new'}
          resumePrompt={false}
          invalidates={[apiKey('get', '/apiBack/v1/user/marketing-requests')]}
          doneTo="/dashboard/marketing"
        />
      )}
    </Stack>
  );
}
