// The statement's month: previous / next and a list of every month the ledger has,
// newest first, from the first month with a movement to the current one.
import { IconButton } from '@chakra-ui/react/button';
import { NativeSelect } from '@chakra-ui/react/native-select';
import { HStack } from '@chakra-ui/react/stack';
import { useTranslation } from 'react-i18next';
import { formatMonth, monthsBetween, nextMonth, previousMonth } from '@/domain';

export function MonthPicker({
  value,
  first,
  last,
  onChange,
}: {
  value: string;
  first: string;
  last: string;
  onChange: (month: string) => void;
}) {
  const { t, i18n } = useTranslation('statements');
  const months = monthsBetween(first < value ? first : value, last).reverse();
  return (
    <HStack gap="2" data-no-print>
      {/* Logical arrows: "previous" points to the start of the reading direction. */}
      <IconButton
        aria-label={t('picker.previous')}
        variant="outline"
        size="sm"
        disabled={value <= first}
        onClick={() => onChange(previousMonth(value))}
      >
        <span aria-hidden>{i18n.dir() === 'rtl' ? '›' : '‹'}</span>
      </IconButton>
      <NativeSelect.Root size="sm" width="auto" minW="44">
        <NativeSelect.Field
          aria-label={t('picker.label')}
          value={value}
          onChange={(e) => onChange(e.target.value)}
          data-testid="statement-month"
        >
          {months.map((m) => (
            <option key={m} value={m}>
              {formatMonth(m, i18n.language)}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      <IconButton
        aria-label={t('picker.next')}
        variant="outline"
        size="sm"
        disabled={value >= last}
        onClick={() => onChange(nextMonth(value))}
      >
        <span aria-hidden>{i18n.dir() === 'rtl' ? '‹' : '›'}</span>
      </IconButton>
    </HStack>
  );
}
