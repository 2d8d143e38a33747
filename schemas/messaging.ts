// Messages between people: chat messages and conversation reports (contract
// ChatMessageForm, ConversationStartInput, ConversationReportInput), replies on support
// tickets (ComplaintReplyForm), their attachments, and notification preferences.
import { z } from 'zod';
import {
  conversationReportInputReason_typeValues,
  langValues,
  notificationTypeValues,
} from '@/api/generated/apiback';
import { idField, invalidInput, optionalText, ruleObject, textLength } from './fields';
import { msg } from './messages';
import type { FileLike } from './profile';

export const MESSAGE_MAX = 2000;
export const ATTACHMENT_MAX_BYTES = 5 * 1024 * 1024;
export const ATTACHMENTS_MAX = 5;

const isFile = (v: unknown): v is FileLike =>
  typeof v === 'object' && v !== null && 'size' in v && 'type' in v;

/** A chat photo: jpg, png or webp of at most 5 MB. */
export function chatImageField() {
  return z
    .custom<FileLike & Blob>(isFile, invalidInput)
    .refine((f) => /^image\/(jpeg|png|webp)$/.test(f.type) && f.size <= ATTACHMENT_MAX_BYTES, {
      error: msg('chatImageInvalid'),
    });
}

/** Ticket attachments: at most 5 images or PDF files of at most 5 MB each. */
export function attachmentsField() {
  return z
    .array(
      z
        .custom<FileLike & Blob>(isFile, invalidInput)
        .refine(
          (f) =>
            /^(image\/(jpeg|png|webp)|application\/pdf)$/.test(f.type) &&
            f.size <= ATTACHMENT_MAX_BYTES,
          { error: msg('attachmentInvalid') },
        ),
      invalidInput,
    )
    .max(ATTACHMENTS_MAX, { error: msg('attachmentsMax') });
}

function chatMessageShape<I extends z.ZodType>(image: I) {
  return ruleObject({
    text: optionalText().refine((v) => v === undefined || v.length <= MESSAGE_MAX, {
      error: msg('messageTooLong'),
    }),
    image: image.optional(),
  }).superRefine((v, ctx) => {
    if (!v.text && !v.image)
      ctx.addIssue({ code: 'custom', path: ['text'], message: msg('messageEmpty') });
  });
}

/** A chat message: a text of at most 2000 characters, a photo, or both. */
export const chatMessageSchema = chatMessageShape(chatImageField());

/** The same rule as a backend reads a multipart form: the photo arrives as a stored path. */
export const uploadedChatMessageSchema = chatMessageShape(z.string());

/** Opening a conversation: about an office or a booking, with an optional first message. */
export const conversationStartSchema = ruleObject({
  office_id: idField().optional(),
  reservation_id: idField().optional(),
  text: optionalText().refine((v) => v === undefined || v.length <= MESSAGE_MAX, {
    error: msg('messageTooLong'),
  }),
}).superRefine((v, ctx) => {
  if (!v.office_id && !v.reservation_id)
    ctx.addIssue({ code: 'custom', path: ['office_id'], message: msg('required') });
});

export const CONVERSATION_REPORT_REASONS = conversationReportInputReason_typeValues;

export const conversationReportSchema = ruleObject({
  reason_type: z.enum(CONVERSATION_REPORT_REASONS, { error: msg('required') }),
  reason: textLength(10, MESSAGE_MAX + 1, 'reasonLength'),
  block: z.boolean(invalidInput).optional(),
});

/** A reply on a support ticket: text (1..2000) and optional attachments. */
export const ticketReplySchema = ruleObject({
  text: textLength(1, MESSAGE_MAX + 1, 'messageTooLong'),
  attachments: attachmentsField().optional(),
});

/** Attachments as a backend reads a multipart form: stored paths, at most five. */
export const uploadedAttachments = z
  .array(z.string(), invalidInput)
  .max(ATTACHMENTS_MAX, { error: msg('attachmentsMax') })
  .optional();

const channelSwitch = z.boolean(invalidInput);

export const notificationPreferencesSchema = ruleObject({
  language: z.enum(langValues, invalidInput).optional(),
  items: z
    .array(
      ruleObject({
        type: z.enum(notificationTypeValues, invalidInput),
        in_app: channelSwitch,
        sms: channelSwitch,
        whatsapp: channelSwitch,
        email: channelSwitch,
      }),
      invalidInput,
    )
    .min(1, invalidInput)
    .max(20, invalidInput),
});
