// Under the model choice: the chosen model's clauses filled with what the form holds, in
// both languages, live; a field not typed yet reads "—".
import { Box, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { Language } from '@/i18n/languages';
import { $api } from '@/api/query';
import { QueryState } from '@/components/query-state';
import { clauseSegments, placeholderValues } from '@/domain/contract';
import { ClauseText } from './clause-text';
import { previewData } from './form-values';
import { useContractLabels } from './use-contract-labels';

function Filled({
  template,
  lang,
  values,
}: {
  template: string;
  lang: Language;
  values: Record<string, unknown>;
}) {
  const { t } = useTranslation('contracts');
  const labels = useContractLabels(lang);
  const filled = placeholderValues(previewData(values), lang, labels);
  return (
    <Box borderWidth="1px" borderRadius="lg" p="4" bg="bg.subtle" data-testid={`clauses-${lang}`}>
      <Heading as="h3" size="sm" mb="3">
        {t(`models.preview.${lang}`)}
      </Heading>
      <ClauseText segments={clauseSegments(template, filled)} lang={lang} />
    </Box>
  );
}

export function ClausesPanel() {
  const { t } = useTranslation(['contracts', 'wizard']);
  const values = useWatch() as Record<string, unknown>;
  const id = Number(values.model_id);
  const model = $api.useQuery(
    'get',
    '/apiBack/v1/user/contract-models/{id}',
    { params: { path: { id } } },
    { enabled: Number.isInteger(id) && id > 0 },
  );
  if (!(id > 0))
    return (
      <Text mt="6" color="fg.muted">
        {t('clauses.pickModel')}
      </Text>
    );
  return (
    <QueryState queries={[model]} label={t('wizard:loading')} spinner={{ mt: '6' }}>
      {({ data: m }) => (
        <Stack gap="3" mt="6">
          <Heading as="h3" size="sm">
            {t('clauses.preview')}
          </Heading>
          <SimpleGrid columns={{ base: 1, lg: 2 }} gap="4">
            <Filled template={m.body_ar} lang="ar" values={values} />
            <Filled template={m.body_en} lang="en" values={values} />
          </SimpleGrid>
        </Stack>
      )}
    </QueryState>
  );
}
