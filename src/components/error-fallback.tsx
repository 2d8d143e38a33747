// What a crash looks like: the default message of the spec and a retry, never a white page.
import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Text } from '@chakra-ui/react/text';
import { VStack } from '@chakra-ui/react/stack';
import { useTranslation } from 'react-i18next';

export function ErrorFallback({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation('errors', { useSuspense: false });
  return (
    <Box py="16" px="4" role="alert" data-testid="error-fallback">
      <VStack gap="4" textAlign="center" maxW="lg" mx="auto">
        <Text fontSize="lg" fontWeight="bold">
          {t('default', {
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
