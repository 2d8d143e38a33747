// A field showing an error is checked again as it changes, so the message goes away as soon
// as the value is fixed (typing, a map click, a choice), not on a later blur. (Errors first
// appear only when a step is checked: see the form's mode in wizard.tsx.)
import { useEffect } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';

export function useLiveRecheck(form: UseFormReturn<FieldValues>) {
  useEffect(() => {
    const sub = form.watch((_values, { name }) => {
      const root = name?.split('.')[0];
      if (root && form.getFieldState(root).invalid) void form.trigger(root);
    });
    return () => sub.unsubscribe();
  }, [form]);
}
