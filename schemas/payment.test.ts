import { describe, expect, it } from 'vitest';
import { bankTransferPaymentSchema } from './payment';
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
