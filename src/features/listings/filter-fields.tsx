// Small labelled inputs of the filter drawer (native controls: light and accessible).
import { Checkbox, Field, Fieldset, Input, NativeSelect, SimpleGrid } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';

interface Bound {
  label: string;
  name: string;
  value: string;
  onChange: (v: string) => void;
}

export function SelectField(props: Bound & { options: { value: string; label: string }[] }) {
  const { t } = useTranslation('listings');
  return (
    <Field.Root>
      <Field.Label>{props.label}</Field.Label>
      <NativeSelect.Root>
        <NativeSelect.Field
          name={props.name}
          value={props.value}
          onChange={(e) => props.onChange(e.currentTarget.value)}
        >
          <option value="">{t('filters.any')}</option>
          {props.options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  );
}

export function TextField(props: Bound & { type?: string }) {
  return (
    <Field.Root>
      <Field.Label>{props.label}</Field.Label>
      <Input
        type={props.type ?? 'text'}
        name={props.name}
        value={props.value}
        onChange={(e) => props.onChange(e.target.value)}
        dir="ltr"
      />
    </Field.Root>
  );
}

export function NumberField(props: Bound) {
  return (
    <Field.Root>
      <Field.Label>{props.label}</Field.Label>
      <Input
        inputMode="decimal"
        name={props.name}
        value={props.value}
        onChange={(e) => props.onChange(e.target.value)}
        dir="ltr"
      />
    </Field.Root>
  );
}

export function FeatureChecks(props: {
  legend: string;
  options: { id: number; label: string }[];
  value: number[];
  onChange: (v: number[]) => void;
}) {
  const { value, onChange } = props;
  return (
    <Fieldset.Root>
      <Fieldset.Legend>{props.legend}</Fieldset.Legend>
      <SimpleGrid columns={2} gap="2" mt="2">
        {props.options.map((o) => (
          <Checkbox.Root
            key={o.id}
            size="sm"
            colorPalette="brand"
            checked={value.includes(o.id)}
            onCheckedChange={(e) =>
              onChange(e.checked ? [...value, o.id] : value.filter((x) => x !== o.id))
            }
          >
            <Checkbox.HiddenInput />
            <Checkbox.Control />
            <Checkbox.Label>{o.label}</Checkbox.Label>
          </Checkbox.Root>
        ))}
      </SimpleGrid>
    </Fieldset.Root>
  );
}
