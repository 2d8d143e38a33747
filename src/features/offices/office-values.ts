// An Office from the API → the wizard's form values (editing or continuing an office).
import type { components } from '@/api/generated/apiback';
import type { Media } from '@/engines/wizard';
import { OFFICE_DOCUMENT_FIELDS } from '@schemas/office';

type Office = components['schemas']['Office'];

export function officeToValues(o: Office): Record<string, unknown> {
  const media = o.images ?? [];
  const images: Media[] = media
    .filter((m) => m.kind === 'image' || m.kind === 'main_image')
    .map((m) => ({ id: m.id, path: m.path, kind: m.kind }));
  const main = media.find((m) => m.kind === 'main_image');
  const video = media.find((m) => m.kind === 'video');
  const { id: _id, images: _i, main_image: _m, video: _v, documents, ...fields } = o;
  const doc = (kind: string) => {
    const m = documents?.find((d) => d.kind === kind);
    return m ? { id: m.id, path: m.path, kind: m.kind } : null;
  };
  return {
    ...fields,
    features: o.features ?? [],
    images,
    main_image: main?.id ?? null,
    video: video
      ? { id: video.id, path: video.path, kind: video.kind }
      : o.video
        ? { path: o.video }
        : null,
    ...Object.fromEntries(
      Object.entries(OFFICE_DOCUMENT_FIELDS).map(([field, kind]) => [field, doc(kind)]),
    ),
    accept_terms: false,
  };
}
