// Every table config of the features, checked for the mistakes the types cannot see
// (src/engines/table/table-problems.ts): a server sort its query never sends, two columns
// with one name, a client sort on no column. Tables are found by their files
// (`src/features/*/*-table.ts`), so a new list is checked without editing this test: each
// such file exports a table (`defineTable(...)`) or a `make…Table(t, lang, handlers)` factory.
import { describe, expect, it } from 'vitest';
import { tableProblems, type TableDef } from '@/engines/table';
import { testI18n } from '@/components/testing/render';
import { tenantInvoicesTable } from '@/features/invoices/tenant-invoices-table';

const { t } = await testI18n('en');
// A factory's handlers are never called while its config is checked.
const handlers = new Proxy({}, { get: () => () => undefined });

type AnyTable = TableDef<unknown, unknown, string>;
const isTable = (value: unknown): value is AnyTable =>
  typeof value === 'object' && value !== null && Array.isArray((value as AnyTable).columns);

const modules = import.meta.glob<Record<string, unknown>>('/src/features/*/*-table.ts', {
  eager: true,
});

const tables: [string, AnyTable][] = Object.entries(modules).flatMap(([file, exports]) =>
  Object.entries(exports).flatMap(([name, value]): [string, AnyTable][] => {
    const where = `${file.replace('/src/features/', '')} ${name}`;
    if (isTable(value)) return [[where, value]];
    if (typeof value === 'function' && /^make\w*Table$/.test(name)) {
      const made: unknown = (value as (...args: unknown[]) => unknown)(t, 'en', handlers);
      return isTable(made) ? [[where, made]] : [];
    }
    return [];
  }),
);

describe('table configs', () => {
  it('finds a table in every *-table.ts of the features', () => {
    const withTable = new Set(tables.map(([where]) => where.split(' ')[0]));
    const files = Object.keys(modules).map((f) => f.replace('/src/features/', ''));
    expect([...withTable].sort()).toEqual(files.sort());
  });

  it.each(tables)('%s has no config problem', (_where, def) => {
    expect(tableProblems(def)).toEqual([]);
  });

  it('the tenant invoices declare no server sort the contract cannot take', () => {
    // The list operation takes only `page`: a declared sort was never sent.
    expect(tenantInvoicesTable.sort).toBeUndefined();
  });
});
