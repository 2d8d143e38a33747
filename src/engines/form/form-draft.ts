// What a form holds survives a reload (a draft in localStorage, one per form), and goes
// once the form is sent. Only text-like values are kept: files and cards never are.
const PREFIX = 'form-draft';

export const formDraftKey = (name: string) => `${PREFIX}:${name}`;

type Plain = string | number | boolean | null | Plain[] | { [key: string]: Plain };

/** The JSON-safe part of the values (a File or a Blob is left out, not turned into {}). */
function plain(value: unknown): Plain | undefined {
  if (value === null || ['string', 'number', 'boolean'].includes(typeof value))
    return value as Plain;
  if (Array.isArray(value)) return value.map(plain).filter((v) => v !== undefined) as Plain[];
  if (value && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
    const out: Record<string, Plain> = {};
    for (const [k, v] of Object.entries(value)) {
      const p = plain(v);
      if (p !== undefined) out[k] = p;
    }
    return out;
  }
  return undefined;
}

export function loadFormDraft(name: string): Record<string, unknown> | undefined {
  try {
    const raw = localStorage.getItem(formDraftKey(name));
    const value = raw ? (JSON.parse(raw) as unknown) : undefined;
    return value && typeof value === 'object' && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : undefined;
  } catch {
    return undefined;
  }
}

export function saveFormDraft(name: string, values: unknown): void {
  try {
    localStorage.setItem(formDraftKey(name), JSON.stringify(plain(values) ?? {}));
  } catch {
    // Storage full or blocked: the form still works, it just won't survive a reload.
  }
}

export function clearFormDraft(name: string): void {
  try {
    localStorage.removeItem(formDraftKey(name));
  } catch {
    // nothing stored
  }
}
