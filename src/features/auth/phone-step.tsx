// Step 1: a Saudi mobile in either written form, and how the code should arrive.
import { Box } from '@chakra-ui/react/box';
import { RadioGroup } from '@chakra-ui/react/radio-group';
import { HStack, Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { phoneSchema } from '@schemas/identity';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { sendCodeRequestChannelValues } from '@/api/generated/apiback';
import { FormField } from '@/components/form-field';
import { MobileInput } from '@/components/mobile-input';
import { FormActions, useZodForm } from '@/engines/form';
import type { Channel } from './auth-api';
import { DemoAccountsHint, type DemoAccountHint } from './demo-accounts-hint';

const phoneStepSchema = phoneSchema.extend({ channel: z.enum(sendCodeRequestChannelValues) });

interface Props {
  initialPhone: string;
  initialChannel: Channel;
  demoAccounts?: readonly DemoAccountHint[];
  /** Sends the code; a rejection (ApiRequestError, offline) shows on this form. */
  onSubmit: (typed: string, e164: string, channel: Channel) => Promise<void>;
}

export function PhoneStep({ initialPhone, initialChannel, demoAccounts, onSubmit }: Props) {
  const { t } = useTranslation(['auth', 'validation']);
  const form = useZodForm(phoneStepSchema, {
    defaultValues: { phone: initialPhone, channel: initialChannel },
  });
  const error = form.fieldError('phone', t('auth:phone.label'));
  const submit = form.submit((values) =>
    onSubmit(form.getValues('phone'), values.phone, values.channel),
  );

  return (
    <form onSubmit={(e) => void submit(e)} noValidate>
      <Stack gap="5">
        {/* The hint gives way to the error: one line under the field, never two. */}
        <FormField
          label={t('auth:phone.label')}
          error={error}
          helper={error ? undefined : t('auth:phone.help')}
        >
          <MobileInput
            textAlign="start"
            {...form.register('phone')}
            data-testid="login-phone"
            autoFocus
          />
        </FormField>

        <Box>
          <Text fontWeight="medium" mb="2" id="login-channel-label">
            {t('auth:channel.label')}
          </Text>
          <Controller
            control={form.control}
            name="channel"
            render={({ field }) => (
              <RadioGroup.Root
                value={field.value}
                onValueChange={(d) => d.value && field.onChange(d.value)}
                aria-labelledby="login-channel-label"
                colorPalette="brand"
              >
                <HStack gap="6">
                  {sendCodeRequestChannelValues.map((c) => (
                    <RadioGroup.Item key={c} value={c} data-testid={`login-channel-${c}`}>
                      <RadioGroup.ItemHiddenInput onBlur={field.onBlur} />
                      <RadioGroup.ItemIndicator />
                      <RadioGroup.ItemText>{t(`auth:channel.${c}`)}</RadioGroup.ItemText>
                    </RadioGroup.Item>
                  ))}
                </HStack>
              </RadioGroup.Root>
            )}
          />
        </Box>

        <FormActions
          form={form}
          submit={t('auth:phone.submit')}
          submitTestId="login-send"
          errorTestId="login-phone-error"
          size="lg"
          fullWidth
        />

        {demoAccounts?.length ? (
          <DemoAccountsHint
            accounts={demoAccounts}
            onPick={(phone) => form.setValue('phone', phone, { shouldValidate: true })}
          />
        ) : null}
      </Stack>
    </form>
  );
}
