// Tag "users": the users of a lessor's account — the owner, then the members added by phone
// with a role (src/domain/account-roles.ts; route() enforces roles on every lessor
// operation). Adding needs a phone lookup and the code sent to that phone; the owner cannot
// be removed and nobody removes themself.
import { canRemoveUser } from '@/domain/account-roles';
import { toLocalSaudiMobile, toSaudiE164 } from '@schemas/lib/phone';
import { normaliseDigits } from '@schemas/lib/text';
import { msg } from '@schemas/messages';
import { lessorUserSchema } from '@schemas/profile';
import { getStore } from '../backend';
import type { UserRow } from '../db/schema';
import { DEMO_CODE } from '../demo-accounts';
import { accountOwner, lessor, type Lessor } from '../lib/auth';
import {
  ApiFailure,
  created,
  done,
  intParam,
  invalid,
  MESSAGES,
  newestFirst,
  notFound,
  ok,
  paginate,
} from '../lib/http';
import { route } from '../lib/route';
import type { S } from '../serializers/common';
import { toLessorUser } from '../serializers/user';

const now = () => new Date().toISOString();

type LookupStatus = S['UserLookup']['status'];

/** Whether a phone can join this account: a phone is one account, so only a new one can. */
function phoneStatus(me: Lessor, phone: string): { status: LookupStatus; user?: UserRow } {
  const user = getStore().db.users.findFirst((q) => q.where({ phone }));
  if (!user) return { status: 'available' };
  const mine = user.id === me.actingFor || user.parent_id === me.actingFor;
  return { status: mine ? 'member' : 'taken', user };
}

function assertAvailable(me: Lessor, phone: string) {
  const { status } = phoneStatus(me, phone);
  if (status === 'member') throw invalid('phone', msg('memberExists'));
  if (status === 'taken') throw invalid('phone', msg('memberTaken'));
}

/**
 * The list's phone search: the digits typed (Arabic-Indic read as Latin, other characters
 * ignored, an international 966... start read as the local 0...) found in the user's local
 * number 05XXXXXXXX.
 */
function phoneMatches(url: URL): (u: UserRow) => boolean {
  const typed = normaliseDigits(url.searchParams.get('phone') ?? '');
  const digits = typed.replace(/\D/g, '').replace(/^966/, '0');
  if (!digits) return () => true;
  return (u) => toLocalSaudiMobile(u.phone).includes(digits);
}

export const usersHandlers = [
  route(
    'get',
    '/user/users',
    ({ me, url, lang }) => {
      const { db } = getStore();
      const members = newestFirst(db.users.findMany((q) => q.where({ parent_id: me.actingFor })));
      const people = [accountOwner(me), ...members].filter(phoneMatches(url));
      return ok(paginate(people, url, (u) => toLessorUser(u, lang)));
    },
    { auth: lessor },
  ),
  route(
    'get',
    '/user/users/lookup',
    ({ me, url }) => {
      const phone = toSaudiE164(url.searchParams.get('phone') ?? '');
      if (!phone) throw invalid('phone', msg('phoneInvalid'));
      const { status, user } = phoneStatus(me, phone);
      // Someone else's account is not described to a stranger: only that it is taken.
      return ok(
        status === 'member' && user
          ? {
              found: true,
              status,
              first_name: user.first_name || undefined,
              last_name: user.last_name || undefined,
              phone,
            }
          : { found: status !== 'available', status, phone },
      );
    },
    { auth: lessor },
  ),
  route(
    'post',
    '/user/users/verify',
    async ({ me, body }) => {
      const phone = toSaudiE164(body.phone)!;
      assertAvailable(me, phone);
      const { db } = getStore();
      db.otps.deleteMany((q) => q.where({ phone, purpose: 'member' }));
      await db.otps.create({
        phone,
        code: DEMO_CODE,
        channel: 'sms',
        purpose: 'member',
        account_type: null,
        sent_at: now(),
        expires_at: new Date(Date.now() + 300_000).toISOString(),
      });
      return ok(
        { phone, channel: 'sms' as const, resend_after: 60, expires_in: 300 },
        'تم إرسال رمز التحقق',
      );
    },
    { auth: lessor },
  ),
  route(
    'post',
    '/user/users',
    async ({ me, body, lang }) => {
      const phone = toSaudiE164(body.phone)!;
      const { store, db } = getStore();
      assertAvailable(me, phone);
      const otp = db.otps.findFirst((q) => q.where({ phone, purpose: 'member' }));
      if (!otp || otp.code !== body.code || Date.parse(otp.expires_at) < Date.now())
        throw invalid('code', MESSAGES.wrongCode);
      db.otps.deleteMany((q) => q.where({ phone, purpose: 'member' }));
      const owner = accountOwner(me);
      const row = await db.users.create({
        ...owner,
        id: store.nextId('users'),
        phone,
        first_name: body.first_name,
        last_name: body.last_name,
        first_name_en: body.first_name,
        last_name_en: body.last_name,
        email: null,
        identity_number: null,
        verification_status: 'unverified',
        verified_at: null,
        parent_id: owner.id,
        member_role: body.role,
        created_at: now(),
      });
      return created(toLessorUser(row, lang), 'تمت إضافة المستخدم');
    },
    { auth: lessor, rules: () => lessorUserSchema },
  ),
  route(
    'delete',
    '/user/users/{id}',
    ({ me, params }) => {
      const { db } = getStore();
      const id = intParam(params.id);
      const owner = accountOwner(me);
      const target = db.users.findFirst((q) => q.where({ id }));
      if (!target || (target.id !== owner.id && target.parent_id !== owner.id)) notFound();
      const role = target.parent_id ? (target.member_role ?? 'manager') : 'owner';
      if (!canRemoveUser({ id: target.id, role }, me.id))
        throw new ApiFailure(
          403,
          role === 'owner' ? MESSAGES.ownerNotRemovable : MESSAGES.cannotRemoveSelf,
        );
      db.sessions.deleteMany((q) => q.where({ user_id: target.id }));
      db.users.delete((q) => q.where({ id: target.id }));
      return done('تم حذف المستخدم');
    },
    { auth: lessor },
  ),
];
