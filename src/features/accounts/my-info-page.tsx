// /dashboard/my_info for both account types: the profile call differs by type (spec
// section 7), and so do the fields. A lessor also sees the account's verification.
import { Box } from '@chakra-ui/react/box';
import { Heading } from '@chakra-ui/react/heading';
import { Skeleton } from '@chakra-ui/react/skeleton';
import { HStack, Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { Alert } from '@chakra-ui/react/alert';
import { useTranslation } from 'react-i18next';
import { $api } from '@/api/query';
import { ErrorFallback } from '@/components/error-fallback';
import { isBusinessProfile, ORDINARY_ACCOUNT } from '@/domain';
import { useSession } from '@/lib/session';
import { LessorInfoForm } from './lessor-info-form';
import { TenantInfoForm } from './tenant-info-form';
import { VerificationBanner, VerificationChip } from './verification-status';
import { SEARCH_DATA_FRESH_MS } from '@/api/search-data-store';

function Loading() {
  return (
    <Stack gap="4" aria-busy="true">
      <Skeleton h="10" />
      <Skeleton h="10" />
      <Skeleton h="10" />
    </Stack>
  );
}

export function MyInfoPage() {
  const { t } = useTranslation('accounts');
  const { isBusiness, accountType, role } = useSession();
  const lessor = $api.useQuery('get', '/apiBack/v1/user/profile', undefined, {
    enabled: isBusiness,
  });
  // Only once the backend has said this is a tenant: while a reload checks the session a
  // lessor is not "business" yet, and asking the tenant profile then cost a 403 every load.
  const tenant = $api.useQuery('get', '/apiBack/v1/ordinaries/profile', undefined, {
    enabled: accountType === ORDINARY_ACCOUNT,
  });
  // The city list is loaded before the form, so the saved city is selected from the start.
  const cities = $api.useQuery('get', '/apiBack/v1/user/settings/search_data', undefined, {
    staleTime: SEARCH_DATA_FRESH_MS,
  });
  const query = isBusiness ? lessor : tenant;
  const profile = query.data?.data;

  return (
    <Stack gap="6">
      <Box>
        <HStack gap="3" wrap="wrap">
          <Heading as="h1" size="2xl">
            {t('myInfo.title')}
          </Heading>
          {lessor.data && <VerificationChip status={lessor.data.data.verification_status} />}
        </HStack>
        <Text color="fg.muted" mt="1">
          {t('myInfo.intro')}
        </Text>
        <Text mt="2" fontSize="sm">
          {t('myInfo.accountType')}:{' '}
          <strong>{t(`myInfo.accountTypes.${accountType ?? ORDINARY_ACCOUNT}`)}</strong>
        </Text>
      </Box>
      {query.isError || cities.isError ? (
        <ErrorFallback
          error={query.error ?? cities.error}
          onRetry={() => void Promise.all([query.refetch(), cities.refetch()])}
        />
      ) : !profile || !cities.data ? (
        <Loading />
      ) : isBusinessProfile(profile) ? (
        <>
          {role === 'owner' && <VerificationBanner status={profile.verification_status} />}
          {role !== 'owner' && (
            <Alert.Root status="info" borderRadius="l2" data-testid="owner-only">
              <Alert.Indicator />
              <Alert.Title>{t('myInfo.ownerOnly')}</Alert.Title>
            </Alert.Root>
          )}
          <LessorInfoForm key={profile.id} profile={profile} readOnly={role !== 'owner'} />
        </>
      ) : (
        <TenantInfoForm key={profile.id} profile={profile} />
      )}
    </Stack>
  );
}
