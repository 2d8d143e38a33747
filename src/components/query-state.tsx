// One loading/error/ready switch for screens fed by react-query, so every screen shows the
// same accessible spinner (role=status, translated label) and the same ErrorFallback whose
// retry refetches every query that failed, not just the first.
import type { ReactNode } from 'react';
import { Spinner, type SpinnerProps } from '@chakra-ui/react/spinner';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ErrorFallback } from './error-fallback';

/** What QueryState reads of a query (a react-query result, or a hook passing one on). */
export type StateQuery = Pick<
  UseQueryResult<unknown, unknown>,
  'isPending' | 'isError' | 'error' | 'refetch'
>;
type DataOf<Q> = Q extends { data: infer D } ? NonNullable<D> : never;
type DataTuple<Qs extends readonly StateQuery[]> = { [K in keyof Qs]: DataOf<Qs[K]> };

export function QueryState<const Qs extends readonly StateQuery[]>({
  queries,
  label,
  spinner,
  renderError,
  keepData = false,
  children,
}: {
  queries: Qs;
  /** Accessible name of the spinner; defaults to the shared "Loading". */
  label?: string;
  /** Layout of the spinner where a screen placed it (e.g. centred with margin). */
  spinner?: SpinnerProps;
  /** A screen's own fault box, when it has one; default is ErrorFallback. */
  renderError?: (error: unknown, retry: () => void) => ReactNode;
  /**
   * A failed refetch (a poll, a reconnect) keeps the data already on screen, and what was
   * typed beside it: only a query with nothing to show fails the screen.
   */
  keepData?: boolean;
  children: (...data: DataTuple<Qs>) => ReactNode;
}) {
  const { t } = useTranslation('common', { useSuspense: false });
  const failed = queries.filter(
    (q) => q.isError && !(keepData && (q as { data?: unknown }).data !== undefined),
  );
  if (failed.length > 0) {
    const retry = () => {
      for (const q of failed) void q.refetch();
    };
    const error = failed[0].error;
    return renderError ? (
      renderError(error, retry)
    ) : (
      <ErrorFallback error={error} onRetry={retry} />
    );
  }
  if (queries.some((q) => q.isPending))
    return <Spinner role="status" aria-label={label ?? t('loading')} {...spinner} />;
  const data = queries.map((q) => (q as { data?: unknown }).data) as DataTuple<Qs>;
  return <>{children(...data)}</>;
}
