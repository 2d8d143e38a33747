export { Wizard, type WizardProps } from './wizard';
export { WizardPage, type WizardPageProps } from './wizard-page';
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
export { loadWizardDraft, wizardDraftName } from './use-wizard-draft';
