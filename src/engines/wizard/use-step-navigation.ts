// Which step the wizard shows: where it opens (the draft's step, else the first incomplete
// one when asked), previous / next / jump, and the step heading focused on every move so a
// screen reader says where the user now is.
import { useEffect, useRef, useState } from 'react';
import type { FieldValues } from 'react-hook-form';
import { firstInvalidStep, stepOfField, type WizardDef } from './define-wizard';

export function useStepNavigation(
  def: WizardDef,
  {
    draftStep,
    startAt,
    base,
  }: { draftStep?: number; startAt?: 'first-invalid'; base: FieldValues },
) {
  const lastStep = def.steps.length - 1;
  const single = def.steps.length === 1;
  const [step, setStep] = useState(() =>
    Math.min(
      draftStep ?? (startAt === 'first-invalid' ? firstInvalidStep(def, base) : 0),
      lastStep,
    ),
  );
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (!single) headingRef.current?.focus();
  }, [step, single]);

  return {
    step,
    setStep,
    current: def.steps[step],
    lastStep,
    single,
    headingRef,
    previous: () => setStep((s) => Math.max(0, s - 1)),
    forward: () => setStep((s) => Math.min(s + 1, lastStep)),
    /** The first step holding any of these field paths (none shown: stays). */
    toFirstStepOf: (paths: string[]) => {
      const steps = paths.map((p) => stepOfField(def.steps, p)).filter((s) => s >= 0);
      if (steps.length) setStep(Math.min(...steps));
    },
    toReview: () => {
      const review = def.steps.findIndex((s) => s.kind === 'review');
      if (review >= 0) setStep(review);
    },
  };
}

export type StepNavigation = ReturnType<typeof useStepNavigation>;
