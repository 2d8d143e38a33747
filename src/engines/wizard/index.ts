export { Wizard, type WizardProps } from './wizard';
export { defineWizard, stepOfField } from './define-wizard';
export type {
  FieldDef,
  FieldKind,
  FieldOption,
  Media,
  StepDef,
  SubmitContext,
  UploadContext,
  WizardDef,
} from './define-wizard';
export { clearDraft, draftKey, loadDraft } from './draft-store';
export { ConfirmDialog } from './confirm-dialog';
