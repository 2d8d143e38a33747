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

export function loadDraft(key: string): Draft | null {
  try {
    const raw = localStorage.getItem(key);
    if (!raw) return null;
    const d = JSON.parse(raw) as Draft;
    return d && typeof d === 'object' && d.values ? d : null;
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
