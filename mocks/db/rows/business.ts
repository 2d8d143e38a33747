// The lessor's business: invoices from the platform, transfers (the monthly statements
// are computed from the ledger, not stored), contract models, rent and custom contracts,
// and marketing requests.
import { z } from 'zod';
import {
  contractModelTypeValues,
  contractPayment_cycleValues,
  contractStatusValues,
  invoiceStatusValues,
  lessorPayoutMethodValues,
  marketingChannelValues,
  marketingGoalValues,
  marketingPackageValues,
  marketingRequestStatusValues,
  transferMethodValues,
  transferStatusValues,
} from '@/api/generated/apiback';
import { id, isoDateTime, dateOnly, money } from './fields';

export const businessInvoiceRow = z.object({
  id,
  invoice_number: z.string(),
  lessor_id: id,
  release_date: dateOnly,
  created_at: isoDateTime,
  paid_amount: money,
  remaining_amount: money,
  invoice_status: z.enum(invoiceStatusValues),
  description: z.string(),
  tax_value: money,
  payment_method: z.enum(lessorPayoutMethodValues),
  payment_tenants_image: z.string().nullable(),
});

export const transferRow = z.object({
  id,
  number: z.string(),
  lessor_id: id,
  /** When it ran, or is scheduled to. */
  executed_at: isoDateTime,
  created_at: isoDateTime,
  method: z.enum(transferMethodValues),
  recipient_mobile: z.string(),
  requests_count: z.number().int(),
  fees: money,
  entitlement_amount: money,
  net_amount: money,
  status: z.enum(transferStatusValues),
  /** Bank transfers: where the money went (the IBAN is kept masked). */
  bank_code: z.string().nullable(),
  iban_masked: z.string().nullable(),
  /** What it settled: payment credits and refund debits (signed SAR), see src/domain/ledger. */
  items: z.array(
    z.object({
      source: z.enum(['payment', 'refund']),
      source_id: id,
      reservation_id: id,
      amount: z.number(),
    }),
  ),
  /**
   * A transfer asked for live moves on by itself (the demo's payout processor,
   * services/ledger.ts) from this time; seeded history keeps the status it was given.
   */
  process_after: isoDateTime.nullable(),
});

export const contractModelRow = z.object({
  id,
  owner_id: id.nullable(), // null = platform model
  name: z.string(),
  type: z.enum(contractModelTypeValues),
  body: z.string(),
  updated_at: isoDateTime,
});

export const contractRow = z.object({
  id,
  number: z.string(),
  status: z.enum(contractStatusValues),
  reservation_id: id,
  model_id: id,
  lessor_id: id,
  tenant_id: id,
  lessor_name: z.string(),
  lessor_identity: z.string(),
  tenant_name: z.string(),
  tenant_identity: z.string(),
  ownership_document_number: z.string(),
  unit_id: id,
  start_date: dateOnly,
  end_date: dateOnly,
  rent_amount: money,
  payment_cycle: z.enum(contractPayment_cycleValues),
  base_contract: z.string().nullable(),
  extra_terms: z.string().nullable(),
  cancel_reason: z.string().nullable(),
  created_at: isoDateTime,
});

export const customContractRow = z.object({
  id,
  owner_id: id,
  title: z.string(),
  lessor_name: z.string(),
  lessor_identity: z.string(),
  tenant_name: z.string(),
  tenant_identity: z.string(),
  office_details: z.string(),
  body: z.string(),
  start_date: dateOnly.nullable(),
  end_date: dateOnly.nullable(),
  rent_amount: money.nullable(),
  created_at: isoDateTime,
});

export const marketingRequestRow = z.object({
  id,
  owner_id: id,
  office_ids: z.array(id).min(1),
  status: z.enum(marketingRequestStatusValues),
  package: z.enum(marketingPackageValues),
  goal: z.enum(marketingGoalValues),
  channels: z.array(z.enum(marketingChannelValues)),
  start_date: dateOnly,
  end_date: dateOnly,
  budget: money.nullable(),
  notes: z.string().nullable(),
  status_note: z.string().nullable(),
  created_at: isoDateTime,
  updated_at: isoDateTime,
});
