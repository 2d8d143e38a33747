// Whether this render may show what only the browser knows. False while React hydrates
// server markup (it reads the server snapshot then) and on the server; true in a client
// render and from the render after hydration on.
import { useSyncExternalStore } from 'react';

const noChange = () => () => undefined;

export function useHydrated(): boolean {
  return useSyncExternalStore(
    noChange,
    () => true,
    () => false,
  );
}
