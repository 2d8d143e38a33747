// The ONE draft store of every form (useZodForm and the wizard): what a form holds survives a
// reload in localStorage, one entry per form name (`review-12`, `offices:new`), and goes once
// the form is sent. Only text-like values are kept (a File or a card never is); a wizard also
// keeps its step and its server draft's id. Drafts written before this store are still read:
// a form's bare values under the same key, and a wizard's `wizard-draft:<ns>:<scope>` entry,
// which is moved to the new key on first read so a user's saved draft is not lost.
export interface Draft {
  values: Record<string, unknown>;
  /** The wizard step it stopped at (0 for a one-page form). */
  step: number;
  /** Server-side draft id (e.g. the incomplete office) when the wizard keeps one. */
  draftId?: string;
  savedAt: string;
}

const PREFIX = 'form-draft';
/** The key of the wizards' drafts before they shared this store. */
const LEGACY_WIZARD_PREFIX = 'wizard-draft';
/** Marks an entry of this format (a bare-values entry from before has none). */
const FORMAT = 2;

export const draftKey = (name: string) => `${PREFIX}:${name}`;
const legacyWizardKey = (name: string) => `${LEGACY_WIZARD_PREFIX}:${name}`;

type Plain = string | number | boolean | null | Plain[] | { [key: string]: Plain };

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** The JSON-safe part of the values (a File or a Blob is left out, not turned into {}). */
function plain(value: unknown): Plain | undefined {
  if (value === null || ['string', 'number', 'boolean'].includes(typeof value))
    return value as Plain;
  if (value instanceof Date) return value.toJSON();
  if (Array.isArray(value)) return value.map(plain).filter((v) => v !== undefined) as Plain[];
  if (isRecord(value) && Object.getPrototypeOf(value) === Object.prototype) {
    const out: Record<string, Plain> = {};
    for (const [k, v] of Object.entries(value)) {
      const p = plain(v);
      if (p !== undefined) out[k] = p;
    }
    return out;
  }
  return undefined;
}

function read(key: string): unknown {
  try {
    const raw = localStorage.getItem(key);
    return raw ? (JSON.parse(raw) as unknown) : undefined;
  } catch {
    return undefined;
  }
}

/** A wizard-shaped entry (this format or the old wizard's), trusting only the fields it knows. */
function asDraft(d: Record<string, unknown>): Draft | null {
  if (!isRecord(d.values)) return null;
  return {
    values: d.values,
    step: typeof d.step === 'number' && d.step >= 0 ? d.step : 0,
    draftId: typeof d.draftId === 'string' ? d.draftId : undefined,
    savedAt: typeof d.savedAt === 'string' ? d.savedAt : '',
  };
}

/** The stored draft of a form, or null when there is none or it is not one (hand-edited). */
export function loadDraft(name: string): Draft | null {
  const stored = read(draftKey(name));
  if (isRecord(stored)) {
    if (stored.format === FORMAT) return asDraft(stored);
    // A form's draft from before: its values, bare.
    return { values: stored, step: 0, savedAt: '' };
  }
  const legacy = read(legacyWizardKey(name));
  const draft = isRecord(legacy) ? asDraft(legacy) : null;
  if (draft) {
    saveDraft(name, draft, draft.savedAt ? new Date(draft.savedAt) : new Date());
    if (localStorage.getItem(draftKey(name))) localStorage.removeItem(legacyWizardKey(name));
  }
  return draft;
}

export function saveDraft(
  name: string,
  draft: { values: unknown; step?: number; draftId?: string },
  now = new Date(),
): void {
  try {
    const entry = {
      format: FORMAT,
      values: plain(draft.values) ?? {},
      step: draft.step ?? 0,
      draftId: draft.draftId,
      savedAt: Number.isNaN(now.getTime()) ? new Date().toISOString() : now.toISOString(),
    };
    localStorage.setItem(draftKey(name), JSON.stringify(entry));
  } catch {
    // Storage full or blocked: the form still works, it just won't survive a reload.
  }
}

export function clearDraft(name: string): void {
  try {
    localStorage.removeItem(draftKey(name));
    localStorage.removeItem(legacyWizardKey(name));
  } catch {
    // nothing stored
  }
}

const blank = (v: unknown) => v === undefined || v === null || v === '';

/**
 * Whether a draft holds the same answers as the record's values: empty, null and absent are
 * alike, and "3" typed equals 3 from the server. A draft that only remembers the step is no
 * change worth announcing.
 */
export function sameValues(a: unknown, b: unknown): boolean {
  if (blank(a) && blank(b)) return true;
  if (Array.isArray(a) || Array.isArray(b)) {
    if (!Array.isArray(a) || !Array.isArray(b) || a.length !== b.length) return false;
    return a.every((x, i) => sameValues(x, b[i]));
  }
  if (isRecord(a) || isRecord(b)) {
    if (!isRecord(a) || !isRecord(b)) return false;
    const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
    return [...keys].every((k) => sameValues(a[k], b[k]));
  }
  return String(a) === String(b);
}
