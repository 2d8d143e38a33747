// A dynamic content page (/{slug}, and the terms page): title and body from the backend;
// an unknown slug goes to /404.
import { Box } from '@chakra-ui/react/box';
import { Container } from '@chakra-ui/react/container';
import { Heading } from '@chakra-ui/react/heading';
import { Skeleton } from '@chakra-ui/react/skeleton';
import { Text } from '@chakra-ui/react/text';
import { useMemo } from 'react';
import { Navigate, useLocation, useParams } from 'react-router-dom';
import { $api } from '@/api/query';
import { isApiRequestError } from '@/api/result';
import { ErrorFallback } from '@/components/error-fallback';
import { formatLongDate } from '@/domain/format';
import { useLanguage } from '@/i18n/use-language';
import { sanitizeHtml } from '@/lib/sanitize-html';

export function ContentPage() {
  const params = useParams();
  const { pathname } = useLocation();
  const { language } = useLanguage();
  const slug = params.slug ?? pathname.replace(/^\/+|\/+$/g, '');
  const valid = /^[a-z0-9]+(?:[-_][a-z0-9]+)*$/.test(slug);
  // The page's language follows the UI: the app refetches cached answers when it changes.
  const query = $api.useQuery(
    'get',
    '/apiBack/v1/public/pages/{slug}',
    { params: { path: { slug } } },
    { enabled: valid, retry: false, select: (r) => r.data },
  );
  const html = useMemo(() => (query.data ? sanitizeHtml(query.data.body) : ''), [query.data]);

  if (!valid || (isApiRequestError(query.error) && query.error.status === 404))
    return <Navigate to="/404" replace />;
  if (query.isError)
    return <ErrorFallback error={query.error} onRetry={() => void query.refetch()} />;
  return (
    <Container maxW="4xl" py={{ base: '8', md: '12' }}>
      {query.data ? (
        <>
          <Heading as="h1" size="3xl" mb="6">
            {query.data.title}
          </Heading>
          <Box
            data-testid="content-body"
            lineHeight="tall"
            css={{
              '& p': { mb: '4' },
              '& h2, & h3': { fontWeight: 'bold', mt: '6', mb: '2' },
              '& ul, & ol': { ps: '6', mb: '4' },
              // The CSS reset takes list markers away: the terms' clauses read as lists.
              '& ul': { listStyleType: 'disc' },
              '& ol': { listStyleType: 'decimal' },
              '& a': { color: 'brand.700', textDecoration: 'underline' },
            }}
            dangerouslySetInnerHTML={{ __html: html }}
          />
          <Text mt="8" fontSize="sm" color="fg.muted">
            {formatLongDate(query.data.updated_at, language, false)}
          </Text>
        </>
      ) : (
        <Box data-testid="content-loading">
          <Skeleton height="10" width="60%" mb="6" />
          <Skeleton height="4" mb="3" />
          <Skeleton height="4" mb="3" />
          <Skeleton height="4" width="80%" />
        </Box>
      )}
    </Container>
  );
}
