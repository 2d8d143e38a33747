// Paging for the card grid. The table engine's Pagination control is not exported
// (only pageRange/pageCount are), so this renders the same spec control (1 boundary page,
// 1 sibling) from the engine's pageRange without forking the engine.
import { Button, HStack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { pageRange } from '@/engines/table';

export function ListingPager(props: {
  page: number;
  count: number;
  onChange: (p: number) => void;
}) {
  const { page, count, onChange } = props;
  const { t } = useTranslation('listings');
  if (count <= 1) return null;
  return (
    <nav aria-label={t('pager.label')} data-testid="listing-pager">
      <HStack gap="1" justify="center" wrap="wrap" py="6">
        <Button size="sm" variant="ghost" disabled={page <= 1} onClick={() => onChange(page - 1)}>
          {t('pager.previous')}
        </Button>
        {pageRange(page, count).map((item, i) =>
          item === 'ellipsis' ? (
            <Text as="span" key={`e${i}`} px="2" aria-hidden>
              …
            </Text>
          ) : (
            <Button
              key={item}
              size="sm"
              minW="9"
              variant={item === page ? 'solid' : 'outline'}
              colorPalette="brand"
              aria-current={item === page ? 'page' : undefined}
              aria-label={t('pager.page', { page: item })}
              onClick={() => onChange(item)}
            >
              {item}
            </Button>
          ),
        )}
        <Button
          size="sm"
          variant="ghost"
          disabled={page >= count}
          onClick={() => onChange(page + 1)}
        >
          {t('pager.next')}
        </Button>
      </HStack>
    </nav>
  );
}
