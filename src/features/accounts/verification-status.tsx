// The account's verification state (spec: waiting for verification, verified) as a chip,
// and the banner "my information" shows a lessor: verified, or the way to verify.
import { Alert } from '@chakra-ui/react/alert';
import { Button } from '@chakra-ui/react/button';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import type { components } from '@/api/generated/apiback';
import { defineStatuses, StatusChip } from '@/components/status';
import { VERIFY_ACCOUNT_PATH } from '@/components/verify-account-prompt';

type VerificationStatus = components['schemas']['VerificationStatus'];

export const verificationStatuses = defineStatuses<VerificationStatus>(
  'verification.statuses',
  { unverified: 'neutral', waiting: 'progress', verified: 'success' },
  { fallback: 'unverified' },
);

export function VerificationChip({ status }: { status: VerificationStatus }) {
  return <StatusChip statuses={verificationStatuses} value={status} ns="accounts" />;
}

export function VerificationBanner({ status }: { status: VerificationStatus }) {
  const { t } = useTranslation('accounts');
  if (status === 'verified') return null;
  return (
    <Alert.Root status="info" borderRadius="l2" data-testid="verification-banner">
      <Alert.Indicator />
      <Alert.Content gap="2">
        <Alert.Title>{t(`verification.statuses.${status}`)}</Alert.Title>
        <Alert.Description>{t('verification.intro')}</Alert.Description>
        <Button asChild size="sm" colorPalette="brand" alignSelf="flex-start">
          <RouterLink to={VERIFY_ACCOUNT_PATH}>{t('verification.verifyNow')}</RouterLink>
        </Button>
      </Alert.Content>
    </Alert.Root>
  );
}
