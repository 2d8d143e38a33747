// Declarative multi-step form: a wizard screen is a `defineWizard({...})` call handed to
// <Wizard>. Each step validates only its own fields against ONE zod schema (from schemas/).
// The config is typed by that schema: a step's fields, the keys of `fields`, a main-image
// field and a confirmation's field are keys of the schema's input, and each field kind
// takes only its own props (FieldDef is a union discriminated by `kind`).
import type { ComponentType } from 'react';
import type { FieldValues } from 'react-hook-form';
import type { z } from 'zod';
import type { components } from '@/api/generated/apiback';
import type { Language } from '@/i18n/languages';

/** An object schema: the form's values (input) and what `submit` receives (output). */
export type WizardSchema = z.ZodType<FieldValues, FieldValues>;

/** The names of a schema's form values (keys of its input). */
export type FieldName<S extends WizardSchema> = Keys<z.input<S>>;
type Keys<T> = keyof T & string;

export interface FieldOption {
  value: string;
  /** i18n key in the wizard's ns (a data value, e.g. a unit name, is shown as it is). */
  label: string;
}

/** A stored file as the contract describes it. */
export type Media = components['schemas']['Media'];
/** A file as the form holds it: uploaded (a Media) or a local preview (a data URL path only). */
export type FormMedia = Pick<Media, 'path'> & Partial<Pick<Media, 'id' | 'kind' | 'sort_order'>>;

export interface UploadContext {
  /** The server draft id (creating the draft first when the wizard has `saveDraft`). */
  ensureDraft: () => Promise<string | undefined>;
}

interface FieldBase {
  /** Label i18n key (default `<ns>:fields.<name>`). */
  label?: string;
  /** Hint i18n key shown under the field. */
  hint?: string;
  /** A heading (i18n key) shown above this field: it starts a group of the step's fields. */
  heading?: string;
}

export interface TextFieldDef extends FieldBase {
  kind: 'text';
  /** Codes, IDs, licence numbers: isolated left-to-right. */
  ltr?: boolean;
  /** The phone keyboard to offer: digits (IDs, codes), a phone pad, or e-mail. */
  inputMode?: 'numeric' | 'tel' | 'email';
  /** Placeholder i18n key. */
  placeholder?: string;
  /** One side of a bilingual pair: typed in this language and direction whatever the UI's. */
  lang?: Language;
}
export interface TextareaFieldDef extends FieldBase {
  kind: 'textarea';
  /** One side of a bilingual pair (see TextFieldDef.lang). */
  lang?: Language;
  /** Visible lines (default 5). */
  rows?: number;
}
/** Numbers are always left-to-right, with a decimal keyboard on phones. */
export interface NumberFieldDef extends FieldBase {
  kind: 'number';
  placeholder?: string;
}
export interface DateFieldDef extends FieldBase {
  kind: 'date';
}
interface ChoiceBase extends FieldBase {
  options: FieldOption[];
  /** Option values are ids: the form holds them as numbers. */
  numeric?: boolean;
}
export interface SelectFieldDef extends ChoiceBase {
  kind: 'select';
}
export interface RadioFieldDef extends ChoiceBase {
  kind: 'radio';
}
/** Several choices out of `options` (the value is a list). */
export interface CheckboxesFieldDef extends ChoiceBase {
  kind: 'checkboxes';
}
/** One yes/no box (the value is a boolean). */
export interface CheckboxFieldDef extends FieldBase {
  kind: 'checkbox';
}
/** A point `{ lat, lng }` picked on the map of Saudi Arabia or typed. */
export interface LocationFieldDef extends FieldBase {
  kind: 'location';
}
interface MediaBase extends FieldBase {
  /** Sends one file; without it the file is previewed locally (a data URL). */
  upload?: (file: File, ctx: UploadContext) => Promise<Media>;
  /** Turns a stored path into a displayable URL (file host prefix). */
  src?: (path: string) => string;
  accept?: string;
}
/**
 * One document (a deed, a licence): a PDF or an image, sent at once with its progress. The
 * value is the stored file (a Media) or null.
 */
export interface DocumentFieldDef extends FieldBase {
  kind: 'document';
  /** Sends the file, reporting the share sent so far (0..1). */
  upload: (
    file: File,
    ctx: UploadContext,
    onProgress: (fraction: number) => void,
  ) => Promise<Media>;
  /** Why a picked file is refused before sending (a `validation:*` key), or null. */
  check?: (file: File) => Promise<string | null>;
  /** Deletes the stored file when the user removes it (a replaced file is the server's). */
  remove?: (file: FormMedia, ctx: UploadContext) => Promise<unknown>;
  /** Turns a stored path into a URL to view it (file host prefix). */
  src?: (path: string) => string;
  accept: string;
}
export interface ImagesFieldDef<K extends string = string> extends MediaBase {
  kind: 'images';
  /** Count rules, stated to the user (the schema enforces them too). */
  min?: number;
  max?: number;
  /** The form value holding the chosen main image (its id, or its path before upload). */
  mainField?: K;
}
export interface VideoFieldDef extends MediaBase {
  kind: 'video';
}

/** The kinds a row of a `rows` field may hold. */
export type RowFieldDef<Row> = (
  | TextFieldDef
  | TextareaFieldDef
  | NumberFieldDef
  | DateFieldDef
  | SelectFieldDef
  | RadioFieldDef
  | CheckboxesFieldDef
  | CheckboxFieldDef
) & {
  /** A label per row (i18n key), e.g. a row's price type; wins over `label`. */
  labelOf?(row: Partial<Row>, index: number): string;
  /** The label is read by screen readers only (the row says what the field is). */
  hideLabel?: boolean;
};

