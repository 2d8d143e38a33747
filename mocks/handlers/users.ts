// Tag "users": the members of a lessor's account. Adding one needs the code sent to the
// member's phone; a member acts for the account owner.
import { toSaudiE164 } from '@schemas/lib/phone';
import { msg } from '@schemas/messages';
import { getStore } from '../backend';
import { DEMO_CODE } from '../demo-accounts';
import { accountOwner, lessor } from '../lib/auth';
import { created, done, invalid, MESSAGES, newestFirst, ok, paginate } from '../lib/http';
import { ownedItem, ownedList } from '../lib/owned';
import { route } from '../lib/route';
import { toLessorUser } from '../serializers/user';

const now = () => new Date().toISOString();

export const usersHandlers = [
  route(
    'get',
    '/user/users',
    ({ me, url }) =>
      ok(paginate(newestFirst(ownedList('users', { parent_id: me.actingFor })), url, toLessorUser)),
    { auth: lessor },
  ),
  route(
    'get',
    '/user/users/lookup',
    ({ url }) => {
      const phone = toSaudiE164(url.searchParams.get('phone') ?? '');
      if (!phone) throw invalid('phone', msg('phoneInvalid'));
      const u = getStore().db.users.findFirst((q) => q.where({ phone }));
      return ok(
        u
          ? {
              found: true,
              first_name: u.first_name || undefined,
              last_name: u.last_name || undefined,
              phone: u.phone,
            }
          : { found: false, phone },
      );
    },
    { auth: lessor },
  ),
  route(
    'post',
    '/user/users/verify',
    async ({ body }) => {
      const phone = toSaudiE164(body.phone)!;
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
    async ({ me, body }) => {
      const phone = toSaudiE164(body.phone)!;
      const { store, db } = getStore();
      const otp = db.otps.findFirst((q) => q.where({ phone, purpose: 'member' }));
      if (!otp || otp.code !== body.code)
        throw invalid('code', msg('invalidInput'), MESSAGES.wrongCode);
      // Only a phone with no account (or already a member of this one) can join.
      const existing = db.users.findFirst((q) => q.where({ phone }));
      if (
        existing &&
        (existing.type === 'ordinary' ||
          existing.id === me.actingFor ||
          (existing.parent_id !== null && existing.parent_id !== me.actingFor) ||
          existing.parent_id === null)
      )
        throw invalid('phone', msg('invalidInput'));
      db.otps.deleteMany((q) => q.where({ phone, purpose: 'member' }));
      const row = await db.users.create({
        ...accountOwner(me),
        id: store.nextId('users'),
        phone,
        first_name: body.first_name,
        last_name: body.last_name,
        first_name_en: body.first_name,
        last_name_en: body.last_name,
        email: null,
        identity_number: null,
        parent_id: me.actingFor,
        member_role: body.role,
        created_at: now(),
      });
      return created(toLessorUser(row), 'تمت إضافة المستخدم');
    },
    { auth: lessor },
  ),
  route(
    'delete',
    '/user/users/{id}',
    ({ me, params }) => {
      const u = ownedItem('users', { parent_id: me.actingFor }, params.id);
      const { db } = getStore();
      db.sessions.deleteMany((q) => q.where({ user_id: u.id }));
      db.users.delete((q) => q.where({ id: u.id }));
      return done('تم حذف المستخدم');
    },
    { auth: lessor },
  ),
];
