// Tag "statements": the lessor's monthly account statements, newest month first.
import { lessor } from '../lib/auth';
import { ok, paginate } from '../lib/http';
import { ownedList } from '../lib/owned';
import { route } from '../lib/route';
import { toStatement } from '../serializers/statement';

export const statementsHandlers = [
  route(
    'get',
    '/user/statements',
    ({ me, url }) => {
      const year = url.searchParams.get('year');
      const rows = ownedList('statements', { lessor_id: me.actingFor })
        .filter((s) => !year || s.month.startsWith(String(year)))
        .sort((a, b) => b.month.localeCompare(a.month));
      return ok(paginate(rows, url, toStatement));
    },
    { auth: lessor },
  ),
];
