// The dialogs of a row of "my offices" (the list page opens them, ./offices-table.ts): the
// ad's preview, publishing through the checklist, hiding (or a snooze until a date).
import { useTranslation } from 'react-i18next';
import type { components } from '@/api/generated/apiback';
import { errorMessageKey } from '@/api/result';
import type { RowDialogProps } from '@/engines/table';
import { toaster } from '@/lib/toaster';
import { HideDialog } from './hide-dialog';
import { useOfficeDisplay, usePublishOffice } from './offices-queries';
import { PreviewDialog } from './preview-dialog';
import { PublishDialog } from './publish-dialog';

type Office = components['schemas']['Office'];

/** Toasts the answer and closes the dialog once it succeeded (it stays open on an error). */
function useFeedback(done: string, onClose: () => void) {
  const { t } = useTranslation('offices');
  return {
    onSuccess: () => {
      toaster.create({ type: 'success', title: t(done) });
      onClose();
    },
    onError: (e: unknown) => toaster.create({ type: 'error', title: t(errorMessageKey(e)) }),
  };
}

export function PreviewRowDialog({ row, onClose }: RowDialogProps<Office>) {
  return <PreviewDialog office={row} onClose={onClose} />;
}

export function PublishRowDialog({
  row,
  onClose,
}: Pick<RowDialogProps<Office>, 'row' | 'onClose'>) {
  const publish = usePublishOffice();
  const feedback = useFeedback('published', onClose);
  return (
    <PublishDialog
      office={row}
      busy={publish.isPending}
      onClose={onClose}
      onPublish={(o) =>
        publish.mutate(
          { params: { path: { id: o.id } }, body: { confirm_responsibility: true } },
          feedback,
        )
      }
    />
  );
}

export function HideRowDialog({ row, onClose }: RowDialogProps<Office>) {
  const display = useOfficeDisplay();
  const feedback = useFeedback('saved', onClose);
  return (
    <HideDialog
      office={row}
      busy={display.isPending}
      onClose={onClose}
      onHide={(o, until) =>
        display.mutate(
          {
            params: { path: { id: o.id } },
            body: { display_status: 'not_published', hidden_until: until },
          },
          feedback,
        )
      }
    />
  );
}
