// A select of the accounts forms, controlled by the form: its value is the form's at every
// render, so a saved choice shows even when the options arrive after the form's first paint.
import { NativeSelect } from '@chakra-ui/react/native-select';
import type { ReactNode } from 'react';
import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form';

export function FormSelect<T extends FieldValues>({
  control,
  name,
  children,
}: {
  control: Control<T>;
  name: FieldPath<T>;
  children: ReactNode;
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <NativeSelect.Root>
          <NativeSelect.Field
            ref={field.ref}
            name={field.name}
            value={field.value === undefined || field.value === null ? '' : String(field.value)}
            onChange={(e) => field.onChange(e.target.value)}
            onBlur={field.onBlur}
          >
            {children}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      )}
    />
  );
}
