// The fields of one form step, in the step's order and columns; a field may open a group
// with a heading, and a `rows` field spans the whole row.
import { Fragment } from 'react';
import { Box, Heading, SimpleGrid } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { StepDef, UploadContext, WizardDef } from './define-wizard';
import { FieldRenderer } from './fields/field-renderer';
import { RowsField } from './fields/rows-field';

export function StepFields({
  def,
  step,
  ctx,
  onBusyChange,
}: {
  def: WizardDef;
  step: StepDef;
  ctx: UploadContext;
  /** A field is sending a file (Next / Send wait for it). */
  onBusyChange: (busy: boolean) => void;
}) {
  const { t } = useTranslation(def.ns);
  return (
    <SimpleGrid columns={{ base: 1, md: step.columns ?? 1 }} gap="5" alignItems="start">
      {step.fields?.map((name) => {
        const f = def.fields[name];
        if (!f) return null;
        return (
          <Fragment key={name}>
            {f.heading && (
              <Heading as="h3" size="sm" gridColumn="1 / -1" mt="2" data-group={name}>
                {t(f.heading, { ns: def.ns })}
              </Heading>
            )}
            {f.kind === 'rows' ? (
              <Box gridColumn="1 / -1">
                <RowsField ns={def.ns} name={name} def={f} ctx={ctx} />
              </Box>
            ) : (
              <FieldRenderer
                ns={def.ns}
                name={name}
                def={f}
                ctx={ctx}
                onBusyChange={onBusyChange}
              />
            )}
          </Fragment>
        );
      })}
    </SimpleGrid>
  );
}
