// Activity: notifications, complaints, contact-form messages and the outbox (what the
// backend sent by e-mail, WhatsApp or text message).
import { z } from 'zod';
import {
  complaintStatusValues,
  messageChannelValues,
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
  subject: z.string().nullable(),
  reason: z.string(),
  office_id: id.nullable(),
  reservation_id: id.nullable(),
  status: z.enum(complaintStatusValues),
  reply: z.string().nullable(),
  created_at: isoDateTime,
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

/** A message the backend sent (the embedded backend keeps it instead of sending it). */
export const outboxRow = z.object({
  id,
  to_user_id: id,
  channel: z.enum(messageChannelValues),
  /** The address or number it went to. */
  to: z.string(),
  subject: z.string(),
  body: z.string(),
  link: z.string().nullable(),
  created_at: isoDateTime,
});
