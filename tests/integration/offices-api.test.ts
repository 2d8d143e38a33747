// @vitest-environment node
// The add-office wizard's calls against the embedded backend (msw in Node): a server
// draft, four images and a main image, the final save and publish. Node environment: the
// embedded backend reads the contract from disk (file: URLs), which happy-dom rewrites.
import './offices-storage-shim';
import { serveEmbeddedBackend } from '../setup/msw';
import { describe, expect, it } from 'vitest';
import { apiClient } from '@/api/client';
import { saveOfficeDraft, submitOffice, uploadOfficeMedia } from '@/features/offices/office-api';
import { officeFormSchema } from '@schemas/office';

serveEmbeddedBackend();

async function loginLessor() {
  await apiClient.POST('/apiBack/v1/auth/send-code', {
    body: { phone: '0500000002', channel: 'sms' },
  });
  const r = await apiClient.POST('/apiBack/v1/auth/verify-code', {
    body: { phone: '0500000002', code: '1234' },
  });
  localStorage.setItem('user_token', r.data!.data.token);
  localStorage.setItem('user_type', 'bussines');
}

const png = () =>
  new File([new Uint8Array([137, 80, 78, 71, 13, 10, 26, 10])], 'p.png', { type: 'image/png' });

describe('office wizard calls', () => {
  it('drafts, uploads and saves an office; publishing waits for its checklist', async () => {
    await loginLessor();
    const info = {
      name_ar: 'مكتب الاختبار',
      name_en: 'Test office',
      category: 'private_office',
      type: 'tower',
      ad_title_ar: 'مكاتب مجهزة في حي العليا',
      ad_title_en: 'Furnished offices in Olaya',
    };
    const id = await saveOfficeDraft(info);
    expect(Number(id)).toBeGreaterThan(0);
    await saveOfficeDraft({ ...info, rooms: '٤', neighborhood_ar: 'العليا' }, id);
    const images = [];
    for (let i = 0; i < 4; i++) images.push(await uploadOfficeMedia(id, png(), 'image'));
    const values = officeFormSchema.parse({
      ...info,
      city_id: 1,
      neighborhood_ar: 'العليا',
      neighborhood_en: 'Olaya',
      street_ar: 'طريق الملك فهد',
      street_en: '',
      interface: 'north',
      location: { lat: 24.7136, lng: 46.6753 },
      rooms: '4',
      features: [1, 2],
      description_ar: 'وصف',
      license_number: '7123456',
      advertiser_relationship: 'owner',
      exclusivity: 'exclusive',
      images,
      main_image: images[1].id,
      video: null,
      accept_terms: true,
    });
    const office = await submitOffice(values, id, (p) => `http://localhost:5173${p}`);
    const after = await apiClient.GET('/apiBack/v1/user/offices/{id}', {
      params: { path: { id: office.id } },
    });
    // Both sides of each pair are kept; a side left empty reads as the other language.
    expect(after.data?.data).toMatchObject({
      name_ar: 'مكتب الاختبار',
      name_en: 'Test office',
      neighborhood_en: 'Olaya',
      street_ar: 'طريق الملك فهد',
    });
    const inEnglish = await apiClient.GET('/apiBack/v1/user/offices/{id}', {
      params: { path: { id: office.id }, header: { 'Accept-Language': 'en' } },
    });
    expect(inEnglish.data?.data).toMatchObject({
      name: 'Test office',
      street: 'طريق الملك فهد',
      description: 'وصف',
    });
    // No unit, no price, a short description: saved, not published; the checklist says why.
    expect(after.data?.data.status).toBe('not_published');
    expect(after.data?.data.checklist?.filter((c) => !c.ok).map((c) => c.key)).toEqual([
      'description',
      'units',
      'prices',
    ]);
    const refused = await apiClient.POST('/apiBack/v1/user/offices/{id}/publish', {
      params: { path: { id: office.id } },
      body: { confirm_responsibility: true },
    });
    expect(refused.response.status).toBe(422);
    expect(refused.error?.errors?.checklist).toEqual(['validation:publishIncomplete']);
  });
});
