// One renderer per field kind, bound to react-hook-form. Labels default to
// `<ns>:fields.<name>`; validation messages are `validation:*` keys interpolating {{field}}.
import {
  Checkbox,
  Field,
  Fieldset,
  Input,
  NativeSelect,
  RadioGroup,
  Stack,
  Textarea,
} from '@chakra-ui/react';
import { Controller, useFormContext, type FieldError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { FieldDef, UploadContext } from '../define-wizard';
import { LocationInput } from './location-field';
import { MediaInput } from './media-field';

function firstError(err: unknown): FieldError | undefined {
  if (!err || typeof err !== 'object') return undefined;
  const e = err as FieldError & Record<string, unknown>;
  if (typeof e.message === 'string') return e;
  for (const v of Object.values(e)) {
    const inner = firstError(v);
    if (inner) return inner;
  }
  return undefined;
}

function Frame({
  group,
  invalid,
  id,
  name,
  label,
  showLabel,
  children,
}: {
  group: boolean;
  invalid: boolean;
  id: string;
  name: string;
  label: string;
  showLabel: boolean;
  children: React.ReactNode;
}) {
  if (group)
    return (
      <Fieldset.Root invalid={invalid} id={id} data-field={name}>
        <Fieldset.Legend>{label}</Fieldset.Legend>
        {children}
      </Fieldset.Root>
    );
  return (
    <Field.Root invalid={invalid} id={id} data-field={name}>
      {showLabel ? <Field.Label>{label}</Field.Label> : null}
      {children}
    </Field.Root>
  );
}

export function FieldRenderer({
  ns,
  name,
  def,
  ctx,
  onBusyChange,
}: {
  ns: string;
  name: string;
  def: FieldDef;
  ctx: UploadContext;
  onBusyChange?: (busy: boolean) => void;
}) {
  const { t } = useTranslation([ns, 'validation', 'wizard']);
  const { control, formState } = useFormContext();
  const label = t(def.label ?? `fields.${name}`, { ns });
  const error = firstError(formState.errors[name]);
  const mainError = def.mainField ? firstError(formState.errors[def.mainField]) : undefined;
  const shown = error ?? mainError;
  const message = shown?.message ? t(shown.message, { field: label }) : undefined;
  const invalid = Boolean(shown);
  const id = `field-${name}`;
  // Option groups get a fieldset: inside one Field every checkbox/radio would share the
  // field's control id (label `for` collisions make clicks toggle the wrong box).
  const group = (def.kind === 'checkbox' && Boolean(def.options)) || def.kind === 'radio';
  // Option values are strings in the DOM; ids go back into the form as numbers.
  const conv = (v: string) => (def.numeric && v !== '' ? Number(v) : v);

  return (
    <Frame
      group={group}
      invalid={invalid}
      id={id}
      name={name}
      label={label}
      showLabel={def.kind !== 'checkbox' || Boolean(def.options)}
    >
      <Controller
        name={name}
        control={control}
        render={({ field }) => {
          switch (def.kind) {
            case 'text':
            case 'number':
            case 'date':
              return (
                <Input
                  {...field}
                  value={(field.value as string | number | undefined) ?? ''}
                  type={def.kind === 'date' ? 'date' : 'text'}
                  inputMode={def.kind === 'number' ? 'decimal' : undefined}
                  dir={def.ltr || def.kind === 'number' ? 'ltr' : 'auto'}
                />
              );
            case 'textarea':
              return (
                <Textarea {...field} value={(field.value as string) ?? ''} rows={5} dir="auto" />
              );
            case 'select':
              return (
                <NativeSelect.Root>
                  <NativeSelect.Field
                    {...field}
                    value={
                      field.value === undefined || field.value === null ? '' : String(field.value)
                    }
                    onChange={(e) => field.onChange(conv(e.target.value))}
                  >
                    <option value="">{t('wizard:choose')}</option>
                    {def.options?.map((o) => (
                      <option key={o.value} value={o.value}>
                        {t(o.label, { ns })}
                      </option>
                    ))}
                  </NativeSelect.Field>
                  <NativeSelect.Indicator />
                </NativeSelect.Root>
              );
            case 'radio':
              return (
                <RadioGroup.Root
                  value={field.value == null ? null : String(field.value)}
                  onValueChange={(e) => field.onChange(conv(e.value ?? ''))}
                  name={name}
                  colorPalette="brand"
                >
                  <Stack direction={{ base: 'column', md: 'row' }} gap="4">
                    {def.options?.map((o) => (
                      <RadioGroup.Item key={o.value} value={o.value}>
                        <RadioGroup.ItemHiddenInput onBlur={field.onBlur} />
                        <RadioGroup.ItemIndicator />
                        <RadioGroup.ItemText>{t(o.label, { ns })}</RadioGroup.ItemText>
                      </RadioGroup.Item>
                    ))}
                  </Stack>
                </RadioGroup.Root>
              );
            case 'checkbox':
              if (def.options) {
                const list = ((field.value as Array<string | number> | undefined) ?? []).map(
                  String,
                );
                return (
                  <Stack direction="row" wrap="wrap" gap="4">
                    {def.options.map((o) => (
                      <Checkbox.Root
                        key={o.value}
                        colorPalette="brand"
                        checked={list.includes(o.value)}
                        onCheckedChange={(e) =>
                          field.onChange(
                            (e.checked
                              ? [...list, o.value]
                              : list.filter((v) => v !== o.value)
                            ).map(conv),
                          )
                        }
                      >
                        <Checkbox.HiddenInput />
                        <Checkbox.Control />
                        <Checkbox.Label>{t(o.label, { ns })}</Checkbox.Label>
                      </Checkbox.Root>
                    ))}
                  </Stack>
                );
              }
              return (
                <Checkbox.Root
                  colorPalette="brand"
                  checked={Boolean(field.value)}
                  onCheckedChange={(e) => field.onChange(e.checked === true)}
                >
                  <Checkbox.HiddenInput onBlur={field.onBlur} />
                  <Checkbox.Control />
                  <Checkbox.Label>{label}</Checkbox.Label>
                </Checkbox.Root>
              );
            case 'location':
              return (
                <LocationInput
                  value={field.value as { lat: number; lng: number } | undefined}
                  onChange={field.onChange}
                  label={label}
                  invalid={invalid}
                />
              );
            case 'images':
            case 'video':
              return def.mainField ? (
                <Controller
                  name={def.mainField}
                  control={control}
                  render={({ field: main }) => (
                    <MediaInput
                      def={def}
                      value={field.value}
                      onChange={field.onChange}
                      main={main.value}
                      onMainChange={main.onChange}
                      label={label}
                      ctx={ctx}
                      onBusyChange={onBusyChange}
                    />
                  )}
                />
              ) : (
                <MediaInput
                  def={def}
                  value={field.value}
                  onChange={field.onChange}
                  label={label}
                  ctx={ctx}
                  onBusyChange={onBusyChange}
                />
              );
          }
        }}
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
