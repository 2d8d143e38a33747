// @vitest-environment node
// Which answers persist the embedded backend's state (in the browser, a save writes the whole
// store into localStorage): a write that succeeded does, a refused one and a quote do not.
import '../testing/node-storage';
import { afterEach, describe, expect, it } from 'vitest';
import { serveEmbeddedBackend } from '../../tests/setup/msw';
import { getStore, type Persistence } from '../backend';
import { call, seedSessions } from '../testing/api';

serveEmbeddedBackend();

/** Counts the saves the backend asks its persistence for. */
function countSaves() {
  const counter = { saves: 0 };
  const persistence: Persistence = {
    load: () => null,
    save: () => void counter.saves++,
    clear: () => undefined,
    onExternalChange: () => undefined,
  };
  getStore().setPersistence(persistence);
  return counter;
}

/** Saves run at the end of the task that changed the store. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => getStore().setPersistence(null));

describe('persisting the store after an answer', () => {
  it('saves after a successful write, not after a quote or a refused write', async () => {
    await seedSessions();
    const office = (await call('get', '/public/offices/1')).body.data;
    const unit = office.units.find((u: { prices: { type_res_id: number }[] }) =>
      u.prices.some((p) => p.type_res_id === 2),
    );
    const today = new Date().toISOString().slice(0, 10);
    const to = new Date(Date.now() + 120 * 86_400_000).toISOString().slice(0, 10);
    const days: { date: string; state: string }[] = (
      await call('get', `/public/units/${unit.id}/availability`, { query: { from: today, to } })
    ).body.data.days;
    const start = days.findIndex(
      (_d, i) => i >= 2 && days.slice(i, i + 3).every((d) => d.state === 'available'),
    );
    const counter = countSaves();

    const quote = await call('post', '/public/reservations/quote', {
      body: {
        unit_id: unit.id,
        type_res_id: 2,
        start_date: days[start].date,
        end_date: days[start + 2].date,
      },
    });
    expect(quote.status, JSON.stringify(quote.body)).toBe(200);
    const refused = await call('post', '/ordinaries/favorites', { as: 'tenant', body: {} });
    expect(refused.status).toBeGreaterThanOrEqual(400);
    await settle();
    expect(counter.saves).toBe(0);

    const favourite = await call('post', '/ordinaries/favorites', {
      as: 'tenant',
      body: { office_id: office.id },
    });
    expect(favourite.status).toBeLessThan(300);
    await settle();
    expect(counter.saves).toBe(1);
  });
});
