import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ATTACHMENT_MAX_BYTES,
  attachmentsField,
  chatMessageSchema,
  conversationReportSchema,
  conversationStartSchema,
  MESSAGE_MAX,
  notificationPreferencesSchema,
  ticketReplySchema,
} from './messaging';
import { issuesOf } from './test-helpers';

const file = (type: string, size = 1000) => ({ type, size, name: 'x' });

describe('chat messages', () => {
  it('takes a text, a photo, or both, and refuses an empty one', () => {
    expect(chatMessageSchema.safeParse({ text: 'مرحبا' }).success).toBe(true);
    expect(chatMessageSchema.safeParse({ image: file('image/jpeg') }).success).toBe(true);
    expect(issuesOf(chatMessageSchema, { text: '   ' }).text).toBe('validation:messageEmpty');
    expect(issuesOf(chatMessageSchema, {}).text).toBe('validation:messageEmpty');
  });

  it('refuses texts over 2000 characters and photos that are not small images', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 3000 }), (n) => {
        const ok = chatMessageSchema.safeParse({ text: 'م'.repeat(n) }).success;
        expect(ok).toBe(n <= MESSAGE_MAX);
      }),
      { numRuns: 50 },
    );
    expect(issuesOf(chatMessageSchema, { image: file('application/pdf') }).image).toBe(
      'validation:chatImageInvalid',
    );
    expect(
      issuesOf(chatMessageSchema, { image: file('image/png', ATTACHMENT_MAX_BYTES + 1) }).image,
    ).toBe('validation:chatImageInvalid');
  });

  it('opens a conversation about an office or a booking', () => {
    expect(conversationStartSchema.safeParse({ office_id: 3 }).success).toBe(true);
    expect(conversationStartSchema.safeParse({ reservation_id: '٧' }).success).toBe(true);
    expect(issuesOf(conversationStartSchema, { text: 'hello' }).office_id).toBe(
      'validation:required',
    );
  });

  it('reports with a reason type and a reason of 10 characters or more', () => {
    expect(
      conversationReportSchema.safeParse({
        reason_type: 'off_platform',
        reason: 'طلب الدفع خارج المنصة',
        block: true,
      }).success,
    ).toBe(true);
    expect(issuesOf(conversationReportSchema, { reason_type: 'x', reason: 'قصير' })).toMatchObject({
      reason_type: 'validation:required',
      reason: 'validation:reasonLength',
    });
  });
});

describe('ticket replies and attachments', () => {
  it('takes up to five images or PDFs of at most 5 MB', () => {
    const five = Array.from({ length: 5 }, () => file('application/pdf'));
    expect(attachmentsField().safeParse(five).success).toBe(true);
    expect(
      issuesOf(ticketReplySchema, { text: 'x', attachments: [...five, file('image/png')] })
        .attachments,
    ).toBe('validation:attachmentsMax');
    expect(
      issuesOf(ticketReplySchema, { text: 'x', attachments: [file('text/html')] })['attachments.0'],
    ).toBe('validation:attachmentInvalid');
    expect(issuesOf(ticketReplySchema, { text: '' }).text).toBe('validation:required');
  });
});

describe('notification preferences', () => {
  it('are switches per known type, with an optional language', () => {
    const item = { type: 'payment', in_app: true, sms: false, whatsapp: true, email: true };
    expect(notificationPreferencesSchema.safeParse({ language: 'en', items: [item] }).success).toBe(
      true,
    );
    expect(notificationPreferencesSchema.safeParse({ items: [] }).success).toBe(false);
    expect(
      notificationPreferencesSchema.safeParse({ items: [{ ...item, type: 'weather' }] }).success,
    ).toBe(false);
    expect(
      notificationPreferencesSchema.safeParse({ items: [{ ...item, sms: 'yes' }] }).success,
    ).toBe(false);
  });
});
