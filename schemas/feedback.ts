// Reviews, complaints and reports (spec sections 3 and 5; contract ReviewInput,
// ComplaintInput, ReportInput).
import { z } from 'zod';
import { complaintTypeValues, reportInputReason_typeValues } from '@/api/generated/apiback';
import { idField, invalidInput, numberField, ruleObject, textLength } from './fields';
import { attachmentsField } from './messaging';
import { msg } from './messages';

export const reviewSchema = ruleObject({
  office_id: idField(),
  title: textLength(3, 81, 'required'),
  comment: textLength(3, 1001, 'required'),
  rating: numberField({ int: true, min: 1, max: 5, rangeKey: 'rating' }),
});

/** The contract's ticket types: a complaint or an inquiry. */
export const COMPLAINT_TYPES = complaintTypeValues;

/**
 * A support ticket (complaint or inquiry): a subject (3..120) and the reason (10..2000, the
 * spec's "complaint is a reason text"), optionally about a booking or an office, with
 * attachments (images or PDF, see attachmentsField).
 */
export const complaintSchema = ruleObject({
  type: z.enum(COMPLAINT_TYPES, invalidInput).optional(),
  subject: textLength(3, 121, 'subjectLength'),
  reason: textLength(10, 2001, 'reasonLength'),
  office_id: idField().optional(),
  reservation_id: idField().optional(),
  attachments: attachmentsField().optional(),
});

/** The contract's ReportInput reason types, as generated. */
export const REPORT_REASONS = reportInputReason_typeValues;

export const reportSchema = ruleObject({
  reason_type: z.enum(REPORT_REASONS, { error: msg('required') }),
  reason: textLength(10, 2001, 'reasonLength'),
});
