// @vitest-environment node
// Login abuse (issue 20): a code dies after 5 wrong tries, the server enforces the resend
// interval and the hourly sends per phone, and every refusal is 429 with the seconds to wait.
import '../testing/node-storage';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { serveEmbeddedBackend } from '../../tests/setup/msw';
import { OTP_LIMITS } from '@schemas/identity';
import { call } from '../testing/api';

serveEmbeddedBackend();

const phone = '0551234567';
const send = (path = '/auth/send-code') => call('post', path, { body: { phone, channel: 'sms' } });
const verify = (code: string) => call('post', '/auth/verify-code', { body: { phone, code } });

afterEach(() => {
  vi.useRealTimers();
});

describe('login code limits', () => {
  it('kills the code after 5 wrong tries: even the right code is then refused with 429', async () => {
    expect((await send()).status).toBe(200);
    for (let i = 0; i < OTP_LIMITS.maxWrongCodes; i++)
      expect((await verify('9999')).status).toBe(422);
    const locked = await verify('1234');
    expect(locked.status).toBe(429);
    expect(locked.body.retry_after).toBeGreaterThan(0);
    expect(locked.body.data).toBeUndefined();
  });

  it('enforces the resend interval with the seconds left, then sends again', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    expect((await send()).status).toBe(200);
    vi.setSystemTime(Date.now() + 20_000);
    const early = await send('/auth/resend-code');
    expect(early.status).toBe(429);
    expect(early.body.retry_after).toBe(OTP_LIMITS.resendAfterSeconds - 20);
    vi.setSystemTime(Date.now() + 41_000);
    expect((await send('/auth/resend-code')).status).toBe(200);
    expect((await verify('1234')).status).toBe(200);
  });

  it('allows 5 sends an hour per phone, then says how long to wait', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const start = Date.now();
    for (let i = 0; i < OTP_LIMITS.sendsPerHour; i++) {
      vi.setSystemTime(start + i * 61_000);
      expect((await send()).status).toBe(200);
    }
    vi.setSystemTime(start + OTP_LIMITS.sendsPerHour * 61_000);
    const sixth = await send();
    expect(sixth.status).toBe(429);
    expect(sixth.body.retry_after).toBe(3600 - OTP_LIMITS.sendsPerHour * 61);
    vi.setSystemTime(start + 3_600_000 + 1_000);
    expect((await send()).status).toBe(200);
  });
});
