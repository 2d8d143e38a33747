// One renderer per field kind, bound to react-hook-form by path (`name`, or `prices.0.price`
// inside a row). Labels default to `<ns>:fields.<name>`; validation messages are
// `validation:*` keys interpolating {{field}}. Errors are read at the field's path, from zod
// or from a server 422 alike.
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
import {
  Controller,
  get,
  useFormContext,
  type ControllerRenderProps,
  type FieldValues,
} from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { fieldGender } from '@/i18n';
import type { FieldDef, FieldOption, UploadContext } from '../define-wizard';
import { DocumentInput } from './document-field';
import { LocationInput } from './location-field';
import { MediaInput } from './media-field';
import {
  firstMessage,
  readChoices,
  readLatLng,
  readMediaList,
  readMediaRef,
  readText,
} from './read-value';
import type { Language } from '@/i18n/languages';

const langDir = (lang: Language) => (lang === 'ar' ? 'rtl' : 'ltr');

/** Every kind but `rows` (which lays out several of these per row). */
export type InputFieldDef = Exclude<FieldDef, { kind: 'rows' }>;

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

type Bound = ControllerRenderProps<FieldValues, string>;

function OptionItems({ options, ns }: { options: FieldOption[]; ns: string }) {
  const { t } = useTranslation(['wizard', ns]);
  return (
    <>
      <option value="">{t('wizard:choose')}</option>
      {options.map((o) => (
        <option key={o.value} value={o.value}>
          {t(o.label, { ns })}
        </option>
      ))}
    </>
  );
}

function Control({
  def,
  field,
  ns,
  label,
  invalid,
  ctx,
  onBusyChange,
}: {
  def: InputFieldDef;
  field: Bound;
  ns: string;
  label: string;
  invalid: boolean;
  ctx: UploadContext;
  onBusyChange?: (busy: boolean) => void;
}) {
  const { t } = useTranslation([ns, 'wizard']);
  const { control } = useFormContext();
  switch (def.kind) {
    case 'text':
    case 'number':
    case 'date':
      return (
        <Input
          {...field}
          value={readText(field.value)}
          type={def.kind === 'date' ? 'date' : 'text'}
          inputMode={
            def.kind === 'number' ? 'decimal' : def.kind === 'text' ? def.inputMode : undefined
          }
          dir={
            def.kind === 'text' && def.lang
              ? langDir(def.lang)
              : def.kind === 'text' && !def.ltr
                ? 'auto'
                : 'ltr'
          }
          lang={def.kind === 'text' ? def.lang : undefined}
          placeholder={
            def.kind !== 'date' && def.placeholder ? t(def.placeholder, { ns }) : undefined
          }
        />
      );
    case 'textarea':
      return (
        <Textarea
          {...field}
          value={readText(field.value)}
          rows={def.rows ?? 5}
          dir={def.lang ? langDir(def.lang) : 'auto'}
          lang={def.lang}
        />
      );
    case 'select': {
      // Option values are strings in the DOM; ids go back into the form as numbers.
      const conv = (v: string) => (def.numeric && v !== '' ? Number(v) : v);
      return (
        <NativeSelect.Root>
          <NativeSelect.Field
            {...field}
            value={readText(field.value)}
            onChange={(e) => field.onChange(conv(e.target.value))}
          >
            <OptionItems options={def.options} ns={ns} />
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      );
    }
    case 'radio': {
      const conv = (v: string) => (def.numeric && v !== '' ? Number(v) : v);
      const value = readText(field.value);
      return (
        <RadioGroup.Root
          value={value === '' ? null : value}
          onValueChange={(e) => field.onChange(conv(e.value ?? ''))}
          name={field.name}
          colorPalette="brand"
        >
          <Stack direction={{ base: 'column', md: 'row' }} gap="4">
            {def.options.map((o) => (
              <RadioGroup.Item key={o.value} value={o.value}>
                <RadioGroup.ItemHiddenInput onBlur={field.onBlur} />
                <RadioGroup.ItemIndicator />
                <RadioGroup.ItemText>{t(o.label, { ns })}</RadioGroup.ItemText>
              </RadioGroup.Item>
            ))}
          </Stack>
        </RadioGroup.Root>
      );
    }
    case 'checkboxes': {
      const conv = (v: string) => (def.numeric && v !== '' ? Number(v) : v);
      const list = readChoices(field.value);
      return (
        <Stack direction="row" wrap="wrap" gap="4">
          {def.options.map((o) => (
            <Checkbox.Root
              key={o.value}
              colorPalette="brand"
              checked={list.includes(o.value)}
              onCheckedChange={(e) =>
                field.onChange(
                  (e.checked ? [...list, o.value] : list.filter((v) => v !== o.value)).map(conv),
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
    case 'checkbox':
      return (
        <Checkbox.Root
          colorPalette="brand"
          checked={field.value === true}
          onCheckedChange={(e) => field.onChange(e.checked === true)}
        >
          <Checkbox.HiddenInput ref={field.ref} onBlur={field.onBlur} />
          <Checkbox.Control />
          <Checkbox.Label>{label}</Checkbox.Label>
        </Checkbox.Root>
      );
    case 'location':
      return (
        <LocationInput
          value={readLatLng(field.value)}
          onChange={field.onChange}
          label={label}
          invalid={invalid}
        />
      );
    case 'video':
      return (
        <MediaInput
          def={def}
          value={readMediaList(field.value)}
          onChange={(list) => field.onChange(list[0] ?? null)}
          label={label}
          ctx={ctx}
          onBusyChange={onBusyChange}
        />
      );
    case 'document':
      return (
        <DocumentInput
          def={def}
          value={readMediaList(field.value)[0] ?? null}
          onChange={field.onChange}
          label={label}
          ctx={ctx}
          onBusyChange={onBusyChange}
        />
      );
    case 'images': {
      const input = (main?: Bound) => (
        <MediaInput
          def={def}
          value={readMediaList(field.value)}
          onChange={field.onChange}
          main={main ? readMediaRef(main.value) : undefined}
          onMainChange={main?.onChange}
          label={label}
          ctx={ctx}
          onBusyChange={onBusyChange}
        />
      );
      return def.mainField ? (
        <Controller
          name={def.mainField}
          control={control}
          render={({ field: main }) => input(main)}
        />
      ) : (
        input()
      );
    }
  }
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
