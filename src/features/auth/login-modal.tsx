// The login modal (lazy): phone → code (SMS or WhatsApp, resend after a countdown, back)
// → personal information for a new account. A verified code stores the session; the
// app shell then reloads the profile for that account type.
import { Dialog } from '@chakra-ui/react/dialog';
import { CloseButton } from '@chakra-ui/react/button';
import { Portal } from '@chakra-ui/react/portal';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { setSession, setUserData, type LoginAudience } from '@/lib/session';
import { toaster } from '@/lib/toaster';
import {
  AuthError,
  completeProfile,
  resendCode,
  sendCode,
  verifyCode,
  type Channel,
} from './auth-api';
import { CodeStep } from './code-step';
import type { DemoAccountHint } from './demo-accounts-hint';
import { PhoneStep } from './phone-step';
import { toCompleteProfileBody } from './profile-schema';
import { ProfileStep } from './profile-step';

type Step = 'phone' | 'code' | 'profile';

interface Props {
  audience: LoginAudience;
  onClose: () => void;
  demoAccounts?: readonly DemoAccountHint[];
}

export function LoginModal({ audience, onClose, demoAccounts }: Props) {
  const { t } = useTranslation('auth');
  const queryClient = useQueryClient();
  const [step, setStep] = useState<Step>('phone');
  const [typed, setTyped] = useState('');
  const [phone, setPhone] = useState('');
  const [channel, setChannel] = useState<Channel>('sms');
  const [resendAfter, setResendAfter] = useState(60);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();

  async function run<T>(
    work: () => Promise<T>,
    describe: (e: AuthError) => string,
  ): Promise<T | undefined> {
    setBusy(true);
    setError(undefined);
    try {
      return await work();
    } catch (e) {
      setError(e instanceof AuthError ? describe(e) : t('errors:default'));
      return undefined;
    } finally {
      setBusy(false);
    }
  }

  const serverMessage = (e: AuthError) => e.message || t('errors:default');

  function finish() {
    void queryClient.invalidateQueries({ queryKey: ['profile'] });
    toaster.create({ type: 'success', title: t('common:session.loggedIn') });
    onClose();
  }

  async function onPhone(typedPhone: string, e164: string, ch: Channel) {
    setTyped(typedPhone);
    setPhone(e164);
    setChannel(ch);
    const res = await run(
      () =>
        sendCode({
          phone: e164,
          channel: ch,
          account_type: audience === 'lessor' ? 'bussines' : 'ordinary',
        }),
      serverMessage,
    );
    if (res) {
      setResendAfter(res.resend_after);
      setStep('code');
    }
  }

  async function onVerify(code: string) {
    if (busy) return;
    const session = await run(
      () => verifyCode({ phone, code }),
      (e) => (e.status === 422 ? t('code.incorrect') : serverMessage(e)),
    );
    if (!session) return;
    setSession(session.token, session.user_type);
    if (session.profile_completed) {
      setUserData(session.profile);
      finish();
    } else {
      setStep('profile');
    }
  }

  async function onResend() {
    const res = await run(() => resendCode({ phone, channel }), serverMessage);
    return res?.resend_after ?? 0;
  }

  return (
    <Dialog.Root
      open
      onOpenChange={(d) => !d.open && onClose()}
      placement="center"
      size="md"
      closeOnInteractOutside={false}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid="login-modal">
            <Dialog.Header>
              <Dialog.Title>
                {step === 'profile' ? t('profile.title') : t(`title.${audience}`)}
              </Dialog.Title>
            </Dialog.Header>
            <Dialog.Body pb="6">
              {step === 'phone' && (
                <PhoneStep
                  initialPhone={typed}
                  initialChannel={channel}
                  busy={busy}
                  serverError={error}
                  demoAccounts={demoAccounts}
                  onSubmit={onPhone}
                />
              )}
              {step === 'code' && (
                <CodeStep
                  phone={typed}
                  channel={channel}
                  resendAfter={resendAfter}
                  busy={busy}
                  error={error}
                  onVerify={onVerify}
                  onResend={onResend}
                  onBack={() => {
                    setError(undefined);
                    setStep('phone');
                  }}
                />
              )}
              {step === 'profile' && (
                <ProfileStep
                  busy={busy}
                  serverError={error}
                  onSubmit={async (values) => {
                    const profile = await run(
                      () => completeProfile(toCompleteProfileBody(values)),
                      serverMessage,
                    );
                    if (profile) {
                      setUserData(profile);
                      finish();
                    }
                  }}
                />
              )}
            </Dialog.Body>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t('close')} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
