// Step one of Nafath: the national ID (10 digits, starts with 1, Luhn) which must be the
// profile's; the attempts left in the rate-limit window are shown before the user tries,
// and once none are left, when the next one is allowed.
import { Input } from '@chakra-ui/react/input';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { components } from '@/api/generated/apiback';
import { FormActions, useZodForm } from '@/engines/form';
import { nationalIdMatchSchema } from '@schemas/identity';
import { InfoField } from './info-field';
import { useStartNafath } from './use-nafath';
import { clockTime, isolateLtr } from './use-countdown-to';

type NafathStatus = components['schemas']['NafathStatus'];
type NafathRequest = components['schemas']['NafathRequest'];

export function NafathIdForm({
  profileId,
  status,
  onStarted,
  onRefused,
}: {
  /** The national ID on the profile (the request must use it). */
  profileId: string | undefined;
  status: NafathStatus;
  onStarted: (request: NafathRequest) => void;
  /** A refusal that may change the limits (429): read the status again. */
  onRefused: () => void;
}) {
  const { t } = useTranslation(['accounts', 'validation']);
  const schema = useMemo(() => nationalIdMatchSchema(profileId), [profileId]);
  const form = useZodForm(schema, {
    defaultValues: { national_id: profileId?.startsWith('1') ? profileId : '' },
  });
  const start = useStartNafath();
  const limited = status.attempts_left === 0;

  const submit = form.submit(async (body) => {
    try {
      const { data } = await start.mutateAsync({ body });
      onStarted(data);
    } catch (error) {
      onRefused();
      throw error;
    }
  });

  return (
    <form onSubmit={(e) => void submit(e)} noValidate data-testid="nafath-id-form">
      <Stack gap="4" maxW="md">
        <InfoField
          name="national_id"
          error={form.fieldError('national_id', t('fields.national_id'))}
          hint={t('verification.idHint')}
          required
        >
          <Input
            {...form.register('national_id')}
            dir="ltr"
            inputMode="numeric"
            autoComplete="off"
            maxLength={10}
            data-testid="nafath-national-id"
          />
        </InfoField>
        <Text fontSize="sm" color={limited ? 'red.700' : 'fg.muted'} data-testid="nafath-attempts">
          {limited && status.retry_at
            ? t('verification.rateLimited', { time: isolateLtr(clockTime(status.retry_at)) })
            : t('verification.attemptsLeft', {
                count: status.attempts_left,
                minutes: status.window_minutes,
              })}
        </Text>
        <FormActions
          form={form}
          submit={t('verification.start')}
          submitTestId="nafath-start"
          errorTestId="nafath-error"
          size="lg"
          disabled={limited}
        />
      </Stack>
    </form>
  );
}
