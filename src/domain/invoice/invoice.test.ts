import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { quoteBooking } from '../pricing/quote';
import {
  electronicInvoiceTotals,
  quoteToInvoiceAmounts,
  quoteToReservationQuote,
  tenantInvoiceSummary,
} from './summary';
import { decodeZatcaQr, encodeZatcaQr, encodeZatcaTlv } from './zatca-qr';

describe('tenant invoice summary', () => {
  const base = {
    offer_discount: 10,
    offer_discount_value: 90,
    coupon_discount: 0,
    coupon_discount_value: 0,
    commission_rate_tenant: 2.5,
    commission_value_tenant: 20.25,
    tax_rate: 15,
    tax_value: 124.54,
    total_amount: 954.79,
  };

  it('shows only lines greater than 0', () => {
    const { lines, total } = tenantInvoiceSummary(base);
    expect(lines.map((l) => l.key)).toEqual(['offer', 'commission', 'vat']);
    expect(total).toBe(954.79);
    expect(
      tenantInvoiceSummary({
        ...base,
        offer_discount_value: 0,
        commission_value_tenant: 0,
        tax_value: 0,
      }).lines,
    ).toEqual([]);
  });

  it('property: quote → invoice lines add up to the total', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 1_000_000 }),
        fc.integer({ min: 1, max: 29 }),
        fc.integer({ min: 0, max: 100 }),
        fc.integer({ min: 0, max: 50 }),
        fc.integer({ min: 0, max: 1000 }),
        (priceHalalas, periods, offer, coupon, commissionBp) => {
          const quote = quoteBooking({
            period: 'daily',
            unitPrice: priceHalalas / 100,
            periods,
            offer: {
              status: '1',
              start_date: '',
              end_date: '',
              discount: offer,
              type_discount: 'percent',
            },
            coupon: { type: 'percentage', value: coupon },
            commissionPercent: commissionBp / 100,
          });
          const amounts = quoteToInvoiceAmounts(quote);
          const { lines, total } = tenantInvoiceSummary(amounts);
          const gross = (quote.rent + quote.services) / 100;
          const sumHalalas =
            Math.round(gross * 100) +
            lines.reduce((s, l) => s + l.sign * Math.round(l.value * 100), 0);
          expect(sumHalalas).toBe(Math.round(total * 100));
          const body = quoteToReservationQuote(quote, {
            unit_id: 1,
            type_res_id: 2,
            duration: periods,
            unit_price: priceHalalas / 100,
          });
          expect(body.total).toBe(total);
          expect(amounts.remaining_amount).toBe(0);
        },
      ),
    );
  });
});

describe('electronic invoice totals', () => {
  it('sums lines in halalas without drift', () => {
    const t = electronicInvoiceTotals([
      { description: 'إيجار', quantity: 3, unit: 'daily', price: 0.1 },
      { description: 'خدمة', quantity: 1, unit: 'daily', price: 0.2, discount: 0.05 },
    ]);
    expect(t.taxable_total).toBe(0.45);
    expect(t.total_discount).toBe(0.05);
    expect(t.vat_total).toBe(0.07); // 0.045 → 0.05 and 0.0225 → 0.02
    expect(t.grand_total).toBe(0.52);
    expect(t.lines[0]).toMatchObject({ id: 1, amount: 0.3, vat_value: 0.05, price_with_vat: 0.35 });
  });
});

describe('ZATCA QR', () => {
  const fields = {
    sellerName: 'شركة الأفق للاستثمار العقاري',
    vatNumber: '310122393500003',
    timestamp: '2026-07-12T14:25:09Z',
    total: 1150,
    vatTotal: 150,
  };

  it('TLV lengths are UTF-8 bytes, amounts with 2 decimals', () => {
    const bytes = encodeZatcaTlv(fields);
    const nameBytes = new TextEncoder().encode(fields.sellerName).length;
    expect(bytes[0]).toBe(1);
    expect(bytes[1]).toBe(nameBytes);
    expect(nameBytes).toBeGreaterThan(fields.sellerName.length);
    expect(decodeZatcaQr(encodeZatcaQr(fields))).toEqual({
      ...fields,
      total: '1150.00',
      vatTotal: '150.00',
    });
  });

  it('matches the well-known sample payload', () => {
    // "Bobs Records" / 310122393500003 / 2022-04-25T15:30:00Z / 1000.00 / 150.00
    const qr = encodeZatcaQr({
      sellerName: 'Bobs Records',
      vatNumber: '310122393500003',
      timestamp: '2022-04-25T15:30:00Z',
      total: '1000.00',
      vatTotal: '150.00',
    });
    expect(qr).toBe(
      'AQxCb2JzIFJlY29yZHMCDzMxMDEyMjM5MzUwMDAwMwMUMjAyMi0wNC0yNVQxNTozMDowMFoEBzEwMDAuMDAFBjE1MC4wMA==',
    );
  });

  it('refuses a field over 255 bytes and a truncated payload', () => {
    expect(() => encodeZatcaQr({ ...fields, sellerName: 'م'.repeat(128) })).toThrow(RangeError);
    expect(() => decodeZatcaQr('AQxCb2Jz')).toThrow(RangeError);
  });

  it('property: any Arabic seller name decodes back to its fields', () => {
    const arabicChar = fc.integer({ min: 0x0621, max: 0x064a }).map((c) => String.fromCharCode(c));
    fc.assert(
      fc.property(
        fc
          .array(fc.oneof(arabicChar, fc.constant(' ')), { minLength: 1, maxLength: 120 })
          .map((a) => a.join('')),
        fc.integer({ min: 0, max: 100_000_000 }),
        fc.date({
          min: new Date('2020-01-01T00:00:00Z'),
          max: new Date('2040-01-01T00:00:00Z'),
          noInvalidDate: true,
        }),
        (name, totalHalalas, when) => {
          const vat = Math.round((totalHalalas * 15) / 115);
          const decoded = decodeZatcaQr(
            encodeZatcaQr({
              sellerName: name,
              vatNumber: '300000000000003',
              timestamp: when,
              total: totalHalalas / 100,
              vatTotal: vat / 100,
            }),
          );
          expect(decoded.sellerName).toBe(name);
          expect(decoded.vatNumber).toBe('300000000000003');
          expect(decoded.timestamp).toBe(when.toISOString().replace(/\.\d{3}Z$/, 'Z'));
          expect(decoded.total).toBe((totalHalalas / 100).toFixed(2));
          expect(decoded.vatTotal).toBe((vat / 100).toFixed(2));
        },
      ),
    );
  });
});
