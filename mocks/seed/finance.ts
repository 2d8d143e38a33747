// Seed money of the lessors: invoices from the platform (paid and partial). Their
// transfers and statements come from the ledger (seed/ledger.ts).
import { dateOnly, daysFromRef, faker, iso, pad, type Db } from './kit';
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

/**
 * Transfers and monthly statements used to be invented here from the seeded faker; they
 * are now views of the ledger (seed/ledger.ts, services/ledger.ts). The draws they made
 * are still made, in the same order, so every row seeded after this module (contracts,
 * notifications, complaints...) stays exactly as it was.
 */
function keepFakerSequence(lessorIds: number[]) {
  for (const lessor of lessorIds)
    for (let k = 0; k < (lessor === DEMO_LESSOR_ID ? 12 : 2); k++) {
      faker.number.int({ min: 1500, max: 40000 });
      faker.number.int({ min: 1, max: 12 });
    }
  for (let l = 0; l < lessorIds.length; l++)
    for (let m = 0; m < 12; m++)
      for (let e = 0; e < 3; e++)
        faker.number.int(e < 2 ? { min: 1500, max: 15000 } : { min: 1000, max: 12000 });
}

export async function seedFinance(db: Db, lessorIds: number[]) {
  await businessInvoices(db, lessorIds);
  keepFakerSequence(lessorIds);
}
