// A list of rows of sub-fields (e.g. a unit's price options): each row lays out its
// sub-fields side by side (stacked on a phone), rows can be added and removed when the
// config allows it. Errors are read by path: a sub-field's at `<name>.<i>.<key>`, the list's
// own ("at least one active price") at `<name>`, anything else about a row at the row.
import { useEffect, useRef } from 'react';
import { Box, Button, Fieldset, Flex, Stack, Text } from '@chakra-ui/react';
import { get, useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { RowsFieldDef, UploadContext } from '../define-wizard';
import { FieldRenderer, labelGender } from './field-renderer';
import { firstMessage, listMessage, readRows } from './read-value';

const ROW_KEY = '_rowKey';

/** A message about row `i` that none of its shown sub-fields displays. */
function rowMessage(node: unknown, shown: string[]): string | undefined {
  if (!node || typeof node !== 'object') return undefined;
  if ('message' in node && typeof node.message === 'string') return node.message;
  for (const [key, inner] of Object.entries(node)) {
    if (shown.includes(key) || key === 'ref') continue;
    const found = firstMessage(inner);
    if (found) return found;
  }
  return undefined;
}

export function RowsField({
  ns,
  name,
  def,
  ctx,
}: {
  ns: string;
  name: string;
  def: RowsFieldDef;
  ctx: UploadContext;
}) {
  const { t } = useTranslation([ns, 'validation', 'wizard']);
  const { control, formState, getValues, setValue, setFocus } = useFormContext();
  // keyName: row objects may have an `id` of their own (a saved service, a price option).
  const { fields: keys, remove } = useFieldArray({ control, name, keyName: ROW_KEY });
  const rows = readRows(useWatch({ control, name }));
  // A new row is added by value, not with the field array's append: append validates the
  // list at once, which would greet the user with "required" on every empty field of the
  // row they just added. Its first field gets the focus.
  const focusNext = useRef<string>(undefined);
  const add = () => {
    if (!def.newRow) return;
    const next = [...readRows(getValues(name)), { ...def.newRow }];
    const first = Object.keys(def.fields)[0];
    if (first) focusNext.current = `${name}.${next.length - 1}.${first}`;
    setValue(name, next, { shouldDirty: true });
  };
  useEffect(() => {
    if (!focusNext.current) return;
    setFocus(focusNext.current);
    focusNext.current = undefined;
  }, [keys.length, setFocus]);
  const label = t(def.label ?? `fields.${name}`, { ns });
  const subFields = Object.entries(def.fields).flatMap(([key, sub]) => (sub ? [{ key, sub }] : []));
  const shownKeys = subFields.map((s) => s.key);
  const labelsAbove = subFields.some((s) => s.sub.kind !== 'checkbox' && !s.sub.hideLabel);
  const own = listMessage(get(formState.errors, name));
  const canAdd = Boolean(def.newRow) && (def.max === undefined || keys.length < def.max);
  const canRemove = Boolean(def.removable) && keys.length > (def.min ?? 0);

  return (
    <Fieldset.Root
      invalid={Boolean(own)}
      id={`field-${name}`}
      data-field={name}
      aria-label={def.hideLabel ? label : undefined}
    >
      {!def.hideLabel && <Fieldset.Legend>{label}</Fieldset.Legend>}
      {def.hint && <Fieldset.HelperText>{t(def.hint, { ns })}</Fieldset.HelperText>}
      <Stack gap="3">
        {keys.map((key, i) => {
          const row = rows[i] ?? {};
          const rowName = def.rowLabel
            ? t(def.rowLabel(row, i), { ns })
            : t('wizard:rowN', { n: i + 1 });
          const stray = rowMessage(get(formState.errors, `${name}.${i}`), shownKeys);
          return (
            <Box key={key[ROW_KEY]} data-field={`${name}.${i}`} role="group" aria-label={rowName}>
              <Flex gap="4" wrap="wrap" align="start">
                {subFields.map(({ key: sub, sub: subDef }) => (
                  <Box
                    key={sub}
                    flex={subDef.kind === 'checkbox' ? '0 0 7rem' : '1 1 9rem'}
                    pt={subDef.kind === 'checkbox' ? (labelsAbove ? '8' : '2') : undefined}
                  >
                    <FieldRenderer
                      ns={ns}
                      name={`${name}.${i}.${sub}`}
                      def={subDef}
                      label={t(subDef.labelOf?.(row, i) ?? subDef.label ?? `fields.${sub}`, {
                        ns,
                        row: rowName,
                      })}
                      hideLabel={subDef.hideLabel}
                      ctx={ctx}
                    />
                  </Box>
                ))}
                {canRemove && (
                  <Button
                    variant="ghost"
                    size="sm"
                    mt={labelsAbove ? '7' : '1'}
                    onClick={() => remove(i)}
                    aria-label={t('wizard:removeRow', { row: rowName })}
                  >
                    {t('wizard:remove')}
                  </Button>
                )}
              </Flex>
              {stray && (
                <Text color="red.700" fontSize="sm" mt="1">
                  {t(stray, { field: rowName })}
                </Text>
              )}
            </Box>
          );
        })}
      </Stack>
      {canAdd && (
        <Button variant="outline" colorPalette="brand" size="sm" alignSelf="start" onClick={add}>
          {def.addLabel ? t(def.addLabel, { ns }) : t('wizard:addRow')}
        </Button>
      )}
      {own && (
        <Fieldset.ErrorText>
          {t(own, { field: label, context: labelGender(t, ns, name) })}
        </Fieldset.ErrorText>
      )}
    </Fieldset.Root>
  );
}
