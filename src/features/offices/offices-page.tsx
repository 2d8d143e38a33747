// /dashboard/properties: My offices, with a preview of each ad (as tenants will see it),
// publishing through the checklist, hiding (or a snooze until a date) and showing again.
// After the add-office wizard (`?created=<id>`) the new office's checklist opens at once: it
// says what publishing still needs.
import { useEffect, useMemo, useState } from 'react';
import { Box, Button, Heading, HStack } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import type { components } from '@/api/generated/apiback';
import { $api, apiKey } from '@/api/query';
import { errorMessageKey } from '@/api/result';
import { DataTable } from '@/engines/table';
import { toaster } from '@/lib/toaster';
import { HideDialog } from './hide-dialog';
import { makeOfficesTable } from './offices-table';
import { PreviewDialog } from './preview-dialog';
import { PublishDialog } from './publish-dialog';

type Office = components['schemas']['Office'];

export function OfficesPage() {
  const { t } = useTranslation('offices');
  const client = useQueryClient();
  const [params] = useSearchParams();
  const [publishing, setPublishing] = useState<Office>();
  const [hiding, setHiding] = useState<Office>();
  const [previewing, setPreviewing] = useState<Office>();
  const feedback = (title: string) => ({
    onSuccess: () => {
      toaster.create({ type: 'success', title: t(title) });
      setPublishing(undefined);
      setHiding(undefined);
      return client.invalidateQueries({ queryKey: apiKey('get', '/apiBack/v1/user/offices') });
    },
    onError: (e: unknown) => toaster.create({ type: 'error', title: t(errorMessageKey(e)) }),
  });
  const publish = $api.useMutation(
    'post',
    '/apiBack/v1/user/offices/{id}/publish',
    feedback('published'),
  );
  const display = $api.useMutation(
    'patch',
    '/apiBack/v1/user/offices/{id}/display-status',
    feedback('saved'),
  );
  const show = (o: Office) =>
    display.mutate({ params: { path: { id: o.id } }, body: { display_status: 'published' } });
  const table = useMemo(
    () =>
      makeOfficesTable({ preview: setPreviewing, publish: setPublishing, hide: setHiding, show }),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [],
  );
  const created = Number(params.get('created')) || undefined;
  const fresh = $api.useQuery(
    'get',
    '/apiBack/v1/user/offices/{id}',
    { params: { path: { id: created ?? 0 } } },
    { enabled: Boolean(created) },
  );
  useEffect(() => {
    if (fresh.data?.data.status === 'not_published') setPublishing(fresh.data.data);
  }, [fresh.data]);

  return (
    <Box>
      <HStack justify="space-between" mb="5" wrap="wrap" gap="3">
        <Heading as="h1" size="lg">
          {t('listTitle')}
        </Heading>
        <Button asChild colorPalette="brand">
          <Link to="/addoffice">{t('actions.addOffice')}</Link>
        </Button>
      </HStack>
      <DataTable def={table} />
      <PreviewDialog office={previewing} onClose={() => setPreviewing(undefined)} />
      <PublishDialog
        office={publishing}
        busy={publish.isPending}
        onClose={() => setPublishing(undefined)}
        onPublish={(o) =>
          publish.mutate({ params: { path: { id: o.id } }, body: { confirm_responsibility: true } })
        }
      />
      <HideDialog
        office={hiding}
        busy={display.isPending}
        onClose={() => setHiding(undefined)}
        onHide={(o, until) =>
          display.mutate({
            params: { path: { id: o.id } },
            body: { display_status: 'not_published', hidden_until: until },
          })
        }
      />
    </Box>
  );
}
