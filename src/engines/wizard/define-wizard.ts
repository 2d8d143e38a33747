// Declarative multi-step form: a wizard screen is a `defineWizard({...})` call handed to
// <Wizard>. Each step validates only its own fields against ONE zod schema (from schemas/).
import type { z } from 'zod';

export type FieldKind =
  | 'text'
  | 'textarea'
  | 'number'
  | 'select'
  | 'radio'
  | 'checkbox'
  | 'date'
  | 'location'
  | 'images'
  | 'video';

export interface FieldOption {
  value: string;
  /** i18n key in the wizard's ns. */
  label: string;
}

/** An uploaded (or locally previewed) file as the form stores it: the contract's Media shape. */
export interface Media {
  id?: string | number;
  /** File-host path, or a data/blob URL for a local preview. */
  path: string;
  kind?: string;
}

export interface UploadContext {
  /** The server draft id (creating the draft first when the wizard has `saveDraft`). */
  ensureDraft: () => Promise<string | undefined>;
}

export interface FieldDef {
  kind: FieldKind;
  /** Label i18n key (default `<ns>:fields.<name>`). */
  label?: string;
  /** Hint i18n key shown under the field. */
  hint?: string;
  options?: FieldOption[];
  /** select/radio/checkbox: option values are ids (numbers) in the form values. */
  numeric?: boolean;
  /** Numbers, codes, IDs: isolated left-to-right with a numeric keyboard. */
  ltr?: boolean;
  /** images: count rules (the schema enforces them too) and the main-image field. */
  min?: number;
  max?: number;
  mainField?: string;
  /** images/video: sends one file; without it the file is previewed locally. */
  upload?: (file: File, ctx: UploadContext) => Promise<Media>;
  /** images/video: turns a stored path into a displayable URL (file host prefix). */
  src?: (path: string) => string;
  accept?: string;
}

export interface StepDef {
  id: string;
  /** Field names of this step (keys of `fields`); a review step may have some too (terms). */
  fields?: string[];
  kind?: 'form' | 'review';
}

export interface SubmitContext {
  draftId?: string;
}

export interface WizardDef<S extends z.ZodType = z.ZodType> {
  ns: string;
  schema: S;
  fields: Record<string, FieldDef>;
  steps: StepDef[];
  defaults?: Partial<z.input<S>>;
  /** Sends the whole form; throw the API error body to map a 422 onto the fields. */
  submit: (values: z.output<S>, ctx: SubmitContext) => Promise<unknown>;
  /** Optional server-side draft (e.g. an incomplete office): returns its id. */
  saveDraft?: (values: Partial<z.input<S>>, ctx: SubmitContext) => Promise<string>;
  /** Deletes the server-side draft when the user starts a new one. */
  discardDraft?: (draftId: string) => Promise<unknown>;
  /** A confirmation before sending (e.g. the spec's publish confirmation). */
  confirmSubmit?: {
    title: string;
    body: string;
    confirm: string;
    review: string;
    /** A boolean field the confirmation sets to true (e.g. accepting responsibility). */
    setField?: string;
  };
}

export function defineWizard<S extends z.ZodType>(def: WizardDef<S>): WizardDef<S> {
  return def;
}

/** Step index holding a field (for jumping to server errors); -1 when none. */
export function stepOfField(steps: StepDef[], field: string): number {
  const root = field.split('.')[0];
  return steps.findIndex((s) => s.fields?.includes(root));
}
