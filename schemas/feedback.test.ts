import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createCardSchema, isExpiryInFuture } from './card';
import { complaintSchema, reportSchema, reviewSchema } from './feedback';
import { luhnCheckDigit } from './lib/luhn';
import { issuesOf } from './test-helpers';

describe('review, complaint, report', () => {
  it('review: title, comment, rating 1..5 (whole)', () => {
    const ok = { office_id: 1, title: 'مكان هادئ', comment: 'نظيف وسريع', rating: '٥' };
    expect(reviewSchema.parse(ok).rating).toBe(5);
    for (const rating of [0, 6, 3.5]) {
      expect(reviewSchema.safeParse({ ...ok, rating }).success).toBe(false);
    }
    expect(issuesOf(reviewSchema, { ...ok, rating: 9 }).rating).toBe('validation:rating');
    expect(issuesOf(reviewSchema, { ...ok, title: '' }).title).toBe('validation:required');
  });

  it('complaint: a subject and a reason of the right length; free text loses bidi overrides', () => {
    expect(issuesOf(complaintSchema, { subject: '', reason: '' })).toMatchObject({
      subject: 'validation:required',
      reason: 'validation:required',
    });
    expect(issuesOf(complaintSchema, { subject: 'تأ', reason: 'قصير' })).toMatchObject({
      subject: 'validation:subjectLength',
      reason: 'validation:reasonLength',
    });
    const parsed = complaintSchema.parse({
      type: 'inquiry',
      subject: 'فاتورة',
      reason: '\u202Eلم يتم تأكيد الحجز\u202C',
    });
    expect(parsed.reason).toBe('لم يتم تأكيد الحجز');
    expect(parsed.type).toBe('inquiry');
    expect(
      reportSchema.safeParse({ reason_type: 'fraud', reason: 'السعر المعلن مختلف' }).success,
    ).toBe(true);
  });
});

describe('payment card (validated, never stored)', () => {
  const now = new Date(2026, 10, 21);
  const card = {
    card_number: '4111 1111 1111 1111',
    expiry: '12/27',
    holder_name: 'ABDULLAH ALQAHTANI',
    cvv: '123',
  };

  it('number with Luhn, expiry in the future, holder name, cvv', () => {
    expect(createCardSchema({ now }).parse(card).card_number).toBe('4111111111111111');
    expect(
      issuesOf(createCardSchema({ now }), { ...card, card_number: '4111111111111112' }).card_number,
    ).toBe('validation:cardNumber');
    expect(issuesOf(createCardSchema({ now }), { ...card, expiry: '10/26' }).expiry).toBe(
      'validation:cardExpiry',
    );
    expect(createCardSchema({ now }).safeParse({ ...card, expiry: '11/26' }).success).toBe(true);
    expect(issuesOf(createCardSchema({ now }), { ...card, expiry: '13/27' }).expiry).toBe(
      'validation:cardExpiry',
    );
    expect(issuesOf(createCardSchema({ now }), { ...card, cvv: '12' }).cvv).toBe('validation:cvv');
  });

  it('property: Luhn-completed numbers of 13..19 digits pass', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: fc.constantFrom(...'0123456789'), minLength: 12, maxLength: 18 }),
        (payload) => {
          const number = payload + luhnCheckDigit(payload);
          expect(
            createCardSchema({ now }).safeParse({ ...card, card_number: number }).success,
          ).toBe(true);
        },
      ),
    );
  });

  it('property: expiry is in the future exactly when the month is not past', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 12 }),
        fc.integer({ min: 20, max: 40 }),
        (month, yy) => {
          const expected = 2000 + yy > 2026 || (2000 + yy === 2026 && month >= 11);
          expect(isExpiryInFuture(`${String(month).padStart(2, '0')}/${yy}`, now)).toBe(expected);
        },
      ),
    );
  });
});
