// Full-screen white overlay with three animated dots (spec section 9): shown while a
// lazy route or the first session check is loading.
import { Box } from '@chakra-ui/react/box';
import { HStack } from '@chakra-ui/react/stack';
import { useTranslation } from 'react-i18next';

export function LoadingOverlay({ label }: { label?: string }) {
  const { t } = useTranslation('common', { useSuspense: false });
  return (
    <Box
      position="fixed"
      inset="0"
      bg="white"
      zIndex="overlay"
      display="flex"
      alignItems="center"
      justifyContent="center"
      role="status"
      aria-live="polite"
      aria-label={label ?? t('loading', { defaultValue: '…' })}
      data-testid="loading-overlay"
    >
      <HStack gap="2">
        {[0, 1, 2].map((i) => (
          <Box
            key={i}
            boxSize="3"
            borderRadius="full"
            bg="brand.500"
            animation="dotPulse 1.2s ease-in-out infinite"
            style={{ animationDelay: `${i * 0.16}s` }}
          />
        ))}
      </HStack>
    </Box>
  );
}
