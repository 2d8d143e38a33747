// Loading skeleton, empty message and error-with-retry: the three non-data states.
import { Box, Button, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { FaultReason } from '@/components/fault-reason';

export function TableSkeleton({ rows = 5 }: { rows?: number }) {
  const { t } = useTranslation('table');
  return (
    <Stack
      gap="3"
      role="status"
      aria-busy="true"
      aria-label={t('loading')}
      data-testid="table-skeleton"
    >
      {Array.from({ length: rows }, (_, i) => (
        <Skeleton key={i} height="10" borderRadius="md" />
      ))}
    </Stack>
  );
}

export function TableEmpty({ message }: { message: string }) {
  return (
    <Box py="10" textAlign="center" color="fg.muted" data-testid="table-empty">
      <Text>{message}</Text>
    </Box>
  );
}

export function TableError({ onRetry, error }: { onRetry: () => void; error?: unknown }) {
  const { t } = useTranslation('table');
  return (
    <Box py="10" textAlign="center" role="alert" data-testid="table-error">
      <Text mb="3" color="red.700">
        {t('error')}
      </Text>
      <FaultReason error={error} />
      <Button size="sm" colorPalette="brand" _hover={{ bg: 'brand.700' }} onClick={onRetry}>
        {t('retry')}
      </Button>
    </Box>
  );
}
