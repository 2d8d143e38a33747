// Support tickets: opened by an account (or by an ad or chat report), answered by the
// support team, replied to, closed and reopened. The promised answer time (src/domain
// messaging/ticket-clock) runs while a ticket is open: from its opening and again from
// each reply or reopening by its author; an answer stops it.
import { ticketDueAt } from '@/domain/messaging/ticket-clock';
import { msg } from '@schemas/messages';
import { getStore } from '../backend';
import type { ComplaintRow } from '../db/schema';
import { invalid } from '../lib/http';
import type { UploadedFile } from '../lib/body';
import { extOf, keepUpload, keptUpload } from '../lib/uploads';
import { notify } from './notify';
import { fitText } from '@/domain';
import { updateById } from '../lib/update-row';

const nowIso = () => new Date().toISOString();

let uploads = 0;

/**
 * Keeps uploaded attachments (their bytes in the file store, lib/uploads.ts) and answers their
 * paths: `uploads/support/<account>/fNNNNNN.<ext>`, the extension by their bytes.
 */
export async function storeAttachments(
  files: UploadedFile[],
  accountId: number,
): Promise<string[]> {
  const paths: string[] = [];
  for (const file of files) {
    let path: string;
    // The counter starts again with the process: a path already holding bytes is skipped, so
    // a restarted server never writes over an earlier ticket's file.
    do {
      uploads = (uploads + 1) % 1_000_000;
      path = `uploads/support/${accountId % 1_000_000}/f${String(uploads).padStart(6, '0')}.${extOf(file.kind)}`;
    } while (keptUpload(path));
    await keepUpload(path, file);
    paths.push(path);
  }
  return paths;
}

export type NewTicket = Pick<
  ComplaintRow,
  | 'user_id'
  | 'type'
  | 'source'
  | 'report_reason'
  | 'subject'
  | 'reason'
  | 'office_id'
  | 'reservation_id'
  | 'conversation_id'
  | 'attachments'
>;

/** A new open ticket, due 72 hours from now. */
export function createTicket(fields: NewTicket): Promise<ComplaintRow> {
  const { store, db } = getStore();
  const now = new Date();
  return db.complaints.create({
    id: store.nextId('complaints'),
    ...fields,
    status: 'open',
    reply: null,
    due_at: ticketDueAt(now).toISOString(),
    answered_at: null,
    closed_at: null,
    created_at: now.toISOString(),
    updated_at: now.toISOString(),
  });
}

async function addReply(
  c: ComplaintRow,
  author: { id: number | null; role: 'support' | 'user' },
  text: string,
  attachments: string[],
) {
  const { store, db } = getStore();
  await db.complaintReplies.create({
    id: store.nextId('complaintReplies'),
    complaint_id: c.id,
    author_id: author.id,
    author: author.role,
    text,
    attachments,
    created_at: nowIso(),
  });
}

async function update(c: ComplaintRow, change: (x: ComplaintRow) => void): Promise<ComplaintRow> {
  const next = await updateById(getStore().db.complaints, c.id, {
    data(x) {
      change(x);
      x.updated_at = nowIso();
    },
  });
  return next;
}

/** The author writes again: an answered ticket waits for support again (a new promise). */
export async function replyAsAuthor(
  c: ComplaintRow,
  text: string,
  attachments: string[],
): Promise<ComplaintRow> {
  if (c.status === 'closed') throw invalid('status', msg('invalidInput'));
  await addReply(c, { id: c.user_id, role: 'user' }, text, attachments);
  return update(c, (x) => {
    if (x.status === 'answered') {
      x.status = 'open';
      x.due_at = ticketDueAt(new Date()).toISOString();
    }
  });
}

/** The support team answers: the clock stops and the author is told. */
export async function answerAsSupport(c: ComplaintRow, text: string): Promise<ComplaintRow> {
  if (c.status === 'closed') throw invalid('status', msg('invalidInput'));
  await addReply(c, { id: null, role: 'support' }, text, []);
  const next = await update(c, (x) => {
    x.status = 'answered';
    x.reply = text;
    x.due_at = null;
    x.answered_at = nowIso();
  });
  await notify(c.user_id, 'complaint', {
    text: 'complaint.reply',
    params: { id: c.id, subject: c.subject ?? fitText(c.reason, 60) },
    link: `/dashboard/supports/${c.id}`,
  });
  return next;
}

export function closeTicket(c: ComplaintRow): Promise<ComplaintRow> {
  if (c.status === 'closed') throw invalid('status', msg('invalidInput'));
  return update(c, (x) => {
    x.status = 'closed';
    x.due_at = null;
    x.closed_at = nowIso();
  });
}

export function reopenTicket(c: ComplaintRow): Promise<ComplaintRow> {
  if (c.status !== 'closed') throw invalid('status', msg('invalidInput'));
  return update(c, (x) => {
    x.status = 'open';
    x.closed_at = null;
    x.due_at = ticketDueAt(new Date()).toISOString();
  });
}
