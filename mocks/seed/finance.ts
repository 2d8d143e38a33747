// Seed money of the lessors: invoices from the platform (paid and partial), transfers of
// their dues (every status) and twelve monthly account statements each.
import type { UserRow } from '../db/schema';
import { DAY, dateOnly, daysFromRef, faker, iso, pad, type Db } from './kit';
import { DEMO_LESSOR_ID } from './users';

async function businessInvoices(db: Db, lessorIds: number[]) {
  let id = 1;
  for (const lessor of lessorIds) {
    const n = lessor === DEMO_LESSOR_ID ? 14 : 3;
    for (let k = 0; k < n; k++) {
      const paidAmt = faker.number.int({ min: 300, max: 9000 });
      const partial = k % 3 === 1;
      const created = daysFromRef(-k * 11 - 2);
      await db.businessInvoices.create({
        id,
        invoice_number: `BIN-${pad(id, 6)}`,
        lessor_id: lessor,
        release_date: dateOnly(created),
        created_at: iso(created),
        paid_amount: paidAmt,
        remaining_amount: partial ? faker.number.int({ min: 100, max: 2000 }) : 0,
        invoice_status: partial ? 'partial' : 'paid',
        description: k % 2 ? 'عمولة المنصة على الحجوزات' : 'اشتراك الباقة الذهبية',
        tax_value: Math.round((paidAmt * 15 * 100) / 115) / 100, // VAT included in the paid amount
        payment_method: k % 2 ? 'Bank' : 'StcPay',
        payment_tenants_image: k % 2 ? `uploads/receipts/${id}/rcpt${pad(id, 6)}.jpg` : null,
      });
      id++;
    }
  }
}

async function transfers(db: Db, users: UserRow[], lessorIds: number[]) {
  let id = 1;
  for (const lessor of lessorIds) {
    const n = lessor === DEMO_LESSOR_ID ? 12 : 2;
    const owner = users.find((u) => u.id === lessor)!;
    for (let k = 0; k < n; k++) {
      const entitlement = faker.number.int({ min: 1500, max: 40000 });
      const method = owner.payout_method ?? 'bank';
      const fees = method === 'stc_pay' ? 5 : 10;
      const status =
        k === 0 ? 'pending' : k === 1 ? 'processing' : k === 5 ? 'failed' : 'completed';
      const created = daysFromRef(-k * 14 - 1);
      await db.transfers.create({
        id,
        number: `TRF-${pad(id, 6)}`,
        lessor_id: lessor,
        executed_at: iso(new Date(created.getTime() + 2 * DAY)),
        created_at: iso(created),
        method,
        recipient_mobile: owner.stc_pay_mobile ?? owner.phone,
        requests_count: faker.number.int({ min: 1, max: 12 }),
        fees,
        entitlement_amount: entitlement,
        net_amount: entitlement - fees,
        status,
      });
      id++;
    }
  }
}

async function statements(db: Db, lessorIds: number[]) {
  let id = 1;
  for (const lessor of lessorIds) {
    let balance = lessor === DEMO_LESSOR_ID ? 12500 : 2000;
    for (let m = 11; m >= 0; m--) {
      const first = new Date(Date.UTC(2026, 10 - m, 1));
      const month = first.toISOString().slice(0, 7);
      const opening = balance;
      const entries = [];
      for (let e = 0; e < 3; e++) {
        const credit = e < 2 ? faker.number.int({ min: 1500, max: 15000 }) : 0;
        const debit = e === 2 ? faker.number.int({ min: 1000, max: 12000 }) : 0;
        balance = balance + credit - debit;
        entries.push({
          date: `${month}-${pad(5 + e * 10, 2)}`,
          text: e < 2 ? `إيراد حجز رقم ${100 + m * 3 + e}` : 'تحويل مستحقات إلى الحساب البنكي',
          debit,
          credit,
          balance,
        });
      }
      await db.statements.create({
        id: id++,
        lessor_id: lessor,
        month,
        opening_balance: opening,
        closing_balance: balance,
        entries,
        created_at: iso(new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 1))),
      });
    }
  }
}

export async function seedFinance(db: Db, users: UserRow[], lessorIds: number[]) {
  await businessInvoices(db, lessorIds);
  await transfers(db, users, lessorIds);
  await statements(db, lessorIds);
}
