// What the backend tells people, in both languages: one entry per event of the issue's
// "what notifies whom" list. The in-app notification shows `title` and `body`; SMS and
// WhatsApp send `body` after the brand; e-mail sends `title` as its subject. `{{name}}`
// takes a parameter of `notify()`; a parameter may differ per language ({ ar, en }).
import type { Lang } from '../lib/http';

interface Text {
  title: string;
  body: string;
}

export const NOTIFICATION_TEXTS = {
  'reservation.new': {
    ar: { title: 'طلب حجز جديد', body: 'طلب حجز جديد رقم {{id}} على {{unit}} بانتظار الدفع.' },
    en: { title: 'New booking request', body: 'Booking #{{id}} for {{unit}} is awaiting payment.' },
  },
  'reservation.request': {
    ar: {
      title: 'طلب حجز بانتظار موافقتك',
      body: '{{tenant}} يطلب حجز {{unit}} (رقم {{id}}). اقبل الطلب أو ارفضه قبل انتهاء مهلته.',
    },
    en: {
      title: 'A request to book is waiting',
      body: '{{tenant}} asks to book {{unit}} (#{{id}}). Accept or decline it before it expires.',
    },
  },
  'reservation.accepted': {
    ar: { title: 'تم تأكيد حجزك', body: 'تم تأكيد الحجز رقم {{id}} على {{unit}}.' },
    en: { title: 'Booking confirmed', body: 'Booking #{{id}} for {{unit}} is confirmed.' },
  },
  'reservation.rejected': {
    ar: { title: 'تم رفض الحجز', body: 'رفض المؤجر الحجز رقم {{id}} على {{unit}}.' },
    en: { title: 'Booking declined', body: 'The host declined booking #{{id}} for {{unit}}.' },
  },
  'reservation.cancelled': {
    ar: { title: 'تم إلغاء الحجز', body: 'تم إلغاء الحجز رقم {{id}} على {{unit}}.' },
    en: { title: 'Booking cancelled', body: 'Booking #{{id}} for {{unit}} was cancelled.' },
  },
  'payment.received': {
    ar: { title: 'تم استلام دفعة', body: 'تم استلام {{amount}} للحجز رقم {{id}} على {{unit}}.' },
    en: { title: 'Payment received', body: '{{amount}} received for booking #{{id}} ({{unit}}).' },
  },
  'payment.confirmed': {
    ar: { title: 'تم تأكيد الدفع', body: 'تم تأكيد دفعتك {{amount}} للحجز رقم {{id}}.' },
    en: {
      title: 'Payment confirmed',
      body: 'Your payment of {{amount}} for booking #{{id}} is confirmed.',
    },
  },
  'payment.transferToConfirm': {
    ar: {
      title: 'تحويل بنكي بانتظار التأكيد',
      body: 'أرفق المستأجر إيصال تحويل للحجز رقم {{id}} على {{unit}}. راجعه وأكده.',
    },
    en: {
      title: 'Bank transfer to confirm',
      body: 'A transfer receipt was attached to booking #{{id}} ({{unit}}). Check and confirm it.',
    },
  },
  'payment.transferRejected': {
    ar: { title: 'تم رفض إيصال التحويل', body: 'رفض المكتب إيصال الحجز رقم {{id}}: {{reason}}' },
    en: {
      title: 'Transfer receipt refused',
      body: 'The office refused the receipt of booking #{{id}}: {{reason}}',
    },
  },
  'contract.sent': {
    ar: {
      title: 'عقد بانتظار موافقتك',
      body: 'أرسل {{lessor}} عقد الإيجار رقم {{id}}. راجعه ووافق عليه.',
    },
    en: {
      title: 'A contract awaits you',
      body: '{{lessor}} sent rental contract #{{id}}. Review and accept it.',
    },
  },
  'contract.accepted': {
    ar: { title: 'تمت الموافقة على العقد', body: 'وافق {{tenant}} على عقد الإيجار رقم {{id}}.' },
    en: { title: 'Contract accepted', body: '{{tenant}} accepted rental contract #{{id}}.' },
  },
  // Contracts (issue 13): the tenant's refusal and the lessor's cancellation, with why.
  'contract.rejected': {
    ar: { title: 'رفض المستأجر العقد', body: 'رفض {{tenant}} عقد الإيجار رقم {{id}}: {{reason}}' },
    en: {
      title: 'Contract rejected',
      body: '{{tenant}} rejected rental contract #{{id}}: {{reason}}',
    },
  },
  'contract.cancelled': {
    ar: { title: 'تم إلغاء عقد', body: 'ألغى {{lessor}} عقد الإيجار رقم {{id}}: {{reason}}' },
    en: {
      title: 'Contract cancelled',
      body: '{{lessor}} cancelled rental contract #{{id}}: {{reason}}',
    },
  },
  'transfer.executed': {
    ar: { title: 'تم تنفيذ تحويل', body: 'تم تحويل {{amount}} إلى حسابك (التحويل رقم {{id}}).' },
    en: {
      title: 'Transfer sent',
      body: '{{amount}} was transferred to your account (transfer #{{id}}).',
    },
  },
  'review.new': {
    ar: { title: 'تقييم جديد', body: 'قيّم {{tenant}} {{office}} بـ {{rating}} من 5.' },
    en: { title: 'New review', body: '{{tenant}} rated {{office}} {{rating}} out of 5.' },
  },
  'complaint.reply': {
    ar: { title: 'رد الدعم على طلبك', body: 'رد فريق الدعم على طلبك رقم {{id}}: {{subject}}.' },
    en: {
      title: 'Support answered you',
      body: 'Support replied to your ticket #{{id}}: {{subject}}.',
    },
  },
  'verification.verified': {
    ar: { title: 'تم توثيق حسابك', body: 'تم توثيق حسابك عبر النفاذ الوطني الموحد.' },
    en: { title: 'Account verified', body: 'Your account was verified through Nafath.' },
  },
  'verification.rejected': {
    ar: {
      title: 'لم يكتمل توثيق الحساب',
      body: 'لم يكتمل توثيق حسابك. حاول مرة أخرى من صفحة التوثيق.',
    },
    en: {
      title: 'Verification not completed',
      body: 'Your account was not verified. Try again from the verification page.',
    },
  },
  'message.new': {
    ar: { title: 'رسالة جديدة من {{name}}', body: '{{preview}}' },
    en: { title: 'New message from {{name}}', body: '{{preview}}' },
  },
} satisfies Record<string, Record<Lang, Text>>;

export type NotificationTextKey = keyof typeof NOTIFICATION_TEXTS;

/** A parameter: the same in both languages, or one text per language. */
export type TextParam = string | number | Record<Lang, string>;
export type TextParams = Record<string, TextParam>;

/** The entry in one language with its parameters filled in (a missing one stays visible). */
export function renderText(key: NotificationTextKey, lang: Lang, params: TextParams = {}): Text {
  const fill = (template: string) =>
    template.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => {
      const value = params[name];
      if (value === undefined) return whole;
      return typeof value === 'object' ? value[lang] : String(value);
    });
  const text: Text = NOTIFICATION_TEXTS[key][lang];
  return { title: fill(text.title), body: fill(text.body) };
}

/** The brand that opens SMS and WhatsApp texts. */
export const BRAND: Record<Lang, string> = { ar: 'مكتبي', en: 'Maktabi' };
