// How long until a promised time (a support answer, a request's expiry): "2 days 5 hours
// left", "45 minutes left", or "3 hours late" in the danger colour. The largest two units
// are shown; words and plurals come from the `table` namespace (Arabic's six forms).
import { Text } from '@chakra-ui/react/text';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { timeLeft } from '@/domain/messaging/ticket-clock';

/** The words of a time left (or late), e.g. "2 days 5 hours". */
export function timeLeftWords(t: TFunction, due: string, now = new Date()) {
  const left = timeLeft(due, now);
  const parts: string[] = [];
  if (left.days) parts.push(t('table:timeLeft.days', { count: left.days }));
  if (left.hours && parts.length < 2) parts.push(t('table:timeLeft.hours', { count: left.hours }));
  if (!left.days && (left.minutes || !parts.length) && parts.length < 2)
    parts.push(t('table:timeLeft.minutes', { count: left.minutes }));
  const span =
    parts.length === 2 ? t('table:timeLeft.pair', { first: parts[0], second: parts[1] }) : parts[0];
  return {
    overdue: left.overdue,
    text: t(left.overdue ? 'table:timeLeft.late' : 'table:timeLeft.left', { span }),
  };
}

export function TimeLeft({ due, now }: { due: string | undefined; now?: Date }) {
  const { t } = useTranslation('table');
  if (!due) return <span>—</span>;
  const { overdue, text } = timeLeftWords(t, due, now);
  return (
    <Text
      as="span"
      color={overdue ? 'red.700' : 'fg'}
      fontWeight={overdue ? 'bold' : undefined}
      data-testid="time-left"
      data-overdue={overdue}
    >
      {text}
    </Text>
  );
}
