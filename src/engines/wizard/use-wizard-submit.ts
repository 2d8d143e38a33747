// Moving forward and sending: Next checks only the step's own fields (and saves the server
// draft when the wizard keeps one), Send checks the whole schema and sends; a failure of
// either lands on the form through the forms' one 422 mapping, at the first step that holds
// a field in error.
import { useState } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { placeServerError } from '@/engines/form/place-server-error';
import { stepOfField, type WizardDef, type WizardSchema } from './define-wizard';
import type { StepNavigation } from './use-step-navigation';
import type { WizardDraft } from './use-wizard-draft';

export function useWizardSubmit<R>({
  def,
  form,
  nav,
  draft,
  ensureDraft,
  onDone,
}: {
  def: WizardDef<WizardSchema, string, R>;
  form: UseFormReturn<FieldValues>;
  nav: StepNavigation;
  draft: WizardDraft;
  ensureDraft: () => Promise<string | undefined>;
  onDone?: (result: R) => void;
}) {
  const { t } = useTranslation([def.ns, 'wizard']);
  const [busy, setBusy] = useState(false);
  const [formErrorKeys, setFormErrorKeys] = useState<string[]>([]);
  const [confirmOpen, setConfirmOpen] = useState(false);

  // Fields on no step (`body`, a field the form does not hold) are said in the form's alert.
  const applyServerError = (error: unknown) => {
    const placed = placeServerError(error, (path) => stepOfField(def.steps, path) >= 0);
    for (const { path, message } of placed.fields) form.setError(path, { type: 'server', message });
    setFormErrorKeys(placed.formMessages);
    nav.toFirstStepOf(placed.fields.map((f) => f.path));
  };

  const next = async () => {
    setFormErrorKeys([]);
    const ok = await form.trigger(nav.current.fields ?? []);
    if (!ok) return;
    if (def.saveDraft) {
      setBusy(true);
      try {
        await ensureDraft();
      } catch (e) {
        setBusy(false);
        return applyServerError(e);
      }
      setBusy(false);
    }
    nav.forward();
  };

  const send = form.handleSubmit(
    async (values) => {
      setConfirmOpen(false);
      setBusy(true);
      setFormErrorKeys([]);
      try {
        const result = await def.submit(values, { draftId: draft.draftId.current });
        // What was sent is now the saved state (a form that stays open, like main prices,
        // is no longer "changed"). After the reset: it notifies the draft watcher.
        form.reset(form.getValues());
        draft.clear();
        draft.setNotice(null);
        onDone?.(result);
      } catch (e) {
        applyServerError(e);
      } finally {
        setBusy(false);
      }
    },
    (errors) => {
      setConfirmOpen(false);
      nav.toFirstStepOf(Object.keys(errors));
    },
  );

  return {
    busy,
    formError: formErrorKeys.length ? formErrorKeys.map((k) => t(k)).join(' ') : undefined,
    next,
    send,
    confirmOpen,
    setConfirmOpen,
  };
}
