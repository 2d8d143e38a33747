import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiNetworkError } from '@/api/result';
import { renderWithProviders } from '@/components/testing/render';
import { QueryState } from './query-state';

afterEach(cleanup);

const q = (
  over: Partial<{ isPending: boolean; isError: boolean; error: unknown; data: unknown }>,
) => ({
  isPending: false,
  isError: false,
  error: null,
  data: undefined as unknown,
  refetch: vi.fn(() => Promise.resolve({} as never)),
  ...over,
});

describe('QueryState', () => {
  it('shows a translated status while any query is pending, in both languages', async () => {
    const body = vi.fn(() => <p>body</p>);
    await renderWithProviders(
      <QueryState queries={[q({ data: 1 }), q({ isPending: true })] as const}>{body}</QueryState>,
      { lng: 'ar' },
    );
    expect(screen.getByRole('status').getAttribute('aria-label')).toBe('جارٍ التحميل');
    expect(body).not.toHaveBeenCalled();
    cleanup();
    await renderWithProviders(
      <QueryState queries={[q({ isPending: true })]}>{() => <p>body</p>}</QueryState>,
    );
    expect(screen.getByRole('status').getAttribute('aria-label')).toBe('Loading');
  });

  it('shows ErrorFallback and retry refetches every failed query, only those', async () => {
    const ok = q({ data: 1 });
    const bad1 = q({ isError: true, error: new ApiNetworkError(new TypeError('x')) });
    const bad2 = q({ isError: true, error: new Error('y') });
    await renderWithProviders(
      <QueryState queries={[ok, bad1, bad2]}>{() => <p>body</p>}</QueryState>,
    );
    expect(screen.getByTestId('error-fallback').textContent).toMatch(/offline/i);
    fireEvent.click(screen.getByRole('button'));
    expect(bad1.refetch).toHaveBeenCalledTimes(1);
    expect(bad2.refetch).toHaveBeenCalledTimes(1);
    expect(ok.refetch).not.toHaveBeenCalled();
    expect(screen.queryByText('body')).toBeNull();
  });

  it('renders children with every query data once all are ready', async () => {
    await renderWithProviders(
      <QueryState queries={[q({ data: 'a' }), q({ data: 2 })]}>
        {(a, b) => <p>{`${String(a)}-${String(b)}`}</p>}
      </QueryState>,
    );
    expect(screen.getByText('a-2')).toBeTruthy();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('with keepData, keeps a query whose refetch failed on screen and fails only one with no data', async () => {
    const stale = q({ isError: true, error: new Error('poll'), data: 'kept' });
    await renderWithProviders(
      <QueryState queries={[stale]} keepData>
        {(d) => <p>{String(d)}</p>}
      </QueryState>,
    );
    expect(screen.getByText('kept')).toBeTruthy();
    expect(screen.queryByTestId('error-fallback')).toBeNull();
    cleanup();
    // Without it (the default), the same failed refetch shows the fault box.
    await renderWithProviders(<QueryState queries={[stale]}>{() => <p>kept</p>}</QueryState>);
    expect(screen.getByTestId('error-fallback')).toBeTruthy();
    cleanup();
    const empty = q({ isError: true, error: new Error('first load') });
    await renderWithProviders(
      <QueryState queries={[stale, empty]} keepData>
        {() => <p>body</p>}
      </QueryState>,
    );
    fireEvent.click(screen.getByRole('button'));
    expect(empty.refetch).toHaveBeenCalledTimes(1);
    expect(stale.refetch).not.toHaveBeenCalled();
  });
});