/**
 * A list of rows of sub-fields (e.g. price options): the form value is an array of objects,
 * errors sit at `<name>.<i>.<sub>`, a list-level message at `<name>`. Sub-field labels get
 * the row's label as `{{row}}`.
 */
export interface RowsFieldDef<Row extends FieldValues = FieldValues> extends FieldBase {
  kind: 'rows';
  /** The list's name is read by screen readers only (the step heading already says it). */
  hideLabel?: boolean;
  /** The sub-fields shown per row, in this order, keyed by the row's keys. */
  fields: { [P in Keys<Row>]?: RowFieldDef<Row> };
  /** A row's name (i18n key), passed to sub-field labels as `{{row}}`. */
  rowLabel?(row: Partial<Row>, index: number): string;
  /** Rows can be added, starting with these values, up to `max`; without it rows are fixed. */
  newRow?: Row;
  /** The add button's label (i18n key in ns); default "Add a row". */
  addLabel?: string;
  /** Rows can be removed down to `min`. */
  removable?: boolean;
  min?: number;
  max?: number;
}

type IsAny<T> = 0 extends 1 & T ? true : false;
/** `rows` is offered only for a value that is a list of objects. */
type RowsFor<V> =
  IsAny<V> extends true
    ? RowsFieldDef
    : NonNullable<V> extends readonly (infer R)[]
      ? R extends FieldValues
        ? RowsFieldDef<R>
        : never
      : never;

/**
 * How the value `V` of a form with values `I` is entered; one variant per kind. Without
 * arguments: any field of any form (the engine's own view).
 */
export type FieldDef<I extends FieldValues = FieldValues, V = FieldValues[]> =
  | TextFieldDef
  | TextareaFieldDef
  | NumberFieldDef
  | DateFieldDef
  | SelectFieldDef
  | RadioFieldDef
  | CheckboxesFieldDef
  | CheckboxFieldDef
  | LocationFieldDef
  | ImagesFieldDef<Keys<I>>
  | VideoFieldDef
  | DocumentFieldDef
  | RowsFor<V>;
export type FieldKind = FieldDef['kind'];

/** The `fields` record: keys of the schema's input, each with a kind fit for its value. */
export type WizardFields<I extends FieldValues> = { [K in Keys<I>]?: FieldDef<I, I[K]> };

export interface StepPanelProps {
  /** The server draft's id (saved at every Next when the wizard has `saveDraft`). */
  draftId?: string;
}

export interface StepDef<K extends string = string> {
  id: string;
  /** Field names of this step (keys of `fields`); a review step may have some too (terms). */
  fields?: readonly K[];
  kind?: 'form' | 'review';
  /** Lay the fields out in this many columns from tablet width (headings span the row). */
  columns?: 1 | 2;
  /**
   * Shown under the step's fields (on a review step: under the answers), inside the form (it
   * may read the values with react-hook-form's `useWatch`): a live preview of what the
   * answers give. It gets the server draft's id when the wizard keeps one (`saveDraft`).
   */
  panel?: ComponentType<StepPanelProps>;
}

export interface SubmitContext {
  draftId?: string;
}

/** `R`: what `submit` resolves to (the saved record), handed to the page's `onDone` typed. */
export interface WizardDef<
  S extends WizardSchema = WizardSchema,
  K extends string = string,
  R = unknown,
> {
  ns: string;
  schema: S;
  fields: WizardFields<z.input<S>>;
  steps: readonly StepDef<K>[];
  defaults?: Partial<z.input<S>>;
  /** The last step's button label (i18n key in ns); default "Send". */
  submitLabel?: string;
  /** Sends the whole form; throw the API error body to map a 422 onto the fields. */
  submit(values: z.output<S>, ctx: SubmitContext): Promise<R>;
  /** Optional server-side draft (e.g. an incomplete office): returns its id. */
  saveDraft?(values: Partial<z.input<S>>, ctx: SubmitContext): Promise<string>;
  /** Deletes the server-side draft when the user starts a new one. */
  discardDraft?: (draftId: string) => Promise<unknown>;
  /** A confirmation before sending (e.g. the spec's publish confirmation). */
  confirmSubmit?: {
    title: string;
    body: string;
    confirm: string;
    review: string;
    /** A boolean field the confirmation sets to true (e.g. accepting responsibility). */
    setField?: FieldName<S>;
  };
}

/**
 * Types a wizard by its schema. `K` (the names the steps use) is read from `steps` only; every
 * one of them must have a definition in `fields`.
 */
export function defineWizard<S extends WizardSchema, const K extends string, R>(
  def: WizardDef<S, FieldName<S>, R> & {
    steps: readonly StepDef<K extends FieldName<S> ? K : FieldName<S>>[];
    fields: Record<NoInfer<K & FieldName<S>>, unknown>;
  },
): WizardDef<S, FieldName<S>, R> {
  return def;
}

/**
 * Where an incomplete record resumes: the first step with a field that fails the schema
 * (a saved draft remembers its values, not the step it stopped at); the last step when every
 * field passes.
 */
export function firstInvalidStep(def: WizardDef, values: FieldValues): number {
  const parsed = def.schema.safeParse(values);
  if (parsed.success) return def.steps.length - 1;
  const steps = parsed.error.issues
    .map((i) => stepOfField(def.steps, i.path.join('.')))
    .filter((s) => s >= 0);
  return steps.length ? Math.min(...steps) : def.steps.length - 1;
}

/** Step index holding a field path (for jumping to errors); -1 when none. */
export function stepOfField(steps: readonly StepDef[], path: string): number {
  const root = path.split('.')[0];
  return steps.findIndex((s) => s.fields?.includes(root));
}
