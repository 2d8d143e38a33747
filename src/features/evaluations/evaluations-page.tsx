// /dashboard/evaluations: the reviews of the lessor's units, with the rating figures, filters
// by unit and stars, a public reply per review and a report of an abusive one.
import { Heading, HStack, NativeSelect, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { components } from '@/api/generated/apiback';
import { $api } from '@/api/query';
import { ErrorFallback } from '@/components/error-fallback';
import { STAR_LEVELS } from '@/domain';
import { Pagination } from '@/engines/table';
import { toaster } from '@/lib/toaster';
import { RatingSummary } from './rating-summary';
import { ReportDialog } from './report-dialog';
import { ReviewCard } from './review-card';

type Review = components['schemas']['Review'];
const PER_PAGE = 10;

export function EvaluationsPage() {
  const { t } = useTranslation('evaluations');
  const [unit, setUnit] = useState('');
  const [rating, setRating] = useState('');
  const [page, setPage] = useState(1);
  const [reporting, setReporting] = useState<Review>();
  const summary = $api.useQuery('get', '/apiBack/v1/user/reviews/summary');
  const list = $api.useQuery('get', '/apiBack/v1/user/reviews', {
    params: {
      query: {
        page,
        per_page: PER_PAGE,
        unit_id: unit ? Number(unit) : undefined,
        rating: rating ? Number(rating) : undefined,
      },
    },
  });
  const data = list.data?.data;
  const filter = (
    label: string,
    value: string,
    set: (v: string) => void,
    options: { value: string; label: string }[],
  ) => (
    <NativeSelect.Root size="sm" maxW="xs">
      <NativeSelect.Field
        aria-label={label}
        value={value}
        onChange={(e) => {
          set(e.currentTarget.value);
          setPage(1);
        }}
      >
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
  return (
    <Stack gap="5">
      <Heading as="h1" size="lg">
        {t('title')}
      </Heading>
      {summary.isError ? (
        <ErrorFallback error={summary.error} onRetry={() => void summary.refetch()} />
      ) : summary.data ? (
        <RatingSummary summary={summary.data.data} />
      ) : (
        <Skeleton h="40" />
      )}
      <HStack gap="3" wrap="wrap">
        {filter(t('filters.unit'), unit, setUnit, [
          { value: '', label: t('filters.allUnits') },
          ...(summary.data?.data.units ?? []).map((u) => ({
            value: String(u.unit_id),
            label: u.unit_name,
          })),
        ])}
        {filter(t('filters.rating'), rating, setRating, [
          { value: '', label: t('filters.allRatings') },
          ...STAR_LEVELS.map((n) => ({
            value: String(n),
            label: t('starsShort', { count: n }),
          })),
        ])}
      </HStack>
      {list.isError ? (
        <ErrorFallback error={list.error} onRetry={() => void list.refetch()} />
      ) : !data ? (
        <Skeleton h="40" />
      ) : data.data.length === 0 ? (
        <Text color="fg.muted">{t('empty')}</Text>
      ) : (
        <Stack gap="3" data-testid="reviews-list">
          {data.data.map((r) => (
            <ReviewCard key={r.id} review={r} onReport={setReporting} />
          ))}
        </Stack>
      )}
      {data && (
        <Pagination page={page} count={Math.ceil(data.total / PER_PAGE)} onChange={setPage} />
      )}
      {reporting && (
        <ReportDialog
          review={reporting}
          onClose={() => setReporting(undefined)}
          onDone={() => {
            setReporting(undefined);
            toaster.create({ type: 'success', title: t('report.sent') });
          }}
        />
      )}
    </Stack>
  );
}
