// What a crash or a failed load looks like: why, in the user's language (the spec's default
// message, or "offline", "too slow", ... when the failed request says so) and a retry,
// never a white page.
import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Text } from '@chakra-ui/react/text';
import { VStack } from '@chakra-ui/react/stack';
import { useTranslation } from 'react-i18next';
import { errorMessageKey } from '@/api/result';

export function ErrorFallback({ onRetry, error }: { onRetry: () => void; error?: unknown }) {
  const { t } = useTranslation('errors', { useSuspense: false });
  const key = error === undefined ? 'errors:default' : errorMessageKey(error);
  return (
    <Box py="16" px="4" role="alert" data-testid="error-fallback">
      <VStack gap="4" textAlign="center" maxW="lg" mx="auto">
        <Text fontSize="lg" fontWeight="bold">
          {t(key, {
            defaultValue:
              'something went wrong! please try again later or contact support for help',
          })}
        </Text>
        <Button colorPalette="brand" onClick={onRetry}>
          {t('retry', { defaultValue: 'Retry' })}
        </Button>
      </VStack>
    </Box>
  );
}
