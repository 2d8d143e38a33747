// Wizard drafts live in localStorage so a reload resumes the form where it was left.
// One draft per wizard and scope ("new" or the record id being edited).
export interface Draft {
  values: Record<string, unknown>;
  step: number;
  /** Server-side draft id (e.g. the incomplete office) when the wizard keeps one. */
  draftId?: string;
  savedAt: string;
}

const PREFIX = 'wizard-draft';
export const draftKey = (ns: string, scope: string) => `${PREFIX}:${ns}:${scope}`;

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** A stored draft, or null when there is none or it is not one (old format, hand-edited). */
export function loadDraft(key: string): Draft | null {
  try {
    const raw = localStorage.getItem(key);
    if (!raw) return null;
    const d: unknown = JSON.parse(raw);
    if (!isRecord(d) || !isRecord(d.values)) return null;
    return {
      values: d.values,
      step: typeof d.step === 'number' && d.step >= 0 ? d.step : 0,
      draftId: typeof d.draftId === 'string' ? d.draftId : undefined,
      savedAt: typeof d.savedAt === 'string' ? d.savedAt : '',
    };
  } catch {
    return null;
  }
}

export function saveDraft(key: string, draft: Omit<Draft, 'savedAt'>, now = new Date()): void {
  try {
    localStorage.setItem(key, JSON.stringify({ ...draft, savedAt: now.toISOString() }));
  } catch {
    // Storage full or blocked: the form still works, it just won't survive a reload.
  }
}

export function clearDraft(key: string): void {
  localStorage.removeItem(key);
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
