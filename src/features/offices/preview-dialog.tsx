// My offices' row action "Preview": the office's ad as tenants will see it (./ad-preview.tsx),
// over the list, from the lessor's own (exact) view of the office, with a way to edit it.
import { Alert, Button, CloseButton, Dialog, Portal, Spinner } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { components } from '@/api/generated/apiback';
import { $api } from '@/api/query';
import { errorMessageKey } from '@/api/result';
import { AdPreview } from './ad-preview';

type Office = components['schemas']['Office'];

export function PreviewDialog({ office, onClose }: { office?: Office; onClose: () => void }) {
  const { t } = useTranslation('offices');
  const id = office?.id ?? 0;
  const full = $api.useQuery(
    'get',
    '/apiBack/v1/user/offices/{id}',
    { params: { path: { id } } },
    { enabled: id > 0, refetchOnMount: 'always' },
  );
  return (
    <Dialog.Root
      open={Boolean(office)}
      onOpenChange={(e) => !e.open && onClose()}
      size={{ base: 'full', md: 'cover' }}
      scrollBehavior="inside"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid="preview-dialog">
            <Dialog.Header>
              <Dialog.Title>{t('preview.pageTitle')}</Dialog.Title>
            </Dialog.Header>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t('preview.close')} />
            </Dialog.CloseTrigger>
            <Dialog.Body>
              {full.isError ? (
                <Alert.Root status="error" role="alert">
                  <Alert.Description>{t(errorMessageKey(full.error))}</Alert.Description>
                  <Button size="sm" ms="auto" onClick={() => void full.refetch()}>
                    {t('preview.retry')}
                  </Button>
                </Alert.Root>
              ) : full.data ? (
                <AdPreview office={full.data.data} />
              ) : (
                <Spinner role="status" aria-label={t('preview.loading')} />
              )}
            </Dialog.Body>
            <Dialog.Footer gap="3">
              <Button variant="outline" onClick={onClose}>
                {t('preview.close')}
              </Button>
              {office && (
                <Button asChild colorPalette="brand">
                  <Link to={`/addoffice/${office.id}`}>{t('actions.edit')}</Link>
                </Button>
              )}
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
