import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithProviders, testI18n } from '@/components/testing/render';
import { enumKeys } from './columns';
import { DataTable } from './data-table';
import { defineTable } from './define-table';
import { timeLeftWords } from './time-left';

afterEach(cleanup);

interface Note {
  id: number;
  title: string;
  link?: string;
  due?: string;
}

const NOW = new Date('2026-11-21T09:00:00Z');
const inHours = (h: number) => new Date(Date.now() + h * 3_600_000 + 30_000).toISOString();

describe('row actions', () => {
  it('show only on the rows they apply to, and a link action also runs its click', async () => {
    const clicked: number[] = [];
    const def = defineTable<Note>({
      ns: 'table',
      columns: [
        { key: 'title', cell: 'text' },
        {
          id: 'actions',
          cell: 'actions',
          actions: [
            {
              key: 'open',
              label: 'next',
              to: (r) => r.link!,
              onClick: (r) => clicked.push(r.id),
              when: (r) => Boolean(r.link),
            },
          ],
        },
      ],
      rowKey: (r) => String(r.id),
    });
    const rows = [
      { id: 1, title: 'with link', link: '/dashboard/reservations/1' },
      { id: 2, title: 'without' },
    ];
    await renderWithProviders(<DataTable def={def} rows={rows} />);
    const table = screen.getAllByRole('table')[0];
    const [, first, second] = within(table).getAllByRole('row');
    expect(within(second).queryByRole('link')).toBeNull();
    const link = within(first).getByRole('link', { name: 'Next' });
    expect(link.getAttribute('href')).toBe('/dashboard/reservations/1');
    fireEvent.click(link);
    expect(clicked).toEqual([1]);
  });
});

describe('time left', () => {
  it('says the largest two units left, or how late, in both languages', async () => {
    const en = (await testI18n('en')).t;
    const ar = (await testI18n('ar')).t;
    expect(timeLeftWords(en, '2026-11-23T14:00:00Z', NOW)).toEqual({
      overdue: false,
      text: '2 days 5 hours left',
    });
    expect(timeLeftWords(en, '2026-11-21T09:45:00Z', NOW).text).toBe('45 minutes left');
    expect(timeLeftWords(en, '2026-11-21T06:00:00Z', NOW)).toEqual({
      overdue: true,
      text: '3 hours late',
    });
    expect(timeLeftWords(ar, '2026-11-24T09:00:00Z', NOW).text).toBe('يتبقى 3 أيام');
    expect(timeLeftWords(ar, '2026-11-22T10:00:00Z', NOW).text).toBe('يتبقى يوم واحد وساعة واحدة');
    expect(timeLeftWords(ar, '2026-11-21T08:59:00Z', NOW).text).toBe('متأخر دقيقة واحدة');
  });

  it('is a cell kind of the table', async () => {
    const def = defineTable<Note>({
      ns: 'table',
      columns: [{ key: 'due', cell: 'timeLeft' }],
      rowKey: (r) => String(r.id),
    });
    await renderWithProviders(
      <DataTable
        def={def}
        rows={[
          { id: 1, title: 'x', due: inHours(50) },
          { id: 2, title: 'y' },
        ]}
      />,
    );
    const table = screen.getAllByRole('table')[0];
    expect(within(table).getByTestId('time-left').textContent).toBe('2 days 2 hours left');
    expect(within(table).getAllByRole('row')[2].textContent).toBe('—');
  });
});

describe('enum cells', () => {
  it('read a value without a label as the column fallback (an open enum of a known call)', () => {
    expect(enumKeys({ prefix: 'types', fallback: 'yearly' }, 'quarterly')).toEqual([
      'types.quarterly',
      'types.yearly',
    ]);
    expect(enumKeys({ prefix: 'types' }, 'daily')).toEqual(['types.daily']);
  });
});
