// Activity: notifications, complaints and contact-form messages.
import { z } from 'zod';
import {
  complaintSourceValues,
  complaintStatusValues,
  complaintTypeValues,
  notificationTypeValues,
} from '@/api/generated/apiback';
import { id, isoDateTime } from './fields';

export const notificationRow = z.object({
  id,
  user_id: id,
  title_ar: z.string(),
  title_en: z.string(),
  body_ar: z.string(),
  body_en: z.string(),
  type: z.enum(notificationTypeValues),
  link: z.string().nullable(),
  read_at: isoDateTime.nullable(),
  created_at: isoDateTime,
});

export const complaintRow = z.object({
  id,
  user_id: id,
  type: z.enum(complaintTypeValues),
  source: z.enum(complaintSourceValues),
  /** The reason type of an ad or chat report. */
  report_reason: z.string().nullable(),
  subject: z.string().nullable(),
  reason: z.string(),
  office_id: id.nullable(),
  reservation_id: id.nullable(),
  conversation_id: id.nullable(),
  attachments: z.array(z.string()),
  status: z.enum(complaintStatusValues),
  /** The latest support reply (the thread is in complaintReplies). */
  reply: z.string().nullable(),
  /** While open: when the promised answer is due. */
  due_at: isoDateTime.nullable(),
  answered_at: isoDateTime.nullable(),
  closed_at: isoDateTime.nullable(),
  created_at: isoDateTime,
  updated_at: isoDateTime,
});

export const contactMessageRow = z.object({
  id,
  name: z.string(),
  phone: z.string(),
  email: z.string().nullable(),
  subject: z.string().nullable(),
  message: z.string(),
  created_at: isoDateTime,
});
