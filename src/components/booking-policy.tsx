// How a unit books and what cancelling gives back, in words, wherever a tenant or a lessor
// reads it (booking card, payment page, booking detail, unit settings). The numbers come
// from the domain's one schedule (src/domain/booking/cancellation.ts); the words from the
// `policies` namespace (load it with the route). Durations use the language's plural forms.
import { Box } from '@chakra-ui/react/box';
import { List } from '@chakra-ui/react/list';
import { Text } from '@chakra-ui/react/text';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { components } from '@/api/generated/apiback';
import { REFUND_SCHEDULE, type CancellationPolicy } from '@/domain';

export type DurationUnit = 'hours' | 'days' | 'weeks' | 'months' | 'years';

/** "24 hours", "5 أيام", "يومين" — a count with its noun in the right plural form. */
export function duration(t: TFunction, count: number, unit: DurationUnit): string {
  return t(`policies:duration.${unit}`, { count });
}

/** Hours before arrival, in days when they are whole days beyond one. */
export function hoursBefore(t: TFunction, hours: number): string {
  return hours >= 48 && hours % 24 === 0
    ? duration(t, hours / 24, 'days')
    : duration(t, hours, 'hours');
}

export function CancellationSchedule({ policy }: { policy: CancellationPolicy }) {
  const { t } = useTranslation('policies');
  const steps = REFUND_SCHEDULE[policy];
  return (
    <Box data-testid={`policy-${policy}`}>
      <Text fontWeight="bold" mb="1">
        {t('title', { name: t(`name.${policy}`) })}
      </Text>
      <List.Root gap="1" ps="5" fontSize="sm">
        {steps.map((s) => (
          <List.Item key={s.hoursBefore}>
            {t(s.percent === 100 ? 'stepFull' : 'stepPartial', {
              percent: s.percent,
              before: hoursBefore(t, s.hoursBefore),
            })}
          </List.Item>
        ))}
        <List.Item>{t('after')}</List.Item>
        <List.Item>{t('lessorSide')}</List.Item>
      </List.Root>
    </Box>
  );
}

type Mode = components['schemas']['BookingMode'];

/** Instant booking, or a request the lessor answers within its expiry (and what that means for paying). */
export function BookingModeNote({ mode, expiryHours }: { mode: Mode; expiryHours: number }) {
  const { t } = useTranslation('policies');
  return (
    <Box data-testid={`booking-mode-${mode}`}>
      <Text fontWeight="bold">{t(`mode.${mode}`)}</Text>
      <Text fontSize="sm" color="fg.muted">
        {t(`mode.${mode}Hint`, { within: duration(t, expiryHours, 'hours') })}
      </Text>
    </Box>
  );
}
