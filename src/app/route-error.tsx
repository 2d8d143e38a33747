// Router error element: a crash or a failed lazy chunk shows the default message with a retry.
import { useRouteError } from 'react-router-dom';
import { ErrorFallback } from '@/components/error-fallback';

export function RouteError() {
  const error = useRouteError();
  if (error) console.error(error);
  return <ErrorFallback onRetry={() => window.location.reload()} />;
}
