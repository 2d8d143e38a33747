// The confirmation before sending (the spec's publish confirmation): confirm sends (after
// setting the confirmation's own field, e.g. accepting responsibility), "review" goes back
// to the review step; a blocker (e.g. "verify your account first") stands in for confirm.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/confirm-dialog';
import type { WizardDef } from './define-wizard';

export function SendConfirm({
  def,
  open,
  busy,
  blocker,
  onConfirm,
  onReview,
}: {
  def: WizardDef;
  open: boolean;
  busy: boolean;
  blocker?: ReactNode;
  onConfirm: () => void;
  onReview: () => void;
}) {
  const { t } = useTranslation(def.ns);
  const c = def.confirmSubmit;
  if (!c) return null;
  return (
    <ConfirmDialog
      open={open}
      title={t(c.title, { ns: def.ns })}
      body={t(c.body, { ns: def.ns })}
      confirm={t(c.confirm, { ns: def.ns })}
      cancel={t(c.review, { ns: def.ns })}
      busy={busy}
      blocker={blocker}
      onConfirm={onConfirm}
      onCancel={onReview}
    />
  );
}
