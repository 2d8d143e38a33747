// The deals listing (spec: /all_deals, /features, /my_favorites and /list each show it):
// a card grid with sorting, a lazy filter drawer, paging from the API's total, and the
// loading, empty and error states. Filters live in the URL (see listing-params.ts).
import './recipes';
import {
  Box,
  Button,
  Grid,
  Group,
  Heading,
  HStack,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  useMediaQuery,
} from '@chakra-ui/react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
// Deep imports: the listing needs the paging control, not the table engine's index.
import { pageCount } from '@/engines/table/page-range';
import { Pagination } from '@/engines/table/pagination';
import { fileUrl, useSiteSettings } from '@/api/site-settings';
import { HydrateOnView } from '@/components/hydrate-on-view';
import { PER_PAGE, readFilters, writeFilters, type ListingFilters } from './listing-params';
import { ListingEmpty, ListingError, ListingPastEnd, ListingSkeleton } from './listing-states';
import { ListingToolbar } from './listing-toolbar';
import { OfficeCard } from './office-card';
import { useListing, type ListingSource } from './use-listing';

// The map loads after the cards, and on a phone only when the visitor switches to it: the
// outline map's data (~9 kB gzip) and the map engine stay off the list's critical path.
const ListingMap = lazy(() => import('./listing-map').then((m) => ({ default: m.ListingMap })));
/** The JS-off note in the map's column: plain styles (a <noscript> is never hydrated). */
const NO_SCRIPT_NOTE = {
  padding: '1rem',
  borderRadius: '0.5rem',
  background: 'var(--chakra-colors-bg-muted)',
  color: 'var(--chakra-colors-fg-muted)',
  fontSize: '0.875rem',
};

/** Chakra's `lg`, where the map sits beside the list. */
const WIDE = '(min-width: 1024px)';

/** Cards whose images load eagerly and first (the largest paint is among them). */
const EAGER_CARDS = 4;

export function ListingPage({ source, titleKey }: { source: ListingSource; titleKey: string }) {
  const { t } = useTranslation('listings');
  const [params, setParams] = useSearchParams();
  const filters = readFilters(params);
  const query = useListing(source, filters);
  const { query: settings } = useSiteSettings();
  const host = settings.data?.file_host;
  // Updaters read the filters from the URL at the moment of the change, not from this
  // render: a router navigation renders in a transition, so a click right after a sort
  // change could otherwise write the filters of the previous render and drop the sort.
  const apply = (next: ListingFilters | ((current: ListingFilters) => ListingFilters)) =>
    setParams(
      writeFilters(
        // react-router hands a functional update the params of this render, which can be
        // stale too: read the address bar itself.
        typeof next === 'function'
          ? next(readFilters(new URLSearchParams(window.location.search)))
          : next,
      ),
    );
  const goTo = (page: number) => {
    apply({ ...filters, page });
    window.scrollTo({ top: 0 });
  };
  const total = query.data?.total ?? 0;
  // Phones show the list or the map (the toggle); wide screens show both side by side.
  const [view, setView] = useState<'list' | 'map'>('list');
  const withMap = source !== 'favorites';
  // Narrow on the first render, the server's and the hydrating browser's alike (the map's
  // place is empty in the server's markup); the real width a moment later mounts the map.
  const [wide] = useMediaQuery([WIDE], { ssr: true });

  return (
    <Box maxW="7xl" mx="auto" px={{ base: '4', md: '6' }} py="6">
      <Stack gap="1" mb="4">
        <HStack justify="space-between" gap="3">
          <Heading as="h1" size="xl">
            {t(titleKey)}
          </Heading>
          {withMap && (
            <Group attached hideFrom="lg" role="group" aria-label={t('map.toggle')}>
              {(['list', 'map'] as const).map((v) => (
                <Button
                  key={v}
                  size="sm"
                  variant={view === v ? 'solid' : 'outline'}
                  aria-pressed={view === v}
                  onClick={() => setView(v)}
                  data-testid={`view-${v}`}
                >
                  {t(v === 'map' ? 'map.show' : 'map.list')}
                </Button>
              ))}
            </Group>
          )}
        </HStack>
        {query.data && (
          <Text color="fg.muted" aria-live="polite" data-testid="listing-total">
            {t('results', { count: total })}
          </Text>
        )}
      </Stack>
      {source !== 'favorites' && (
        // Keyed by the text so a new search from elsewhere (home, back button) refills the box.
        // Each interactive part (filters, each card, the pager) hydrates on its own
        // when it comes near the viewport or is touched (src/components/hydrate-on-view.tsx).
        <HydrateOnView>
          <ListingToolbar key={filters.q ?? ''} filters={filters} onApply={apply} />
        </HydrateOnView>
      )}
      {query.isPending ? (
        <ListingSkeleton />
      ) : query.isError ? (
        <ListingError onRetry={() => void query.refetch()} error={query.error} />
      ) : query.data.data.length === 0 && total > 0 ? (
        <ListingPastEnd
          onLastPage={() => goTo(pageCount(total, query.data.per_page || PER_PAGE))}
        />
      ) : query.data.data.length === 0 ? (
        <ListingEmpty
          favorites={source === 'favorites'}
          onReset={source === 'favorites' ? undefined : () => apply({ features: [], page: 1 })}
        />
      ) : (
        <Grid
          templateColumns={withMap ? { base: '1fr', lg: 'minmax(0, 1fr) 420px' } : '1fr'}
          gap="5"
          alignItems="start"
        >
          <Box
            opacity={query.isPlaceholderData ? 0.6 : 1}
            aria-busy={query.isFetching}
            display={withMap && view === 'map' ? { base: 'none', lg: 'block' } : undefined}
          >
            <SimpleGrid
              as="ul"
              listStyleType="none"
              columns={withMap ? { base: 1, sm: 2, xl: 3 } : { base: 1, sm: 2, lg: 3, xl: 4 }}
              gap="5"
            >
              {query.data.data.map((o, i) => (
                <HydrateOnView as="li" key={o.id}>
                  <OfficeCard
                    office={o}
                    imageUrl={fileUrl(host, o.main_image)}
                    // The first row of the widest grid (4 columns): above the fold everywhere.
                    priority={i < EAGER_CARDS}
                  />
                </HydrateOnView>
              ))}
            </SimpleGrid>
            <HydrateOnView>
              <HStack justify="center" py="2" data-testid="listing-pager">
                <Pagination
                  page={filters.page}
                  count={pageCount(total, query.data.per_page || PER_PAGE)}
                  onChange={goTo}
                />
              </HStack>
            </HydrateOnView>
          </Box>
          {withMap && !(wide || view === 'map') && (
            // Read only with JavaScript off, where the map cannot come: on a wide screen its
            // column says why instead of standing empty beside the cards.
            <Box display={{ base: 'none', lg: 'block' }}>
              <noscript>
                <p style={NO_SCRIPT_NOTE}>{t('map.noScript')}</p>
              </noscript>
            </Box>
          )}
          {withMap && (wide || view === 'map') && (
            // Its own boundary already, and never in the server's markup (narrow there): it
            // mounts after hydration, on a wide screen or when the toggle asks for it.
            <Box display={view === 'map' ? 'block' : { base: 'none', lg: 'block' }}>
              <Suspense fallback={<Skeleton height="min(70vh, 560px)" borderRadius="l3" />}>
                <ListingMap
                  offices={query.data.data}
                  area={filters.bbox}
                  near={filters.near}
                  onSearchArea={(bbox) => apply((f) => ({ ...f, bbox, page: 1 }))}
                />
              </Suspense>
            </Box>
          )}
        </Grid>
      )}
    </Box>
  );
}
