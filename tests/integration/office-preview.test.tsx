// The lessor's ad preview (issue 31) and the details page's video, against the embedded
// backend: the public page's parts, marked as a preview, with the display status, no
// favourite/share/booking/contact/reviews, and the owner's exact pin; from My offices (its
// page) and from the add-office wizard's review step (the server draft, the form's main
// image). The video shows the main photo as its poster, its length and a caption.
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { OfficeAdProvider } from '@/components/office-ad-context';
import { renderWithProviders } from '@/components/testing/render';
import { formatDecimal } from '@/domain';
import { saveDraft } from '@/engines/form';
import { wizardDraftName } from '@/engines/wizard';
import { OfficeAd } from '@/features/office-details/office-ad';
import { OfficeDetailsPage } from '@/features/office-details/office-details-page';
import { AddOfficePage } from '@/features/offices/add-office-page';
import { routeComponent } from '@/components/testing/route-component';
import { dashboardRoutes } from '@/features/offices/dashboard-routes';
import { getStore } from '../../mocks/backend';
import { call, seedSessions } from '../../mocks/testing/api';
import { serveApp, actAs } from './helpers';

// /dashboard/properties: a listRoute (My offices, the preview a row dialog of the list).
const OfficesPage = await routeComponent(dashboardRoutes, 'properties');

serveApp();

afterEach(() => {
  cleanup();
  localStorage.clear();
});

const WAIT = { timeout: 10_000 };
const withAd = (ui: ReactElement) => <OfficeAdProvider value={OfficeAd}>{ui}</OfficeAdProvider>;

/** A published, shown office of the demo lessor with a video, and the video, as stored. */
function officeWithVideo() {
  const { db } = getStore();
  const office = db.offices.findFirst((q) =>
    q.where(
      (o) =>
        o.owner_id === 2 &&
        o.status === 'published' &&
        o.display_status === 'published' &&
        db.media.findFirst((m) => m.where({ owner: 'office', owner_id: o.id, kind: 'video' })) !==
          undefined,
    ),
  )!;
  const video = db.media.findFirst((q) =>
    q.where({ owner: 'office', owner_id: office.id, kind: 'video' }),
  )!;
  return { office, video };
}

/** What a preview never offers: acting on an office tenants may not see. */
function expectNoActions() {
  expect(screen.queryByTestId('details-favorite')).toBeNull();
  expect(screen.queryByTestId('share-whatsapp')).toBeNull();
  expect(screen.queryByTestId('booking-card')).toBeNull();
  expect(screen.queryByTestId('advertiser-card')).toBeNull();
  expect(screen.queryByTestId('tab-reviews')).toBeNull();
  expect(screen.getByTestId('preview-booking')).toBeTruthy();
}

/** Opens the location tab: the exact point (coordinates, a pin, no "approximate" area). */
async function expectExactPin(lat: number, lng: number) {
  fireEvent.click(screen.getByTestId('tab-location'));
  const panel = await screen.findByTestId('location-panel', {}, WAIT);
  expect(panel.textContent).toContain(`${formatDecimal(lat, 5)}, ${formatDecimal(lng, 5)}`);
  expect(within(panel).queryByTestId('location-approximate')).toBeNull();
  expect(await within(panel).findByTestId('map-pin', {}, WAIT)).toBeTruthy();
  expect(within(panel).queryByTestId('map-area')).toBeNull();
}

