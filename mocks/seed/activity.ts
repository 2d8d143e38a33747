// Seed account activity: notifications, complaints, the demo tenant's favourites and
// the demo lessor's marketing requests (one in each status).
import {
  complaintStatusValues,
  marketingGoalValues,
  marketingPackageValues,
  marketingRequestStatusValues,
} from '@/api/generated/apiback';
import type { NotificationRow, OfficeRow } from '../db/schema';
import { ticketDueAt } from '@/domain/messaging/ticket-clock';
import { dateOnly, daysFromRef, iso, SEED_REF_DATE, type Db } from './kit';
import { DEMO_LESSOR_ID, DEMO_TENANT_ID } from './users';

type Note = {
  type: NotificationRow['type'];
  ar: [string, string];
  en: [string, string];
  /** Where "open" goes: a list page that exists (the seed has no object ids here). */
  link: string | null;
};

// Each side gets what notifies it (a tenant is never told "you have a new booking request").
const OFFER: Note = {
  type: 'system',
  ar: ['عرض جديد', 'خصم 15٪ على مساحات العمل هذا الأسبوع.'],
  en: ['New offer', '15% off workspaces this week.'],
  link: null,
};

const TENANT_NOTES: Note[] = [
  {
    type: 'reservation',
    ar: ['تم تأكيد حجزك', 'وافق المكتب على طلب حجزك.'],
    en: ['Booking confirmed', 'The office accepted your booking request.'],
    link: '/dashboard/contracts/invoice-tenant',
  },
  {
    type: 'payment',
    ar: ['تم تأكيد الدفع', 'تم تأكيد الدفع لحجزك بنجاح.'],
    en: ['Payment confirmed', 'Your booking payment was confirmed.'],
    link: '/dashboard/contracts/invoice-tenant',
  },
  {
    type: 'complaint',
    ar: ['رد الدعم على طلبك', 'رد فريق الدعم على طلبك.'],
    en: ['Support replied', 'The support team replied to your ticket.'],
    link: '/dashboard/supports',
  },
  OFFER,
];

const LESSOR_NOTES: Note[] = [
  {
    type: 'reservation',
    ar: ['حجز جديد', 'لديك طلب حجز جديد بانتظار الموافقة.'],
    en: ['New booking', 'You have a new booking request awaiting approval.'],
    link: '/dashboard/reservations',
  },
  {
    type: 'payment',
    ar: ['تم استلام دفعة', 'دفع أحد المستأجرين قيمة حجزه.'],
    en: ['Payment received', 'A tenant paid for a booking.'],
    link: '/dashboard/reservations',
  },
  {
    type: 'transfer',
    ar: ['تحويل مالي', 'تم تنفيذ تحويل مستحقاتك إلى حسابك البنكي.'],
    en: ['Transfer sent', 'Your dues were transferred to your bank account.'],
    link: null,
  },
  {
    type: 'review',
    ar: ['تقييم جديد', 'أضاف أحد المستأجرين تقييما لمكتبك.'],
    en: ['New review', 'A tenant reviewed your office.'],
    link: '/dashboard/evaluations',
  },
  OFFER,
];

const COMPLAINTS: Array<[string, string]> = [
  ['الإعلان غير مطابق', 'الصور المعروضة لا تطابق المكتب عند الزيارة.'],
  ['تأخر استرداد المبلغ', 'ألغيت الحجز قبل أسبوع ولم يصل المبلغ المسترد.'],
  ['مشكلة في الدفع', 'تم خصم المبلغ مرتين من البطاقة عند الحجز.'],
  ['سلوك غير لائق', 'تعامل موظف الاستقبال لم يكن مهنيا أثناء الزيارة.'],
  ['استفسار عن الفاتورة', 'أحتاج فاتورة ضريبية باسم الشركة لحجز الشهر الماضي.'],
];

const FAVORITE_OFFICES = [9, 12, 17, 22, 3];

async function notifications(db: Db, tenantIds: number[], lessorIds: number[]) {
  let id = 1;
  for (const userId of [
    DEMO_TENANT_ID,
    DEMO_LESSOR_ID,
    ...tenantIds.slice(1, 6),
    ...lessorIds.slice(1, 3),
  ]) {
    const n = userId <= 2 ? 12 : 3;
    const notes =
      userId === DEMO_TENANT_ID || tenantIds.includes(userId) ? TENANT_NOTES : LESSOR_NOTES;
    for (let k = 0; k < n; k++) {
      const note = notes[(userId + k) % notes.length];
      await db.notifications.create({
        id: id++,
        user_id: userId,
        title_ar: note.ar[0],
        title_en: note.en[0],
        body_ar: note.ar[1],
        body_en: note.en[1],
        type: note.type,
        link: note.link,
        read_at: k > 3 ? iso(daysFromRef(-k)) : null,
        created_at: iso(new Date(SEED_REF_DATE.getTime() - k * 5 * 3_600_000 - userId * 60_000)),
      });
    }
  }
}

