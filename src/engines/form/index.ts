export { useZodForm, type FormSchema, type ZodForm, type ZodFormOptions } from './use-zod-form';
export { FormError } from './form-error';
export { FormActions } from './form-actions';
/**
 * The forms' one draft store: `clearFormDraft` for a form whose sending is confirmed elsewhere
 * (a dialog); `loadDraft` / `saveDraft` to read or seed a form's or a wizard's draft.
 */
export { clearDraft as clearFormDraft, loadDraft, saveDraft } from './draft-store';
export { placeServerError, type ServerErrorPlacement } from './place-server-error';
export { ReportForm } from './report-form';
export { FormDialog } from './form-dialog';
