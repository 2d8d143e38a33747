// Marketing requests (contract MarketingRequestInput): which offices, the package and the
// goal, the channels, the campaign dates (from today, at most 90 days), a budget and notes.
// Spec section 4: "marketing requests in processing cannot be edited" — only a new
// (`pending`) request can be (`canEditMarketingRequest`, src/domain/rules.ts).
import dayjs from 'dayjs';
import { z } from 'zod';
import {
  marketingChannelValues,
  marketingGoalValues,
  marketingPackageValues,
} from '@/api/generated/apiback';
import { dateField, idList, moneyField, optionalText, ruleObject } from './fields';
import { parseDate } from './lib/booking-period';
import { msg } from './messages';

export const MARKETING_PACKAGES = marketingPackageValues;
export const MARKETING_GOALS = marketingGoalValues;
export const MARKETING_CHANNELS = marketingChannelValues;
/** Longest campaign. */
export const MARKETING_MAX_DAYS = 90;

export function createMarketingRequestSchema(context: { now?: Date | string } = {}) {
  return ruleObject({
    office_ids: idList(1, 'atLeastOneOffice', 20),
    package: z.enum(MARKETING_PACKAGES, { error: msg('required') }),
    goal: z.enum(MARKETING_GOALS, { error: msg('required') }),
    channels: z
      .array(z.enum(MARKETING_CHANNELS, { error: msg('invalidInput') }), {
        error: msg('atLeastOneChannel'),
      })
      .min(1, { error: msg('atLeastOneChannel') })
      .max(4, { error: msg('invalidInput') }),
    start_date: dateField(),
    end_date: dateField(),
    budget: moneyField({ min: 0 }).optional(),
    notes: optionalText().pipe(
      z
        .string()
        .max(1000, { error: msg('invalidInput') })
        .optional(),
    ),
  }).superRefine((v, ctx) => {
    const start = parseDate(v.start_date);
    const end = parseDate(v.end_date);
    if (!start || !end) return;
    if (start.isBefore(dayjs(context.now ?? new Date()), 'day'))
      ctx.addIssue({ code: 'custom', message: msg('pastDate'), path: ['start_date'] });
    else if (!end.isAfter(start))
      ctx.addIssue({ code: 'custom', message: msg('dateRange'), path: ['end_date'] });
    else if (end.diff(start, 'day') > MARKETING_MAX_DAYS)
      ctx.addIssue({ code: 'custom', message: msg('campaignTooLong'), path: ['end_date'] });
  });
}
export const marketingRequestSchema = createMarketingRequestSchema();
