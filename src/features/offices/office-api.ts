// The add-office wizard's calls: server draft (is_draft), media upload (multipart), the
// final save and publish. A failed call throws ApiRequestError (unwrap) so the wizard puts
// a 422 on its fields.
import { apiCall } from '@/api/query';
import { toFormData } from '@/api/form-data';
import { unwrap } from '@/api/result';
import { progressFetch } from '@/api/upload-progress';
import type { components } from '@/api/generated/apiback';
import type { Media } from '@/engines/wizard';
import {
  officeFieldsSchema,
  type officeFormSchema,
  singleTexts,
  toOfficeInput,
} from '@schemas/office';
import type { z } from 'zod';

type OfficeInput = components['schemas']['OfficeInput'];
type MediaKind = components['schemas']['MediaUpload']['kind'];

/** Keeps only the fields that already pass their own rule: a draft may be half-filled. */
export function toDraftBody(values: Record<string, unknown>): OfficeInput {
  const body: Record<string, unknown> = { is_draft: true };
  // The form holds each text as a pair; the body also needs the request-language texts.
  const all = { ...values, ...singleTexts(values) };
  for (const [key, rule] of Object.entries(officeFieldsSchema.shape)) {
    const parsed = (rule as z.ZodType).safeParse(all[key as keyof typeof all]);
    if (parsed.success && parsed.data !== undefined) body[key] = parsed.data;
  }
  return body as OfficeInput;
}

export async function saveOfficeDraft(
  values: Record<string, unknown>,
  id?: string,
): Promise<string> {
  const body = toDraftBody(values);
  const { data } = await unwrap(
    id
      ? apiCall.PUT('/apiBack/v1/user/offices/{id}', {
          params: { path: { id: Number(id) } },
          body,
        })
      : apiCall.POST('/apiBack/v1/user/offices', { body }),
  );
  return String(data.id);
}

export async function uploadOfficeMedia(
  officeId: string,
  file: File,
  kind: MediaKind,
  onProgress?: (fraction: number) => void,
): Promise<Media> {
  const { data: m } = await unwrap(
    apiCall.POST('/apiBack/v1/user/offices/{id}/media', {
      params: { path: { id: Number(officeId) } },
      body: { file, kind },
      bodySerializer: toFormData,
      ...(onProgress ? { fetch: progressFetch(onProgress) } : {}),
    }),
  );
  return { id: m.id, path: m.path, kind: m.kind };
}

/**
 * How the chosen main image reaches the server. An image already uploaded (it has a media
 * id: every image the wizard uploaded, and a saved office's own) is named by its id in the
 * save (`main_image_id`): its file is never fetched and uploaded again (a seeded or older
 * file may not pass today's upload check). Only a file this browser holds without an id is
 * uploaded, as kind `main_image`, after the save.
 */
function mainImagePlan(values: z.output<typeof officeFormSchema>): {
  mainImageId?: number;
  upload?: Media;
} {
  const images = values.images as Media[];
  const chosen = images.find((m) => String(m.id ?? m.path) === String(values.main_image));
  if (!chosen || chosen.kind === 'main_image') return {};
  return chosen.id !== undefined ? { mainImageId: Number(chosen.id) } : { upload: chosen };
}

async function uploadMainImage(officeId: string, chosen: Media, src: (path: string) => string) {
  const blob = await fetch(src(chosen.path)).then((res) => res.blob());
  const file = new File([blob], 'main-image', { type: blob.type || 'image/jpeg' });
  await uploadOfficeMedia(officeId, file, 'main_image');
}

export async function submitOffice(
  values: z.output<typeof officeFormSchema>,
  draftId: string | undefined,
  src: (path: string) => string,
) {
  const plan = mainImagePlan(values);
  const body = {
    ...toOfficeInput(values),
    is_draft: false,
    ...(plan.mainImageId !== undefined && { main_image_id: plan.mainImageId }),
  } as OfficeInput;
  const { data: office } = await unwrap(
    draftId
      ? apiCall.PUT('/apiBack/v1/user/offices/{id}', {
          params: { path: { id: Number(draftId) } },
          body,
        })
      : apiCall.POST('/apiBack/v1/user/offices', { body }),
  );
  const id = String(office.id);
  if (plan.upload) await uploadMainImage(id, plan.upload, src);
  // Publishing needs the whole checklist (units, prices, description ...): a new office is
  // saved and the lessor publishes it from My offices once the list is complete.
  const { data: saved } = await unwrap(
    apiCall.GET('/apiBack/v1/user/offices/{id}', { params: { path: { id: office.id } } }),
  );
  if (saved.status !== 'published' && saved.checklist?.every((c) => c.ok)) {
    return (
      await unwrap(
        apiCall.POST('/apiBack/v1/user/offices/{id}/publish', {
          params: { path: { id: office.id } },
          body: { confirm_responsibility: true },
        }),
      )
    ).data;
  }
  return saved;
}

export async function deleteOffice(id: string) {
  await unwrap(
    apiCall.DELETE('/apiBack/v1/user/offices/{id}', { params: { path: { id: Number(id) } } }),
  );
}

export async function deleteOfficeMedia(officeId: string, mediaId: number) {
  await unwrap(
    apiCall.DELETE('/apiBack/v1/user/offices/{id}/media/{mediaId}', {
      params: { path: { id: Number(officeId), mediaId } },
    }),
  );
}
