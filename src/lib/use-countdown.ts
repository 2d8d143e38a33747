import { useEffect, useState } from 'react';

/** Seconds left before the code may be resent; `restart(n)` starts a new countdown. */
export function useCountdown(initial: number) {
  const [left, setLeft] = useState(initial);
  useEffect(() => {
    if (left <= 0) return;
    const id = window.setTimeout(() => setLeft((s) => Math.max(0, s - 1)), 1000);
    return () => window.clearTimeout(id);
  }, [left]);
  return { left, restart: setLeft };
}
