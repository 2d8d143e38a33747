// Axe on every built screen, in Arabic and English (issue 20): the screens come from the
// route table (tests/e2e/harness/route-plan.ts), so a new route is swept without editing
// this file. Per language: one page load, the guest's screens, then the tenant's (one
// login), then the lessor's (one login); client-side navigation between screens, each
// checked once it has settled on its data. 0 serious or critical WCAG 2.1 A/AA findings.
// The two languages run at once (in one test: see tests/e2e/faults.e2e.ts). The same walk
// checks what every screen owes its language (the document's lang and dir), the prerendered
// home's first load, the two redirects (an old path, an unknown one) and that no screen logs
// an error; with review screenshots on (`npm run test:screens`) it saves every screen.
import type { Page } from 'playwright-core';
import { afterAll, expect, it } from 'vitest';
import { registeredPaths } from '@/app/routes';
import { featureRoutes } from '@/app/feature-registry';
import { loginAs, logout, settled } from './harness/app';
import { seriousFindings, type A11yViolation } from './harness/axe';
import { settle, stillSettled, trackApiCalls, visit } from './harness/axe-sweep';
import { TEST_LIMIT_MS } from './harness/patience';
import {
  closeBrowser,
  openPage,
  REVIEW_SCREENSHOTS,
  screenshot,
  type Lang,
} from './harness/browser';
import {
  NOT_SWEPT,
  registeredRoutes,
  sweepPlan,
  type PlannedVisit,
  type Visitor,
} from './harness/route-plan';

afterAll(closeBrowser);

/** Paths that are not screens of their own: where each one lands (a guest's client-side visit). */
const REDIRECTS = [
  { url: '/offer', landsOn: '/features' },
  { url: '/no/such/page', landsOn: '/404' },
];

/**
 * `/` comes prerendered (scripts/prerender.ts): the served HTML already holds the hero and
 * its styles, before any script runs. An Arabic visitor's page hydrates that markup (the
 * root keeps its mark; a mismatch would be a console error, checked after the sweep); an
 * English one gets a client render (the mark is gone).
 */
async function expectPrerendered(page: Page, lang: Lang) {
  const served = await (await page.request.get('/')).text();
  const hero = /<h1 class="[^"]*">([^<]+)<\/h1>/.exec(served);
  expect(hero?.[1]).toBe('مساحة عملك القادمة في مكان واحد');
  expect(served).toMatch(/<style data-ssr-emotion="css [\w ]+">/);
  expect(await (await page.request.get('/business')).text()).toContain('data-prerendered');
  await page.locator('h1').first().waitFor();
  await expect
    .poll(() =>
      page.evaluate(() => document.getElementById('root')!.hasAttribute('data-prerendered')),
    )
    .toBe(lang === 'ar');
}

/** A finding when the document does not say the page's language and direction. */
async function documentLanguage(page: Page, lang: Lang): Promise<A11yViolation[]> {
  const [docLang, dir] = await page.evaluate(() => [
    document.documentElement.lang,
    document.documentElement.dir,
  ]);
  const want = lang === 'ar' ? 'rtl' : 'ltr';
  if (docLang === lang && dir === want) return [];
  const help = `the document says lang="${docLang}" dir="${dir}", not ${lang} ${want}`;
  return [{ id: 'document-language', impact: 'critical', help, targets: ['html'], nodes: [] }];
}

const slug = (url: string) => url.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '') || 'home';

const plan = sweepPlan();

it('plans a visit for every built route, or says why not', () => {
  const built = registeredPaths(featureRoutes);
  const all = registeredRoutes().map((r) => r.route);
  // The index route ("/") is the one the table's path set does not list.
  expect(new Set(all.filter((r) => r !== '/'))).toEqual(built);
  expect(plan.unfilled, 'routes with a :param the plan has no seeded id for').toEqual([]);
  const visited = new Set(plan.visits.map((v) => v.route));
  const missing = all.filter((r) => !visited.has(r) && !NOT_SWEPT[r]);
  expect(missing, 'built routes neither visited nor listed in NOT_SWEPT').toEqual([]);
  for (const [route, reason] of Object.entries(NOT_SWEPT)) {
    expect(all, `NOT_SWEPT lists ${route}, which is no longer a route`).toContain(route);
    expect(reason.length, `NOT_SWEPT: ${route} needs a reason`).toBeGreaterThan(20);
  }
  expect(plan.visits.length).toBe(all.length - Object.keys(NOT_SWEPT).length);
  expect(plan.visits.length).toBeGreaterThanOrEqual(70);
  for (const who of ['guest', 'tenant', 'lessor'] as const)
    expect(plan.visits.filter((v) => v.as === who).length).toBeGreaterThan(2);
});

