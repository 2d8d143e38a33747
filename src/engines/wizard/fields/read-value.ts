// Form values come back from react-hook-form untyped (the engine serves every schema), and a
// restored draft may hold anything. These readers narrow a value for its field kind instead
// of asserting it, so a stale draft shows an empty field rather than crashing the screen.
import type { FormMedia } from '../define-wizard';
import type { LatLng } from './saudi-map-projection';

const isObject = (v: unknown): v is object => typeof v === 'object' && v !== null;

/** Text-like inputs: the typed text (numbers typed as numbers are shown as text). */
export function readText(v: unknown): string {
  return typeof v === 'string' || typeof v === 'number' ? String(v) : '';
}

/** Option values: strings, or ids as numbers. */
export function readChoices(v: unknown): string[] {
  return Array.isArray(v)
    ? v.filter((x) => typeof x === 'string' || typeof x === 'number').map(String)
    : [];
}

export function isFormMedia(v: unknown): v is FormMedia {
  return isObject(v) && 'path' in v && typeof v.path === 'string';
}

export function readMediaList(v: unknown): FormMedia[] {
  if (Array.isArray(v)) return v.filter(isFormMedia);
  return isFormMedia(v) ? [v] : [];
}

/** A map point, possibly half typed (NaN for the part not typed yet). */
export function readLatLng(v: unknown): Partial<LatLng> | null {
  if (!isObject(v)) return null;
  const lat = 'lat' in v && typeof v.lat === 'number' ? v.lat : undefined;
  const lng = 'lng' in v && typeof v.lng === 'number' ? v.lng : undefined;
  return { lat, lng };
}

export function isLatLng(v: Partial<LatLng> | null): v is LatLng {
  return Boolean(v && Number.isFinite(v.lat) && Number.isFinite(v.lng));
}

/** A main-image reference: a media id or a path. */
export function readMediaRef(v: unknown): string | number | null {
  return typeof v === 'string' || typeof v === 'number' ? v : null;
}

/** The rows of a `rows` field. */
export function readRows(v: unknown): Record<string, unknown>[] {
  return Array.isArray(v) ? v.filter(isObject).map((row) => ({ ...row })) : [];
}

/**
 * The first message at or under an error node (a map point's lat/lng, one image of a list).
 * `ref` (the DOM element) is not walked.
 */
export function firstMessage(err: unknown): string | undefined {
  if (!isObject(err)) return undefined;
  if ('message' in err && typeof err.message === 'string' && err.message) return err.message;
  for (const [key, inner] of Object.entries(err)) {
    if (key === 'ref') continue;
    const found = firstMessage(inner);
    if (found) return found;
  }
  return undefined;
}

/** A list's own message: from zod at the list (`message`) or a field array's `root`. */
export function listMessage(err: unknown): string | undefined {
  if (!isObject(err)) return undefined;
  if ('message' in err && typeof err.message === 'string' && err.message) return err.message;
  if ('root' in err) return firstMessage(err.root);
  return undefined;
}
