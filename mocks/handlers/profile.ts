// Tag "profile": the tenant's and the lessor's profile, and the lessor's logo.
import { lessorProfileSchema, tenantProfileSchema } from '@schemas/profile';
import { toSaudiE164 } from '@schemas/lib/phone';
import { getStore } from '../backend';
import { lessor, tenant } from '../lib/auth';
import { ok } from '../lib/http';
import { route } from '../lib/route';
import { pad6 } from '../serializers/common';
import { toLessorProfile, toTenantProfile } from '../serializers/user';

export const profileHandlers = [
  route('get', '/ordinaries/profile', ({ me }) => ok(toTenantProfile(me)), { auth: tenant }),
  route(
    'put',
    '/ordinaries/profile',
    async ({ me, body }) => {
      const updated = await getStore().db.users.update((q) => q.where({ id: me.id }), {
        data(u) {
          u.first_name = body.first_name;
          u.last_name = body.last_name;
          if (body.email !== undefined) u.email = body.email || null;
          if (body.city_id !== undefined) u.city_id = body.city_id;
        },
      });
      return ok(toTenantProfile(updated!), 'تم حفظ البيانات');
    },
    { auth: tenant, rules: () => tenantProfileSchema.passthrough() },
  ),

  route('get', '/user/profile', ({ me }) => ok(toLessorProfile(me)), { auth: lessor }),
  route(
    'put',
    '/user/profile',
    async ({ me, body }) => {
      const [first, ...rest] = String(body.full_name).trim().split(/\s+/);
      const next = await getStore().db.users.update((q) => q.where({ id: me.id }), {
        data(u) {
          u.first_name = first;
          u.last_name = rest.join(' ');
          u.company_name = body.company_name ?? u.company_name;
          u.office_name = body.office_name ?? u.office_name;
          u.email = body.email ?? u.email;
          u.city_id = body.city_id;
          u.district = body.district ?? u.district;
          u.identity_type = body.identity_type;
          u.identity_number = body.identity_number;
          u.commercial_register = body.commercial_register ?? u.commercial_register;
          u.vat_number = body.vat_number ?? u.vat_number;
          u.phone = toSaudiE164(body.phone) ?? u.phone;
          u.bio = body.bio ?? u.bio;
          u.has_license = !!body.has_license;
          u.license_number = body.license_number ?? u.license_number;
          u.profile_completed = true;
        },
      });
      return ok(toLessorProfile(next!), 'تم حفظ البيانات');
    },
    { auth: lessor, rules: () => lessorProfileSchema },
  ),
  route(
    'post',
    '/user/profile/logo',
    async ({ me }) => {
      const next = await getStore().db.users.update((q) => q.where({ id: me.actingFor }), {
        data(u) {
          u.logo = `uploads/logos/${u.id}/logo${pad6(Date.now() % 1e6)}.png`;
        },
      });
      return ok(toLessorProfile(me.id === me.actingFor ? next! : me), 'تم تحديث الشعار');
    },
    { auth: lessor },
  ),
];
