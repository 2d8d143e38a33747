// Conversations and chat messages, as the caller sees them: the other party, their own
// unread count and read receipts, whether contact details may show, and the block state.
import { contactsVisible } from '@/domain/messaging/contacts-visible';
import { getStore } from '../backend';
import type { ChatMessageRow, ConversationRow } from '../db/schema';
import { compact, fullName, nameOf, officeById, userById, type Lang, type S } from './common';
import { mainImage } from './media';
import { fitText } from '@/domain';

export type Side = ChatMessageRow['sender_role'];

const other = (side: Side): Side => (side === 'tenant' ? 'lessor' : 'tenant');
export const readIdOf = (c: ConversationRow, side: Side) =>
  side === 'tenant' ? c.tenant_read_id : c.lessor_read_id;

export function messagesOf(conversationId: number): ChatMessageRow[] {
  return getStore()
    .db.chatMessages.findMany((q) => q.where({ conversation_id: conversationId }))
    .sort((a, b) => a.id - b.id);
}

/** Messages from the other side newer than what `side` has read. */
export function unreadCount(c: ConversationRow, side: Side): number {
  const seen = readIdOf(c, side);
  return messagesOf(c.id).filter((m) => m.sender_role !== side && m.id > seen).length;
}

/** The tenant paid a booking of the conversation's office (contacts are no longer masked). */
export function conversationContactsVisible(c: ConversationRow): boolean {
  const bookings = getStore().db.reservations.findMany((q) =>
    q.where({ tenant_id: c.tenant_id, office_id: c.office_id }),
  );
  return contactsVisible(bookings);
}

function party(c: ConversationRow, side: Side, lang: Lang): S['ConversationParty'] {
  const role = other(side);
  const u = userById(role === 'tenant' ? c.tenant_id : c.lessor_id);
  const name = !u
    ? ''
    : role === 'lessor'
      ? (u.office_name ?? fullName(u, lang))
      : fullName(u, lang);
  return compact({
    id: u?.id ?? 0,
    name: fitText(name, 60),
    logo: u?.logo ?? undefined,
    verified: u ? u.verification_status === 'verified' : undefined,
  }) as S['ConversationParty'];
}

export function toChatMessage(m: ChatMessageRow, c: ConversationRow, side: Side): S['ChatMessage'] {
  const mine = m.sender_role === side;
  const seenByOther = readIdOf(c, other(side)) >= m.id;
  return compact({
    id: m.id,
    conversation_id: m.conversation_id,
    mine,
    text: m.text ?? undefined,
    image: m.image ?? undefined,
    masked: m.masked,
    // Read receipts exist for my own messages only: when the other side last caught up.
    read_at: mine && seenByOther ? (readAtOf(c, other(side)) ?? undefined) : undefined,
    created_at: m.created_at,
  }) as S['ChatMessage'];
}

const readAtOf = (c: ConversationRow, side: Side) =>
  side === 'tenant' ? c.tenant_read_at : c.lessor_read_at;

export function toConversation(c: ConversationRow, side: Side, lang: Lang): S['Conversation'] {
  const office = officeById(c.office_id);
  const last = messagesOf(c.id).at(-1);
  const otherRead = readIdOf(c, other(side));
  return compact({
    id: c.id,
    office: compact({
      id: c.office_id,
      name: fitText(nameOf(office, lang), 80),
      image: office ? mainImage('office', office.id) : undefined,
    }) as S['ConversationOffice'],
    reservation_id: c.reservation_id ?? undefined,
    other: party(c, side, lang),
    last_message: last
      ? (compact({
          text: last.text ?? undefined,
          has_image: Boolean(last.image),
          mine: last.sender_role === side,
          created_at: last.created_at,
        }) as S['ChatMessagePreview'])
      : undefined,
    unread_count: unreadCount(c, side),
    other_last_read_id: otherRead > 0 ? otherRead : undefined,
    contacts_visible: conversationContactsVisible(c),
    blocked: c.blocked_by === null ? 'none' : c.blocked_by === side ? 'by_me' : 'by_other',
    can_book: side === 'tenant' && office?.status === 'published',
    created_at: c.created_at,
    updated_at: c.updated_at,
  }) as S['Conversation'];
}
