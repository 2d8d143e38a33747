// "Near me" on the listing, Arabic and English, desktop and a 390 px phone: with the
// browser's permission the results come nearest first (each card says how far) and the map
// shows the visitor; a refused permission and a browser without geolocation get their
// messages (the latter the spec's "Location not supported on this browser").
// Screenshots: artifacts/screenshots/near-me-*.png.
import { afterAll, describe, expect, it } from 'vitest';
import { closeBrowser, openPage, screenshot, type Lang } from './harness/browser';
import { expectNoA11yViolations, go, phoneShot, poll, settled } from './harness/app';
import { journeyVariants } from './harness/langs';

afterAll(closeBrowser);

const RIYADH = { latitude: 24.7136, longitude: 46.6753 };
const TEXT = {
  ar: { unsupported: 'الموقع غير مدعوم في هذا المتصفح', denied: 'رُفض إذن الوصول إلى الموقع' },
  en: { unsupported: 'Location not supported on this browser', denied: 'permission was refused' },
};

describe.each(journeyVariants(['ar', 'en'] as Lang[], 'ar'))('near me (%s)', (lang) => {
  it('sorts by distance when allowed', async () => {
    const { page, context, close, errors } = await openPage({ lang });
    await settled(page);
    await context.grantPermissions(['geolocation']);
    await context.setGeolocation(RIYADH);
    await go(page, '/list');
    await page.getByTestId('near-me').click();
    await poll(() => new URL(page.url()).searchParams.get('near')).toBe('24.7136,46.6753');
    await poll(() => page.getByTestId('card-distance').count()).toBeGreaterThan(1);
    const km = await page
      .getByTestId('card-distance')
      .evaluateAll((els) => els.map((e) => Number(/[\d.]+/.exec(e.textContent ?? '')?.[0])));
    expect(km).toEqual([...km].sort((a, b) => a - b));
    expect(await page.getByTestId('listing-sort').inputValue()).toBe('distance');
    expect(await page.getByTestId('near-me').getAttribute('aria-pressed')).toBe('true');
    await expectNoA11yViolations(page);
    await screenshot(page, `near-me-${lang}-desktop`);
    await phoneShot(page, `near-me-${lang}`);

    // Pressed again: the position is dropped.
    await page.getByTestId('near-me').click();
    await poll(() => new URL(page.url()).searchParams.get('near')).toBeNull();

    expect(errors.filter((e) => !/favicon|Failed to load resource/.test(e))).toEqual([]);
    await close();
  });

  it('says how to allow it when the permission is refused', async () => {
    // Permission refused. Headless Chromium leaves an ungranted request pending (no prompt
    // to answer), so the refusal is the browser's own error callback, code 1
    // (PERMISSION_DENIED), as a visitor's "Block" gives it.
    const refused = await openPage({ lang });
    await refused.context.addInitScript(() => {
      navigator.geolocation.getCurrentPosition = (_ok, fail) =>
        fail?.({ code: 1, message: 'User denied Geolocation' } as GeolocationPositionError);
    });
    await refused.page.reload();
    await settled(refused.page);
    await go(refused.page, '/list');
    await refused.page.getByTestId('near-me').click();
    const denied = refused.page.getByTestId('near-me-denied');
    await denied.waitFor();
    expect(await denied.textContent()).toContain(TEXT[lang].denied);
    await expectNoA11yViolations(refused.page);
    await screenshot(refused.page, `near-me-denied-${lang}-desktop`);
    await refused.close();
  });

  it("gives the spec's message on a browser without geolocation", async () => {
    const bare = await openPage({ lang, viewport: 'mobile' });
    await bare.context.addInitScript(() =>
      Object.defineProperty(Navigator.prototype, 'geolocation', { get: () => undefined }),
    );
    await bare.page.reload();
    await settled(bare.page);
    await go(bare.page, '/list');
    await bare.page.getByTestId('near-me').click();
    const unsupported = bare.page.getByTestId('near-me-unsupported');
    await unsupported.waitFor();
    expect(await unsupported.textContent()).toContain(TEXT[lang].unsupported);
    await screenshot(bare.page, `near-me-unsupported-${lang}-phone`);
    await bare.close();
  });
});
