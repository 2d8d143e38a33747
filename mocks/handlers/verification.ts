// Tag "verification": Nafath identity verification, a request plus a polled status
// (mocks/services/nafath.ts simulates the service). The request waits until the person
// answers in the Nafath app (the demo control below) or it expires; approval fills the
// profile with the registered name and ID. Requests are rate limited per account.
import { HttpResponse } from 'msw';
import { api } from '../lib/path-first';
import { nationalIdMatchSchema } from '@schemas/identity';
import { msg } from '@schemas/messages';
import { getStore } from '../backend';
import type { NafathRow } from '../db/schema';
import { accountOwner, lessor } from '../lib/auth';
import { ApiFailure, created, fail, invalid, MESSAGES, notFound, ok } from '../lib/http';
import { route } from '../lib/route';
import type { S } from '../serializers/common';
import {
  decide,
  NAFATH_MAX_ATTEMPTS,
  NAFATH_TTL_MS,
  NAFATH_WINDOW_MINUTES,
  rateLimit,
  recentRequests,
  setAccountStatus,
  settleExpiry,
} from '../services/nafath';

function toNafath(row: NafathRow, userId: number): S['NafathRequest'] {
  return {
    request_id: row.request_id,
    random_number: row.random_number,
    status: row.status,
    expires_at: row.expires_at,
    attempts_left: rateLimit(userId).attemptsLeft,
    ...(row.verified_name ? { verified_name: row.verified_name } : {}),
  };
}

/** Nafath shows one of three numbers; the right one is random, two digits. */
const randomNumber = () => String(10 + Math.floor(Math.random() * 90));

export const verificationHandlers = [
  route(
    'get',
    '/user/verification/nafath',
    async ({ me }) => {
      const owner = accountOwner(me);
      const latest = recentRequests(owner.id)[0];
      const open = latest && (await settleExpiry(latest));
      const limit = rateLimit(owner.id);
      const fresh = accountOwner(me);
      return ok({
        verification_status: fresh.verification_status,
        ...(fresh.verified_at ? { verified_at: fresh.verified_at } : {}),
        ...(open?.status === 'waiting' ? { request: toNafath(open, owner.id) } : {}),
        attempts_left: limit.attemptsLeft,
        max_attempts: NAFATH_MAX_ATTEMPTS,
        window_minutes: NAFATH_WINDOW_MINUTES,
        ...(limit.retryAt ? { retry_at: limit.retryAt } : {}),
      } satisfies S['NafathStatus']);
    },
    { auth: lessor },
  ),
  route(
    'post',
    '/user/verification/nafath',
    async ({ me, body }) => {
      const owner = accountOwner(me);
      if (owner.verification_status === 'verified')
        throw invalid('national_id', msg('alreadyVerified'));
      const limit = rateLimit(owner.id);
      if (limit.attemptsLeft === 0) {
        const wait = Math.max(1, Math.ceil((Date.parse(limit.retryAt!) - Date.now()) / 1000));
        throw HttpResponse.json(
          { message: MESSAGES.tooManyAttempts, retry_after: wait },
          { status: 429, headers: { 'Retry-After': String(wait) } },
        );
      }
      // A new request replaces one still waiting (Nafath keeps one open request a person).
      const { db } = getStore();
      await db.nafathRequests.updateMany((q) => q.where({ user_id: owner.id, status: 'waiting' }), {
        data(x) {
          x.status = 'expired';
        },
      });
      const now = Date.now();
      const row = await db.nafathRequests.create({
        request_id: crypto.randomUUID(),
        user_id: owner.id,
        national_id: body.national_id,
        random_number: randomNumber(),
        status: 'waiting',
        verified_name: null,
        created_at: new Date(now).toISOString(),
        expires_at: new Date(now + NAFATH_TTL_MS).toISOString(),
      });
      await setAccountStatus(owner.id, 'waiting');
      return created(toNafath(row, owner.id));
    },
    {
      auth: lessor,
      // The ID must be the profile's (when the profile has one).
      rules: ({ me }) => nationalIdMatchSchema(accountOwner(me).identity_number),
    },
  ),
  route(
    'get',
    '/user/verification/nafath/{requestId}',
    async ({ me, params }) => {
      const row = getStore().db.nafathRequests.findFirst((q) =>
        q.where({ request_id: params.requestId, user_id: me.actingFor }),
      );
      if (!row) notFound();
      return ok(toNafath(await settleExpiry(row), me.actingFor));
    },
    { auth: lessor },
  ),
];

/**
 * The demo control (outside the contract, embedded backend only): what the person does in
 * the Nafath app. `{ "decision": "approve" | "reject" }`; only a waiting request can be
 * answered. It stands in for Nafath's callback to the real backend.
 */
export const nafathDemoHandlers = [
  api.post('*/mock-nafath/requests/:requestId', async ({ params, request }) => {
    try {
      const { db } = getStore();
      const row = db.nafathRequests.findFirst((q) =>
        q.where({ request_id: String(params.requestId) }),
      );
      if (!row) return fail(404, MESSAGES.notFound);
      const current = await settleExpiry(row);
      if (current.status !== 'waiting') return HttpResponse.json({ status: current.status });
      const body = (await request.json().catch(() => ({}))) as { decision?: string };
      if (body.decision !== 'approve' && body.decision !== 'reject')
        return fail(422, MESSAGES.invalidInput, { decision: [msg('required')] });
      const next = await decide(current, body.decision === 'approve');
      getStore().changed();
      return HttpResponse.json({ status: next.status });
    } catch (error) {
      if (error instanceof ApiFailure) return fail(error.status, error.message, error.errors);
      throw error;
    }
  }),
];
