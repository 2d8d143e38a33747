// The lessor's side of a review (contract ReviewReplyInput, ReviewReportInput): a public
// reply shown under the review, and a report of an abusive review to the moderators.
import { z } from 'zod';
import { reviewReportReasonValues } from '@/api/generated/apiback';
import { ruleObject, textLength } from './fields';
import { msg } from './messages';

export const REVIEW_REPORT_REASONS = reviewReportReasonValues;

export const reviewReplySchema = ruleObject({
  text: textLength(2, 1001, 'replyLength'),
});

export const reviewReportSchema = ruleObject({
  reason: z.enum(REVIEW_REPORT_REASONS, { error: msg('required') }),
  details: z.preprocess(
    (v) => (typeof v === 'string' && v.trim() === '' ? undefined : v),
    textLength(0, 501, 'invalidInput').optional(),
  ),
});
