// Times of calendar events. The product's times are Saudi wall times (Asia/Riyadh is UTC+3
// all year, no daylight saving), written `YYYY-MM-DDTHH:mm`; iCalendar carries instants in
// UTC (`20261205T060000Z`), floating local times, or times in a named zone (`TZID=`).
export const RIYADH_OFFSET_MINUTES = 180;

const pad = (n: number, w = 2) => String(n).padStart(w, '0');

/** `YYYY-MM-DDTHH:mm` of an instant, in Riyadh. */
export function riyadhWallTime(instant: Date): string {
  const t = new Date(instant.getTime() + RIYADH_OFFSET_MINUTES * 60_000);
  return (
    `${t.getUTCFullYear()}-${pad(t.getUTCMonth() + 1)}-${pad(t.getUTCDate())}` +
    `T${pad(t.getUTCHours())}:${pad(t.getUTCMinutes())}`
  );
}

/** The instant of a Riyadh wall time `YYYY-MM-DDTHH:mm` (or a date, read as midnight). */
export function fromRiyadhWallTime(wall: string): Date {
  const [date, time = '00:00'] = wall.split('T');
  return new Date(Date.parse(`${date}T${time.slice(0, 5)}:00Z`) - RIYADH_OFFSET_MINUTES * 60_000);
}

/** `20261205T060000Z` (the UTC form of RFC 5545 DATE-TIME). */
export function icalUtc(instant: Date): string {
  return instant
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

/** `20261205` (RFC 5545 DATE) of `2026-12-05`. */
export const icalDate = (date: string) => date.replace(/-/g, '');

/** Offset (minutes east of UTC) of an IANA zone at an instant; null for a zone Intl lacks. */
export function zoneOffsetMinutes(timeZone: string, instant: Date): number | null {
  let format: Intl.DateTimeFormat;
  try {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
  } catch {
    return null;
  }
  const p: Record<string, number> = {};
  for (const part of format.formatToParts(instant)) p[part.type] = Number(part.value);
  const asUtc = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
  return Math.round((asUtc - Math.floor(instant.getTime() / 1000) * 1000) / 60_000);
}

/**
 * The instant of a wall time in a zone. The offset is taken at the naive instant and
 * checked once more, which settles every time except the skipped hour of a DST change.
 */
export function instantInZone(
  wall: { y: number; mo: number; d: number; h: number; mi: number; s: number },
  offsetAt: (instant: Date) => number,
): Date {
  const naive = Date.UTC(wall.y, wall.mo - 1, wall.d, wall.h, wall.mi, wall.s);
  const first = offsetAt(new Date(naive));
  const guess = new Date(naive - first * 60_000);
  const second = offsetAt(guess);
  return second === first ? guess : new Date(naive - second * 60_000);
}
