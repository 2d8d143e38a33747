// Invoice totals. The tenant invoice detail shows summary lines for offer, coupon,
// commission and VAT ONLY when their value is greater than 0 (spec section 2), then the
// grand total. Electronic (ZATCA detailed) invoices sum their lines in halalas.
import type { components } from '@/api/generated/apiback';
import { fromHalalas, percentOf, sumHalalas, toHalalas } from '../money';
import type { Quote } from '../pricing/quote';

type Api = components['schemas'];

export type SummaryLineKey = 'offer' | 'coupon' | 'commission' | 'vat';

export interface SummaryLine {
  key: SummaryLineKey;
  /** Percent shown beside the label (0 when the discount was a fixed amount). */
  rate: number;
  /** SAR, 2 decimals. Discounts are positive values the screen shows as deductions. */
  value: number;
  /** −1 for discounts, +1 for additions: value × sign adds up to the total. */
  sign: 1 | -1;
}

export type TenantInvoiceAmounts = Pick<
  Api['TenantInvoice'],
  | 'offer_discount'
  | 'offer_discount_value'
  | 'coupon_discount'
  | 'coupon_discount_value'
  | 'commission_rate_tenant'
  | 'commission_value_tenant'
  | 'tax_rate'
  | 'tax_value'
  | 'total_amount'
>;

/** The summary lines to show (value > 0 only) and the grand total. */
export function tenantInvoiceSummary(invoice: TenantInvoiceAmounts): {
  lines: SummaryLine[];
  total: number;
} {
  const all: SummaryLine[] = [
    { key: 'offer', rate: invoice.offer_discount, value: invoice.offer_discount_value, sign: -1 },
    {
      key: 'coupon',
      rate: invoice.coupon_discount,
      value: invoice.coupon_discount_value,
      sign: -1,
    },
    {
      key: 'commission',
      rate: invoice.commission_rate_tenant,
      value: invoice.commission_value_tenant,
      sign: 1,
    },
    { key: 'vat', rate: invoice.tax_rate, value: invoice.tax_value, sign: 1 },
  ];
  return { lines: all.filter((l) => l.value > 0), total: invoice.total_amount };
}

/** A quote's discounts, commission and VAT (rates and SAR), by the invoice's and quote's names. */
function quoteCharges(quote: Quote): Omit<TenantInvoiceAmounts, 'total_amount'> {
  return {
    offer_discount: quote.offerPercent,
    offer_discount_value: fromHalalas(quote.offerDiscount),
    coupon_discount: quote.couponPercent,
    coupon_discount_value: fromHalalas(quote.couponDiscount),
    commission_rate_tenant: quote.commissionPercent,
    commission_value_tenant: fromHalalas(quote.commission),
    tax_rate: quote.vatPercent,
    tax_value: fromHalalas(quote.vat),
  };
}

/** The invoice amounts a quote produces (what the backend writes on the tenant invoice). */
export function quoteToInvoiceAmounts(
  quote: Quote,
  paid?: number,
): TenantInvoiceAmounts & { remaining_amount: number } {
  return {
    ...quoteCharges(quote),
    total_amount: fromHalalas(quote.total),
    remaining_amount: fromHalalas(
      quote.total - (paid === undefined ? quote.payNow : toHalalas(paid)),
    ),
  };
}

/** The contract's ReservationQuote body from a quote. */
export function quoteToReservationQuote(
  quote: Quote,
  extra: {
    unit_id: number;
    type_res_id: Api['TypeResId'];
    duration: number;
    unit_price: number;
    deposit_percent?: number;
  },
): Api['ReservationQuote'] {
  return {
    ...extra,
    subtotal: fromHalalas(quote.rent + quote.services),
    ...quoteCharges(quote),
    total: fromHalalas(quote.total),
    deposit_amount: fromHalalas(quote.payNow),
  };
}

export interface ElectronicLineInput {
  description: string;
  quantity: number;
  unit: Api['ElectronicInvoiceLine']['unit'];
  /** Unit price excluding VAT (SAR). */
  price: number;
  /** Discount on the line (SAR), default 0. */
  discount?: number;
  /** VAT percent, default 15. */
  vatPercent?: number;
}

/** Lines and totals of a detailed tax invoice, every figure summed in halalas. */
export function electronicInvoiceTotals(lines: readonly ElectronicLineInput[]) {
  const computed = lines.map((line, i) => {
    const amount = toHalalas(line.price) * line.quantity;
    const discount = toHalalas(line.discount ?? 0);
    const taxable = amount - discount;
    const vat = percentOf(taxable, line.vatPercent ?? 15);
    return { id: i + 1, amount, discount, taxable, vat, withVat: taxable + vat, line };
  });
  const totalDiscount = sumHalalas(computed.map((c) => c.discount));
  const taxableTotal = sumHalalas(computed.map((c) => c.taxable));
  const vatTotal = sumHalalas(computed.map((c) => c.vat));
  return {
    lines: computed.map<Api['ElectronicInvoiceLine']>((c) => ({
      id: c.id,
      description: c.line.description,
      quantity: c.line.quantity,
      unit: c.line.unit,
      price: c.line.price,
      amount: fromHalalas(c.amount),
      total: fromHalalas(c.taxable),
      vat_value: fromHalalas(c.vat),
      price_with_vat: fromHalalas(c.withVat),
    })),
    total_discount: fromHalalas(totalDiscount),
    taxable_total: fromHalalas(taxableTotal),
    vat_total: fromHalalas(vatTotal),
    grand_total: fromHalalas(taxableTotal + vatTotal),
  };
}
