// Invoices: the tenant's booking invoice, the lessor's invoices from the platform, and
// the ZATCA electronic invoice of a booking (totals and QR from src/domain).
import { electronicInvoiceTotals, encodeZatcaQr } from '@/domain';
import { getStore } from '../backend';
import { sentAbout } from '../services/outbox';
import type { BusinessInvoiceRow, TenantInvoiceRow } from '../db/schema';
import { SAUDI_CITIES } from '../seed/saudi-places';
import { compact, fullName, pad6, pick, userById, type Lang, type S } from './common';

/**
 * The invoice issuer block: the lessor's office as a supplier (spec: admin object), its
 * address in the reader's language.
 */
export function issuer(lessorId: number, lang: Lang): S['InvoiceIssuer'] {
  const l = userById(lessorId)!;
  const firstOffice = getStore().db.offices.findFirst((q) => q.where({ owner_id: lessorId }));
  const city = SAUDI_CITIES.find((c) => c.id === (firstOffice?.city_id ?? l.city_id ?? 1))!;
  return {
    register_number: l.commercial_register ?? '7001234567',
    mobile_number: l.phone,
    city: pick(lang, city.ar, city.en),
    neighborhood: firstOffice
      ? pick(lang, firstOffice.neighborhood_ar, firstOffice.neighborhood_en)
      : (l.district ?? pick(lang, city.neighbourhoods[0].ar, city.neighbourhoods[0].en)),
    street: firstOffice
      ? pick(lang, firstOffice.street_ar, firstOffice.street_en)
      : pick(lang, city.neighbourhoods[0].streets[0].ar, city.neighbourhoods[0].streets[0].en),
    building_number: String(1000 + ((lessorId * 37) % 9000)),
    tax_number: l.vat_number ?? '300000000000003',
  };
}

export function toTenantInvoice(i: TenantInvoiceRow, lang: Lang): S['TenantInvoice'] {
  const tenant = userById(i.tenant_id)!;
  return {
    id: i.id,
    invoice_number: i.invoice_number,
    release_date: i.release_date,
    created_at: i.created_at,
    total_amount: i.total_amount,
    remaining_amount: i.remaining_amount,
    invoice_status: i.invoice_status,
    payment_method: i.payment_method,
    offer_discount: i.offer_discount,
    offer_discount_value: i.offer_discount_value,
    coupon_discount: i.coupon_discount,
    coupon_discount_value: i.coupon_discount_value,
    commission_rate_tenant: i.commission_rate_tenant,
    commission_value_tenant: i.commission_value_tenant,
    tax_rate: i.tax_rate,
    tax_value: i.tax_value,
    admin: issuer(i.lessor_id, lang),
    tenant: { username: fullName(tenant, lang), phone: tenant.phone },
    invoice_tenant_services: i.services.map(({ description, description_en, ...s }) => ({
      ...s,
      description: pick(lang, description, description_en),
    })),
    reservation_id: i.reservation_id,
  };
}

export function toBusinessInvoice(i: BusinessInvoiceRow, lang: Lang): S['BusinessInvoice'] {
  const lessor = userById(i.lessor_id)!;
  return compact({
    id: i.id,
    invoice_number: i.invoice_number,
    release_date: i.release_date,
    created_at: i.created_at,
    paid_amount: i.paid_amount,
    remaining_amount: i.remaining_amount,
    invoice_status: i.invoice_status,
    description: i.description,
    tax_value: i.tax_value,
    payment_method: i.payment_method,
    payment_tenants_image: i.payment_tenants_image ?? undefined,
    admin: issuer(i.lessor_id, lang),
    lessor: { username: fullName(lessor, lang), phone: lessor.phone },
  }) as S['BusinessInvoice'];
}

/** The seller's city and country, in the reader's language. */
function sellerAddress(lessorId: number, lang: Lang): string {
  const { city } = issuer(lessorId, lang);
  return pick(lang, `${city}، المملكة العربية السعودية`, `${city}, Saudi Arabia`);
}

/** A booking invoice as its ZATCA simplified e-invoice (lines, VAT, QR). */
/** The tenant's own page of an invoice (what a sent invoice links to). */
export const tenantInvoiceLink = (id: number) =>
  `/dashboard/contracts/invoice-tenant-details/${id}`;

export function toElectronicInvoice(i: TenantInvoiceRow, lang: Lang): S['ElectronicInvoice'] {
  const seller = userById(i.lessor_id)!;
  const buyer = userById(i.tenant_id)!;
  const discount = i.offer_discount_value + i.coupon_discount_value;
  const totals = electronicInvoiceTotals(
    i.services.map((s, k) => ({
      description: pick(lang, s.description, s.description_en),
      quantity: s.duration_res,
      unit: s.type_reservation,
      price: s.price,
      discount: k === 0 ? Math.min(discount, s.total) : 0,
    })),
  );
  const sellerName = seller.company_name ?? fullName(seller);
  const vat = seller.vat_number ?? '300000000000003';
  return {
    id: i.id,
    invoice_number: `EINV-${pad6(i.id)}`,
    release_date: i.created_at,
    seller_name: sellerName,
    seller_vat_number: vat,
    seller_address: sellerAddress(i.lessor_id, lang),
    buyer_name: fullName(buyer, lang),
    lines: totals.lines,
    total_discount: totals.total_discount,
    taxable_total: totals.taxable_total,
    vat_total: totals.vat_total,
    grand_total: totals.grand_total,
    qr_base64: encodeZatcaQr({
      sellerName,
      vatNumber: vat,
      timestamp: new Date(i.created_at),
      total: totals.grand_total,
      vatTotal: totals.vat_total,
    }),
    deliveries: sentAbout(tenantInvoiceLink(i.id)).map((m) => ({
      channel: m.channel,
      to: m.to,
      sent_at: m.created_at,
    })),
  };
}
