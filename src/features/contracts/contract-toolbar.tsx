// The buttons of a contract's page, from the lifecycle table (src/domain/contract): the
// lessor edits and sends a draft, cancels what is still in play; the tenant accepts or
// rejects what was sent; both download the "Ejar data". Each step asks for confirmation
// (and a reason where the contract wants one) and refreshes the contract and its lists.
import { useState } from 'react';
import { Button } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { components } from '@/api/generated/apiback';
import type { Side } from '@/api/two-sided';
import { errorMessageKey } from '@/api/result';
import { ReasonDialog } from '@/components/reason-dialog';
import {
  actionNeedsReason,
  contractActions,
  isContractEditable,
  type ContractAction,
} from '@/domain/contract';
import { toaster } from '@/lib/toaster';
import { downloadEjarData } from './ejar-download';
import { useContractSteps } from './use-contract-steps';
import { useContractLabels } from './use-contract-labels';

type Contract = components['schemas']['Contract'];

export function ContractToolbar({ contract: c, party }: { contract: Contract; party: Side }) {
  const { t } = useTranslation('contracts');
  const labels = useContractLabels('ar');
  const [action, setAction] = useState<ContractAction>();
  const steps = useContractSteps((done) => {
    setAction(undefined);
    toaster.create({ type: 'success', title: t(`lifecycle.done.${done}`) });
  });
  const pending = action ? steps[action] : undefined;
  const actions = contractActions(c.status, party);
  const positive = (a: ContractAction) => a === 'send' || a === 'accept';
  return (
    <>
      {party === 'lessor' && isContractEditable(c.status) && (
        <Button asChild variant="outline">
          <Link to={`/dashboard/contracts/edit-contract/${c.id}`}>{t('actions.edit')}</Link>
        </Button>
      )}
      {actions.map((a) => (
        <Button
          key={a}
          variant={positive(a) ? 'solid' : 'outline'}
          colorPalette={positive(a) ? 'brand' : 'red'}
          onClick={() => {
            pending?.reset();
            setAction(a);
          }}
          data-testid={`contract-${a}`}
        >
          {t(`lifecycle.${a}`)}
        </Button>
      ))}
      {/* Ejar's own forms are Arabic: the export names coded values in Arabic. */}
      <Button
        variant="outline"
        onClick={() => downloadEjarData(c, 'ar', labels)}
        data-testid="ejar-export"
      >
        {t('actions.ejar')}
      </Button>
      <ReasonDialog
        open={Boolean(action)}
        title={action ? t(`lifecycle.${action}`) : ''}
        body={action ? t(`lifecycle.confirm.${action}`, { number: c.number }) : ''}
        confirm={action ? t(`lifecycle.${action}`) : ''}
        cancel={t('actions.back')}
        reasonLabel={t('lifecycle.reason')}
        asksReason={action ? actionNeedsReason(action) : false}
        danger={action ? !positive(action) : false}
        busy={pending?.isPending}
        error={pending?.error ? t(errorMessageKey(pending.error)) : undefined}
        onConfirm={(reason) => action && steps.run(action, c.id, reason)}
        onCancel={() => setAction(undefined)}
      />
    </>
  );
}
