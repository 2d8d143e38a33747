// Step 1: a Saudi mobile in either written form, and how the code should arrive.
import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Field } from '@chakra-ui/react/field';
import { Input } from '@chakra-ui/react/input';
import { RadioGroup } from '@chakra-ui/react/radio-group';
import { HStack, Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { phoneSchema } from '@schemas/identity';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Channel } from './auth-api';
import { DemoAccountsHint, type DemoAccountHint } from './demo-accounts-hint';

interface Props {
  initialPhone: string;
  initialChannel: Channel;
  busy: boolean;
  serverError?: string;
  demoAccounts?: readonly DemoAccountHint[];
  onSubmit: (typed: string, e164: string, channel: Channel) => void;
}

export function PhoneStep({
  initialPhone,
  initialChannel,
  busy,
  serverError,
  demoAccounts,
  onSubmit,
}: Props) {
  const { t } = useTranslation(['auth', 'validation']);
  const [phone, setPhone] = useState(initialPhone);
  const [channel, setChannel] = useState<Channel>(initialChannel);
  const [error, setError] = useState<string>();

  function submit(e: FormEvent) {
    e.preventDefault();
    const parsed = phoneSchema.safeParse({ phone });
    if (!parsed.success) {
      setError(t(parsed.error.issues[0].message, { field: t('auth:phone.label') }));
      return;
    }
    setError(undefined);
    onSubmit(phone, parsed.data.phone, channel);
  }

  const shownError = error ?? serverError;
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="5">
        <Field.Root invalid={Boolean(shownError)}>
          <Field.Label>{t('auth:phone.label')}</Field.Label>
          <Input
            dir="ltr"
            textAlign="start"
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            name="phone"
            placeholder="05XXXXXXXX"
            value={phone}
            onChange={(e) => setPhone(e.target.value)}
            data-testid="login-phone"
            autoFocus
          />
          {shownError ? (
            <Field.ErrorText>{shownError}</Field.ErrorText>
          ) : (
            <Field.HelperText>{t('auth:phone.help')}</Field.HelperText>
          )}
        </Field.Root>

        <Box>
          <Text fontWeight="medium" mb="2" id="login-channel-label">
            {t('auth:channel.label')}
          </Text>
          <RadioGroup.Root
            value={channel}
            onValueChange={(d) => d.value && setChannel(d.value as Channel)}
            aria-labelledby="login-channel-label"
            colorPalette="brand"
          >
            <HStack gap="6">
              {(['sms', 'whatsapp'] as const).map((c) => (
                <RadioGroup.Item key={c} value={c} data-testid={`login-channel-${c}`}>
                  <RadioGroup.ItemHiddenInput />
                  <RadioGroup.ItemIndicator />
                  <RadioGroup.ItemText>{t(`auth:channel.${c}`)}</RadioGroup.ItemText>
                </RadioGroup.Item>
              ))}
            </HStack>
          </RadioGroup.Root>
        </Box>

        <Button
          type="submit"
          colorPalette="brand"
          size="lg"
          loading={busy}
          data-testid="login-send"
        >
          {t('auth:phone.submit')}
        </Button>

        {demoAccounts?.length ? (
          <DemoAccountsHint accounts={demoAccounts} onPick={setPhone} />
        ) : null}
      </Stack>
    </form>
  );
}
