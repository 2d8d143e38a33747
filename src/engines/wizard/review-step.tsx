// The review step: every answer per step, with a way back to edit that step.
import { Box, Button, HStack, Heading, Image, Stack, Text } from '@chakra-ui/react';
import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { normaliseNumericText } from '@schemas/lib/text';
import type { FieldDef, FieldOption, WizardDef } from './define-wizard';
import type { InputFieldDef } from './fields/field-renderer';
import { readChoices, readLatLng, readMediaList, readRows, readText } from './fields/read-value';

const isEmpty = (v: unknown) =>
  v === undefined || v === null || v === '' || (Array.isArray(v) && !v.length);

function InputAnswer({ def, value, ns }: { def: InputFieldDef; value: unknown; ns: string }) {
  const { t } = useTranslation([ns, 'wizard']);
  const optionText = (options: FieldOption[], v: string) => {
    const o = options.find((x) => x.value === v);
    return o ? t(o.label, { ns }) : v;
  };
  if (isEmpty(value)) return '—';
  switch (def.kind) {
    case 'select':
    case 'radio':
      return optionText(def.options, readText(value));
    case 'checkboxes':
      return readChoices(value)
        .map((v) => optionText(def.options, v))
        .join(t('wizard:listSeparator'));
    case 'checkbox':
      return value === true ? t('wizard:yes') : t('wizard:no');
    case 'location': {
      const p = readLatLng(value);
      return <bdi>{`${p?.lat ?? ''}, ${p?.lng ?? ''}`}</bdi>;
    }
    case 'images':
      return (
        <HStack gap="2" wrap="wrap">
          {readMediaList(value).map((m, i) => (
            <Image
              key={i}
              src={def.src && !/^(data|blob):/.test(m.path) ? def.src(m.path) : m.path}
              alt={t('wizard:imageAlt', { n: i + 1 })}
              boxSize="14"
              objectFit="cover"
              borderRadius="md"
            />
          ))}
        </HStack>
      );
    case 'video':
      return t('wizard:videoAdded');
    case 'document':
      return t('wizard:documentAdded');
    case 'number':
      return <bdi>{String(normaliseNumericText(readText(value)))}</bdi>;
    case 'date':
      return <bdi>{readText(value)}</bdi>;
    case 'text':
      return def.ltr ? <bdi>{readText(value)}</bdi> : <span dir="auto">{readText(value)}</span>;
    case 'textarea':
      return <span dir="auto">{readText(value)}</span>;
  }
}

/** One answer; a list of rows: one line per row, its name then its shown values. */
function Answer({ def, value, ns }: { def: FieldDef; value: unknown; ns: string }) {
  const { t } = useTranslation([ns, 'wizard']);
  if (def.kind !== 'rows') return <InputAnswer def={def} value={value} ns={ns} />;
  const rows = readRows(value);
  if (!rows.length) return '—';
  return (
    <Stack gap="1">
      {rows.map((row, i) => (
        <HStack key={i} gap="2" wrap="wrap">
          <Text as="span" fontWeight="medium">
            {def.rowLabel ? t(def.rowLabel(row, i), { ns }) : t('wizard:rowN', { n: i + 1 })}:
          </Text>
          {Object.entries(def.fields).map(([key, sub]) =>
            sub ? (
              <Box key={key}>
                <InputAnswer def={sub} value={row[key]} ns={ns} />
              </Box>
            ) : null,
          )}
        </HStack>
      ))}
    </Stack>
  );
}

export function ReviewStep({ def, onEdit }: { def: WizardDef; onEdit: (step: number) => void }) {
  const { t } = useTranslation([def.ns, 'wizard']);
  const { getValues } = useFormContext();
  const values = getValues();
  return (
    <Stack gap="5" data-testid="wizard-review">
      {def.steps.map((step, i) =>
        step.kind === 'review' || !step.fields?.length ? null : (
          <Box key={step.id} borderWidth="1px" borderRadius="lg" p="4">
            <HStack justify="space-between" mb="3">
              <Heading as="h3" size="sm">
                {t(`steps.${step.id}`, { ns: def.ns })}
              </Heading>
              <Button size="xs" variant="outline" onClick={() => onEdit(i)}>
                {t('wizard:edit')}
              </Button>
            </HStack>
            <Stack as="dl" gap="2" m="0">
              {step.fields.map((name) => {
                const f = def.fields[name];
                if (!f) return null;
                return (
                  <HStack key={name} align="start" gap="4">
                    <Text as="dt" color="fg.muted" minW="40">
                      {t(f.label ?? `fields.${name}`, { ns: def.ns })}
                    </Text>
                    <Box as="dd" m="0" flex="1">
                      <Answer def={f} value={values[name]} ns={def.ns} />
                    </Box>
                  </HStack>
                );
              })}
            </Stack>
          </Box>
        ),
      )}
    </Stack>
  );
}
