// STC Pay's confirmation step (spec section 9): the code sent by text message to the
// wallet's mobile, typed back to pay. A wrong code says so (the backend counts the tries);
// an expired or dead code asks for a new one, which can be asked once the countdown ends;
// "change the number" goes back to the payment form as it was left.
import { Alert, Box, Button, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { stcPayConfirmSchema } from '@schemas/payment';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { apiCall } from '@/api/query';
import { errorMessageKey, retryAfterOf, serverFieldErrors, unwrap } from '@/api/result';
import { FormField } from '@/components/form-field';
import { useCountdown } from '@/lib/use-countdown';
import { Amount } from './amount';
import type { PayMode } from './quote-summary';
import { Section } from './section';
import { doneUrl, type StcPayChallenge } from './submit-payment';

interface Props {
  challenge: StcPayChallenge;
  reservationId: number;
  payMode: PayMode;
  /** Back to the payment form (another number or another method). */
  onChangeNumber: () => void;
}

export function StcPayCode({ challenge: first, reservationId, payMode, onChangeNumber }: Props) {
  const { t } = useTranslation(['booking', 'validation', 'errors']);
  const navigate = useNavigate();
  const [challenge, setChallenge] = useState(first);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string>();
  const [dead, setDead] = useState(false);
  const [busy, setBusy] = useState(false);
  const countdown = useCountdown(first.resend_after);

  async function confirm(event: FormEvent) {
    event.preventDefault();
    const parsed = stcPayConfirmSchema.safeParse({ code });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message);
    setBusy(true);
    setError(undefined);
    try {
      const { data } = await unwrap(
        apiCall.POST('/apiBack/v1/ordinaries/payments/{id}/stc-pay-confirm', {
          params: { path: { id: challenge.payment_id } },
          body: parsed.data,
        }),
      );
      navigate(doneUrl(reservationId, data.id));
    } catch (failure) {
      const key = serverFieldErrors(failure)?.code;
      if (key === 'validation:stcPayCodeExpired') setDead(true);
      setError(key ?? errorMessageKey(failure));
    } finally {
      setBusy(false);
    }
  }

  async function resend() {
    setBusy(true);
    setError(undefined);
    try {
      const { data } = await unwrap(
        apiCall.POST('/apiBack/v1/ordinaries/payments/stc-pay', {
          body: { reservation_id: reservationId, pay_mode: payMode, mobile: challenge.mobile },
        }),
      );
      setChallenge(data);
      setDead(false);
      setCode('');
      countdown.restart(data.resend_after);
    } catch (failure) {
      const wait = retryAfterOf(failure);
      if (wait) countdown.restart(wait);
      setError(serverFieldErrors(failure)?.mobile ?? errorMessageKey(failure));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Section title={t('booking:stcPay.confirmTitle')} testId="stc-pay-code">
      <form onSubmit={(e) => void confirm(e)} noValidate>
        <Stack gap="4">
          <Text>
            {t('booking:stcPay.sentTo')}{' '}
            <bdi dir="ltr" data-testid="stc-pay-mobile">
              {challenge.mobile}
            </bdi>
            . {t('booking:stcPay.enterToPay')} <Amount value={challenge.amount} />
          </Text>
          <FormField
            label={t('booking:stcPay.code')}
            required
            error={error && t(error, { field: t('booking:stcPay.code') })}
            errorTestId="stc-pay-code-error"
          >
            <Input
              value={code}
              onChange={(e) => setCode(e.target.value)}
              autoComplete="one-time-code"
              inputMode="numeric"
              dir="ltr"
              maxLength={6}
              autoFocus
              disabled={dead}
              data-testid="stc-pay-code-input"
            />
          </FormField>
          {dead && (
            <Alert.Root status="warning" data-testid="stc-pay-dead">
              <Alert.Indicator />
              <Alert.Title>{t('booking:stcPay.askNew')}</Alert.Title>
            </Alert.Root>
          )}
          <Button
            type="submit"
            colorPalette="brand"
            size="lg"
            loading={busy}
            disabled={dead}
            data-testid="stc-pay-confirm"
          >
            {t('booking:stcPay.confirm')}
          </Button>
          <HStack gap="3" wrap="wrap">
            <Button
              variant="outline"
              colorPalette="brand"
              size="sm"
              disabled={busy || countdown.left > 0}
              onClick={() => void resend()}
              data-testid="stc-pay-resend"
            >
              {countdown.left > 0
                ? t('booking:stcPay.resendIn', { count: countdown.left })
                : t('booking:stcPay.resend')}
            </Button>
            <Button variant="ghost" colorPalette="brand" size="sm" onClick={onChangeNumber}>
              {t('booking:stcPay.changeNumber')}
            </Button>
          </HStack>
          <Box fontSize="sm" color="fg.muted">
            {t('booking:stcPay.notCharged')}
          </Box>
        </Stack>
      </form>
    </Section>
  );
}
