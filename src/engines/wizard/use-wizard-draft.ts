// The wizard's draft: read once on opening from the forms' one draft store (values, step,
// server draft id), what to say about it (continue a new record's draft, or changes to a
// record that were never sent), and writing it back as the answers and the step change.
import { useEffect, useMemo, useRef, useState } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { clearDraft, loadDraft, sameValues, saveDraft } from '@/engines/form/draft-store';
import type { WizardDef } from './define-wizard';

/** The draft store's name of a wizard's draft: one per wizard and scope ("new" or a record id). */
export const wizardDraftName = (ns: string, scope: string) => `${ns}:${scope}`;

/** The stored draft of a wizard (e.g. to ask before opening a new record over it). */
export const loadWizardDraft = (ns: string, scope: string) => loadDraft(wizardDraftName(ns, scope));

export type DraftNotice = 'resume' | 'restored' | null;

export function useWizardDraft({
  ns,
  scope,
  base,
  offerResume,
  initialDraftId,
}: {
  ns: string;
  scope: string;
  /** The values the form starts from without a draft (defaults and the record's). */
  base: FieldValues;
  offerResume?: boolean;
  initialDraftId?: string;
}) {
  const name = wizardDraftName(ns, scope);
  const initial = useMemo(() => loadDraft(name), [name]);
  const draftId = useRef<string | undefined>(initial?.draftId ?? initialDraftId);
  const [notice, setNotice] = useState<DraftNotice>(() => {
    if (!initial) return null;
    if (offerResume ?? scope === 'new') return 'resume';
    return sameValues(initial.values, base) ? null : 'restored';
  });
  return {
    initial,
    /** The server draft's id (e.g. the incomplete office), when the wizard keeps one. */
    draftId,
    notice,
    setNotice,
    save: (values: FieldValues, step: number) =>
      saveDraft(name, { values, step, draftId: draftId.current }),
    clear: () => clearDraft(name),
  };
}

export type WizardDraft = ReturnType<typeof useWizardDraft>;

/**
 * Every change and every step move is written to the local draft; a Next on a wizard with a
 * server draft (`saveDraft`) saves it there too (`ensureDraft`, which uploads also call).
 */
export function useDraftAutosave(
  def: WizardDef,
  form: UseFormReturn<FieldValues>,
  draft: WizardDraft,
  step: number,
) {
  const persist = () => draft.save(form.getValues(), step);
  useEffect(() => {
    const sub = form.watch(() => persist());
    return () => sub.unsubscribe();
  });
  useEffect(() => {
    if (form.formState.isDirty || step > 0 || draft.draftId.current) persist();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [step]);

  const ensureDraft = async () => {
    if (!def.saveDraft) return undefined;
    draft.draftId.current = await def.saveDraft(form.getValues(), {
      draftId: draft.draftId.current,
    });
    persist();
    return draft.draftId.current;
  };
  return { ensureDraft };
}
