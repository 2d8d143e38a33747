// Tag "statements": the lessor's monthly account statements, computed from the ledger
// (services/ledger.ts); newest month first.
import { riyadhMonth } from '@/domain';
import { getStore } from '../backend';
import { lessor } from '../lib/auth';
import { notFound, ok, paginate } from '../lib/http';
import { route } from '../lib/route';
import { toStatement } from '../serializers/statement';
import { ledgerOf, statementMonths } from '../services/ledger';
import { advanceTransfers } from '../services/payouts';

export const statementsHandlers = [
  route(
    'get',
    '/user/statements',
    async ({ me, url, lang }) => {
      await advanceTransfers(me.actingFor);
      const year = url.searchParams.get('year');
      const ledger = ledgerOf(me.actingFor, getStore().db);
      const months = statementMonths(ledger)
        .filter((m) => !year || m.startsWith(year))
        .reverse();
      return ok(paginate(months, url, (m) => toStatement(ledger, m, lang)));
    },
    { auth: lessor },
  ),
  route(
    'get',
    '/user/statements/{month}',
    async ({ me, params, lang }) => {
      await advanceTransfers(me.actingFor);
      const month = params.month;
      if (!/^\d{4}-(0[1-9]|1[0-2])$/.test(month) || month > riyadhMonth(new Date().toISOString()))
        notFound();
      return ok(toStatement(ledgerOf(me.actingFor, getStore().db), month, lang));
    },
    { auth: lessor },
  ),
];
