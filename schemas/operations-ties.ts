// Compile-time ties of the issue-15 rules to the contract (see contract-ties.ts): the
// schemas' output is a valid request body, and an API record loads back into its form.
import type { z } from 'zod';
import type { components } from '@/api/generated/apiback';
import type { createCalendarBlockSchema, icalImportSchema } from './calendar-block';
import type { createMarketingRequestSchema } from './marketing';
import type { reviewReplySchema, reviewReportSchema } from './review-moderation';

type Api = components['schemas'];
type Out<S extends z.ZodType> = z.output<S>;
type In<S extends z.ZodType> = z.input<S>;
type Assignable<A extends B, B> = A extends B ? true : never;

export type OperationsTies = [
  Assignable<Out<ReturnType<typeof createCalendarBlockSchema>>, Api['CalendarBlockInput']>,
  Assignable<Out<typeof icalImportSchema>, Api['IcalImportInput']>,
  Assignable<Out<ReturnType<typeof createMarketingRequestSchema>>, Api['MarketingRequestInput']>,
  Assignable<Out<typeof reviewReplySchema>, Api['ReviewReplyInput']>,
  Assignable<Out<typeof reviewReportSchema>, Api['ReviewReportInput']>,
  // Editing a new marketing request: the record loads into the form.
  Assignable<
    Pick<Api['MarketingRequest'], keyof Api['MarketingRequestInput']>,
    In<ReturnType<typeof createMarketingRequestSchema>>
  >,
];
