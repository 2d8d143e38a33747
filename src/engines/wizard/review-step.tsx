// The review step: every answer per step, with a way back to edit that step.
import { Box, Button, HStack, Heading, Image, Stack, Text } from '@chakra-ui/react';
import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { normaliseNumericText } from '@schemas/lib/text';
import type { FieldDef, Media, WizardDef } from './define-wizard';

type Translate = (k: string, o?: object) => string;

function show(def: FieldDef, value: unknown, t: Translate, ns: string): React.ReactNode {
  if (
    value === undefined ||
    value === null ||
    value === '' ||
    (Array.isArray(value) && !value.length)
  )
    return '—';
  switch (def.kind) {
    case 'select':
    case 'radio': {
      const o = def.options?.find((x) => x.value === String(value));
      return o ? t(o.label, { ns }) : String(value);
    }
    case 'checkbox':
      if (def.options)
        return (value as Array<string | number>)
          .map((v) =>
            t(def.options!.find((o) => o.value === String(v))?.label ?? String(v), { ns }),
          )
          .join(t('wizard:listSeparator'));
      return value ? t('wizard:yes') : t('wizard:no');
    case 'location': {
      const p = value as { lat: number; lng: number };
      return <bdi>{`${p.lat}, ${p.lng}`}</bdi>;
    }
    case 'images':
      return (
        <HStack gap="2" wrap="wrap">
          {(value as Media[]).map((m, i) => (
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
    default:
      if (def.kind === 'number') return <bdi>{String(normaliseNumericText(String(value)))}</bdi>;
      return def.ltr ? <bdi>{String(value)}</bdi> : <span dir="auto">{String(value)}</span>;
  }
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
                return (
                  <HStack key={name} align="start" gap="4">
                    <Text as="dt" color="fg.muted" minW="40">
                      {t(f.label ?? `fields.${name}`, { ns: def.ns })}
                    </Text>
                    <Box as="dd" m="0" flex="1">
                      {show(f, values[name], t as unknown as Translate, def.ns)}
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
