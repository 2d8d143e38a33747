// Activity: notifications, complaints and contact-form messages.
import { z } from 'zod';
import { complaintStatusValues, notificationTypeValues } from '@/api/generated/apiback';
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
