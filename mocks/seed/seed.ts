// Deterministic seed of the embedded backend: the same rows on every build (seeded
// faker + fixed reference date + hand-written Saudi data). The demo tenant (id 1) and
// demo lessor (id 2) get a complete history so every screen of the spec has content.
// One module per entity; they run in this order because each draws from the one seeded
// faker: reordering them changes every row after the move.
import type { Store } from '../db/store';
import { seedActivity } from './activity';
import { seedContracts } from './contracts';
import { seedConversations } from './conversations';
import { seedDiscounts } from './discounts';
import { seedFinance } from './finance';
import { faker, SEED, SEED_REF_DATE } from './kit';
import { seedLedger } from './ledger';
import { seedListings } from './listings';
import { seedOperations } from './operations';
import { seedReservations } from './reservations';
import { seedReviews } from './reviews';
import { seedUsers } from './users';

export { SEED, SEED_REF_DATE };

export interface SeedOptions {
  /** Scale factor for the generated (non-demo) part; 1 = the default demo size. */
  scale?: number;
}

export async function seed(store: Store, options: SeedOptions = {}): Promise<void> {
  const scale = options.scale ?? 1;
  faker.seed(SEED);
  faker.setDefaultRefDate(SEED_REF_DATE);
  const { db } = store;
  const { users, tenantIds, lessorIds } = await seedUsers(db, scale);
  const { offices, units } = await seedListings(db, scale, lessorIds);
  const offers = await seedDiscounts(db, scale, units, lessorIds);
  await seedReviews(db, offices, units, tenantIds);
  const reservations = await seedReservations(db, scale, units, offers, tenantIds);
  await seedFinance(db, lessorIds);
  await seedContracts(db, users, tenantIds, offices, units, reservations);
  await seedActivity(db, tenantIds, lessorIds, offices);
  await seedConversations(db, tenantIds, offices);
  await seedOperations(db, offices, units);
  // No faker: last, so it changes no row seeded before it.
  await seedLedger(db, users, lessorIds);
}
