// Free-text search, "near me", the filter button (the drawer's code loads on first open)
// and sort.
import { Badge, Box, Button, Input, NativeSelect, Stack } from '@chakra-ui/react';
import { lazy, Suspense, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  activeFilterCount,
  SORT_ORDERS,
  type ListingFilters,
  type SortOrder,
} from './listing-params';
import { useNearMeControl } from './near-me';

const FilterDrawer = lazy(() =>
  import('./filter-drawer').then((m) => ({ default: m.FilterDrawer })),
);

export function ListingToolbar(props: {
  filters: ListingFilters;
  onApply: (f: ListingFilters | ((current: ListingFilters) => ListingFilters)) => void;
}) {
  const { filters, onApply } = props;
  const { t } = useTranslation('listings');
  const [open, setOpen] = useState(false);
  // Bumped on every opening: the drawer remounts and starts from the URL's filters.
  const [openings, setOpenings] = useState(0);
  const [text, setText] = useState(filters.q ?? '');
  const count = activeFilterCount(filters);
  const nearMe = useNearMeControl(filters, onApply);

  function search(e: FormEvent) {
    e.preventDefault();
    onApply({ ...filters, q: text.trim() || undefined, page: 1 });
  }

  return (
    <>
      <Stack direction={{ base: 'column', md: 'row' }} gap="3" mb="5" align={{ md: 'center' }}>
        <Box as="form" role="search" onSubmit={search} flex="1" display="flex" gap="2">
          <Input
            value={text}
            onChange={(e) => setText(e.target.value)}
            placeholder={t('toolbar.searchPlaceholder')}
            aria-label={t('toolbar.search')}
            name="q"
            dir="auto"
          />
          <Button type="submit" colorPalette="brand">
            {t('toolbar.searchButton')}
          </Button>
        </Box>
        <Stack direction="row" gap="3" wrap={{ base: 'wrap', md: 'nowrap' }}>
          {nearMe.button}
          <Button
            variant="outline"
            colorPalette="brand"
            onClick={() => {
              setOpenings((n) => n + 1);
              setOpen(true);
            }}
            data-testid="open-filters"
            flex={{ base: '1 0 auto', md: 'initial' }}
          >
            {t('filters.open')}
            {count > 0 && (
              <Badge colorPalette="brand" variant="solid" rounded="full">
                {count}
              </Badge>
            )}
          </Button>
          {count > 0 && (
            <Button
              variant="ghost"
              colorPalette="brand"
              data-testid="clear-filters"
              onClick={() => onApply((c) => ({ q: c.q, sort: c.sort, features: [], page: 1 }))}
            >
              {t('filters.reset')}
            </Button>
          )}
          {/* On a phone the sort shares the row while it fits, else wraps (never shrinks to its arrow). */}
          <NativeSelect.Root
            w={{ base: 'auto', md: '56' }}
            minW="32"
            flex={{ base: '1 0 auto', md: 'initial' }}
          >
            <NativeSelect.Field
              aria-label={t('sort.label')}
              value={filters.sort ?? 'newest'}
              data-testid="listing-sort"
              onChange={(e) => {
                const sort = e.currentTarget.value as SortOrder;
                onApply((c) => ({ ...c, sort, page: 1 }));
              }}
            >
              {SORT_ORDERS.filter((s) => s !== 'distance' || filters.near).map((s) => (
                <option key={s} value={s}>
                  {t(`sort.${s}`)}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Stack>
        {openings > 0 && (
          <Suspense fallback={null}>
            <FilterDrawer
              key={openings}
              open={open}
              onClose={() => setOpen(false)}
              filters={filters}
              onApply={(f) => {
                setOpen(false);
                onApply({ ...f, page: 1 });
              }}
            />
          </Suspense>
        )}
      </Stack>
      {nearMe.message}
    </>
  );
}
