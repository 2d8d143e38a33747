// <Wizard def={...} scope="new" />: next / previous / send over one zod schema, a review
// step, localStorage drafts (reload resumes; an incomplete one can be continued or
// discarded after confirmation; unsent changes to a record are shown restored), errors read
// by path from zod and from a 422 alike, upload guard. A one-step wizard is a plain form.
import { Fragment, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { Alert, Box, Button, HStack, Heading, List, SimpleGrid, Text } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { FormProvider, useForm, type FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { errorMessageKey, serverFieldErrors } from '@/api/result';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { firstInvalidStep, stepOfField, type UploadContext, type WizardDef } from './define-wizard';
import { ResumeNotice, RestoredNotice } from './draft-notices';
import { clearDraft, draftKey, loadDraft, sameValues, saveDraft } from './draft-store';
import { FieldRenderer } from './fields/field-renderer';
import { RowsField } from './fields/rows-field';
import { ReviewStep } from './review-step';

export interface WizardProps {
  def: WizardDef;
  /** Draft scope: "new" or the id of the record being edited. */
  scope?: string;
  /** Server values of the record being edited (a local draft of the same scope wins). */
  initialValues?: FieldValues;
  /** Called with the submit result after a successful send. */
  onDone?: (result: unknown) => void;
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

export function Wizard({
  def,
  scope = 'new',
  initialValues,
  onDone,
  initialDraftId,
  resumePrompt: offerResume,
  startAt,
  confirmBlocker,
}: WizardProps) {
  const { t } = useTranslation([def.ns, 'wizard']);
  const key = draftKey(def.ns, scope);
  const initialDraft = useMemo(() => loadDraft(key), [key]);
  const base = useMemo(
    () => ({ ...(def.defaults ?? {}), ...(initialValues ?? {}) }),
    [def.defaults, initialValues],
  );
  const form = useForm<FieldValues>({
    resolver: zodResolver(def.schema),
    defaultValues: { ...base, ...(initialDraft?.values ?? {}) },
    // Errors appear when a step is checked (Next / Send), never on blur: a message that
    // appears or goes away on blur moves the layout under the pointer between mousedown and
    // mouseup, and the click that caused the blur is lost (a radio stays unselected).
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const lastStep = def.steps.length - 1;
  const single = def.steps.length === 1;
  const [step, setStep] = useState(() =>
    Math.min(
      initialDraft?.step ?? (startAt === 'first-invalid' ? firstInvalidStep(def, base) : 0),
      lastStep,
    ),
  );
  const draftId = useRef<string | undefined>(initialDraft?.draftId ?? initialDraftId);
  const [notice, setNotice] = useState<'resume' | 'restored' | null>(() => {
    if (!initialDraft) return null;
    if (offerResume ?? scope === 'new') return 'resume';
    return sameValues(initialDraft.values, base) ? null : 'restored';
  });
  const [discardOpen, setDiscardOpen] = useState(false);
  const [confirmOpen, setConfirmOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [uploading, setUploading] = useState(false);
  const [formError, setFormError] = useState<string>();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const current = def.steps[step];

  // Every change (and step move) is written to the local draft.
  const persist = () =>
    saveDraft(key, { values: form.getValues(), step, draftId: draftId.current });
  // A field showing an error is checked again as it changes, so the message goes away as
  // soon as the value is fixed (typing, a map click, a choice), not on a later blur.
  useEffect(() => {
    const sub = form.watch((_values, { name }) => {
      persist();
      const root = name?.split('.')[0];
      if (root && form.getFieldState(root).invalid) void form.trigger(root);
    });
    return () => sub.unsubscribe();
  });
  useEffect(() => {
    if (form.formState.isDirty || step > 0 || draftId.current) persist();
    if (!single) headingRef.current?.focus();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [step]);

  const ensureDraft = async () => {
    if (!def.saveDraft) return undefined;
    draftId.current = await def.saveDraft(form.getValues(), { draftId: draftId.current });
    persist();
    return draftId.current;
  };
  const uploadCtx: UploadContext = {
    ensureDraft: async () => draftId.current ?? (await ensureDraft()),
  };

  // A 422 lands on its fields by path (`name`, `prices.0.price`); messages for paths no step
  // shows (`body`, a field the form does not hold) go to the form's alert, never lost.
  const applyServerError = (err: unknown) => {
    setFormError(t(errorMessageKey(err)));
    const fields = serverFieldErrors(err);
    if (!fields) return;
    let first = lastStep;
    const unplaced: string[] = [];
    for (const [path, message] of Object.entries(fields)) {
      const s = stepOfField(def.steps, path);
      if (s < 0) {
        unplaced.push(t(message));
        continue;
      }
      form.setError(path, { type: 'server', message });
      first = Math.min(first, s);
    }
    // Every message sits at its field: the alert says where to look, not a vague "Invalid Input".
    setFormError(
      unplaced.length ? [t(errorMessageKey(err)), ...unplaced].join(' ') : t('errors:fixFields'),
    );
    setStep(first);
  };

  const next = async () => {
    setFormError(undefined);
    const ok = await form.trigger(current.fields ?? []);
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
    setStep((s) => Math.min(s + 1, lastStep));
  };

  const send = form.handleSubmit(
    async (values) => {
      setConfirmOpen(false);
      setBusy(true);
      setFormError(undefined);
      try {
        const result = await def.submit(values, { draftId: draftId.current });
        // What was sent is now the saved state (a form that stays open, like main prices,
        // is no longer "changed"). After the reset: it notifies the draft watcher.
        form.reset(form.getValues());
        clearDraft(key);
        setNotice(null);
        onDone?.(result);
      } catch (e) {
        applyServerError(e);
      } finally {
        setBusy(false);
      }
    },
    (errors) => {
      setConfirmOpen(false);
      const steps = Object.keys(errors)
        .map((f) => stepOfField(def.steps, f))
        .filter((s) => s >= 0);
      if (steps.length) setStep(Math.min(...steps));
    },
  );

  const backToSaved = () => {
    form.reset(base);
    // After the reset: resetting notifies the watcher, which would write the draft back.
    clearDraft(key);
    setStep(0);
    setNotice(null);
  };
  const startNew = async () => {
    const id = draftId.current;
    draftId.current = undefined;
    backToSaved();
    setDiscardOpen(false);
    if (id && def.discardDraft) await def.discardDraft(id).catch(() => undefined);
  };

  return (
    <FormProvider {...form}>
      <Box asChild>
        <form noValidate onSubmit={(e) => e.preventDefault()} data-testid={`wizard-${def.ns}`}>
          {notice === 'resume' && (
            <ResumeNotice
              onContinue={() => setNotice(null)}
              onStartNew={() => setDiscardOpen(true)}
            />
          )}
          {notice === 'restored' && (
            <RestoredNotice onKeep={() => setNotice(null)} onDiscard={backToSaved} />
          )}
          {!single && (
            <List.Root
              as="ol"
              display="flex"
              flexWrap="wrap"
              gap="2"
              mb="6"
              listStyleType="none"
              ms="0"
              aria-label={t('wizard:steps')}
            >
              {def.steps.map((s, i) => (
                <List.Item
                  key={s.id}
                  aria-current={i === step ? 'step' : undefined}
                  px="3"
                  py="1"
                  borderRadius="full"
                  fontSize="sm"
                  bg={i === step ? 'brand.600' : i < step ? 'brand.100' : 'gray.100'}
                  color={i === step ? 'white' : 'gray.800'}
                >
                  {i + 1}. {t(`steps.${s.id}`, { ns: def.ns })}
                </List.Item>
              ))}
            </List.Root>
          )}
          <Heading as="h2" size="md" mb="4" tabIndex={-1} ref={headingRef} outline="none">
            {t(`steps.${current.id}`, { ns: def.ns })}
          </Heading>
          {formError && (
            <Alert.Root status="error" mb="4" role="alert">
              <Alert.Description>{formError}</Alert.Description>
            </Alert.Root>
          )}
          {current.kind === 'review' ? (
            <ReviewStep def={def} onEdit={setStep} />
          ) : (
            <SimpleGrid columns={{ base: 1, md: current.columns ?? 1 }} gap="5" alignItems="start">
              {current.fields?.map((name) => {
                const f = def.fields[name];
                if (!f) return null;
                return (
                  <Fragment key={name}>
                    {f.heading && (
                      <Heading as="h3" size="sm" gridColumn="1 / -1" mt="2" data-group={name}>
                        {t(f.heading, { ns: def.ns })}
                      </Heading>
                    )}
                    {f.kind === 'rows' ? (
                      <Box gridColumn="1 / -1">
                        <RowsField ns={def.ns} name={name} def={f} ctx={uploadCtx} />
                      </Box>
                    ) : (
                      <FieldRenderer
                        ns={def.ns}
                        name={name}
                        def={f}
                        ctx={uploadCtx}
                        onBusyChange={setUploading}
                      />
                    )}
                  </Fragment>
                );
              })}
            </SimpleGrid>
          )}
          {current.panel && <current.panel draftId={draftId.current} />}
          {/* Buttons keep focus on mousedown: a field's blur would re-validate it, remove its
            error text and shift the button away between mousedown and mouseup (lost click). */}
          <HStack
            justify={single ? 'start' : 'space-between'}
            mt="8"
            gap="3"
            onMouseDown={(e) => e.preventDefault()}
          >
            {!single && (
              <Button
                variant="outline"
                onClick={() => setStep((s) => Math.max(0, s - 1))}
                disabled={step === 0 || busy}
              >
                {t('wizard:previous')}
              </Button>
            )}
            {step < lastStep ? (
              <Button
                colorPalette="brand"
                _hover={{ bg: 'brand.700' }}
                onClick={() => void next()}
                loading={busy}
                disabled={uploading}
              >
                {t('wizard:next')}
              </Button>
            ) : (
              <Button
                colorPalette="brand"
                _hover={{ bg: 'brand.700' }}
                loading={busy}
                disabled={uploading}
                onClick={() => (def.confirmSubmit ? setConfirmOpen(true) : void send())}
              >
                {def.submitLabel ? t(def.submitLabel, { ns: def.ns }) : t('wizard:send')}
              </Button>
            )}
          </HStack>
          {uploading && (
            <Text mt="3" color="orange.700" role="status">
              {t('wizard:uploading')}
            </Text>
          )}
        </form>
      </Box>
      {def.confirmSubmit && (
        <ConfirmDialog
          open={confirmOpen}
          title={t(def.confirmSubmit.title, { ns: def.ns })}
          body={t(def.confirmSubmit.body, { ns: def.ns })}
          confirm={t(def.confirmSubmit.confirm, { ns: def.ns })}
          cancel={t(def.confirmSubmit.review, { ns: def.ns })}
          busy={busy}
          blocker={confirmBlocker}
          onConfirm={() => {
            const f = def.confirmSubmit?.setField;
            if (f) form.setValue(f, true, { shouldDirty: true });
            void send();
          }}
          onCancel={() => {
            setConfirmOpen(false);
            const review = def.steps.findIndex((s) => s.kind === 'review');
            if (review >= 0) setStep(review);
          }}
        />
      )}
      <ConfirmDialog
        open={discardOpen}
        title={t('wizard:discardTitle')}
        body={t('wizard:discardBody')}
        confirm={t('wizard:discardConfirm')}
        cancel={t('wizard:discardCancel')}
        onConfirm={() => void startNew()}
        onCancel={() => setDiscardOpen(false)}
      />
    </FormProvider>
  );
}
