// Who is calling: the session behind the Bearer token, and the account-type guards the
// routes declare as `auth` (checked before the body, like the real backend: 401/403
// come before 422).
import { roleAllows } from '@/domain/account-roles';
import { canAddRealEstate, canBook } from '@/domain/rules';
import { getStore } from '../backend';
import type { UserRow } from '../db/schema';
import { operationTag } from './contract';
import { ApiFailure, MESSAGES } from './http';
import { API_PREFIX, type Method } from './route-types';

export function bearer(request: Request): string | null {
  const h = request.headers.get('authorization') ?? '';
  const m = /^Bearer\s+(\S+)$/i.exec(h);
  return m ? m[1] : null;
}

/** 401 without a valid token. */
export function currentUser(request: Request): UserRow {
  const token = bearer(request);
  if (!token) throw new ApiFailure(401, MESSAGES.unauthenticated);
  const { db } = getStore();
  const session = db.sessions.findFirst((q) => q.where({ token }));
  if (!session) throw new ApiFailure(401, MESSAGES.invalidToken);
  const user = db.users.findFirst((q) => q.where({ id: session.user_id }));
  if (!user) throw new ApiFailure(401, MESSAGES.invalidToken);
  return user;
}

/** Tenant-only operations: a business account gets 403 (the screens' rule, `canBook`). */
export function requireTenant(
  request: Request,
  forbidden: string = MESSAGES.businessOnly,
): UserRow {
  const user = currentUser(request);
  if (!canBook(user.type)) throw new ApiFailure(403, forbidden);
  return user;
}

/** A lessor caller; `actingFor` is the account it acts for (a member acts for its owner). */
export type Lessor = UserRow & { actingFor: number };

/** Lessor-only operations: an ordinary account gets 403. A member acts for its owner. */
export function requireLessor(
  request: Request,
  forbidden: string = MESSAGES.ordinaryNoAccess,
): Lessor {
  const user = currentUser(request);
  // The screens' rule: only a business account adds and runs real estate.
  if (!canAddRealEstate(user.type)) throw new ApiFailure(403, forbidden);
  return { ...user, actingFor: user.parent_id ?? user.id };
}

/** The `auth` of tenant operations. */
export const tenant = (request: Request) => requireTenant(request);
/** The `auth` of booking and paying: a business account "can't book". */
export const booker = (request: Request) => requireTenant(request, MESSAGES.businessCannotBook);
/** The `auth` of lessor operations. */
export const lessor = (request: Request) => requireLessor(request);
/** The `auth` of creating offices and units: ordinary accounts "cannot add real estate". */
export const realEstate = (request: Request) =>
  requireLessor(request, MESSAGES.ordinaryCannotAddRealEstate);

/** The account a lessor acts for (itself, or the owner of the account it is a member of). */
export function accountOwner(me: Lessor): UserRow {
  return getStore().db.users.findFirst((q) => q.where({ id: me.actingFor }))!;
}

/**
 * A member of a lessor account acts only within its role, judged by the operation's tag
 * (src/domain/account-roles.ts): every operation of the contract is covered, including
 * ones added later under an existing tag. Owners and other callers pass.
 */
export function requireRole(me: unknown, path: string, method: Method): void {
  if (!me || typeof me !== 'object' || !('member_role' in me)) return;
  const user = me as UserRow;
  if (user.parent_id === null || !user.member_role) return;
  const tag = operationTag(`${API_PREFIX}${path}`, method) ?? '';
  if (!roleAllows(user.member_role, tag, method)) {
    const ownerOnly = roleAllows('manager', tag, method) === false;
    throw new ApiFailure(403, ownerOnly ? MESSAGES.ownerOnly : MESSAGES.roleForbidden);
  }
}

/** The account must be verified through Nafath first (publishing, receiving money). */
export function requireVerified(me: Lessor): void {
  if (accountOwner(me).verification_status !== 'verified')
    throw new ApiFailure(403, MESSAGES.verifyAccount);
}
