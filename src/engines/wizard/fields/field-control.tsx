// The input of one field kind, bound to react-hook-form's field (value, onChange, ref):
// text, numbers, choices, a switch, dates, images, documents, a map location. The frame,
// label, hint and message around it are FieldRenderer's.
import { Checkbox, Input, NativeSelect, RadioGroup, Stack, Textarea } from '@chakra-ui/react';
import {
  Controller,
  useFormContext,
  type ControllerRenderProps,
  type FieldValues,
} from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { FieldDef, FieldOption, UploadContext } from '../define-wizard';
import { DocumentInput } from './document-field';
import { LocationInput } from './location-field';
import { MediaInput } from './media-field';
import { readChoices, readLatLng, readMediaList, readMediaRef, readText } from './read-value';
import type { Language } from '@/i18n/languages';

/** Every kind but `rows` (which lays out several of these per row). */
export type InputFieldDef = Exclude<FieldDef, { kind: 'rows' }>;

const langDir = (lang: Language) => (lang === 'ar' ? 'rtl' : 'ltr');

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

export function Control({
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
