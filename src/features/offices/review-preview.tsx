// The add-office wizard's review step: the ad as tenants will see it. The wizard saves the
// office as a server draft at every Next, so the draft IS what the lessor has entered (the
// server's own view: city name, ad number, photos and video); only the main image is chosen
// in the form and sent with the final save, so it is taken from the form.
import { useWatch } from 'react-hook-form';
import { $api } from '@/api/query';
import type { FormMedia, StepPanelProps } from '@/engines/wizard';
import { AdPreview } from './ad-preview';

export function ReviewPreview({ draftId }: StepPanelProps) {
  const id = Number(draftId);
  const office = $api.useQuery(
    'get',
    '/apiBack/v1/user/offices/{id}',
    { params: { path: { id } } },
    // The step was just saved: the draft as it is now, not a cached older answer.
    { enabled: id > 0, refetchOnMount: 'always' },
  );
  const [images, main] = useWatch({ name: ['images', 'main_image'] }) as [
    FormMedia[] | undefined,
    string | number | null | undefined,
  ];
  const chosen = images?.find((m) => String(m.id ?? m.path) === String(main));
  const o = office.data?.data;
  if (!o) return null;
  return (
    <AdPreview
      office={{ ...o, ...(chosen && { main_image: chosen.path }) }}
      // A new office, or one being finished: tenants see it only once sent and published.
      beforeSend={o.status === 'incomplete'}
    />
  );
}
