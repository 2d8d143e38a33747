// What the contract handlers share: codes named from the app's own locale files, "today"
// in Saudi time, the lifecycle moves (recorded with time and actor; the system's own moves
// applied whenever contracts are read), which models a lessor sees and uses, and what a
// booking gives its rent contract.
import type { components } from '@/api/generated/apiback';
import {
  canMoveContract,
  isLiveContract,
  systemMoves,
  type ContractActor,
  type ContractLabeler,
  type ContractStatus,
} from '@/domain/contract';
import { formatDate } from '@/domain/format';
import { addDays } from '@schemas/lib/calendar-date';
import arContracts from '@/i18n/locales/ar/contracts.json';
import enContracts from '@/i18n/locales/en/contracts.json';
import { msg } from '@schemas/messages';
import { getStore } from '../backend';
import type { ContractModelRow, ContractRow, UserRow } from '../db/schema';
import { invalid, type Lang } from '../lib/http';
import type { Lessor } from '../lib/auth';
import { updateById } from '../lib/update-row';

type Enums = Record<string, Record<string, string>>;
const ENUMS: Record<Lang, Enums> = { ar: arContracts.enums, en: enContracts.enums };

/** Codes named as the screens name them (src/i18n/locales/<lang>/contracts.json). */
export const contractLabels =
  (lang: Lang): ContractLabeler =>
  (group, value) =>
    ENUMS[lang][group]?.[value] ?? value;

/** Today's calendar date in Saudi Arabia. */
export const today = () => formatDate(new Date());
export const nowIso = () => new Date().toISOString();

/**
 * Applies the moves the system makes by itself (accepted → active at once, active → ended
 * after the end date), each recorded as the system's step. Idempotent: run on every read.
 */
export async function settle(c: ContractRow): Promise<ContractRow> {
  const moves = systemMoves(c.status, c.data.end_date, today());
  if (!moves.length) return c;
  const next = await updateById(getStore().db.contracts, c.id, {
    data(x) {
      for (const status of moves) {
        // An ending is dated the day after the last day of the term, not the day it was noticed.
        const at = status === 'ended' ? `${addDays(x.data.end_date, 1)}T00:00:00+03:00` : nowIso();
        x.history.push({ status, at: new Date(at).toISOString(), actor: 'system' });
        x.status = status;
      }
      x.updated_at = nowIso();
    },
  });
  return next ?? c;
}

export async function settleAll(rows: ContractRow[]): Promise<ContractRow[]> {
  const out: ContractRow[] = [];
  for (const r of rows) out.push(await settle(r));
  return out;
}

/**
 * Moves a contract one step for `actor`, or answers 422 on `status` when the lifecycle does
 * not allow it; then lets the system take its own steps (an acceptance activates).
 */
export async function moveContract(
  c: ContractRow,
  to: ContractStatus,
  actor: Exclude<ContractActor, 'system'>,
  actorName: string,
  reason?: string,
): Promise<ContractRow> {
  if (!canMoveContract(c.status, to, actor)) throw invalid('status', msg('contractStatusMove'));
  const next = await updateById(getStore().db.contracts, c.id, {
    data(x) {
      x.status = to;
      x.history.push({
        status: to,
        at: nowIso(),
        actor,
        actor_name: actorName,
        ...(reason ? { reason } : {}),
      });
      x.updated_at = nowIso();
    },
  });
  return settle(next);
}

/** A platform model (no owner) or one of the lessor's own. */
export function visibleModel(me: Lessor, id: number): ContractModelRow | undefined {
  return getStore().db.contractModels.findFirst((q) =>
    q.where((m) => m.id === id && (m.owner_id === null || m.owner_id === me.actingFor)),
  );
}

/** Live contracts of the lessor made with the model (a model in use cannot be deleted). */
export function modelUse(modelId: number, lessorId: number): number {
  return getStore().db.contracts.findMany((q) =>
    q.where(
      (c) => c.lessor_id === lessorId && c.data.model_id === modelId && isLiveContract(c.status),
    ),
  ).length;
}

/** The tenant's account for a contract typed by the lessor: the ordinary account with that mobile. */
export function tenantByMobile(mobileE164: string): UserRow | undefined {
  return getStore().db.users.findFirst((q) =>
    q.where((u) => u.type === 'ordinary' && u.phone === mobileE164),
  );
}

/** The live contract of a booking, if any (a booking has at most one). */
export const liveContractOf = (reservationId: number) =>
  getStore().db.contracts.findFirst((q) =>
    q.where((c) => c.reservation_id === reservationId && isLiveContract(c.status)),
  );

/** A random, unguessable public code (12 of A-Z0-9). */
export function verificationCode(): string {
  const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  const bytes = crypto.getRandomValues(new Uint8Array(12));
  return Array.from(bytes, (b) => ALPHABET[b % ALPHABET.length]).join('');
}

export type ContractData = Omit<components['schemas']['ContractInput'], 'reservation_id'>;
