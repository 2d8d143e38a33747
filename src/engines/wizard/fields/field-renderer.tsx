// One field of a wizard or form, bound to react-hook-form by path (`name`, or `prices.0.price`
// inside a row): its frame, label, hint and message around the kind's input (field-control.tsx). Labels default to `<ns>:fields.<name>`; validation messages are
// `validation:*` keys interpolating {{field}}. Errors are read at the field's path, from zod
// or from a server 422 alike.
import { Field, Fieldset } from '@chakra-ui/react';
import { Controller, get, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { fieldGender } from '@/i18n';
import type { UploadContext } from '../define-wizard';
import { Control, type InputFieldDef } from './field-control';
import { firstMessage } from './read-value';

export type { InputFieldDef } from './field-control';

function Frame({
  group,
  invalid,
  id,
  name,
  label,
  showLabel,
  hideLabel,
  children,
}: {
  group: boolean;
  invalid: boolean;
  id: string;
  name: string;
  label: string;
  showLabel: boolean;
  hideLabel?: boolean;
  children: React.ReactNode;
}) {
  if (group)
    return (
      <Fieldset.Root invalid={invalid} id={id} data-field={name}>
        <Fieldset.Legend srOnly={hideLabel}>{label}</Fieldset.Legend>
        {children}
      </Fieldset.Root>
    );
  return (
    <Field.Root invalid={invalid} id={id} data-field={name}>
      {showLabel ? <Field.Label srOnly={hideLabel}>{label}</Field.Label> : null}
      {children}
    </Field.Root>
  );
}

/**
 * The Arabic label's grammatical gender (`<ns>:fieldGender.<field>`: "female" or absent), as
 * the i18next context of a message about the field: "المدينة مطلوبة", "الحي مطلوب".
 */
export function labelGender(
  t: (key: string, o: { defaultValue: string }) => string,
  ns: string,
  path: string,
): 'female' | undefined {
  return fieldGender(t, `${ns}:fieldGender`, path);
}

export function FieldRenderer({
  ns,
  name,
  def,
  label: givenLabel,
  hideLabel,
  ctx,
  onBusyChange,
}: {
  ns: string;
  /** The value's path: a schema key, or `<list>.<i>.<key>` inside a row. */
  name: string;
  def: InputFieldDef;
  /** The translated label (default: `def.label` or `fields.<name>`). */
  label?: string;
  /** Keep the label for screen readers only. */
  hideLabel?: boolean;
  ctx: UploadContext;
  onBusyChange?: (busy: boolean) => void;
}) {
  const { t } = useTranslation([ns, 'validation', 'wizard']);
  const { control, formState } = useFormContext();
  const label = givenLabel ?? t(def.label ?? `fields.${name}`, { ns });
  const own = firstMessage(get(formState.errors, name));
  const main =
    def.kind === 'images' && def.mainField
      ? firstMessage(get(formState.errors, def.mainField))
      : undefined;
  const shown = own ?? main;
  const message = shown ? t(shown, { field: label, context: labelGender(t, ns, name) }) : undefined;
  const invalid = Boolean(shown);
  // Option groups get a fieldset: inside one Field every checkbox/radio would share the
  // field's control id (label `for` collisions make clicks toggle the wrong box).
  const group = def.kind === 'checkboxes' || def.kind === 'radio';

  return (
    <Frame
      group={group}
      invalid={invalid}
      id={`field-${name}`}
      name={name}
      label={label}
      showLabel={def.kind !== 'checkbox'}
      hideLabel={hideLabel}
    >
      <Controller
        name={name}
        control={control}
        render={({ field }) => (
          <Control
            def={def}
            field={field}
            ns={ns}
            label={label}
            invalid={invalid}
            ctx={ctx}
            onBusyChange={onBusyChange}
          />
        )}
      />
      {def.hint &&
        (group ? (
          <Fieldset.HelperText>{t(def.hint, { ns })}</Fieldset.HelperText>
        ) : (
          <Field.HelperText>{t(def.hint, { ns })}</Field.HelperText>
        ))}
      {message &&
        (group ? (
          <Fieldset.ErrorText>{message}</Fieldset.ErrorText>
        ) : (
          <Field.ErrorText>{message}</Field.ErrorText>
        ))}
    </Frame>
  );
}
