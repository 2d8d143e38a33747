// Clauses as they will read, cut into segments by the domain: filled values stand out,
// a placeholder outside the known set is marked in red with its name.
import { Box, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { ClauseSegment } from '@/domain/contract';

export function ClauseText({ segments, lang }: { segments: ClauseSegment[]; lang: string }) {
  const { t } = useTranslation('contracts');
  return (
    <Box
      whiteSpace="pre-wrap"
      lineHeight="tall"
      lang={lang}
      dir={lang === 'ar' ? 'rtl' : 'ltr'}
      textAlign="start"
    >
      {segments.map((s, i) =>
        s.kind === 'text' ? (
          <span key={i}>{s.text}</span>
        ) : s.kind === 'value' ? (
          <Text
            as="mark"
            key={i}
            bg="brand.50"
            color="inherit"
            px="0.5"
            borderRadius="sm"
            data-placeholder={s.name}
          >
            {s.text}
          </Text>
        ) : (
          <Text
            as="mark"
            key={i}
            bg="red.100"
            color="red.800"
            px="0.5"
            borderRadius="sm"
            title={t('models.unknownPlaceholder')}
            data-unknown={s.name}
          >
            <bdi dir="ltr">{s.text}</bdi>
          </Text>
        ),
      )}
    </Box>
  );
}
