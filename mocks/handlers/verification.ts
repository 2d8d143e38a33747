// Tag "verification": Nafath identity verification, a request plus a polled status. The
// embedded Nafath approves on the first poll at least 3 s after the request (the user
// tapped the number in the Nafath app).
import { msg } from '@schemas/messages';
import { getStore } from '../backend';
import type { NafathRow } from '../db/schema';
import { accountOwner, lessor } from '../lib/auth';
import { created, invalid, notFound, ok } from '../lib/http';
import { route } from '../lib/route';

const APPROVE_AFTER_MS = 3000;

const toNafath = (row: NafathRow) => ({
  request_id: row.request_id,
  random_number: row.random_number,
  status: row.status,
  expires_at: row.expires_at,
});

async function setVerification(userId: number, status: 'waiting' | 'verified') {
  await getStore().db.users.update((q) => q.where({ id: userId }), {
    data(u) {
      u.verification_status = status;
    },
  });
}

export const verificationHandlers = [
  route(
    'post',
    '/user/verification/nafath',
    async ({ me, body }) => {
      const profileId = accountOwner(me).identity_number;
      if (profileId && profileId !== body.national_id)
        throw invalid('national_id', msg('nationalIdMismatch'));
      const row = await getStore().db.nafathRequests.create({
        request_id: crypto.randomUUID(),
        user_id: me.actingFor,
        national_id: body.national_id,
        random_number: String(10 + (Date.now() % 90)),
        status: 'waiting',
        created_at: new Date().toISOString(),
        expires_at: new Date(Date.now() + 3 * 60_000).toISOString(),
      });
      await setVerification(me.actingFor, 'waiting');
      return created(toNafath(row));
    },
    { auth: lessor },
  ),
  route(
    'get',
    '/user/verification/nafath/{requestId}',
    async ({ me, params }) => {
      const { db } = getStore();
      let row = db.nafathRequests.findFirst((q) =>
        q.where({ request_id: params.requestId, user_id: me.actingFor }),
      );
      if (!row) notFound();
      if (row.status === 'waiting' && Date.now() - Date.parse(row.created_at) >= APPROVE_AFTER_MS) {
        const id = row.request_id;
        row = (await db.nafathRequests.update((q) => q.where({ request_id: id }), {
          data(x) {
            x.status = 'verified';
          },
        }))!;
        await setVerification(me.actingFor, 'verified');
      }
      return ok(toNafath(row));
    },
    { auth: lessor },
  ),
];
