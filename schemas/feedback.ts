// Reviews, complaints and reports (spec sections 3 and 5; contract ReviewInput,
// ComplaintInput, ReportInput).
import { z } from 'zod';
import { reportInputReason_typeValues } from '@/api/generated/apiback';
import {
  idField,
  numberField,
  optionalText,
  ruleObject,
  saudiPhoneField,
  textLength,
} from './fields';
import { msg } from './messages';

export const reviewSchema = ruleObject({
  office_id: idField(),
  title: textLength(3, 81, 'required'),
  comment: textLength(3, 1001, 'required'),
  rating: numberField({ int: true, min: 1, max: 5, rangeKey: 'rating' }),
});

/** Complaint: the reason is required (at least 10 characters, the contract's bound). */
export const complaintSchema = ruleObject({
  subject: optionalText(),
  reason: textLength(10, 2001, 'required'),
  office_id: idField().optional(),
  reservation_id: idField().optional(),
});

/** The contract's ReportInput reason types, as generated. */
export const REPORT_REASONS = reportInputReason_typeValues;

export const reportSchema = ruleObject({
  reason_type: z.enum(REPORT_REASONS, { error: msg('required') }),
  reason: textLength(10, 2001, 'required'),
});

/**
 * The contact form (contract ContactMessageInput). The e-mail is optional: left empty it is
 * not sent at all, so the form's rule and the contract (an e-mail when present) agree.
 */
export const contactSchema = ruleObject({
  name: textLength(4, 30, 'nameLength'),
  phone: saudiPhoneField(),
  email: optionalText()
    .transform((v) => v || undefined)
    .refine((v) => !v || z.email().safeParse(v).success, { error: msg('email') }),
  subject: optionalText().transform((v) => v || undefined),
  message: textLength(10, 2001, 'messageMin'),
});
