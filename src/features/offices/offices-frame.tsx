// The frame of /dashboard/properties, My offices (the list is ./offices-table.ts, listRoute).
// After the add-office wizard (`?created=<id>`) the new office's checklist opens at once: it
// says what publishing still needs.
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { components } from '@/api/generated/apiback';
import { $api } from '@/api/query';
import { PlainFrame, type ListFrame } from '@/engines/table';
import { PublishRowDialog } from './office-row-dialogs';

type Office = components['schemas']['Office'];

function CreatedOfficeChecklist() {
  const [params] = useSearchParams();
  const [publishing, setPublishing] = useState<Office>();
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
  return <PublishRowDialog row={publishing} onClose={() => setPublishing(undefined)} />;
}

export const OfficesFrame: ListFrame = ({ children, ...heading }) => (
  <PlainFrame {...heading}>
    {children}
    <CreatedOfficeChecklist />
  </PlainFrame>
);
