// The browser's route table starts without the dashboard (src/main.tsx): a dashboard URL,
// opened directly or by a link, patches the dashboard's branch in before it is matched, and
// brings the dashboard's menus and built pages with it. Public paths never load it.
import { createMemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { isBuilt } from '@/lib/built-routes';
import { navMenu } from '@/lib/nav-registry';
import { entryFeatures } from './entry-registry';
import { buildEntryRoutes } from './entry-routes';
import { discoverDashboard, inDashboard } from './route-discovery';

const entry = entryFeatures.map((f) => f.routes);

function router(path: string) {
  return createMemoryRouter(buildEntryRoutes(entry), {
    initialEntries: [path],
    patchRoutesOnNavigation: discoverDashboard(entry),
  });
}

const ids = (r: ReturnType<typeof router>) => r.state.matches.map((m) => m.route.id);
const settled = (r: ReturnType<typeof router>) =>
  vi.waitFor(() => expect(r.state.initialized && r.state.navigation.state).toBe('idle'), {
    timeout: 60_000,
  });

afterEach(() => localStorage.clear());

describe('dashboard route discovery', () => {
  it('tells dashboard paths from the rest', () => {
    expect(inDashboard('/dashboard')).toBe(true);
    expect(inDashboard('/dashboard/contracts/rent-contract-details/3')).toBe(true);
    expect(inDashboard('/dashboards')).toBe(false);
    expect(inDashboard('/details/1')).toBe(false);
  });

  it('starts with the public pages only: no dashboard menus, no dashboard pages built', () => {
    const r = router('/');
    expect(ids(r)).not.toContain('dashboard');
    expect(navMenu('sidebar', 'ordinary')).toEqual([]);
    expect(isBuilt('/dashboard/home')).toBe(false);
    expect(isBuilt('/print-contract/3')).toBe(true);
  });

  it('never patches for a public path, even one matched through a param', async () => {
    const patch = vi.fn();
    const discover = discoverDashboard(entry);
    const signal = new AbortController().signal;
    for (const path of ['/details/1', '/cancellation-policy', '/print-contract/3', '/nope/x'])
      await discover({ path, patch, signal, matches: [], fetcherKey: undefined });
    expect(patch).not.toHaveBeenCalled();
  });

  it('matches a deep dashboard URL opened directly, with its menus', async () => {
    const r = router('/dashboard/contracts/rent-contract-details/3');
    await settled(r);
    expect(r.state.location.pathname).toBe('/dashboard/contracts/rent-contract-details/3');
    expect(ids(r)).toContain('dashboard');
    expect(r.state.matches.at(-1)?.route.path).toBe('contracts/rent-contract-details/:id');
    expect(navMenu('sidebar', 'ordinary').map((l) => l.to)).toContain('/dashboard/home');
    expect(isBuilt('/dashboard/contracts/rent-contract-details/3')).toBe(true);
  });

  it('patches on a link from a public page, once; an unknown dashboard path meets its 404', async () => {
    const r = router('/');
    await settled(r);
    await r.navigate('/dashboard/home');
    await settled(r);
    expect(ids(r)).toContain('dashboard');
    expect(r.state.matches.at(-1)?.route.path).toBe('home');
    await r.navigate('/dashboard/no-such-page');
    await settled(r);
    const last = r.state.matches.at(-1)!;
    expect(last.route.path).toBe('*');
    expect(ids(r)).toContain('dashboard');
    expect(r.routes[0].children?.filter((c) => c.id === 'dashboard')).toHaveLength(1);
  });
});
