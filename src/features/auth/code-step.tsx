// Step 2: the code, a resend after the countdown, and a way back to the phone.
import { Button } from '@chakra-ui/react/button';
import { PinInput } from '@chakra-ui/react/pin-input';
import { HStack, Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { useEffect, useState, type FormEvent } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { FormField } from '@/components/form-field';
import { Ltr } from '@/components/ltr';
import type { Channel } from './auth-api';
import { useCountdown } from '@/lib/use-countdown';

const CODE_LENGTH = 4;
// Ark's pin input wants one entry per cell; an empty array renders "undefined" in them.
const emptyCode = () => Array<string>(CODE_LENGTH).fill('');

interface Props {
  phone: string;
  channel: Channel;
  resendAfter: number;
  busy: boolean;
  error?: string;
  onVerify: (code: string) => void;
  onResend: () => Promise<number>;
  onBack: () => void;
}

export function CodeStep({
  phone,
  channel,
  resendAfter,
  busy,
  error,
  onVerify,
  onResend,
  onBack,
}: Props) {
  const { t } = useTranslation('auth');
  const [code, setCode] = useState<string[]>(emptyCode);
  const { left, restart } = useCountdown(resendAfter);
  const [resending, setResending] = useState(false);
  const complete = code.join('').length === CODE_LENGTH;

  // A rejected code is cleared so the next attempt starts from the first cell.
  useEffect(() => {
    if (error) setCode(emptyCode());
  }, [error]);

  function submit(e: FormEvent) {
    e.preventDefault();
    if (complete) onVerify(code.join(''));
  }

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="5">
        <Text>
          <Trans
            t={t}
            i18nKey={`code.sent.${channel}`}
            values={{ phone }}
            components={{ phone: <Ltr>{phone}</Ltr> }}
          />
        </Text>
        <FormField label={t('code.label')} error={error} errorTestId="login-code-error">
          <PinInput.Root
            dir="ltr"
            otp
            autoFocus
            value={code}
            onValueChange={(d) => setCode(d.value)}
            onValueComplete={(d) => onVerify(d.valueAsString)}
            colorPalette="brand"
            size="lg"
            data-testid="login-code"
          >
            <PinInput.HiddenInput />
            <PinInput.Control>
              {Array.from({ length: CODE_LENGTH }, (_, i) => (
                <PinInput.Input key={i} index={i} aria-label={t('code.digit', { n: i + 1 })} />
              ))}
            </PinInput.Control>
          </PinInput.Root>
        </FormField>
        <Button
          type="submit"
          colorPalette="brand"
          size="lg"
          loading={busy}
          disabled={!complete}
          data-testid="login-verify"
        >
          {t('code.verify')}
        </Button>
        <HStack justify="space-between" wrap="wrap">
          <Button variant="ghost" onClick={onBack} data-testid="login-back">
            {t('code.back')}
          </Button>
          {left > 0 ? (
            <Text color="fg.muted" fontSize="sm" aria-live="polite" data-testid="login-countdown">
              {t('code.resendIn', { seconds: left })}
            </Text>
          ) : (
            <Button
              variant="plain"
              colorPalette="brand"
              loading={resending}
              data-testid="login-resend"
              onClick={async () => {
                setResending(true);
                try {
                  restart(await onResend());
                  setCode(emptyCode());
                } finally {
                  setResending(false);
                }
              }}
            >
              {t('code.resend')}
            </Button>
          )}
        </HStack>
      </Stack>
    </form>
  );
}
