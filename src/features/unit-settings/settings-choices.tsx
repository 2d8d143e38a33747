// Parts of the unit settings form: the cancellation policy as cards showing each refund
// schedule, instant book or request, and the note under a field that locks once saved.
import { Box, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { bookingModeValues, type components } from '@/api/generated/apiback';
import { CancellationSchedule } from '@/components/booking-policy';
import { ChoiceCard } from '@/components/choice-card';
import { InlineIcon } from '@/components/status';
import { CANCELLATION_POLICIES } from '@/domain';

type Lock = components['schemas']['UnitSettingLock'];
/** A radio group's registered field and its current value. */
interface Choice {
  field: UseFormRegisterReturn;
  value: unknown;
}

export function PolicyChoice({ field, value: chosen }: Choice) {
  const { t } = useTranslation('unit-settings');
  return (
    <Box as="fieldset">
      <Text as="legend" fontWeight="medium" mb="3">
        {t('fields.cancellation_policy')}
      </Text>
      <SimpleGrid columns={{ base: 1, lg: 3 }} gap="3">
        {CANCELLATION_POLICIES.map((p) => (
          <ChoiceCard
            key={p}
            checked={chosen === p}
            testId={`policy-option-${p}`}
            input={{ value: p, ...field }}
          >
            <CancellationSchedule policy={p} />
          </ChoiceCard>
        ))}
      </SimpleGrid>
    </Box>
  );
}

export function ModeChoice({ field, value: chosen }: Choice) {
  const { t } = useTranslation('unit-settings');
  return (
    <Box as="fieldset">
      <Text as="legend" fontWeight="medium" mb="3">
        {t('fields.booking_mode')}
      </Text>
      <Stack gap="3">
        {bookingModeValues.map((m) => (
          <ChoiceCard
            key={m}
            checked={chosen === m}
            testId={`mode-option-${m}`}
            input={{ value: m, ...field }}
          >
            <Text fontWeight="bold">{t(`modes.${m}`)}</Text>
            <Text fontSize="sm" color="fg.muted">
              {t(`modes.${m}Hint`)}
            </Text>
          </ChoiceCard>
        ))}
      </Stack>
    </Box>
  );
}

/** Locked: why. Not locked yet but will be: say so before saving. */
export function LockNote({ lock, warn }: { lock?: Lock; warn: string }) {
  const { t } = useTranslation('unit-settings');
  return (
    <Text
      fontSize="sm"
      color={lock ? 'orange.800' : 'fg.muted'}
      display="flex"
      gap="1.5"
      alignItems="start"
      data-testid={lock ? 'setting-locked' : undefined}
    >
      {lock && <InlineIcon name="lock" />}
      <span>{lock ? t(`locks.${lock.cause}`) : warn}</span>
    </Text>
  );
}
