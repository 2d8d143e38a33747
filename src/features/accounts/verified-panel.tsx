// A verified account: who Nafath says it is (the name and ID now on the profile, locked)
// and when; a link back to "my information".
import { Alert } from '@chakra-ui/react/alert';
import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { HStack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { Ltr } from '@/components/ltr';
import { formatLongDate } from '@/domain/format';
import { useLanguage } from '@/i18n/use-language';
import type { LessorProfile } from './profile-values';

export function VerifiedPanel({
  profile,
  verifiedName,
  verifiedAt,
}: {
  profile: LessorProfile;
  /** The name Nafath just returned (the profile may still be loading it). */
  verifiedName?: string;
  verifiedAt?: string;
}) {
  const { t } = useTranslation('accounts');
  const { language } = useLanguage();
  const at = verifiedAt ?? profile.verified_at;
  return (
    <Alert.Root status="success" borderRadius="l2" data-testid="nafath-verified">
      <Alert.Indicator />
      <Alert.Content gap="3">
        <Alert.Title fontSize="lg">{t('verification.verifiedTitle')}</Alert.Title>
        {at && (
          <Alert.Description>
            {t('verification.verifiedBody', { date: formatLongDate(at, language, false) })}
          </Alert.Description>
        )}
        <Box as="dl">
          <Row label={t('verification.verifiedName')} value={verifiedName ?? profile.full_name} />
          {profile.identity_number && (
            <Row
              label={t('verification.verifiedId')}
              value={<Ltr>{profile.identity_number}</Ltr>}
            />
          )}
        </Box>
        <Button asChild size="sm" variant="outline" alignSelf="flex-start">
          <RouterLink to="/dashboard/my_info">{t('verification.toMyInfo')}</RouterLink>
        </Button>
      </Alert.Content>
    </Alert.Root>
  );
}

function Row({ label, value }: { label: string; value: ReactNode }) {
  return (
    <HStack gap="2" wrap="wrap">
      <Text as="dt" fontWeight="bold">
        {label}:
      </Text>
      <Text as="dd" data-testid="verified-value">
        {value}
      </Text>
    </HStack>
  );
}
