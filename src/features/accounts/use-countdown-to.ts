// Seconds left until a moment, ticking every second (0 once it has passed).
import { useEffect, useState } from 'react';

export function useSecondsUntil(iso: string | undefined): number {
  const target = iso ? Date.parse(iso) : NaN;
  const left = () =>
    Number.isFinite(target) ? Math.max(0, Math.ceil((target - Date.now()) / 1000)) : 0;
  const [seconds, setSeconds] = useState(left);
  useEffect(() => {
    setSeconds(left());
    if (!Number.isFinite(target)) return;
    const timer = setInterval(() => {
      const next = left();
      setSeconds(next);
      if (next === 0) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `left` reads only `target`
  }, [target]);
  return seconds;
}

/** 185 → "3:05". */
export const minutesSeconds = (s: number) =>
  `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;

/** "14:05" in the user's clock, Latin digits (the product's digits). */
export const clockTime = (iso: string) =>
  new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit', hour12: false }).format(
    new Date(iso),
  );

/** Keeps digits left-to-right inside a translated sentence (LRI … PDI isolates). */
export const isolateLtr = (text: string) => `\u2066${text}\u2069`;