/** The verification code of the lessor's contract 3 (random per seed), asked as the lessor. */
async function contractCode(page: Page): Promise<string> {
  return page.evaluate(async () => {
    const res = await fetch('/apiBack/v1/user/contracts/3', {
      headers: {
        Authorization: `Bearer ${localStorage.getItem('user_token')}`,
        'X-App-Key': 'maktabi-dev-app-key',
        Accept: 'application/json',
      },
    });
    return ((await res.json()) as { data: { verification_code: string } }).data.verification_code;
  });
}

async function sweep(lang: Lang): Promise<Array<{ url: string } & A11yViolation>> {
  const { page, close, errors } = await openPage({ lang, path: '/' });
  await expectPrerendered(page, lang);
  await settled(page);
  await trackApiCalls(page);
  const found: Array<{ url: string } & A11yViolation> = [];
  const check = async (v: PlannedVisit) => {
    let findings: A11yViolation[];
    const t0 = Date.now();
    try {
      let at = await visit(page, v.url, v.landsOn);
      const t1 = Date.now();
      const look = async () => [
        ...(await documentLanguage(page, lang)),
        ...(await seriousFindings(page)),
      ];
      findings = await look();
      // The screen moved on while axe ran (it looked settled): check where it settles next.
      for (let n = 0; n < 3 && !(await stillSettled(page, at)); n++) {
        at = await settle(page);
        findings = await look();
      }
      if (process.env.A11Y_SWEEP_TIMES)
        console.info(`${lang} ${v.url} visit ${t1 - t0} ms, axe ${Date.now() - t1} ms`);
    } catch (error) {
      // Say which screen did not settle, and go on with the others.
      const reason = String(error).split('\n')[0];
      findings = [{ id: 'not-settled', impact: 'critical', help: reason, targets: [], nodes: [] }];
    }
    if (findings.length) {
      await screenshot(page, `a11y-${lang}-${slug(v.url)}`, { always: true });
      found.push(...findings.map((f) => ({ url: v.url, ...f })));
    } else if (REVIEW_SCREENSHOTS) await screenshot(page, `screen-${lang}-${slug(v.url)}`);
  };
  const round = (who: Visitor) => plan.visits.filter((v) => v.as === who);
  for (const v of round('guest')) await check(v);
  for (const r of REDIRECTS) {
    const at = await visit(page, r.url, r.landsOn).catch((error: unknown) => String(error));
    if (at !== r.landsOn)
      found.push({
        url: r.url,
        id: 'redirect',
        impact: 'critical',
        help: `landed on ${at}`,
        targets: [],
        nodes: [],
      });
  }
  await visit(page, '/');
  await loginAs(page, 'tenant');
  for (const v of round('tenant')) await check(v);
  await visit(page, '/');
  await logout(page);
  await loginAs(page, 'lessor');
  const code = await contractCode(page);
  for (const v of round('lessor')) await check({ ...v, url: v.url.replace('{code}', code) });
  for (const e of errors.filter((e) => !/favicon|Failed to load resource/.test(e)))
    found.push({
      url: '(console)',
      id: 'console-error',
      impact: 'critical',
      help: e,
      targets: [],
      nodes: [],
    });
  await close();
  return found;
}

it(
  'finds no serious or critical accessibility issue on any built screen, ar and en',
  // Every built screen in both languages in one test: twice a journey's limit.
  { timeout: 2 * TEST_LIMIT_MS },
  async () => {
    const started = Date.now();
    const [ar, en] = await Promise.all([sweep('ar'), sweep('en')]);
    console.info(
      `a11y sweep: ${plan.visits.length} screens × 2 languages in ${Date.now() - started} ms`,
    );
    expect([
      ...ar.map((f) => ({ lang: 'ar', ...f })),
      ...en.map((f) => ({ lang: 'en', ...f })),
    ]).toEqual([]);
  },
);
