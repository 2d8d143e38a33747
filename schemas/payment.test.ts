import { describe, expect, it } from 'vitest';
import {
  bankTransferPaymentSchema,
  createPaymentFormSchema,
  stcPayConfirmSchema,
  stcPayPaymentSchema,
} from './payment';
import { issuesOf } from './test-helpers';
import { createUnitSettingsSchema } from './unit';

describe('bank transfer payment', () => {
  const receipt = new File([new Uint8Array(2048)], 'receipt.jpg', { type: 'image/jpeg' });

  it('needs the receipt image', () => {
    expect(
      bankTransferPaymentSchema.safeParse({ reservation_id: 1, pay_mode: 'full', receipt }).success,
    ).toBe(true);
    expect(
      issuesOf(bankTransferPaymentSchema, { reservation_id: 1, pay_mode: 'full' }).receipt,
    ).toBe('validation:receiptRequired');
    const text = new File(['x'], 'a.txt', { type: 'text/plain' });
    expect(
      issuesOf(bankTransferPaymentSchema, { reservation_id: 1, pay_mode: 'full', receipt: text })
        .receipt,
    ).toBe('validation:receiptInvalid');
  });
});

describe('the payment form', () => {
  const now = new Date('2026-06-01T10:00:00Z');
  const schema = createPaymentFormSchema({ now });
  const receipt = new File([new Uint8Array(2048)], 'receipt.png', { type: 'image/png' });
  const card = {
    method: 'card',
    card_number: '4111 1111 1111 1111',
    holder_name: 'Mohammed Alqahtani',
    expiry: '12/30',
    cvv: '123',
    accept_terms: true,
  };

  it('checks a bank transfer by its receipt and the terms alone (no reservation to invent)', () => {
    const parsed = schema.safeParse({ method: 'bank', receipt, accept_terms: true });
    expect(parsed.success).toBe(true);
    expect(parsed.data).toEqual({ method: 'bank', receipt, accept_terms: true });
    expect(issuesOf(schema, { method: 'bank', accept_terms: true }).receipt).toBe(
      'validation:receiptRequired',
    );
    expect(issuesOf(schema, { method: 'bank', receipt, accept_terms: false }).accept_terms).toBe(
      'validation:acceptTerms',
    );
  });

  it('checks a card (typed in groups of four) and gives its digits', () => {
    expect(schema.parse(card)).toMatchObject({ method: 'card', card_number: '4111111111111111' });
    expect(issuesOf(schema, { ...card, card_number: '4111 1111 1111 1112' }).card_number).toBe(
      'validation:cardNumber',
    );
    expect(issuesOf(schema, { ...card, expiry: '01/20' }).expiry).toBe('validation:cardExpiry');
    // A card payment does not ask for a receipt, nor a transfer for a card.
    expect(issuesOf(schema, card).receipt).toBeUndefined();
  });
});

describe('STC Pay', () => {
  it('takes the wallet mobile by the phone rule and stores it E.164', () => {
    const body = { reservation_id: 3, pay_mode: 'full', mobile: '٠٥٠١٢٣٤٥٦٧' };
    expect(stcPayPaymentSchema.parse(body).mobile).toBe('+966501234567');
    expect(issuesOf(stcPayPaymentSchema, { ...body, mobile: '0412345678' }).mobile).toBe(
      'validation:phoneInvalid',
    );
    expect(issuesOf(stcPayPaymentSchema, { ...body, mobile: '' }).mobile).toBe(
      'validation:phoneRequired',
    );
  });

  it('takes a one-time code of 4 to 6 digits in any digit script', () => {
    expect(stcPayConfirmSchema.parse({ code: '١٢٣٤' }).code).toBe('1234');
    expect(issuesOf(stcPayConfirmSchema, { code: '12' }).code).toBe('validation:verificationCode');
  });

  it('is a method of the payment form that asks for the mobile and the terms', () => {
    const schema = createPaymentFormSchema();
    expect(
      schema.parse({ method: 'stc_pay', mobile: '+966501234567', accept_terms: true }),
    ).toEqual({ method: 'stc_pay', mobile: '+966501234567', accept_terms: true });
    expect(issuesOf(schema, { method: 'stc_pay', accept_terms: true }).mobile).toBe(
      'validation:phoneRequired',
    );
  });
});

describe('unit settings locked after saving', () => {
  const saved = { booking_terms: 'لا يسمح بالتدخين داخل المكتب', refundable_deposit: 500 };

  it('refuses changes to locked fields only', () => {
    const schema = createUnitSettingsSchema(saved, ['refundable_deposit']);
    expect(
      schema.safeParse({ ...saved, booking_terms: 'يسمح بالزيارات حتى العاشرة مساء' }).success,
    ).toBe(true);
    expect(issuesOf(schema, { ...saved, refundable_deposit: 600 }).refundable_deposit).toBe(
      'validation:settingLocked',
    );
    expect(
      createUnitSettingsSchema(null).safeParse({ ...saved, refundable_deposit: 600 }).success,
    ).toBe(true);
  });
});
