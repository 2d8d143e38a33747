// The lessor's own text: direction follows its content (dir="auto"), line breaks kept.
import { Box, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { SectionTitle } from './details-states';
import { DESCRIPTION_ID } from './office-video';

export function OfficeDescription({ text }: { text?: string }) {
  const { t } = useTranslation('office-details');
  if (!text) return null;
  return (
    <Box as="section">
      <SectionTitle>{t('description')}</SectionTitle>
      <Text
        id={DESCRIPTION_ID}
        dir="auto"
        whiteSpace="pre-line"
        lineHeight="tall"
        data-testid="office-description"
      >
        {text}
      </Text>
    </Box>
  );
}
