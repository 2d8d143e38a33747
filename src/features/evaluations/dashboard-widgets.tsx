// Dashboard home cards of the reviews: the latest reviews, and each unit's points (its
// rating on a 0..100 scale), both from GET user/dashboard.
import { Box, HStack, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { $api } from '@/api/query';
import { ErrorFallback } from '@/components/error-fallback';
import { Ltr } from '@/components/ltr';
import { formatLongDate } from '@/domain';
import { Stars } from './stars';

function useDashboard() {
  return $api.useQuery('get', '/apiBack/v1/user/dashboard', undefined, { select: (r) => r.data });
}

export function LatestReviewsWidget() {
  const { t, i18n } = useTranslation('evaluations');
  const q = useDashboard();
  if (q.isError) return <ErrorFallback error={q.error} onRetry={() => void q.refetch()} />;
  const reviews = q.data?.latest_reviews ?? [];
  if (q.data && !reviews.length) return <Text color="fg.muted">{t('widgets.none')}</Text>;
  return (
    <Stack as="ul" gap="3" listStyleType="none" data-testid="latest-reviews">
      {reviews.map((r) => (
        <Box as="li" key={r.id}>
          <HStack justify="space-between" gap="2">
            <Text fontWeight="bold" fontSize="sm" dir="auto" truncate>
              {r.title}
            </Text>
            <Stars value={r.rating} />
          </HStack>
          <Text fontSize="xs" color="fg.muted">
            <bdi>{r.author_name}</bdi> · {formatLongDate(r.created_at, i18n.language, false)}
            {r.unit_name ? (
              <>
                {' · '}
                <bdi>{r.unit_name}</bdi>
              </>
            ) : null}
          </Text>
        </Box>
      ))}
    </Stack>
  );
}

export function UnitPointsWidget() {
  const { t } = useTranslation('evaluations');
  const q = useDashboard();
  if (q.isError) return <ErrorFallback error={q.error} onRetry={() => void q.refetch()} />;
  const units = q.data?.unit_points ?? [];
  if (q.data && !units.length) return <Text color="fg.muted">{t('widgets.none')}</Text>;
  return (
    <Stack as="ul" gap="2" listStyleType="none" data-testid="unit-points">
      {units.map((u) => (
        <HStack as="li" key={u.unit_id} gap="3">
          <Text fontSize="sm" flex="1" minW="0" truncate dir="auto">
            {u.unit_name}
          </Text>
          <Box
            w="28"
            h="2"
            bg="gray.100"
            borderRadius="full"
            overflow="hidden"
            aria-hidden
            flexShrink={0}
          >
            <Box h="full" w={`${u.points}%`} bg="brand.600" />
          </Box>
          <Text fontSize="sm" w="16" textAlign="end" flexShrink={0}>
            <Ltr>{t('widgets.pointsValue', { points: u.points })}</Ltr>
          </Text>
        </HStack>
      ))}
    </Stack>
  );
}
