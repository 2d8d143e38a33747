// /dashboard/statements: the monthly account statement. The month is in the address
// (?month=YYYY-MM, the current Saudi month by default), so a reload or "back" keeps it.
// Opening balance, each movement with its running balance, totals and the closing
// balance, which is the next month's opening; print on A4 and CSV.
import { Button } from '@chakra-ui/react/button';
import { Stack } from '@chakra-ui/react/stack';
import { keepPreviousData } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { $api } from '@/api/query';
import { QueryState } from '@/components/query-state';
import { formatMonth, monthDays } from '@/domain';
import { DocumentLayout, documentLines } from '@/engines/document';
import { downloadText } from '@/lib/csv';
import { MonthPicker } from './month-picker';
import { statementLinesTable } from './statement-lines-table';
import { statementMonth } from './statement-month';
import { statementCsv, statementLines } from './statement-view';

export function StatementsPage() {
  const { t, i18n } = useTranslation('statements');
  const [params, setParams] = useSearchParams();
  const month = statementMonth(params);
  const query = $api.useQuery(
    'get',
    '/apiBack/v1/user/statements/{month}',
    { params: { path: { month } } },
    { placeholderData: keepPreviousData },
  );
  const profile = $api.useQuery('get', '/apiBack/v1/user/profile');
  const pick = (m: string) => setParams({ month: m });

  const owner = profile.data?.data;
  const name = owner && 'office_name' in owner ? owner.office_name || owner.full_name : undefined;

  // The document's title is the page's h1 ("Account statement — November 2026"); the
  // month picker leads its actions row.
  return (
    <Stack gap="4">
      <QueryState queries={[query]} label={t('loading')}>
        {({ data: s }) => (
          <DocumentLayout
            ns="statements"
            view={{
              title: { label: 'documentTitle', text: formatMonth(s.month, i18n.language) },
              meta: {
                items: [
                  { key: 'account', value: name },
                  { key: 'period_from', value: monthDays(s.month).first, kind: 'date' },
                  { key: 'period_to', value: monthDays(s.month).last, kind: 'date' },
                  { key: 'opening_balance', value: s.opening_balance, kind: 'money' },
                ],
              },
              lines: documentLines(statementLinesTable, statementLines(s, t), 'movements'),
              totals: {
                testId: 'statement-totals',
                lines: [
                  { key: 'opening', label: 'totals.opening', value: s.opening_balance },
                  { key: 'credits', label: 'totals.credits', value: s.credits_total ?? 0 },
                  {
                    key: 'debits',
                    label: 'totals.debits',
                    value: s.debits_total ?? 0,
                    deduct: true,
                  },
                ],
                grand: { key: 'closing', label: 'totals.closing', value: s.closing_balance },
              },
              lead: (
                <MonthPicker
                  value={s.month}
                  first={s.first_month ?? s.month}
                  last={s.current_month ?? s.month}
                  onChange={pick}
                />
              ),
              actions: (
                <Button
                  variant="outline"
                  colorPalette="brand"
                  onClick={() => downloadText(`statement-${s.month}.csv`, statementCsv(s, t))}
                  data-testid="statement-csv"
                >
                  {t('table:csv')}
                </Button>
              ),
            }}
          />
        )}
      </QueryState>
    </Stack>
  );
}
