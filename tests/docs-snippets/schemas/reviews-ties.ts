// Generated from docs/adding-a-screen.md by `npm run docs:snippets`: edit the doc, not this file.
// schemas/reviews-ties.ts
import type { z } from 'zod';
import type { components } from '@/api/generated/apiback';
import type { reviewReplySchema } from '@schemas/review-moderation';

type Api = components['schemas'];
type Assignable<A extends B, B> = A extends B ? true : never;

/** What the form sends is a valid body; what the API returns loads back into the form. */
export type ReviewsTies = [
  Assignable<z.output<typeof reviewReplySchema>, Api['ReviewReplyInput']>,
  Assignable<Api['ReviewReplyInput'], z.input<typeof reviewReplySchema>>,
];
