// The open Nafath request: the two-digit number, large, to pick in the Nafath app, the time
// left, and the waiting state while the page polls (the poll lives in the page).
import { Box } from '@chakra-ui/react/box';
import { Heading } from '@chakra-ui/react/heading';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { useTranslation } from 'react-i18next';
import type { components } from '@/api/generated/apiback';
import { useSiteSettings } from '@/api/site-settings';
import { Ltr } from '@/components/ltr';
import { WaitIndicator } from '@/components/wait-indicator';
import { EMBEDDED_NAFATH, NafathDemoControl } from './nafath-demo-control';
import { isolateLtr, minutesSeconds, useSecondsUntil } from './use-countdown-to';

type NafathRequest = components['schemas']['NafathRequest'];

export function NafathWaiting({
  request,
  onAnswered,
}: {
  request: NafathRequest;
  /** The demo control answered: poll now rather than at the next tick. */
  onAnswered: () => void;
}) {
  const { t } = useTranslation('accounts');
  const { settings } = useSiteSettings();
  const left = useSecondsUntil(request.expires_at);
  return (
    <Stack gap="6" data-testid="nafath-waiting">
      <Stack gap="2" textAlign="center" align="center">
        <Heading as="h2" size="lg">
          {t('verification.numberTitle')}
        </Heading>
        <Text color="fg.muted" maxW="md">
          {t('verification.numberBody', { brand: settings?.name ?? '' })}
        </Text>
        <Box
          mt="2"
          px="10"
          py="4"
          borderRadius="l3"
          borderWidth="3px"
          borderColor="brand.600"
          bg="brand.50"
          color="brand.800"
          fontSize={{ base: '6xl', md: '7xl' }}
          fontWeight="bold"
          lineHeight="1"
          role="img"
          aria-label={`${t('verification.numberLabel')}: ${request.random_number}`}
          data-testid="nafath-number"
        >
          <Ltr>{request.random_number}</Ltr>
        </Box>
        <WaitIndicator label={t('verification.waiting')} mt="2" />
        <Text fontSize="sm" color="fg.muted">
          {t('verification.expiresIn', { time: isolateLtr(minutesSeconds(left)) })}
        </Text>
      </Stack>
      {EMBEDDED_NAFATH && (
        <NafathDemoControl
          requestId={request.request_id}
          number={request.random_number}
          onAnswered={onAnswered}
        />
      )}
    </Stack>
  );
}
