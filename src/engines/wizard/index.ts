export { Wizard, type WizardProps } from './wizard';
export { defineWizard, stepOfField } from './define-wizard';
export type {
  CheckboxFieldDef,
  CheckboxesFieldDef,
  DateFieldDef,
  DocumentFieldDef,
  FieldDef,
  FieldKind,
  FieldName,
  FieldOption,
  FormMedia,
  ImagesFieldDef,
  LocationFieldDef,
  Media,
  NumberFieldDef,
  RadioFieldDef,
  RowFieldDef,
  RowsFieldDef,
  SelectFieldDef,
  StepDef,
  StepPanelProps,
  SubmitContext,
  TextFieldDef,
  TextareaFieldDef,
  UploadContext,
  VideoFieldDef,
  WizardDef,
  WizardFields,
  WizardSchema,
} from './define-wizard';
export { clearDraft, draftKey, loadDraft } from './draft-store';
export { ConfirmDialog } from './confirm-dialog';
