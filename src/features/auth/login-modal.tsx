// The login modal (lazy): phone → code (SMS or WhatsApp, resend after a countdown, back)
// → personal information for a new account. A verified code stores the session; the
// app shell then loads the profile for that account type (auth-api says what refreshes it).
import { Text } from '@chakra-ui/react/text';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessageKey, isApiRequestError, retryAfterOf } from '@/api/result';
import { accountTypeFor, isBusinessAccount } from '@/domain';
import { setSession, setUserData, type LoginAudience } from '@/lib/session';
import { toaster } from '@/lib/toaster';
import { useAuthCalls, type Channel } from './auth-api';
import { CodeStep } from './code-step';
import type { DemoAccountHint } from './demo-accounts-hint';
import { PhoneStep } from './phone-step';
import { toCompleteProfileBody } from './profile-schema';
import { ProfileStep } from './profile-step';
import { AppDialog } from '@/components/app-dialog';

type Step = 'phone' | 'code' | 'profile';

interface Props {
  audience: LoginAudience;
  onClose: () => void;
  demoAccounts?: readonly DemoAccountHint[];
}

export function LoginModal({ audience, onClose, demoAccounts }: Props) {
  const { t } = useTranslation('auth');
  const calls = useAuthCalls();
  const [step, setStep] = useState<Step>('phone');
  const [typed, setTyped] = useState('');
  const [phone, setPhone] = useState('');
  const [channel, setChannel] = useState<Channel>('sms');
  const [resendAfter, setResendAfter] = useState(60);
  const [codeError, setCodeError] = useState<string>();
  // A new countdown from the server (429 retry_after) remounts the code step with it.
  const [countdownRun, setCountdownRun] = useState(0);

  /** On a 429, show `key` and count down the server's seconds; false for other failures. */
  function waitOn(e: unknown, key: string): boolean {
    const seconds = retryAfterOf(e);
    if (seconds === null) return false;
    setResendAfter(seconds);
    setCountdownRun((n) => n + 1);
    setCodeError(t(key));
    setStep('code');
    return true;
  }

  // A rejected code is always "incorrect" (whatever sentence the backend chose).
  const describeCodeError = (e: unknown) =>
    t(isApiRequestError(e) && e.status === 422 ? 'errors:wrongCode' : errorMessageKey(e));

  function finish() {
    toaster.create({ type: 'success', title: t('common:session.loggedIn') });
    onClose();
  }

  async function onPhone(typedPhone: string, e164: string, ch: Channel) {
    setTyped(typedPhone);
    setPhone(e164);
    setChannel(ch);
    let data;
    try {
      ({ data } = await calls.send.mutateAsync({
        body: {
          phone: e164,
          channel: ch,
          account_type: accountTypeFor(audience),
        },
      }));
    } catch (e) {
      // Sent too recently or too often: the last code still works; wait for the countdown.
      if (waitOn(e, 'code.wait')) return;
      throw e;
    }
    setResendAfter(data.resend_after);
    setCodeError(undefined);
    setStep('code');
  }

  async function onVerify(code: string) {
    if (calls.verify.isPending) return;
    setCodeError(undefined);
    try {
      const { data: session } = await calls.verify.mutateAsync({ body: { phone, code } });
      // A tenant creating a business account with a number that already has a tenant
      // account would just be signed in as that tenant again: say so, keep the session.
      if (audience === 'business' && !isBusinessAccount(session.user_type)) {
        setCodeError(t('business.numberIsTenant'));
        return;
      }
      setSession(session.token, session.user_type);
      if (session.profile_completed) {
        setUserData(session.profile);
        finish();
      } else {
        setStep('profile');
      }
    } catch (e) {
      if (!waitOn(e, 'code.locked')) setCodeError(describeCodeError(e));
    }
  }

  async function onResend() {
    setCodeError(undefined);
    try {
      return (await calls.resend.mutateAsync({ body: { phone, channel } })).data.resend_after;
    } catch (e) {
      const seconds = retryAfterOf(e);
      setCodeError(t(seconds === null ? errorMessageKey(e) : 'code.wait'));
      return seconds ?? 0;
    }
  }

  return (
    <AppDialog
      open
      onClose={onClose}
      size="md"
      closeOnOutside={false}
      title={step === 'profile' ? t('profile.title') : t(`title.${audience}`)}
      closeLabel={t('close')}
      testId="login-modal"
    >
      {step === 'phone' && audience === 'business' && (
        <Text mb="4" data-testid="login-business-intro">
          {t('business.intro')}
        </Text>
      )}
      {step === 'phone' && (
        <PhoneStep
          initialPhone={typed}
          initialChannel={channel}
          demoAccounts={demoAccounts}
          onSubmit={onPhone}
        />
      )}
      {step === 'code' && (
        <CodeStep
          key={countdownRun}
          phone={typed}
          channel={channel}
          resendAfter={resendAfter}
          busy={calls.verify.isPending}
          error={codeError}
          onVerify={(code) => void onVerify(code)}
          onResend={onResend}
          onBack={() => {
            setCodeError(undefined);
            setStep('phone');
          }}
        />
      )}
      {step === 'profile' && (
        <ProfileStep
          onSubmit={async (values) => {
            const { data } = await calls.complete.mutateAsync({
              body: toCompleteProfileBody(values),
            });
            setUserData(data);
            finish();
          }}
        />
      )}
    </AppDialog>
  );
}
