import { QueryClient } from '@tanstack/react-query';

/** The spec: the data client does not refetch on window focus. */
export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        refetchOnWindowFocus: false,
        retry: (count, err) => count < 1 && !isClientError(err),
      },
    },
  });
}

function isClientError(err: unknown) {
  const status = (err as { status?: number } | null)?.status;
  return typeof status === 'number' && status >= 400 && status < 500;
}
