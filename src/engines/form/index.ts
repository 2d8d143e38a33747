export { useZodForm, type FormSchema, type ZodForm, type ZodFormOptions } from './use-zod-form';
export { FormError } from './form-error';
/** For a form whose sending is confirmed elsewhere (a dialog): clear its draft once sent. */
export { clearDraft as clearFormDraft, loadDraft, saveDraft, sameValues } from './draft-store';
export { placeServerError, type ServerErrorPlacement } from './place-server-error';
export { ReasonFields, emptyAsUndefined } from './reason-fields';
export { FormDialog } from './form-dialog';
