// The profiles as the "my information" forms hold them (every box a string, nothing
// undefined, so a cleared box stays cleared) and the saved answer's dates for the notes.
import type { components } from '@/api/generated/apiback';
import { formatSaudiMobile } from '@/domain/format';
import type { createLessorProfileSchema, tenantProfileSchema } from '@schemas/profile';
import type { z } from 'zod';

export type LessorProfile = components['schemas']['LessorProfile'];
export type TenantProfile = components['schemas']['TenantProfile'];
export type LessorInfoValues = z.input<ReturnType<typeof createLessorProfileSchema>>;
export type TenantInfoValues = z.input<typeof tenantProfileSchema>;

/** `+9665XXXXXXXX` as the user types it, `05XXXXXXXX` (anything else is left as it is). */
export const localMobile = (phone: string | undefined) => (phone ? formatSaudiMobile(phone) : '');

export function lessorInfoValues(p: LessorProfile): LessorInfoValues {
  return {
    full_name: p.full_name,
    company_name: p.company_name ?? '',
    office_name: p.office_name ?? '',
    email: p.email ?? '',
    city_id: p.city_id ? String(p.city_id) : '',
    district: p.district ?? '',
    identity_type: p.identity_type,
    identity_number: p.identity_number ?? '',
    commercial_register: p.commercial_register ?? '',
    vat_number: p.vat_number ?? '',
    phone: localMobile(p.phone),
    bio: p.bio ?? '',
    has_license: p.has_license ?? false,
    license_number: p.license_number ?? '',
  };
}

export function tenantInfoValues(p: TenantProfile): TenantInfoValues {
  return {
    first_name: p.first_name,
    last_name: p.last_name,
    email: p.email ?? '',
    city_id: p.city_id ? String(p.city_id) : '',
    identity_type: p.identity_type,
    identity_number: p.identity_number ?? '',
  };
}

/** The verified fields of a profile (locked), as the lock rule compares them. */
export function savedIdentity(p: LessorProfile) {
  return {
    full_name: p.full_name,
    identity_type: p.identity_type,
    // The profile is a known answer: an optional field may come as null.
    identity_number: p.identity_number ?? undefined,
  };
}
