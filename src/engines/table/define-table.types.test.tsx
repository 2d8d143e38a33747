// Type tests of the table config, checked by `tsc` (each `@ts-expect-error` fails the type
// check when its line stops being an error) and by expectTypeOf. Runs against the real
// generated contract, the way screens use the engine.
import { describe, expectTypeOf, it } from 'vitest';
import { $api } from '@/api/query';
import type { components } from '@/api/generated/apiback';
import { DataTable } from './data-table';
import { defineTable, type QueryParams } from './define-table';

type TenantInvoice = components['schemas']['TenantInvoice'];
type BusinessInvoice = components['schemas']['BusinessInvoice'];
type ServiceLine = components['schemas']['InvoiceServiceLine'];

const invoices = ({ page }: QueryParams) =>
  $api.queryOptions('get', '/apiBack/v1/ordinaries/invoices', { params: { query: { page } } });

describe('defineTable types', () => {
  it('infers the row from the query response', () => {
    const def = defineTable({
      ns: 'invoices',
      query: invoices,
      columns: [{ key: 'invoice_number', cell: 'text' }],
      rowKey: (row) => {
        expectTypeOf(row).toEqualTypeOf<TenantInvoice>();
        return String(row.id);
      },
    });
    expectTypeOf(def.columns[0].get).parameter(0).toEqualTypeOf<TenantInvoice>();
  });

  it('takes a field of the row as key, or a virtual id with its own accessor', () => {
    defineTable({
      ns: 'invoices',
      query: invoices,
      columns: [
        { key: 'total_amount', cell: 'money' },
        { id: 'tenant', cell: 'text', value: (row) => row.tenant.username },
        { id: 'details', cell: 'link', to: (row) => `/x/${row.id}` },
        {
          id: 'actions',
          cell: 'actions',
          actions: [{ key: 'a', label: 'a', to: (r) => `/x/${r.invoice_number}` }],
        },
      ],
    });
  });

  it('fails on a misspelt column key', () => {
    defineTable({
      ns: 'invoices',
      query: invoices,
      columns: [
        // @ts-expect-error 'invoice_numbr' is not a field of TenantInvoice
        { key: 'invoice_numbr', cell: 'text' },
      ],
    });
    defineTable<ServiceLine>({
      ns: 'invoices',
      // @ts-expect-error 'prise' is not a field of the service line
      columns: [{ key: 'prise', cell: 'money' }],
    });
  });

  it('fails on a wrong row field in to / value / alt', () => {
    defineTable({
      ns: 'invoices',
      query: invoices,
      columns: [
        // @ts-expect-error TenantInvoice has no `idd`
        { id: 'details', cell: 'link', to: (row) => `/x/${row.idd}` },
        // @ts-expect-error TenantInvoice has no `tenant_name`
        { id: 'tenant', cell: 'text', value: (row) => row.tenant_name },
        // @ts-expect-error TenantInvoice has no `photo`
        { key: 'invoice_number', cell: 'image', alt: (row) => row.photo },
      ],
    });
  });

  it('fails on a virtual column without an accessor, and a link on a field', () => {
    defineTable({
      ns: 'invoices',
      query: invoices,
      columns: [
        // @ts-expect-error a virtual id brings its own `value`
        { id: 'tenant', cell: 'text' },
        // @ts-expect-error links and actions are virtual columns (`id`), not fields
        { key: 'id', cell: 'link', to: () => '/x' },
      ],
    });
  });

  it('types tab params and filter keys for the query', () => {
    defineTable({
      ns: 'billing',
      tabs: [{ id: 'paid', label: 'tabs.paid', params: { status: 'paid' } }],
      filters: [{ key: 'q', kind: 'search' }],
      query: ({ page, tab, filters }) => {
        expectTypeOf(filters).toEqualTypeOf<{ q?: string }>();
        return $api.queryOptions('get', '/apiBack/v1/user/invoices', {
          params: { query: { page, status: tab?.params?.status } },
        });
      },
      columns: [{ key: 'paid_amount', cell: 'money' }],
    });
    defineTable({
      ns: 'billing',
      tabs: [{ id: 'x', label: 'x', params: { status: 'unpaid' } }],
      query: ({ page, tab }) =>
        $api.queryOptions('get', '/apiBack/v1/user/invoices', {
          // @ts-expect-error 'unpaid' is not an InvoiceStatus
          params: { query: { page, status: tab?.params?.status } },
        }),
      columns: [{ key: 'paid_amount', cell: 'money' }],
    });
    defineTable({
      ns: 'reservations',
      filters: [{ key: 'customer', kind: 'search' }],
      query: ({ page, filters }) =>
        $api.queryOptions('get', '/apiBack/v1/user/reservations', {
          // @ts-expect-error no filter `custmer` is declared
          params: { query: { page, customer: filters.custmer } },
        }),
      columns: [{ key: 'paid_amount', cell: 'money' }],
    });
  });

  it('holds client rows to the row type', () => {
    const def = defineTable<BusinessInvoice>({
      ns: 'billing',
      columns: [{ key: 'description', cell: 'text' }],
    });
    expectTypeOf(def.columns).items.toHaveProperty('get');
    // @ts-expect-error rows must be BusinessInvoice rows
    expectTypeOf(<DataTable def={def} rows={[{ description: 'x' }]} />).not.toBeAny();
  });
});
