// Moving through the calendar (previous, today, next), the period's Gregorian and Hijri
// titles, month or week view (hourly units), and "block dates".
import { Box, Button, ButtonGroup, HStack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';

export function CalendarToolbar({
  view,
  hourly,
  title,
  hijri,
  onView,
  onMove,
  onBlock,
}: {
  view: 'month' | 'week';
  hourly: boolean;
  title: string;
  hijri: string;
  onView: (v: 'month' | 'week') => void;
  onMove: (step: -1 | 0 | 1) => void;
  onBlock: () => void;
}) {
  const { t } = useTranslation('calendar');
  return (
    <HStack justify="space-between" wrap="wrap" gap="3">
      <HStack gap="3" wrap="wrap">
        <ButtonGroup size="sm" variant="outline" attached>
          <Button onClick={() => onMove(-1)} aria-label={t(`nav.previous.${view}`)}>
            <Text as="span" aria-hidden>
              ‹
            </Text>
          </Button>
          <Button onClick={() => onMove(0)}>{t('nav.today')}</Button>
          <Button onClick={() => onMove(1)} aria-label={t(`nav.next.${view}`)}>
            <Text as="span" aria-hidden>
              ›
            </Text>
          </Button>
        </ButtonGroup>
        <Box aria-live="polite">
          <Text as="h2" fontWeight="bold" fontSize="lg" data-testid="calendar-period">
            {title}
          </Text>
          <Text fontSize="sm" color="fg.muted">
            {hijri}
          </Text>
        </Box>
      </HStack>
      <HStack gap="2">
        {hourly && (
          <ButtonGroup size="sm" variant="outline" attached aria-label={t('nav.view')}>
            {(['month', 'week'] as const).map((v) => (
              <Button
                key={v}
                aria-pressed={view === v}
                variant={view === v ? 'solid' : 'outline'}
                colorPalette="brand"
                onClick={() => onView(v)}
              >
                {t(`nav.${v}`)}
              </Button>
            ))}
          </ButtonGroup>
        )}
        <Button size="sm" colorPalette="brand" onClick={onBlock} data-testid="block-open">
          {t('block.open')}
        </Button>
      </HStack>
    </HStack>
  );
}
