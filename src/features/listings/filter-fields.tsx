// Small labelled inputs of the filter drawer (native controls: light and accessible).
import { Checkbox, Fieldset, Input, NativeSelect, SimpleGrid } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { FormField } from '@/components/form-field';

interface Bound {
  label: string;
  name: string;
  value: string;
  onChange: (v: string) => void;
}

export function SelectField(props: Bound & { options: { value: string; label: string }[] }) {
  const { t } = useTranslation('listings');
  return (
    <FormField label={props.label}>
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
    </FormField>
  );
}

export function TextField(props: Bound & { type?: string }) {
  return (
    <FormField label={props.label}>
      <Input
        type={props.type ?? 'text'}
        name={props.name}
        value={props.value}
        onChange={(e) => props.onChange(e.target.value)}
        dir="ltr"
      />
    </FormField>
  );
}

export function NumberField(props: Bound) {
  return (
    <FormField label={props.label}>
      <Input
        inputMode="decimal"
        name={props.name}
        value={props.value}
        onChange={(e) => props.onChange(e.target.value)}
        dir="ltr"
      />
    </FormField>
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
