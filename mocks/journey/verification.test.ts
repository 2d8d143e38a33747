// @vitest-environment node
// Account trust through the embedded backend: the unverified demo lessor is stopped at
// publishing and at setting where its money goes, verifies through the simulated Nafath
// (the ID must be the profile's; waiting → approved fills the verified name; rejection and
// expiry allow a retry; a rate limit), then publishes. What Nafath verified stays locked.
import '../testing/node-storage';
import { describe, expect, it } from 'vitest';
import { serveEmbeddedBackend } from '../../tests/setup/msw';
import { getStore } from '../backend';
import { DEMO_LESSOR, DEMO_UNVERIFIED_LESSOR } from '../demo-accounts';
import { UNVERIFIED_LESSOR_NATIONAL_ID } from '../services/nafath-registry';
import { call, ORIGIN } from '../testing/api';
import { login } from './helpers';

serveEmbeddedBackend();

const answer = (requestId: string, decision: 'approve' | 'reject') =>
  fetch(`${ORIGIN}/mock-nafath/requests/${requestId}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ decision }),
  });

const OTHER_VALID_ID = '1000000008';

describe('verification journey', () => {
  it('gates publishing, verifies through Nafath, then publishes with the verified name', async () => {
    const { token } = await login(DEMO_UNVERIFIED_LESSOR.phone);
    const lessorId = getStore().db.users.findFirst((q) =>
      q.where({ phone: DEMO_UNVERIFIED_LESSOR.phoneE164 }),
    )!.id;
    const mine = getStore().db.offices.findFirst((q) =>
      q.where({ owner_id: lessorId, status: 'not_published' }),
    )!;
    const publish = () =>
      call('post', `/user/offices/${mine.id}/publish`, {
        token,
        body: { confirm_responsibility: true },
      });
    const blocked = await publish();
    expect(blocked.status).toBe(403);
    expect(blocked.body.message).toBe('Please verify account');
    // The receiving method can be set up before; a transfer to it waits for verification.
    const payout = await call('put', '/user/payment-methods', {
      token,
      body: { method: 'stc_pay', stc_pay_mobile: '+966500000003' },
    });
    expect(payout.status).toBe(200);
    const transfer = await call('post', '/user/transfers', { token });
    expect(transfer.status).toBe(403);
    expect(transfer.body.message).toBe('Please verify account');

    const status = await call('get', '/user/verification/nafath', { token });
    expect(status.body.data).toMatchObject({
      verification_status: 'unverified',
      attempts_left: 3,
      max_attempts: 3,
    });

    // An ID that is not the profile's is refused at the field.
    const mismatch = await call('post', '/user/verification/nafath', {
      token,
      body: { national_id: OTHER_VALID_ID },
    });
    expect(mismatch.status).toBe(422);
    expect(mismatch.body.errors.national_id).toEqual(['validation:nationalIdMismatch']);

    const started = await call('post', '/user/verification/nafath', {
      token,
      body: { national_id: UNVERIFIED_LESSOR_NATIONAL_ID },
    });
    expect(started.status).toBe(201);
    const request = started.body.data;
    expect(request.status).toBe('waiting');
    expect(request.random_number).toMatch(/^\d{2}$/);
    expect(request.attempts_left).toBe(2);
    // Until the person answers in the Nafath app the request waits, also after a reload.
    const poll = () =>
      call('get', `/user/verification/nafath/${request.request_id}`, { token }).then(
        (r) => r.body.data,
      );
    expect((await poll()).status).toBe('waiting');
    const resumed = await call('get', '/user/verification/nafath', { token });
    expect(resumed.body.data.request.request_id).toBe(request.request_id);
    expect(resumed.body.data.verification_status).toBe('waiting');

    expect((await answer(request.request_id, 'approve')).status).toBe(200);
    const done = await poll();
    expect(done).toMatchObject({ status: 'verified', verified_name: 'خالد عبدالله الزهراني' });
    const profile = (await call('get', '/user/profile', { token })).body.data;
    expect(profile).toMatchObject({
      full_name: 'خالد عبدالله الزهراني',
      identity_number: UNVERIFIED_LESSOR_NATIONAL_ID,
      verification_status: 'verified',
      locked_fields: ['full_name', 'identity_type', 'identity_number'],
      account_role: 'owner',
    });
    expect(profile.verified_at).toBeTruthy();
    const told = getStore().db.notifications.findMany((q) =>
      q.where({ user_id: lessorId, type: 'verification' }),
    );
    expect(told.map((n) => n.title_en)).toEqual(['Account verified']);
    // Verified: the transfer passes the gate (and now only waits for money to send).
    const later = await call('post', '/user/transfers', { token });
    expect(later.body.errors).toEqual({ balance: ['validation:transferBelowFees'] });
    // A second answer changes nothing; the account cannot verify twice.
    expect(await (await answer(request.request_id, 'reject')).json()).toEqual({
      status: 'verified',
    });
    const again = await call('post', '/user/verification/nafath', {
      token,
      body: { national_id: UNVERIFIED_LESSOR_NATIONAL_ID },
    });
    expect(again.body.errors?.national_id).toEqual(['validation:alreadyVerified']);

    expect((await publish()).status).toBe(200);
  });

  it('retries after a rejection and an expiry, within a visible rate limit', async () => {
    const { token } = await login(DEMO_UNVERIFIED_LESSOR.phone);
    const start = () =>
      call('post', '/user/verification/nafath', {
        token,
        body: { national_id: UNVERIFIED_LESSOR_NATIONAL_ID },
      });
    const first = (await start()).body.data;
    await answer(first.request_id, 'reject');
    const rejected = await call('get', `/user/verification/nafath/${first.request_id}`, { token });
    expect(rejected.body.data.status).toBe('rejected');
    expect((await call('get', '/user/profile', { token })).body.data.verification_status).toBe(
      'unverified',
    );

    const second = (await start()).body.data;
    // Nobody answers: past its time the request is expired at the next poll.
    await getStore().db.nafathRequests.update((q) => q.where({ request_id: second.request_id }), {
      data(x) {
        x.expires_at = new Date(Date.now() - 1000).toISOString();
      },
    });
    const expired = await call('get', `/user/verification/nafath/${second.request_id}`, { token });
    expect(expired.body.data.status).toBe('expired');
    expect(await (await answer(second.request_id, 'approve')).json()).toEqual({
      status: 'expired',
    });

    const third = await start();
    expect(third.body.data.attempts_left).toBe(0);
    const limited = await start();
    expect(limited.status).toBe(429);
    const state = (await call('get', '/user/verification/nafath', { token })).body.data;
    expect(state.attempts_left).toBe(0);
    expect(Date.parse(state.retry_at)).toBeGreaterThan(Date.now());
  });

  it('locks what Nafath verified, and checks the logo at the backend too', async () => {
    const { token } = await login(DEMO_LESSOR.phone);
    const profile = (await call('get', '/user/profile', { token })).body.data;
    const body = {
      full_name: profile.full_name,
      city_id: profile.city_id,
      identity_type: profile.identity_type,
      identity_number: profile.identity_number,
      phone: '0500000002',
      has_license: false,
      bio: 'نص جديد',
    };
    const saved = await call('put', '/user/profile', { token, body });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.data.bio).toBe('نص جديد');
    expect(saved.body.data.commercial_register).toBeUndefined();
    const renamed = await call('put', '/user/profile', {
      token,
      body: { ...body, full_name: 'اسم آخر تماما', identity_number: OTHER_VALID_ID },
    });
    expect(renamed.status).toBe(422);
    expect(renamed.body.errors).toMatchObject({
      full_name: ['validation:verifiedLocked'],
      identity_number: ['validation:verifiedLocked'],
    });
    const taken = await call('put', '/user/profile', {
      token,
      body: { ...body, phone: '0500000001' },
    });
    expect(taken.body.errors).toEqual({ phone: ['validation:phoneTaken'] });

    // A real PNG signature: files are judged by their bytes, so only the size is wrong here.
    const bytes = new Uint8Array(3 * 1024 * 1024);
    bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    const big = new File([bytes], 'logo.png', { type: 'image/png' });
    const tooBig = await call('post', '/user/profile/logo', { token, form: { logo: big } });
    expect(tooBig.status).toBe(422);
    expect(tooBig.body.errors.logo).toEqual(['validation:logoTooLarge']);
    const pdf = new File([new Uint8Array(10)], 'logo.pdf', { type: 'application/pdf' });
    const notImage = await call('post', '/user/profile/logo', { token, form: { logo: pdf } });
    expect(notImage.body.errors.logo).toEqual(['validation:logoNotImage']);
    // RIFF....WEBP: a real WebP header.
    const webp = new Uint8Array(1000);
    webp.set([0x52, 0x49, 0x46, 0x46, 0xe0, 0x03, 0, 0, 0x57, 0x45, 0x42, 0x50]);
    const small = new File([webp], 'logo.webp', { type: 'image/webp' });
    const logo = await call('post', '/user/profile/logo', { token, form: { logo: small } });
    expect(logo.status).toBe(200);
    expect(logo.body.data.logo).toMatch(/^uploads\/logos\/2\/logo\d{6}\.webp$/);
  });
});
