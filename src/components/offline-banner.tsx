// "You are offline", across the app while the browser has no connection (its online and
// offline events), gone when it returns. Fixed at the bottom so that showing it moves nothing
// on the page; announced politely to screen readers.
import { Box } from '@chakra-ui/react/box';
import { HStack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { useTranslation } from 'react-i18next';
import { useOnline } from '@/lib/use-online';

export function OfflineBanner() {
  const online = useOnline();
  const { t } = useTranslation('errors', { useSuspense: false });
  return (
    <Box role="status" aria-live="polite">
      {!online && (
        <HStack
          data-testid="offline-banner"
          position="fixed"
          insetInline="0"
          bottom="0"
          zIndex="banner"
          justify="center"
          gap="2"
          px="4"
          py="3"
          bg="gray.900"
          color="white"
          boxShadow="lg"
        >
          <svg
            width="18"
            height="18"
            viewBox="0 0 24 24"
            aria-hidden
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
          >
            <path d="M2 2l20 20M8.5 16.5a5 5 0 0 1 7 0M5 12.9a10 10 0 0 1 5.2-2.8M19 12.9a10 10 0 0 0-2.4-1.7M2 8.8a15 15 0 0 1 4.2-2.6M22 8.8a15 15 0 0 0-11.3-3.8M12 20h.01" />
          </svg>
          <Text fontSize="sm" fontWeight="medium">
            {t('offlineBanner')}
          </Text>
        </HStack>
      )}
    </Box>
  );
}
