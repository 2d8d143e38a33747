// Tag "auth": login by phone and one-time code (SMS or WhatsApp), then "complete your
// information". Embedded backend: every number receives the demo code (demo-accounts.ts).
import type { components } from '@/api/generated/apiback';
import type { AccountType } from '@/domain/account-type';
import { HttpResponse } from 'msw';
import { completeProfileSchema } from '@schemas/profile';
import { OTP_LIMITS, otpSchema, phoneSchema } from '@schemas/identity';
import { toSaudiE164 } from '@schemas/lib/phone';
import { msg } from '@schemas/messages';
import { getStore } from '../backend';
import { DEMO_CODE } from '../demo-accounts';
import type { UserRow } from '../db/schema';
import { bearer, currentUser } from '../lib/auth';
import { done, invalid, MESSAGES, ok } from '../lib/http';
import { route } from '../lib/route';
import { toProfile } from '../serializers/user';
import { blankUser } from '../services/blank-user';

const RESEND_AFTER = OTP_LIMITS.resendAfterSeconds;
const EXPIRES_IN = OTP_LIMITS.expiresInSeconds;
const HOUR = 3_600_000;

/** 429 with the seconds to wait, in the body and the Retry-After header. */
function tooMany(waitMs: number): never {
  const retryAfter = Math.min(3600, Math.max(1, Math.ceil(waitMs / 1000)));
  throw HttpResponse.json(
    { message: MESSAGES.tooManyAttempts, retry_after: retryAfter },
    { status: 429, headers: { 'Retry-After': String(retryAfter) } },
  );
}

function token(): string {
  const bytes = new Uint8Array(24);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

async function issueCode(
  phoneInput: string,
  channel: components['schemas']['SendCodeRequest']['channel'],
  accountType?: AccountType,
) {
  const phone = toSaudiE164(phoneInput)!;
  const { db } = getStore();
  const now = Date.now();
  const last = db.otps.findFirst((q) => q.where({ phone, purpose: 'login' }));
  // The server, not the modal, enforces the resend interval and the hourly limit.
  const sends = (last?.sends ?? []).filter((at) => now - Date.parse(at) < HOUR);
  if (last && now - Date.parse(last.sent_at) < RESEND_AFTER * 1000)
    tooMany(Date.parse(last.sent_at) + RESEND_AFTER * 1000 - now);
  if (sends.length >= OTP_LIMITS.sendsPerHour) tooMany(Date.parse(sends[0]) + HOUR - now);
  db.otps.deleteMany((q) => q.where({ phone, purpose: 'login' }));
  await db.otps.create({
    attempts: 0,
    sends: [...sends, new Date(now).toISOString()],
    phone,
    code: DEMO_CODE,
    channel,
    purpose: 'login',
    account_type: accountType ?? null,
    sent_at: new Date(now).toISOString(),
    expires_at: new Date(now + EXPIRES_IN * 1000).toISOString(),
  });
  return ok(
    { phone, channel, resend_after: RESEND_AFTER, expires_in: EXPIRES_IN },
    'تم إرسال رمز التحقق',
  );
}

/** A first login creates the account: profile to complete ("complete your information"). */
async function newAccount(phone: string, type: UserRow['type']): Promise<UserRow> {
  const { store, db } = getStore();
  return db.users.create(blankUser(store.nextId('users'), phone, type, new Date().toISOString()));
}

export const authHandlers = [
  route(
    'post',
    '/auth/send-code',
    ({ body }) => issueCode(body.phone, body.channel, body.account_type),
    { rules: () => phoneSchema.passthrough() },
  ),
  route('post', '/auth/resend-code', ({ body }) => issueCode(body.phone, body.channel), {
    rules: () => phoneSchema.passthrough(),
  }),

  route(
    'post',
    '/auth/verify-code',
    async ({ body }) => {
      const phone = toSaudiE164(body.phone)!;
      const { db } = getStore();
      const otp = db.otps.findFirst((q) => q.where({ phone, purpose: 'login' }));
      if (!otp || Date.parse(otp.expires_at) < Date.now())
        throw invalid('code', msg('invalidInput'), MESSAGES.wrongCode);
      // After 5 wrong tries the code is dead, even the right one: send a new code.
      if (otp.attempts >= OTP_LIMITS.maxWrongCodes)
        tooMany(Date.parse(otp.sent_at) + RESEND_AFTER * 1000 - Date.now());
      if (otp.code !== body.code) {
        await db.otps.update((q) => q.where({ phone, purpose: 'login' }), {
          data(row) {
            row.attempts += 1;
          },
        });
        throw invalid('code', msg('invalidInput'), MESSAGES.wrongCode);
      }
      db.otps.deleteMany((q) => q.where({ phone, purpose: 'login' }));
      const user =
        db.users.findFirst((q) => q.where({ phone })) ??
        (await newAccount(phone, otp.account_type ?? 'ordinary'));
      const session = await db.sessions.create({
        token: token(),
        user_id: user.id,
        created_at: new Date().toISOString(),
      });
      return ok(
        {
          token: session.token,
          user_type: user.type,
          profile_completed: user.profile_completed,
          profile: toProfile(user),
        },
        'تم تسجيل الدخول',
      );
    },
    { rules: () => otpSchema },
  ),

  route(
    'post',
    '/auth/complete-profile',
    async ({ me, body }) => {
      const updated = await getStore().db.users.update((q) => q.where({ id: me.id }), {
        data(u) {
          u.first_name = body.first_name;
          u.last_name = body.last_name;
          u.email = body.email ?? u.email;
          u.city_id = body.city_id;
          u.identity_type = body.identity_type;
          u.identity_number = body.identity_number;
          u.profile_completed = true;
        },
      });
      return ok(toProfile(updated!), 'تم حفظ البيانات');
    },
    { auth: currentUser, rules: () => completeProfileSchema },
  ),

  route(
    'post',
    '/auth/logout',
    ({ request }) => {
      const t = bearer(request)!;
      getStore().db.sessions.deleteMany((q) => q.where({ token: t }));
      return done('تم تسجيل الخروج');
    },
    { auth: currentUser },
  ),
];
