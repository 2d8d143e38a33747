// Seed conversations: the demo tenant with the demo lessor about an office it has booked
// (contacts visible, one answer unread by the tenant), another tenant asking the demo lessor
// about an office it has not booked (its phone number masked, unread by the lessor), and the
// demo tenant with a second lessor (all read). Hand-written: no faker draw, so the rows
// seeded before stay the same.
import type { Side } from '@/lib/session';
import type { ChatMessageRow, ConversationRow, OfficeRow } from '../db/schema';
import { daysFromRef, iso, type Db } from './kit';
import { DEMO_LESSOR_ID, DEMO_TENANT_ID } from './users';

type Line = [side: ChatMessageRow['sender_role'], text: string, masked?: boolean];

interface Thread {
  tenant: number;
  office: OfficeRow;
  reservation: number | null;
  lines: Line[];
  /** How many of the last messages each side has not read. */
  unread: { tenant: number; lessor: number };
}

async function thread(db: Db, id: number, firstMessageId: number, t: Thread, startDay: number) {
  const times = t.lines.map((_, k) =>
    iso(new Date(daysFromRef(startDay, 8).getTime() + k * 47 * 60_000)),
  );
  const ids = t.lines.map((_, k) => firstMessageId + k);
  const lastSeenBy = (side: Side) => {
    const unseen = t.unread[side];
    // The newest message of the other side that this side has read (its own always are).
    const seen = ids.filter((_, k) => k < ids.length - unseen || t.lines[k][0] === side);
    return seen.at(-1) ?? 0;
  };
  const row: ConversationRow = {
    id,
    office_id: t.office.id,
    reservation_id: t.reservation,
    tenant_id: t.tenant,
    lessor_id: t.office.owner_id,
    tenant_read_id: lastSeenBy('tenant'),
    lessor_read_id: lastSeenBy('lessor'),
    tenant_read_at: times.at(-1 - t.unread.tenant) ?? null,
    lessor_read_at: times.at(-1 - t.unread.lessor) ?? null,
    blocked_by: null,
    created_at: times[0],
    updated_at: times.at(-1)!,
  };
  await db.conversations.create(row);
  for (const [k, [side, text, masked]] of t.lines.entries())
    await db.chatMessages.create({
      id: ids[k],
      conversation_id: id,
      sender_id: side === 'tenant' ? t.tenant : t.office.owner_id,
      sender_role: side,
      text,
      image: null,
      masked: masked ?? false,
      created_at: times[k],
    });
  return firstMessageId + t.lines.length;
}

export async function seedConversations(db: Db, tenantIds: number[], offices: OfficeRow[]) {
  const office = (id: number) => offices.find((o) => o.id === id)!;
  const booked = db.reservations.findFirst((q) =>
    q.where({ tenant_id: DEMO_TENANT_ID, office_id: 4, status: 'accepted' }),
  );
  const otherLessorOffice = offices.find(
    (o) => o.owner_id !== DEMO_LESSOR_ID && o.status === 'published',
  )!;
  const threads: Thread[] = [
    {
      tenant: DEMO_TENANT_ID,
      office: office(4),
      reservation: booked?.id ?? null,
      lines: [
        ['tenant', 'السلام عليكم، هل يتوفر موقف سيارات مع المكتب؟'],
        ['lessor', 'وعليكم السلام، نعم يتوفر موقفان مخصصان في القبو.'],
        ['tenant', 'ممتاز، وهل يمكن الدخول قبل الساعة الثامنة صباحا؟'],
        ['lessor', 'نعم، البطاقة تعمل من السادسة صباحا. للتنسيق اتصل على 0500000002'],
      ],
      unread: { tenant: 1, lessor: 0 },
    },
    {
      tenant: tenantIds[2],
      office: office(6),
      reservation: null,
      lines: [
        ['tenant', 'مرحبا، هل المكتب متاح للحجز الشهري من بداية الشهر القادم؟'],
        ['tenant', 'أرجو التواصل معي على •••', true],
      ],
      unread: { tenant: 0, lessor: 2 },
    },
    {
      tenant: DEMO_TENANT_ID,
      office: otherLessorOffice,
      reservation: null,
      lines: [
        ['tenant', 'هل تتوفر قاعة اجتماعات بالساعة؟'],
        ['lessor', 'نعم، القاعة متاحة يوميا من التاسعة حتى الخامسة.'],
      ],
      unread: { tenant: 0, lessor: 0 },
    },
  ];
  let next = 1;
  for (const [k, t] of threads.entries()) next = await thread(db, k + 1, next, t, -3 + k);
}