describe.each(['en', 'ar'] as const)('ad preview (%s)', (lng) => {
  // The API answers in the reader's language (the client's Accept-Language reads it here).
  beforeEach(() => localStorage.setItem('i18nextLng', lng));

  it('from My offices: the published ad with its status, nothing to act on, the exact pin', async () => {
    await seedSessions();
    actAs('lessor');
    const { office } = officeWithVideo();
    await renderWithProviders(withAd(<OfficesPage />), { lng, path: '/dashboard/properties' });
    const table = await screen.findByTestId('table-offices', {}, WAIT);
    const name = lng === 'ar' ? office.name_ar : office.name_en;
    const row = await waitFor(() => {
      const found = within(table)
        .getAllByRole('row')
        .find((r) => r.textContent?.includes(name));
      if (!found) throw new Error(`no row for ${name}`);
      return found;
    }, WAIT);
    fireEvent.click(within(row).getByRole('button', { name: lng === 'ar' ? 'معاينة' : 'Preview' }));
    await screen.findByTestId('preview-dialog', {}, WAIT);
    const title = await screen.findByTestId('office-title', {}, WAIT);
    expect(title.textContent).toBe(lng === 'ar' ? office.ad_title_ar : office.ad_title_en);
    const preview = screen.getByTestId('ad-preview');
    expect(preview.getAttribute('aria-label')).toBe(lng === 'ar' ? 'معاينة الإعلان' : 'Ad preview');
    const status = screen.getByTestId('preview-status');
    expect(status.querySelector('[data-status]')!.getAttribute('data-status')).toBe('published');
    expect(status.textContent).toContain(
      lng === 'ar' ? 'يرى المستأجرون هذا الإعلان الآن.' : 'Tenants see this ad now.',
    );
    // The parts of the public page: photos, description, units with prices, specification.
    expect(screen.getByTestId('gallery-main')).toBeTruthy();
    expect(screen.getByTestId('office-description').textContent).toBe(
      lng === 'ar' ? office.description_ar : office.description_en,
    );
    expect(screen.getAllByTestId('unit-card').length).toBeGreaterThan(0);
    expect(screen.getByTestId('spec-panel')).toBeTruthy();
    expectNoActions();
    await expectExactPin(office.lat, office.lng);
  });

  it("from the wizard's review step: the draft as tenants will see it, the chosen main image", async () => {
    await seedSessions();
    actAs('lessor');
    const at = { lat: 24.7136, lng: 46.6753 };
    const made = await call('post', '/user/offices', {
      as: 'lessor',
      body: {
        is_draft: true,
        name: 'Preview test office',
        name_ar: 'مكتب معاينة الاختبار',
        name_en: 'Preview test office',
        category: 'private_office',
        ad_title_ar: 'مكاتب مجهزة للإيجار في حي العليا بالرياض',
        ad_title_en: 'Furnished offices for rent in Olaya, Riyadh',
        location: at,
      },
    });
    expect(made.status).toBe(201);
    const id = made.body.data.id as number;
    // The lessor reached the review step (the wizard saved the draft at every Next) and
    // chose the second photo as the main one.
    const images = [
      { id: 901, path: 'uploads/offices/1/photo001.jpg', kind: 'image' },
      { id: 902, path: 'uploads/offices/1/photo002.jpg', kind: 'image' },
    ];
    saveDraft(wizardDraftName('offices', String(id)), {
      values: { name_ar: 'مكتب معاينة الاختبار', images, main_image: 902, features: [] },
      step: 5,
      draftId: String(id),
    });
    await renderWithProviders(withAd(<AddOfficePage />), {
      lng,
      path: `/addoffice/${id}`,
      route: '/addoffice/:id',
    });
    await screen.findByTestId('wizard-review', {}, WAIT);
    const title = await screen.findByTestId('office-title', {}, WAIT);
    expect(title.textContent).toBe(
      lng === 'ar'
        ? 'مكاتب مجهزة للإيجار في حي العليا بالرياض'
        : 'Furnished offices for rent in Olaya, Riyadh',
    );
    const status = screen.getByTestId('preview-status');
    expect(status.querySelector('[data-status]')!.getAttribute('data-status')).toBe(
      'not_published',
    );
    expect(status.textContent).toContain(
      lng === 'ar' ? 'بعد إرساله ونشره' : 'once you send it and publish it',
    );
    expect(screen.getByTestId('gallery-main').getAttribute('src')).toMatch(/photo002\.jpg$/);
    expectNoActions();
    await expectExactPin(at.lat, at.lng);
  });

  it('the details video: the main photo as poster, its length, a caption and a description', async () => {
    const { office, video } = officeWithVideo();
    expect(video.duration_s).toBeGreaterThan(0);
    await renderWithProviders(<OfficeDetailsPage />, {
      lng,
      path: `/details/${office.id}`,
      route: '/details/:id',
    });
    const figure = await screen.findByTestId('office-video', {}, WAIT);
    const el = figure.querySelector('video')!;
    expect(el.getAttribute('poster')).toBe(screen.getByTestId('gallery-main').getAttribute('src'));
    expect(el.getAttribute('preload')).toBe('none');
    const s = video.duration_s!;
    const clock = `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
    expect(within(figure).getByTestId('video-duration').textContent).toBe(clock);
    // Named, and described by its caption (the length in words) and the office's description.
    const title = lng === 'ar' ? office.ad_title_ar : office.ad_title_en;
    expect(el.getAttribute('aria-label')).toBe(
      lng === 'ar' ? `جولة مصوّرة في ${title}` : `Video tour of ${title}`,
    );
    const described = el.getAttribute('aria-describedby')!.split(' ');
    const caption = document.getElementById(described[0])!;
    expect(caption.tagName).toBe('FIGCAPTION');
    const [m, sec] = [Math.floor(s / 60), s % 60];
    expect(caption.textContent).toContain(lng === 'ar' ? 'مدتها' : `${m} minute`);
    if (lng === 'en' && sec) expect(caption.textContent).toContain(`${sec} second`);
    expect(document.getElementById(described[1])!.textContent).toBe(
      lng === 'ar' ? office.description_ar : office.description_en,
    );
    // Before it plays: no native controls (they would read 0:00), one named play button with
    // the length; pressing it starts the video and hands over to the native controls.
    expect(el.hasAttribute('controls')).toBe(false);
    const play = within(figure).getByTestId('video-play');
    // Its name holds the length it shows (WCAG 2.5.3, axe label-content-name-mismatch).
    expect(play.getAttribute('aria-label')).toBe(
      lng === 'ar'
        ? `تشغيل الجولة المصوّرة في ${title}، ${clock}`
        : `Play the video tour of ${title}, ${clock}`,
    );
    fireEvent.click(play);
    await waitFor(() => expect(el.hasAttribute('controls')).toBe(true));
    expect(within(figure).queryByTestId('video-play')).toBeNull();
  });
});
