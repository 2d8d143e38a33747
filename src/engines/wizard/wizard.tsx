// <Wizard def={...} scope="new" />: next / previous / send over one zod schema, a review
// step, drafts in the forms' one store (reload resumes; an incomplete one can be continued or
// discarded after confirmation; unsent changes to a record are shown restored), errors read
// by path from zod and, through the forms' one 422 mapping, from the server alike, upload
// guard. A one-step wizard is a plain form. This file only composes: the step navigation,
// the draft and the send are hooks; the header, the fields and the buttons are components.
import { useMemo, useState, type ReactNode } from 'react';
import { Alert, Box } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { FormProvider, useForm, type FieldValues } from 'react-hook-form';
import type { UploadContext, WizardDef, WizardSchema } from './define-wizard';
import { DraftPrompt } from './draft-notices';
import { ReviewStep } from './review-step';
import { SendConfirm } from './send-confirm';
import { StepFields } from './step-fields';
import { StepProgress } from './step-progress';
import { useLiveRecheck } from './use-live-recheck';
import { useStepNavigation } from './use-step-navigation';
import { useDraftAutosave, useWizardDraft } from './use-wizard-draft';
import { useWizardSubmit } from './use-wizard-submit';
import { WizardNav } from './wizard-nav';

export interface WizardProps<R = unknown> {
  def: WizardDef<WizardSchema, string, R>;
  /** Draft scope: "new" or the id of the record being edited. */
  scope?: string;
  /** Server values of the record being edited (a local draft of the same scope wins). */
  initialValues?: FieldValues;
  /** Called with the submit result after a successful send. */
  onDone?: (result: R) => void;
  /** Server draft id of the record being edited (uploads go to it). */
  initialDraftId?: string;
  /** Offer "continue / start new" when a draft exists (default: for scope "new"). */
  resumePrompt?: boolean;
  /** Without a local draft, open at the first step that is not complete (a server draft). */
  startAt?: 'first-invalid';
  /**
   * What stops the send confirmation for now (e.g. "Please verify account" with its link):
   * shown in the confirmation instead of its confirm button.
   */
  confirmBlocker?: ReactNode;
}

export function Wizard<R>({
  def,
  scope = 'new',
  initialValues,
  onDone,
  initialDraftId,
  resumePrompt,
  startAt,
  confirmBlocker,
}: WizardProps<R>) {
  const base = useMemo(
    () => ({ ...(def.defaults ?? {}), ...(initialValues ?? {}) }),
    [def.defaults, initialValues],
  );
  const draft = useWizardDraft({
    ns: def.ns,
    scope,
    base,
    offerResume: resumePrompt,
    initialDraftId,
  });
  const form = useForm<FieldValues>({
    resolver: zodResolver(def.schema),
    defaultValues: { ...base, ...(draft.initial?.values ?? {}) },
    // Errors appear when a step is checked (Next / Send), never on blur: a message that
    // appears or goes away on blur moves the layout under the pointer between mousedown and
    // mouseup, and the click that caused the blur is lost (a radio stays unselected).
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const nav = useStepNavigation(def, { draftStep: draft.initial?.step, startAt, base });
  const { ensureDraft } = useDraftAutosave(def, form, draft, nav.step);
  useLiveRecheck(form);
  const submit = useWizardSubmit({ def, form, nav, draft, ensureDraft, onDone });
  const [uploading, setUploading] = useState(false);
  const uploadCtx: UploadContext = {
    ensureDraft: async () => draft.draftId.current ?? (await ensureDraft()),
  };

  const backToSaved = () => {
    form.reset(base);
    // After the reset: resetting notifies the watcher, which would write the draft back.
    draft.clear();
    nav.setStep(0);
    draft.setNotice(null);
  };
  const startNew = async () => {
    const id = draft.draftId.current;
    draft.draftId.current = undefined;
    backToSaved();
    if (id && def.discardDraft) await def.discardDraft(id).catch(() => undefined);
  };
  const { current } = nav;

  return (
    <FormProvider {...form}>
      <Box asChild>
        <form noValidate onSubmit={(e) => e.preventDefault()} data-testid={`wizard-${def.ns}`}>
          <DraftPrompt
            notice={draft.notice}
            onKeep={() => draft.setNotice(null)}
            onBackToSaved={backToSaved}
            onStartNew={startNew}
          />
          <StepProgress ns={def.ns} steps={def.steps} step={nav.step} headingRef={nav.headingRef} />
          {submit.formError && (
            <Alert.Root status="error" mb="4" role="alert">
              <Alert.Description>{submit.formError}</Alert.Description>
            </Alert.Root>
          )}
          {current.kind === 'review' ? (
            <ReviewStep def={def} onEdit={nav.setStep} />
          ) : (
            <StepFields def={def} step={current} ctx={uploadCtx} onBusyChange={setUploading} />
          )}
          {current.panel && <current.panel draftId={draft.draftId.current} />}
          <WizardNav
            ns={def.ns}
            single={nav.single}
            atStart={nav.step === 0}
            atEnd={nav.step >= nav.lastStep}
            busy={submit.busy}
            uploading={uploading}
            submitLabel={def.submitLabel}
            onPrevious={nav.previous}
            onNext={() => void submit.next()}
            onSend={() => (def.confirmSubmit ? submit.setConfirmOpen(true) : void submit.send())}
          />
        </form>
      </Box>
      <SendConfirm
        def={def}
        open={submit.confirmOpen}
        busy={submit.busy}
        blocker={confirmBlocker}
        onConfirm={() => {
          const f = def.confirmSubmit?.setField;
          if (f) form.setValue(f, true, { shouldDirty: true });
          void submit.send();
        }}
        onReview={() => {
          submit.setConfirmOpen(false);
          nav.toReview();
        }}
      />
    </FormProvider>
  );
}