const SUPPORT_ANSWER = 'تمت مراجعة طلبك والتواصل مع المؤجر، وسيصلك التأكيد خلال يوم عمل.';

/**
 * Tickets in each status (the demo tenant's first three, the demo lessor's next two, then
 * other tenants'), one of them an ad report; answered and closed ones carry support's reply.
 */
async function complaints(db: Db, tenantIds: number[], offices: OfficeRow[]) {
  let replyId = 1;
  for (let k = 0; k < 8; k++) {
    const [subject, reason] = COMPLAINTS[k % COMPLAINTS.length];
    const status = complaintStatusValues[k % complaintStatusValues.length];
    const created = daysFromRef(-k * 6 - 1);
    const adReport = k === 1;
    const answered = status === 'answered' || status === 'closed';
    await db.complaints.create({
      id: k + 1,
      user_id: k < 3 ? DEMO_TENANT_ID : k < 5 ? DEMO_LESSOR_ID : tenantIds[k],
      type: k === 4 ? 'inquiry' : 'complaint',
      source: adReport ? 'ad_report' : 'support',
      report_reason: adReport ? 'wrong_info' : null,
      subject: adReport ? null : subject,
      reason,
      office_id: k % 2 ? offices[k].id : null,
      reservation_id: null,
      conversation_id: null,
      attachments: [],
      status,
      reply: answered ? SUPPORT_ANSWER : null,
      due_at: status === 'open' ? iso(ticketDueAt(created)) : null,
      answered_at: answered ? iso(daysFromRef(-k * 6, 12)) : null,
      closed_at: status === 'closed' ? iso(daysFromRef(-k * 6 + 1)) : null,
      created_at: iso(created),
      updated_at: iso(daysFromRef(-k * 6 - 1 + (answered ? 1 : 0))),
    });
    if (answered)
      await db.complaintReplies.create({
        id: replyId++,
        complaint_id: k + 1,
        author_id: null,
        author: 'support',
        text: SUPPORT_ANSWER,
        attachments: [],
        created_at: iso(daysFromRef(-k * 6, 12)),
      });
  }
}

async function favorites(db: Db) {
  for (const [k, officeId] of FAVORITE_OFFICES.entries()) {
    await db.favorites.create({
      id: k + 1,
      user_id: DEMO_TENANT_ID,
      office_id: officeId,
      created_at: iso(daysFromRef(-officeId)),
    });
  }
}

/** One marketing request in each status, on the demo lessor's offices 1..4. */
async function marketingRequests(db: Db) {
  const notes = {
    processing: 'بدأ فريق التسويق العمل على الحملة.',
    completed: 'نُشرت الحملة على حسابات المنصة وفي الصفحة الرئيسية.',
    rejected: 'الصور لا تستوفي شروط الإعلان المميز.',
  } as Record<string, string>;
  for (const [k, status] of marketingRequestStatusValues.entries()) {
    const officeId = k + 1;
    const created = daysFromRef(-officeId * 8);
    await db.marketingRequests.create({
      id: officeId,
      owner_id: DEMO_LESSOR_ID,
      office_ids: officeId === 1 ? [1, 2] : [officeId],
      status,
      package: marketingPackageValues[(k + 1) % marketingPackageValues.length],
      goal: marketingGoalValues[k % marketingGoalValues.length],
      channels: officeId % 2 ? ['social_media', 'email'] : ['featured_listing'],
      start_date: dateOnly(daysFromRef(status === 'pending' ? 10 : -officeId * 6)),
      end_date: dateOnly(daysFromRef(status === 'pending' ? 24 : -officeId * 6 + 14)),
      budget: 500 * officeId,
      notes: 'نرغب في إبراز الإعلان في الصفحة الرئيسية لمدة أسبوعين.',
      status_note: notes[status] ?? null,
      created_at: iso(created),
      updated_at: iso(created),
    });
  }
}

export async function seedActivity(
  db: Db,
  tenantIds: number[],
  lessorIds: number[],
  offices: OfficeRow[],
) {
  await notifications(db, tenantIds, lessorIds);
  await complaints(db, tenantIds, offices);
  await favorites(db);
  await marketingRequests(db);
}
