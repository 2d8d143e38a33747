// /dashboard/verify-account: verification through Nafath (the national access service).
// National ID → the backend starts a request and answers a two-digit number → shown large,
// the page polls → verified (the verified name and ID fill the profile), rejected or expired
// (try again), within a visible rate limit. A request still waiting resumes after a reload.
import { Alert } from '@chakra-ui/react/alert';
import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Heading } from '@chakra-ui/react/heading';
import { Skeleton } from '@chakra-ui/react/skeleton';
import { HStack, Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { $api } from '@/api/query';
import { ErrorFallback } from '@/components/error-fallback';
import { NafathIdForm } from './nafath-id-form';
import { NafathWaiting } from './nafath-waiting';
import { VerificationChip } from './verification-status';
import { useAfterVerified, useNafathRequest, useNafathStatus } from './use-nafath';
import { VerifiedPanel } from './verified-panel';

export function VerifyAccountPage() {
  const { t } = useTranslation('accounts');
  const status = useNafathStatus();
  const profile = $api.useQuery('get', '/apiBack/v1/user/profile');
  const [requestId, setRequestId] = useState<string>();
  // A finished request the user moved on from is not resumed from a stale status read.
  const [dismissed, setDismissed] = useState<string>();
  const resumed = status.data?.data.request?.request_id;
  const open = requestId ?? (resumed !== dismissed ? resumed : undefined);
  const poll = useNafathRequest(open);
  const request = open
    ? (poll.data?.data ?? (resumed === open ? status.data?.data.request : undefined))
    : undefined;
  const outcome = request?.status;

  // Verified: the profile (now with Nafath's name and ID) and the status are read again.
  useAfterVerified(outcome, profile.refetch);

  const retry = () => {
    setDismissed(open);
    setRequestId(undefined);
    void status.refetch();
  };

  const state = status.data?.data;
  const verified = state?.verification_status === 'verified' || outcome === 'verified';
  // The request this page follows is fresher than the status read when it opened.
  const chip = verified
    ? 'verified'
    : outcome === 'waiting'
      ? 'waiting'
      : outcome
        ? 'unverified'
        : (state?.verification_status ?? 'unverified');
  let body;
  if (status.isError || profile.isError)
    body = (
      <ErrorFallback error={status.error ?? profile.error} onRetry={() => void status.refetch()} />
    );
  else if (!state || !profile.data) body = <Skeleton h="40" />;
  else if (verified)
    body = (
      <VerifiedPanel
        profile={profile.data.data}
        verifiedName={request?.verified_name}
        verifiedAt={state.verified_at}
      />
    );
  else if (request && outcome === 'waiting')
    body = <NafathWaiting request={request} onAnswered={() => void poll.refetch()} />;
  else
    body = (
      <Stack gap="5">
        {request && (outcome === 'rejected' || outcome === 'expired') && (
          <Alert.Root
            status={outcome === 'rejected' ? 'error' : 'warning'}
            borderRadius="l2"
            data-testid="nafath-outcome"
          >
            <Alert.Indicator />
            <Alert.Content gap="2">
              <Alert.Title>{t(`verification.${outcome}Title`)}</Alert.Title>
              <Alert.Description>{t(`verification.${outcome}Body`)}</Alert.Description>
              <Button
                size="sm"
                variant="outline"
                alignSelf="flex-start"
                onClick={retry}
                data-testid="nafath-retry"
              >
                {t('verification.retry')}
              </Button>
            </Alert.Content>
          </Alert.Root>
        )}
        {!(request && (outcome === 'rejected' || outcome === 'expired')) && (
          <NafathIdForm
            profileId={profile.data.data.identity_number ?? undefined}
            status={state}
            onStarted={(r) => setRequestId(r.request_id)}
            onRefused={() => void status.refetch()}
          />
        )}
      </Stack>
    );

  return (
    <Stack gap="6">
      <Box>
        <HStack gap="3" wrap="wrap">
          <Heading as="h1" size="2xl">
            {t('verification.title')}
          </Heading>
          {state && <VerificationChip status={chip} />}
        </HStack>
        <Text color="fg.muted" mt="1" maxW="2xl">
          {t('verification.intro')}
        </Text>
      </Box>
      {body}
    </Stack>
  );
}
