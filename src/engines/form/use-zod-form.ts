// The one way to hold a form: react-hook-form over a zod rule from schemas/ (the input type
// is what the fields hold, the output what `onValid` receives), the server's 422 answer
// mapped onto the fields by path, and one translated form-level message for everything
// else (offline, timeout, a status, a field the form does not show). Messages are i18n
// keys until they are shown, so both languages read them. With `draft`, what was typed
// survives a reload until the form is sent.
import { useEffect, useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  get,
  useForm,
  type DefaultValues,
  type FieldPath,
  type FieldValues,
  type UseFormProps,
  type UseFormReturn,
} from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { fieldGender, type FieldGenderMap } from '@/i18n';
import { clearDraft, loadDraft, saveDraft } from './draft-store';
import { placeServerError } from './place-server-error';

/** A zod rule whose input is a form's values (an object, or a union of objects). */
export type FormSchema = z.ZodType<FieldValues, FieldValues>;

export interface ZodFormOptions<S extends FormSchema> extends Omit<
  UseFormProps<z.input<S>, unknown, z.output<S>>,
  'resolver'
> {
  /**
   * Keep what is typed across reloads under this name (one per form and record, e.g.
   * `review-12`); cleared once the form is sent. Never for cards or other secrets.
   */
  draft?: string;
  /**
   * The i18n key of the form's `fieldGender` map (beside its labels, e.g.
   * `static-pages:contact.fieldGender`), so an Arabic message agrees with its field:
   * "الرسالة مطلوبة", "الاسم مطلوب".
   */
  fieldGender?: FieldGenderMap;
}

export interface ZodForm<S extends FormSchema> extends UseFormReturn<
  z.input<S>,
  unknown,
  z.output<S>
> {
  /** The translated message of one field (by path: 'prices.0.value'), with its label. */
  fieldError: (name: FieldPath<z.input<S>>, label?: string) => string | undefined;
  /** The translated form-level message of the last failed submit, if any. */
  formError: string | undefined;
  /** Show an i18n key as the form-level message (undefined clears it). */
  setFormError: (key: string | undefined) => void;
  /** Lands any failure on the form: 422 fields at their inputs, the rest as the form-level message. */
  applyServerError: (error: unknown) => void;
  /**
   * The submit handler: validates with the schema, then runs `onValid` with the parsed
   * values; a throw (ApiRequestError, offline, ...) lands on the form, which keeps every value.
   */
  submit: (
    onValid: (values: z.output<S>) => unknown,
  ) => (event?: React.BaseSyntheticEvent) => Promise<void>;
}

export function useZodForm<S extends FormSchema>(
  schema: S,
  { draft, fieldGender: genders, ...options }: ZodFormOptions<S> = {},
): ZodForm<S> {
  const { t } = useTranslation(['validation', 'errors']);
  const [defaultValues] = useState(() => {
    const saved = draft ? loadDraft(draft)?.values : undefined;
    const given = options.defaultValues;
    if (!saved || typeof given === 'function') return given;
    // The draft is this form's own earlier values, read back from storage.
    return { ...given, ...saved } as DefaultValues<z.input<S>>;
  });
  const form = useForm<z.input<S>, unknown, z.output<S>>({
    ...options,
    defaultValues,
    resolver: zodResolver(schema),
  });
  const [formErrorKeys, setFormErrorKeys] = useState<string[]>([]);
  const setFormError = (key: string | undefined) => setFormErrorKeys(key ? [key] : []);
  useEffect(() => {
    if (!draft) return;
    const sub = form.watch((values) => saveDraft(draft, { values }));
    return () => sub.unsubscribe();
  }, [draft, form]);

  const applyServerError = (error: unknown) => {
    const values = form.getValues() as Record<string, unknown>;
    // A field this form does not hold (booking dates under a payment form) is said above it.
    const placed = placeServerError(error, (path) => path.split('.')[0] in values);
    placed.fields.forEach(({ path, message }, i) =>
      form.setError(
        path as FieldPath<z.input<S>>,
        { type: 'server', message },
        { shouldFocus: i === 0 },
      ),
    );
    setFormErrorKeys(placed.formMessages);
  };

  return {
    ...form,
    fieldError: (name, label) => {
      const message = (get(form.formState.errors, name) as { message?: unknown } | undefined)
        ?.message;
      return typeof message === 'string' && message
        ? t(message, { field: label ?? '', context: fieldGender(t, genders, name) })
        : undefined;
    },
    formError: formErrorKeys.length ? formErrorKeys.map((k) => t(k)).join(' ') : undefined,
    setFormError,
    applyServerError,
    submit: (onValid) =>
      form.handleSubmit(async (values) => {
        setFormError(undefined);
        try {
          await onValid(values);
          if (draft) clearDraft(draft);
        } catch (error) {
          applyServerError(error);
        }
      }),
  };
}
