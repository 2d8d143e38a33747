// /dashboard/statements' loader: the month's statement, asked for with the page's chunk under
// the page's own query key (src/lib/route-prefetch.ts); the profile (the owner's name on it)
// is asked for at start by the entry.
import { $api } from '@/api/query';
import { prefetch, sessionLoader } from '@/lib/route-prefetch';
import { statementMonth } from './statement-month';

export const statementOptions = (month: string) =>
  $api.queryOptions('get', '/apiBack/v1/user/statements/{month}', {
    params: { path: { month } },
  });

export const statementLoader = sessionLoader(({ request }) =>
  prefetch(statementOptions(statementMonth(new URL(request.url).searchParams))),
);
