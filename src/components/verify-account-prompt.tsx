// "Please verify account" (spec section 8) with a link to the Nafath verification page:
// shown where verification gates an action (publishing an office, receiving transfers).
// Any screen may show it; whether the account is verified comes from the cached profile.
import { Alert } from '@chakra-ui/react/alert';
import { Button } from '@chakra-ui/react/button';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { isBusinessProfile } from '@/domain';
import { useSession } from '@/lib/session';

export const VERIFY_ACCOUNT_PATH = '/dashboard/verify-account';

/** What the verification gates here (its own sentence under the title). */
export type VerifyReason = 'publish' | 'payout';

/** True when the logged-in lessor's account is not verified through Nafath yet. */
export function useNeedsVerification(): boolean {
  const { isBusiness, user } = useSession();
  return isBusiness && isBusinessProfile(user) && user.verification_status !== 'verified';
}

export function VerifyAccountPrompt({
  reason,
  onNavigate,
}: {
  reason?: VerifyReason;
  /** Called when the link is followed (e.g. to close the dialog it sits in). */
  onNavigate?: () => void;
}) {
  const { t } = useTranslation('errors');
  return (
    <Alert.Root status="warning" borderRadius="l2" data-testid="verify-account-prompt">
      <Alert.Indicator />
      <Alert.Content gap="2">
        <Alert.Title>{t('verifyAccount')}</Alert.Title>
        {reason && <Alert.Description>{t(`verifyAccountReason.${reason}`)}</Alert.Description>}
        <Button
          asChild
          size="sm"
          colorPalette="brand"
          alignSelf="flex-start"
          data-testid="verify-account-link"
        >
          <RouterLink to={VERIFY_ACCOUNT_PATH} onClick={onNavigate}>
            {t('verifyAccountAction')}
          </RouterLink>
        </Button>
      </Alert.Content>
    </Alert.Root>
  );
}
