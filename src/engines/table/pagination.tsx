// The spec's paging control: 1 boundary page, 1 sibling page, first page is 1.
import { Button, HStack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { pageRange } from './page-range';

export function Pagination({
  page,
  count,
  onChange,
}: {
  page: number;
  count: number;
  onChange: (page: number) => void;
}) {
  const { t } = useTranslation('table');
  if (count <= 1) return null;
  return (
    <nav aria-label={t('pagination')}>
      <HStack gap="1" justify="center" wrap="wrap" py="4">
        <Button size="sm" variant="ghost" disabled={page <= 1} onClick={() => onChange(page - 1)}>
          {t('previous')}
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
              aria-label={t('page', { page: item })}
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
          {t('next')}
        </Button>
      </HStack>
    </nav>
  );
}
