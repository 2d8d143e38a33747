// @vitest-environment node
// The mock server over real HTTP (a child process on 127.0.0.1, its own temp data file):
// racing writes get exactly one success and the contract's 422; a SIGKILL in the middle of a
// stream of writes loses none that was answered and half-applies none; SIGTERM exits cleanly.
import { describe, expect, it } from 'vitest';
import { booking, client, day, LESSOR_PHONE, TENANT_PHONE } from './mock-server-harness';
import { tempServers } from './mock-server-temp';

const { start } = tempServers('mock-server-');

const RACERS = 12;
// A hang guard, not a budget: ~45 s on a machine loaded 10–20 deep; a machine four times
// slower than that still passes.
const HANG_GUARD_MS = 600_000;
const statuses = (answers: Array<{ status: number }>) => answers.map((a) => a.status).sort();

describe('mock server under concurrency', () => {
  it(
    'books the same unit and days once, uses a coupon at its limit once, pays out once',
    { timeout: HANG_GUARD_MS },
    async () => {
      const server = await start('race.sqlite', ['--reset']);
      const api = client(server.base);
      const [tenant, lessor] = await Promise.all([
        api.login(TENANT_PHONE),
        api.login(LESSOR_PHONE),
      ]);

      // 1. The same unit and days, many times at once.
      const same = await Promise.all(
        Array.from({ length: RACERS }, () =>
          api.call('POST', '/ordinaries/reservations', { token: tenant, body: booking(170, 3) }),
        ),
      );
      expect(statuses(same)).toEqual([201, ...Array(RACERS - 1).fill(422)]);
      for (const a of same.filter((x) => x.status === 422))
        expect(a.body.errors.start_date).toEqual(['validation:reservedDays']);

      // 2. A coupon with one use left, on different (free) days at once.
      const coupon = await api.call('POST', '/user/coupons', {
        token: lessor,
        body: {
          name: 'سباق',
          code: 'RACE1',
          type: 'percentage',
          value: 10,
          max_uses: 1,
          active_from: day(0),
          active_to: day(300),
          unit_ids: [1],
          price_types: ['all'],
          is_active: true,
        },
      });
      expect(coupon.status).toBe(201);
      const withCoupon = await Promise.all(
        Array.from({ length: RACERS }, (_, k) =>
          api.call('POST', '/ordinaries/reservations', {
            token: tenant,
            body: booking(200 + 2 * k, 1, { coupon_code: 'RACE1' }),
          }),
        ),
      );
      expect(statuses(withCoupon)).toEqual([201, ...Array(RACERS - 1).fill(422)]);
      for (const a of withCoupon.filter((x) => x.status === 422))
        expect(a.body.message).toBe('invalid Coupon !');

      // 3. The whole balance asked for as a payout, many times at once.
      const payouts = await Promise.all(
        Array.from({ length: RACERS }, () =>
          api.call('POST', '/user/transfers', { token: lessor }),
        ),
      );
      expect(payouts.filter((a) => a.status === 201)).toHaveLength(1);
      expect(payouts.filter((a) => a.status === 422)).toHaveLength(RACERS - 1);

      // 4. An office published twice at once: both see it published once, same published_at.
      const offices = await api.call('GET', '/user/offices?per_page=100', { token: lessor });
      const office = offices.body.data.data.find(
        (o: { status: string }) => o.status === 'published',
      );
      const published = await Promise.all(
        [0, 1].map(() =>
          api.call('POST', `/user/offices/${office.id}/publish`, {
            token: lessor,
            body: { confirm_responsibility: true },
          }),
        ),
      );
      expect(statuses(published)).toEqual([200, 200]);
      expect(published[0]!.body.data.published_at).toBe(published[1]!.body.data.published_at);

      server.proc.kill('SIGTERM');
      expect(await server.exited).toBe(0);
    },
  );

  it(
    'keeps every answered write through a SIGKILL, none half-applied',
    { timeout: HANG_GUARD_MS },
    async () => {
      const file = 'kill.sqlite';
      const first = await start(file, ['--reset']);
      const api = client(first.base);
      const [tenant, lessor] = await Promise.all([
        api.login(TENANT_PHONE),
        api.login(LESSOR_PHONE),
      ]);
      const coupon = await api.call('POST', '/user/coupons', {
        token: lessor,
        body: {
          name: 'تدفق',
          code: 'STREAM',
          type: 'fixed',
          value: 5,
          max_uses: 1000,
          active_from: day(0),
          active_to: day(400),
          unit_ids: [1],
          price_types: ['all'],
          is_active: true,
        },
      });
      expect(coupon.status).toBe(201);
      const couponId = coupon.body.data.id as number;

      // Four writers, one-day bookings on distinct days with the coupon (a reservation row,
      // the coupon's use, the lessor's notification: one transaction each); killed mid-stream.
      const answered: number[] = [];
      let next = 0;
      let killed = false;
      const writer = async () => {
        while (!killed && next < 200) {
          const k = next++;
          try {
            const r = await api.call('POST', '/ordinaries/reservations', {
              token: tenant,
              body: booking(200 + k, 1, { coupon_code: 'STREAM' }),
            });
            if (r.status === 201) answered.push(r.body.data.id as number);
            if (answered.length >= 25 && !killed) {
              killed = true;
              first.proc.kill('SIGKILL');
            }
          } catch {
            // The connection died with the process.
          }
        }
      };
      await Promise.all([writer(), writer(), writer(), writer()]);
      expect(await first.exited).toBe('SIGKILL');
      expect(answered.length).toBeGreaterThanOrEqual(25);

      const second = await start(file);
      const api2 = client(second.base);
      const [tenant2, lessor2] = await Promise.all([
        api2.login(TENANT_PHONE),
        api2.login(LESSOR_PHONE),
      ]);
      const mine = await api2.call('GET', '/ordinaries/reservations?per_page=100', {
        token: tenant2,
      });
      const ids = new Set<number>(mine.body.data.data.map((r: { id: number }) => r.id));
      for (const id of answered) expect(ids.has(id)).toBe(true);
      // Each stored booking used the coupon once: no booking without its use, no use without it.
      const stream = [...ids].filter((id) => id >= Math.min(...answered));
      const used = await api2.call('GET', `/user/coupons/${couponId}`, { token: lessor2 });
      expect(used.body.data.used_count).toBe(stream.length);
      second.proc.kill('SIGTERM');
      expect(await second.exited).toBe(0);
    },
  );
});
