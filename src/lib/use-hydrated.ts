// Whether this render may show what only the browser knows. False while React hydrates
// server markup and on the server; true in a client render, and from a transition render
// right after hydration on. Not useSyncExternalStore with a server snapshot: a store whose
// server and client snapshots differ makes React render every reader again synchronously
// right after hydration (SyncLane, flushed by the next flushSync or microtask), one long
// task over the whole page (docs/first-load-js.md, "Where TBT goes").
import { startTransition, useEffect, useId, useState } from 'react';

/**
 * Whether this component's first render was the server's or a hydration of the server's
 * markup (then it must render what the server did). React's own tell: an id made while
 * rendering or hydrating server markup comes from the tree's position (`_R_…`), one made in
 * a client render from a counter (`_r_…`); use-hydrated.test.tsx checks it on each upgrade.
 */
export function useFromServerMarkup(): boolean {
  const [fromMarkup] = useState(useId().startsWith('_R_'));
  return fromMarkup;
}

export function useHydrated(): boolean {
  const fromMarkup = useFromServerMarkup();
  const [hydrated, setHydrated] = useState(!fromMarkup);
  useEffect(() => {
    if (!hydrated) startTransition(() => setHydrated(true));
  }, [hydrated]);
  return hydrated;
}
