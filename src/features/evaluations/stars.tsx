// A read-only star rating with a text alternative.
import { Box } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';

export function Stars({ value }: { value: number }) {
  const { t } = useTranslation('evaluations');
  const full = Math.round(value);
  return (
    <Box
      as="span"
      role="img"
      aria-label={t('stars', { rating: value })}
      color="orange.600"
      whiteSpace="nowrap"
    >
      {'★'.repeat(full)}
      <Box as="span" color="gray.300">
        {'★'.repeat(5 - full)}
      </Box>
    </Box>
  );
}
