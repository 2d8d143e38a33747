// A list's first page asked for by its route's loader (./first-page.ts), under the key
// <DataTable> asks with first (its initial state is firstPageParams too).
import { hashKey } from '@tanstack/react-query';
import type { LoaderFunctionArgs } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { createQueryClient } from '@/lib/query-client';
import { setPrefetchClient } from '@/lib/route-prefetch';
import { defineTable, type QueryParams } from './define-table';
import { firstPageLoader, firstPageParams } from './first-page';

afterEach(() => {
  setPrefetchClient(undefined);
  localStorage.clear();
});

const asked: QueryParams<{ status: string }, 'q'>[] = [];
const table = defineTable({
  ns: 'inv',
  query: (p: QueryParams<{ status: string }, 'q'>) => {
    asked.push(p);
    return { queryKey: ['inv', p], queryFn: async () => ({ data: { data: [], total: 0 } }) };
  },
  columns: [{ key: 'id', cell: 'text' }],
  sort: { key: 'id', dir: 'desc', mode: 'server' },
  tabs: [
    { id: 'open', label: 'inv:open', params: { status: 'open' } },
    { id: 'all', label: 'inv:all' },
  ],
  filters: [{ key: 'q', kind: 'search' }],
});

const args = { request: new Request('http://localhost/dashboard/inv'), params: {} };

describe('firstPageParams', () => {
  it("is page 1, the config's sort (without its mode), its first tab, no filter", () => {
    expect(firstPageParams(table)).toEqual({
      page: 1,
      sort: { key: 'id', dir: 'desc' },
      tab: table.tabs![0],
      filters: {},
    });
    expect(firstPageParams({})).toEqual({ page: 1, sort: undefined, tab: undefined, filters: {} });
  });
});

describe('firstPageLoader', () => {
  it("asks for the table's first page, under the table's own key, and returns at once", async () => {
    const client = createQueryClient();
    setPrefetchClient(client);
    localStorage.setItem('user_token', 'token-1');
    expect(firstPageLoader(async () => table)(args as unknown as LoaderFunctionArgs)).toBeNull();
    const key = table.query!(firstPageParams(table)).queryKey;
    await expect.poll(() => client.getQueryCache().get(hashKey(key))?.state.status).toBe('success');
  });

  it('builds a per-language config from its factory', async () => {
    const client = createQueryClient();
    setPrefetchClient(client);
    localStorage.setItem('user_token', 'token-1');
    const before = asked.length;
    firstPageLoader(async () => () => table)(args as unknown as LoaderFunctionArgs);
    await expect.poll(() => asked.length).toBeGreaterThan(before);
  });

  it("a hook-built table asks through its forLoader, given the route's params; without one, nothing", async () => {
    const client = createQueryClient();
    setPrefetchClient(client);
    localStorage.setItem('user_token', 'token-1');
    const seen: Record<string, string | undefined>[] = [];
    const hooked = {
      useTable: () => table,
      forLoader: (params: Record<string, string | undefined>) => (seen.push(params), table),
    };
    const withParams = { ...args, params: { id: '7' } } as unknown as LoaderFunctionArgs;
    firstPageLoader(async () => hooked)(withParams);
    const key = table.query!(firstPageParams(table)).queryKey;
    await expect.poll(() => client.getQueryCache().get(hashKey(key))?.state.status).toBe('success');
    expect(seen).toEqual([{ id: '7' }]);

    // A hook-built table without forLoader asks for nothing: started before a plain table's
    // loader on the same client, once that one's first page is cached the other has had its turn.
    const other = createQueryClient();
    setPrefetchClient(other);
    let built = 0;
    firstPageLoader(async () => ({ useTable: () => (built++, table) }))(withParams);
    const plain = defineTable({
      ns: 'inv',
      query: () => ({
        queryKey: ['plain'],
        queryFn: async () => ({ data: { data: [], total: 0 } }),
      }),
      columns: [{ key: 'id', cell: 'text' }],
    });
    firstPageLoader(async () => plain)(withParams);
    await expect.poll(() => other.getQueryCache().getAll().length).toBe(1);
    expect(other.getQueryCache().getAll()[0].queryKey[0]).toBe('plain');
    expect(built).toBe(0);
  });

  it('asks for nothing without a session', async () => {
    const client = createQueryClient();
    setPrefetchClient(client);
    let loaded = 0;
    firstPageLoader(async () => {
      loaded++;
      return table;
    })(args as unknown as LoaderFunctionArgs);
    await Promise.resolve();
    expect(loaded).toBe(0);
    expect(client.getQueryCache().getAll()).toHaveLength(0);
  });
});
