// My offices' row action "Preview": the office's ad as tenants will see it (./ad-preview.tsx),
// over the list, from the lessor's own (exact) view of the office, with a way to edit it.
import { Alert, Button } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { components } from '@/api/generated/apiback';
import { $api } from '@/api/query';
import { AppDialog } from '@/components/app-dialog';
import { QueryState } from '@/components/query-state';
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
    <AppDialog
      open={Boolean(office)}
      onClose={onClose}
      title={t('preview.pageTitle')}
      closeLabel={t('preview.close')}
      closeFirst
      size={{ base: 'full', md: 'cover' }}
      placement="top"
      scrollInside
      testId="preview-dialog"
      footer={
        <>
          <Button variant="outline" onClick={onClose}>
            {t('preview.close')}
          </Button>
          {office && (
            <Button asChild colorPalette="brand">
              <Link to={`/addoffice/${office.id}`}>{t('actions.edit')}</Link>
            </Button>
          )}
        </>
      }
    >
      <QueryState
        queries={[full]}
        label={t('preview.loading')}
        renderError={(error, retry) => (
          <Alert.Root status="error" role="alert">
            <Alert.Description>{t(errorMessageKey(error))}</Alert.Description>
            <Button size="sm" ms="auto" onClick={retry}>
              {t('preview.retry')}
            </Button>
          </Alert.Root>
        )}
      >
        {(res) => <AdPreview office={res.data} />}
      </QueryState>
    </AppDialog>
  );
}
