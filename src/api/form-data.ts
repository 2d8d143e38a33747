// Multipart uploads (logo, office/unit media, bank-transfer receipt): the generated types describe
// the form fields (files are Blob); openapi-fetch sends whatever the serializer returns, and drops
// Content-Type for FormData so the browser adds the boundary.
//   apiClient.POST('/apiBack/v1/user/profile/logo', { body: { logo: file }, bodySerializer: toFormData })
export function toFormData(body: unknown): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries((body ?? {}) as Record<string, unknown>)) {
    if (value === undefined || value === null) continue;
    if (Array.isArray(value)) for (const item of value) form.append(`${key}[]`, toPart(item));
    else form.append(key, toPart(value));
  }
  return form;
}

function toPart(value: unknown): string | Blob {
  return value instanceof Blob ? value : String(value);
}
