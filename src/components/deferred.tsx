// Content below the fold, rendered right after the first paint in a transition: React
// renders it in small time slices (no long task), so the first paint carries only what
// the viewport shows (the LCP element is the home hero) and the main thread stays free.
import { startTransition, useEffect, useState, type ReactNode } from 'react';
import { isPerRequestRender } from '@/lib/render-mode';

export function Deferred({ children }: { children: ReactNode }) {
  // A page rendered per request (crawlers, scripts off) carries this content in its HTML:
  // rendered at once there and when that page hydrates; deferred on a client render.
  const [show, setShow] = useState(isPerRequestRender);
  useEffect(() => {
    if (show) return;
    // After the browser has painted the first frame, not merely after commit.
    const id = requestAnimationFrame(() => {
      setTimeout(() => startTransition(() => setShow(true)), 0);
    });
    return () => cancelAnimationFrame(id);
  }, [show]);
  return show ? children : null;
}
