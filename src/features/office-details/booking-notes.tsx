// What the booking card says around the fields: the hours already taken on an hourly day,
// the unit's length limits for the chosen period, and the unit's booking terms, booking
// mode and cancellation policy (issue 11: told before paying).
import { Box, HStack, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { components } from '@/api/generated/apiback';
import {
  BookingModeNote,
  CancellationSchedule,
  duration,
  type DurationUnit,
} from '@/components/booking-policy';
import { TYPE_RES_ID, type PeriodType } from '@/domain';
import type { Unit } from './use-office';

type CalendarDay = components['schemas']['CalendarDay'];

const UNIT_OF: Record<PeriodType, DurationUnit> = {
  hourly: 'hours',
  daily: 'days',
  weekly: 'weeks',
  monthly: 'months',
  yearly: 'years',
};

export function BookedHours({ days, date }: { days?: readonly CalendarDay[]; date: string }) {
  const { t } = useTranslation('office-details');
  const hours = days?.find((d) => d.date === date)?.booked_hours ?? [];
  if (!hours.length) return null;
  return (
    <HStack gap="2" wrap="wrap" fontSize="sm" data-testid="booked-hours">
      <Text color="fg.muted">{t('calendar.bookedHours')}</Text>
      {hours.map((h) => (
        <Box key={h.from} as="span" bg="orange.50" color="orange.800" px="2" borderRadius="sm">
          <bdi dir="ltr">
            {h.from}–{h.to}
          </bdi>
        </Box>
      ))}
    </HStack>
  );
}

export function LengthHint({ unit, period }: { unit?: Unit; period: PeriodType }) {
  const { t } = useTranslation(['office-details', 'policies']);
  const limit = unit?.booking_rules?.length_limits.find(
    (l) => l.type_res_id === TYPE_RES_ID[period],
  );
  if (!limit) return null;
  return (
    <Text fontSize="sm" color="fg.muted" data-testid="length-hint">
      {t('booking.lengthHint', {
        min: duration(t, limit.min, UNIT_OF[period]),
        max: duration(t, limit.max, UNIT_OF[period]),
      })}
    </Text>
  );
}

export function UnitRulesDetails({ unit }: { unit?: Unit }) {
  const { t } = useTranslation(['office-details', 'policies']);
  const rules = unit?.booking_rules;
  if (!rules) return null;
  return (
    <Stack gap="3" borderTopWidth="1px" borderColor="border.muted" pt="3">
      <BookingModeNote mode={rules.booking_mode} expiryHours={rules.request_expiry_hours} />
      <Box as="details" data-testid="unit-rules">
        <Box as="summary" cursor="pointer" fontWeight="medium" color="brand.700">
          {t('booking.rulesTitle')}
        </Box>
        <Stack gap="3" mt="3">
          <CancellationSchedule policy={rules.cancellation_policy} />
          {rules.min_notice_hours > 0 && (
            <Text fontSize="sm">
              {t('booking.notice', { before: duration(t, rules.min_notice_hours, 'hours') })}
            </Text>
          )}
          {rules.booking_terms && (
            <Box>
              <Text fontWeight="bold" mb="1">
                {t('booking.terms')}
              </Text>
              <Text fontSize="sm" dir="auto" whiteSpace="pre-line">
                {rules.booking_terms}
              </Text>
            </Box>
          )}
        </Stack>
      </Box>
    </Stack>
  );
}
