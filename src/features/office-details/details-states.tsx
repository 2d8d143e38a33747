// Loading skeleton, not-found and error-with-retry states of the office details.
import { Box, Button, Grid, Heading, Skeleton, SkeletonText, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { FaultReason } from '@/components/fault-reason';

export function DetailsSkeleton() {
  const { t } = useTranslation('office-details');
  return (
    <Box maxW="7xl" mx="auto" px={{ base: '4', md: '6' }} py="6" aria-busy="true">
      <Heading as="h1" srOnly>
        {t('states.loading')}
      </Heading>
      <Skeleton h="8" w="60%" mb="3" />
      <Skeleton h="4" w="40%" mb="6" />
      <Grid templateColumns={{ base: '1fr', lg: '2fr 1fr' }} gap="6">
        <Stack gap="4">
          <Skeleton aspectRatio={16 / 9} borderRadius="l3" />
          <SkeletonText noOfLines={4} />
        </Stack>
        <Skeleton h="80" borderRadius="l3" />
      </Grid>
    </Box>
  );
}

export function DetailsNotFound() {
  const { t } = useTranslation('office-details');
  return (
    <Box py="16" textAlign="center" data-testid="details-not-found">
      <Heading as="h1" size="lg" mb="4">
        {t('states.notFound')}
      </Heading>
      <Button asChild colorPalette="brand" variant="outline">
        <RouterLink to="/list">{t('states.browse')}</RouterLink>
      </Button>
    </Box>
  );
}

export function DetailsError({ onRetry, error }: { onRetry: () => void; error?: unknown }) {
  const { t } = useTranslation('office-details');
  return (
    <Box py="16" textAlign="center" role="alert" data-testid="details-error">
      <Heading as="h1" size="md" mb="4" color="red.700">
        {t('states.error')}
      </Heading>
      <FaultReason error={error} />
      <Button colorPalette="brand" onClick={onRetry}>
        {t('states.retry')}
      </Button>
    </Box>
  );
}

export function SectionTitle({ children }: { children: string }) {
  return (
    <Text as="h2" fontSize="lg" fontWeight="bold" mb="3">
      {children}
    </Text>
  );
}
