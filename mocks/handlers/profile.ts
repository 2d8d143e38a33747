// Tag "profile": the tenant's and the lessor's profile, and the lessor's logo. The lessor's
// information is the account's (the owner's row; members read it, only the owner writes:
// src/domain/account-roles.ts). What Nafath verified (name and ID) stays locked.
import { createLessorProfileSchema, logoSchema, tenantProfileSchema } from '@schemas/profile';
import { toSaudiE164 } from '@schemas/lib/phone';
import { msg } from '@schemas/messages';
import { getStore } from '../backend';
import type { UserRow } from '../db/schema';
import { accountOwner, lessor, tenant } from '../lib/auth';
import { uploadedFiles } from '../lib/body';
import { dropUpload, keepUpload } from '../lib/uploads';
import { ApiFailure, invalid, issuesToErrors, MESSAGES, ok } from '../lib/http';
import { route } from '../lib/route';
import { pad6 } from '../serializers/common';
import { lockedFields, toLessorProfile, toTenantProfile } from '../serializers/user';
import { updateById } from '../lib/update-row';

/** A phone is one account: another account's phone cannot be taken over. */
function assertPhoneFree(phone: string, self: UserRow) {
  const other = getStore().db.users.findFirst((q) => q.where({ phone }));
  if (other && other.id !== self.id) throw invalid('phone', msg('phoneTaken'));
}

function splitName(full: string): [string, string] {
  const [first, ...rest] = full.trim().split(/\s+/);
  return [first, rest.join(' ')];
}

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
          if (body.identity_type && body.identity_number) {
            u.identity_type = body.identity_type;
            u.identity_number = body.identity_number;
          }
        },
      });
      return ok(toTenantProfile(updated!), 'تم حفظ البيانات');
    },
    { auth: tenant, rules: () => tenantProfileSchema },
  ),

  route('get', '/user/profile', ({ me }) => ok(toLessorProfile(me)), { auth: lessor }),
  route(
    'put',
    '/user/profile',
    async ({ me, body }) => {
      const owner = accountOwner(me);
      const phone = toSaudiE164(body.phone) ?? owner.phone;
      assertPhoneFree(phone, owner);
      const [first, last] = splitName(body.full_name);
      const next = await updateById(getStore().db.users, owner.id, {
        data(u) {
          u.first_name = first;
          u.last_name = last;
          // The English name follows a change of the Arabic one only when it was unset.
          if (!u.first_name_en) [u.first_name_en, u.last_name_en] = [first, last];
          u.company_name = body.company_name || null;
          u.office_name = body.office_name || null;
          u.email = body.email || null;
          u.city_id = body.city_id;
          u.district = body.district || null;
          u.identity_type = body.identity_type;
          u.identity_number = body.identity_number;
          u.commercial_register = body.commercial_register || null;
          u.vat_number = body.vat_number || null;
          u.phone = phone;
          u.bio = body.bio || null;
          u.has_license = !!body.has_license;
          u.license_number = body.has_license ? (body.license_number ?? null) : null;
          u.profile_completed = true;
        },
      });
      return ok(toLessorProfile(next), 'تم حفظ البيانات');
    },
    {
      auth: lessor,
      rules: ({ me }) => {
        const owner = accountOwner(me);
        const saved = toLessorProfile(owner);
        return createLessorProfileSchema(
          {
            full_name: saved.full_name,
            identity_type: saved.identity_type,
            identity_number: saved.identity_number ?? undefined,
          },
          lockedFields(owner),
        );
      },
    },
  ),
  route(
    'post',
    '/user/profile/logo',
    async ({ me, request }) => {
      // The same rule as the field: an image of at most 2 MB (the size is checked here too).
      const file = uploadedFiles(request).logo;
      const check = logoSchema.safeParse({ logo: file });
      if (!check.success)
        throw new ApiFailure(422, MESSAGES.invalidInput, issuesToErrors(check.error.issues));
      // The extension follows the bytes (a PNG named .jpg is a PNG): the file host serves it.
      const ext = file!.kind === 'png' ? 'png' : file!.kind === 'webp' ? 'webp' : 'jpg';
      let replaced: string | null = null;
      const next = await updateById(getStore().db.users, me.actingFor, {
        data(u) {
          replaced = u.logo;
          // A new name on every upload (the browser's cached copy of the old one never shows):
          // the previous logo's number plus one, not the clock, so two uploads in one
          // millisecond still get two names.
          const n = Number(/\/logo(\d+)\.\w+$/.exec(u.logo ?? '')?.[1] ?? 0) + 1;
          u.logo = `uploads/logos/${u.id}/logo${pad6(n % 1e6)}.${ext}`;
        },
      });
      await keepUpload(next.logo!, file!);
      // The old logo's bytes go with the row's change (the same path again keeps the new ones).
      if (replaced !== next.logo) dropUpload(replaced);
      return ok(toLessorProfile(me.id === me.actingFor ? next : me), 'تم تحديث الشعار');
    },
    { auth: lessor },
  ),
];
