// Under the model form: the placeholders a model may use (a click puts one at the cursor of
// the last clauses box used), and the clauses as they will read, filled with a sample
// contract, live as they are typed, in both languages.
import { useEffect, useState } from 'react';
import { Box, Button, Heading, SimpleGrid, Stack, Text, Wrap } from '@chakra-ui/react';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { Language } from '@/i18n/languages';
import { clauseSegments, placeholderValues, SAMPLE_CONTRACT } from '@/domain/contract';
import { CONTRACT_PLACEHOLDERS } from '@schemas/contract-model';
import { ClauseText } from './clause-text';
import { useContractLabels } from './use-contract-labels';

type Body = 'body_ar' | 'body_en';

function Preview({ name, lang }: { name: Body; lang: Language }) {
  const { t } = useTranslation('contracts');
  const text = (useWatch({ name }) as string | undefined) ?? '';
  const labels = useContractLabels(lang);
  const values = placeholderValues(SAMPLE_CONTRACT, lang, labels);
  return (
    <Box borderWidth="1px" borderRadius="lg" p="4" bg="bg.subtle" data-testid={`preview-${lang}`}>
      <Heading as="h3" size="sm" mb="3">
        {t(`models.preview.${lang}`)}
      </Heading>
      {text.trim() ? (
        <ClauseText segments={clauseSegments(text, values)} lang={lang} />
      ) : (
        <Text color="fg.muted">{t('models.preview.empty')}</Text>
      )}
    </Box>
  );
}

/** The clauses in both languages, as they will read (from the form's body_ar / body_en). */
export function ClausesPreviews() {
  return (
    <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
      <Preview name="body_ar" lang="ar" />
      <Preview name="body_en" lang="en" />
    </SimpleGrid>
  );
}

export function ModelPreview() {
  const { t } = useTranslation('contracts');
  const { getValues, setValue } = useFormContext();
  const [target, setTarget] = useState<Body>('body_ar');
  // Remember which clauses box was used last: a placeholder goes to its cursor.
  useEffect(() => {
    const onFocus = (e: FocusEvent) => {
      const field = (e.target as HTMLElement).closest('[data-field]')?.getAttribute('data-field');
      if (field === 'body_ar' || field === 'body_en') setTarget(field);
    };
    document.addEventListener('focusin', onFocus);
    return () => document.removeEventListener('focusin', onFocus);
  }, []);
  const insert = (name: string) => {
    const box = document.querySelector<HTMLTextAreaElement>(`[data-field="${target}"] textarea`);
    const current = String(getValues(target) ?? '');
    const at = box?.selectionStart ?? current.length;
    const end = box?.selectionEnd ?? at;
    const token = `{{${name}}}`;
    setValue(target, current.slice(0, at) + token + current.slice(end), {
      shouldDirty: true,
      shouldValidate: true,
    });
    requestAnimationFrame(() => {
      box?.focus();
      box?.setSelectionRange(at + token.length, at + token.length);
    });
  };
  return (
    <Stack gap="5" mt="6">
      <Box>
        <Heading as="h3" size="sm" mb="1">
          {t('models.placeholders')}
        </Heading>
        <Text color="fg.muted" fontSize="sm" mb="3">
          {t('models.placeholdersHint', { box: t(`models.fields.${target}`) })}
        </Text>
        <Wrap gap="2" data-testid="placeholders">
          {CONTRACT_PLACEHOLDERS.map((p) => (
            <Button
              key={p}
              size="xs"
              variant="outline"
              onMouseDown={(e) => e.preventDefault()}
              onClick={() => insert(p)}
              title={`{{${p}}}`}
            >
              {t(`placeholders.${p.replace('.', '_')}`)}
            </Button>
          ))}
        </Wrap>
      </Box>
      <ClausesPreviews />
    </Stack>
  );
}
