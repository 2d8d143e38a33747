// Content below the fold, rendered right after the first paint in a transition: React
// renders it in small time slices (no long task), so the first paint carries only what
// the viewport shows (the LCP element is the home hero) and the main thread stays free.
import { startTransition, useEffect, useState, type ReactNode } from 'react';

export function Deferred({ children }: { children: ReactNode }) {
  const [show, setShow] = useState(false);
  useEffect(() => {
    // After the browser has painted the first frame, not merely after commit.
    const id = requestAnimationFrame(() => {
      setTimeout(() => startTransition(() => setShow(true)), 0);
    });
    return () => cancelAnimationFrame(id);
  }, []);
  return show ? children : null;
}
