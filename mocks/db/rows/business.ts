// The lessor's business: invoices from the platform, transfers (the monthly statements
// are computed from the ledger, not stored), contract models, rent and custom contracts,
// and marketing requests.
import { z } from 'zod';
import {
  lifecycleActorValues,
  contractSourceValues,
  contractStatusValues,
  contractTypeValues,
  invoiceStatusValues,
  lessorPayoutMethodValues,
  marketingChannelValues,
  marketingGoalValues,
  marketingPackageValues,
  marketingRequestStatusValues,
  transferMethodValues,
  transferStatusValues,
  type components,
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
  type: z.enum(contractTypeValues),
  body_ar: z.string(),
  body_en: z.string(),
  updated_at: isoDateTime,
});

/** One lifecycle step (the contract's ContractEvent). */
export const contractEventRow = z.object({
  status: z.enum(contractStatusValues),
  at: isoDateTime,
  actor: z.enum(lifecycleActorValues),
  actor_name: z.string().optional(),
  reason: z.string().optional(),
});

/**
 * A contract: its data exactly as the lessor wrote it (the contract's ContractInput, checked
 * by schemas/contract.ts before it is stored), the clauses copied from the model when it
 * was saved (a later edit of the model never changes a contract), and its lifecycle.
 */
export const contractRow = z.object({
  id,
  number: z.string(),
  source: z.enum(contractSourceValues),
  status: z.enum(contractStatusValues),
  /** The lessor account (its owner, for members). */
  lessor_id: id,
  /** The tenant's account when there is one (by booking, or by the tenant's mobile). */
  tenant_user_id: id.nullable(),
  reservation_id: id.nullable(),
  data: z.custom<Omit<components['schemas']['ContractInput'], 'reservation_id'>>(
    (v) => typeof v === 'object' && v !== null,
  ),
  model_name: z.string(),
  template_ar: z.string(),
  template_en: z.string(),
  /** Rent received outside the platform (custom contracts), SAR. */
  manual_paid: money,
  history: z.array(contractEventRow),
  verification_code: z.string(),
  /**
   * The attached base contract (the signed contract as a PDF): what the upload said of it.
   * Its bytes are not kept; downloading it answers a one-page PDF naming the contract.
   */
  base_contract: z
    .object({ file_name: z.string(), size: z.number().int(), uploaded_at: isoDateTime })
    .optional(),
  created_at: isoDateTime,
  updated_at: isoDateTime,
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
