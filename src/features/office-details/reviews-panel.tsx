// Reviews of the office (paged) and, for a logged-in tenant, the comment form.
import { Box, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatLongDate } from '@/domain';
import { openLogin, useSession } from '@/lib/session';
import { Stars } from './stars';
import { useReviews } from './use-office';

// The comment form (zod, react-hook-form) only for a logged-in tenant: its own chunk, so a
// visitor's first load of /details carries no form code.
const ReviewForm = lazy(() => import('./review-form').then((m) => ({ default: m.ReviewForm })));

export function ReviewsPanel({ officeId }: { officeId: number }) {
  const { t, i18n } = useTranslation('office-details');
  const { isLoggedIn, isBusiness } = useSession();
  const [page, setPage] = useState(1);
  const reviews = useReviews(officeId, page);
  const data = reviews.data;
  return (
    <Stack py="4" gap="5" data-testid="reviews-panel">
      {reviews.isError ? (
        <Box role="alert">
          <Text color="red.700">{t('states.error')}</Text>
          <Button size="sm" mt="2" onClick={() => void reviews.refetch()}>
            {t('states.retry')}
          </Button>
        </Box>
      ) : !data ? (
        <Text color="fg.muted">{t('states.loading')}</Text>
      ) : data.data.length === 0 ? (
        <Text color="fg.muted">{t('reviews.empty')}</Text>
      ) : (
        <Stack as="ul" gap="4" listStyleType="none">
          {data.data.map((r) => (
            <Box as="li" key={r.id} borderBottomWidth="1px" pb="3">
              <HStack justify="space-between" wrap="wrap">
                <Text fontWeight="bold" dir="auto">
                  {r.author_name}
                </Text>
                <Text fontSize="xs" color="fg.muted">
                  {formatLongDate(r.created_at, i18n.language, false)}
                </Text>
              </HStack>
              <Stars value={r.rating} />
              <Text fontWeight="medium" dir="auto" mt="1">
                {r.title}
              </Text>
              <Text dir="auto" whiteSpace="pre-line" color="fg.muted">
                {r.comment}
              </Text>
              {r.lessor_reply && (
                <Box
                  mt="2"
                  ps="3"
                  borderStartWidth="3px"
                  borderColor="brand.500"
                  data-testid="host-reply"
                >
                  <Text fontSize="sm" fontWeight="bold">
                    {t('reviews.hostReply')}
                  </Text>
                  <Text fontSize="sm" dir="auto" whiteSpace="pre-line">
                    {r.lessor_reply.text}
                  </Text>
                </Box>
              )}
            </Box>
          ))}
        </Stack>
      )}
      {data && data.last_page > 1 && (
        <HStack justify="center" gap="3">
          <Button
            size="sm"
            variant="outline"
            disabled={page <= 1}
            onClick={() => setPage(page - 1)}
          >
            {t('reviews.previous')}
          </Button>
          <Text fontSize="sm">
            <bdi>
              {data.current_page} / {data.last_page}
            </bdi>
          </Text>
          <Button
            size="sm"
            variant="outline"
            disabled={page >= data.last_page}
            onClick={() => setPage(page + 1)}
          >
            {t('reviews.next')}
          </Button>
        </HStack>
      )}
      {isBusiness ? null : isLoggedIn ? (
        <Suspense fallback={<Text color="fg.muted">{t('states.loading')}</Text>}>
          <ReviewForm officeId={officeId} onDone={() => setPage(1)} />
        </Suspense>
      ) : (
        <Box>
          <Text mb="2">{t('reviews.loginToReview')}</Text>
          <Button colorPalette="brand" variant="outline" onClick={() => openLogin('tenant')}>
            {t('login')}
          </Button>
        </Box>
      )}
    </Stack>
  );
}
