// @vitest-environment node
// The content pages are real text (issue 11, defect 11: the terms page was one sentence):
// headed sections in both languages, the settings' brand, and the cancellation schedules
// written from the domain's refund table.
import '../testing/node-storage';
import { describe, expect, it } from 'vitest';
import { serveEmbeddedBackend } from '../../tests/setup/msw';
import { REFUND_SCHEDULE } from '@/domain';
import { call } from '../testing/api';

serveEmbeddedBackend();

const page = async (slug: string, lang: 'ar' | 'en') =>
  (await call('get', `/public/pages/${slug}`, { lang })).body.data as {
    title: string;
    body: string;
  };

describe('content pages', () => {
  it('serves the terms as headed sections naming the settings’ brand, in both languages', async () => {
    const general = (await call('get', '/user/settings/general')).body.data;
    for (const lang of ['ar', 'en'] as const) {
      const { body } = await page('term-of-service-agreement', lang);
      expect(body.match(/<h2>/g)?.length).toBeGreaterThanOrEqual(6);
      expect(body.length).toBeGreaterThan(2000);
      expect(body).toContain(lang === 'ar' ? general.site_name_ar : general.site_name_en);
    }
  });

  it('writes every cancellation policy’s refund steps from the domain’s table', async () => {
    const { body } = await page('cancellation-policy', 'en');
    for (const steps of Object.values(REFUND_SCHEDULE))
      for (const s of steps) expect(body).toContain(`${s.percent}% back`);
    expect(body).toContain('at least 14 days before arrival');
    expect((await page('cancellation-policy', 'ar')).body).toContain('قبل الوصول بـ 5 أيام');
  });

  it('has an about and a privacy page in both languages', async () => {
    for (const slug of ['about', 'privacy'])
      for (const lang of ['ar', 'en'] as const)
        expect((await page(slug, lang)).body.match(/<h2>/g)?.length).toBeGreaterThanOrEqual(2);
  });
});
