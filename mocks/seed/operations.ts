// Seed of the operations area (issue 15): a few calendar blocks on the demo lessor's units
// (maintenance days, private-use hours on an hourly unit, days from an imported calendar),
// and monthly page views of every published office for the year before the seed's today.
// No faker here: it runs last and draws nothing, so the rows before it never move.
import type { OfficeRow, UnitRow } from '../db/schema';
import { dateOnly, daysFromRef, iso, type Db } from './kit';
import { DEMO_LESSOR_ID } from './users';

const HOURLY = 1;

async function blocks(db: Db, units: UnitRow[]) {
  const mine = units.filter((u) => u.owner_id === DEMO_LESSOR_ID && u.status === 'published');
  const hourly = mine.find((u) => u.prices.some((p) => p.type_res_id === HOURLY && p.active));
  const daily = mine.filter((u) => u !== hourly);
  let id = 1;
  const add = (
    unit: UnitRow,
    from: number,
    to: number,
    extra: Partial<Parameters<Db['calendarBlocks']['create']>[0]> = {},
  ) =>
    db.calendarBlocks.create({
      id: id++,
      unit_id: unit.id,
      owner_id: DEMO_LESSOR_ID,
      start_date: dateOnly(daysFromRef(from)),
      end_date: dateOnly(daysFromRef(to)),
      start_time: null,
      end_time: null,
      kind: 'maintenance',
      note: 'صيانة دورية للتكييف',
      source: 'manual',
      external_uid: null,
      created_at: iso(daysFromRef(-5)),
      ...extra,
    });
  if (daily[0]) await add(daily[0], 100, 101);
  if (daily[1])
    await add(daily[1], 110, 112, {
      kind: 'external',
      note: null,
      source: 'ical',
      external_uid: 'seed-1@calendar.example.com',
    });
  if (hourly)
    await add(hourly, 12, 12, {
      start_time: '13:00',
      end_time: '15:00',
      kind: 'private_use',
      note: 'اجتماع داخلي',
    });
}

/** Views per office and month: steady, a little higher for the lower ids (deterministic). */
async function views(db: Db, offices: OfficeRow[]) {
  let id = 1;
  for (const o of offices.filter((x) => x.status === 'published')) {
    for (let m = 11; m >= 0; m--) {
      const month = dateOnly(daysFromRef(-m * 30)).slice(0, 7);
      await db.officeViews.create({
        id: id++,
        office_id: o.id,
        month,
        count: 120 + ((o.id * 37 + m * 53) % 260),
      });
    }
  }
}

export async function seedOperations(db: Db, offices: OfficeRow[], units: UnitRow[]) {
  await blocks(db, units);
  await views(db, offices);
}
