import { describe, expect, it } from 'vitest';
import { clearDraft, draftKey, loadDraft, saveDraft } from './draft-store';

describe('draft store', () => {
  it('saves, loads and clears a draft per wizard and scope', () => {
    const key = draftKey('offices', 'new');
    expect(key).toBe('wizard-draft:offices:new');
    expect(loadDraft(key)).toBeNull();
    saveDraft(
      key,
      { values: { name: 'مكتب' }, step: 2, draftId: '7' },
      new Date('2026-11-21T10:00:00Z'),
    );
    expect(loadDraft(key)).toEqual({
      values: { name: 'مكتب' },
      step: 2,
      draftId: '7',
      savedAt: '2026-11-21T10:00:00.000Z',
    });
    expect(loadDraft(draftKey('offices', '12'))).toBeNull();
    clearDraft(key);
    expect(loadDraft(key)).toBeNull();
  });
  it('ignores corrupt storage', () => {
    localStorage.setItem('k', '{oops');
    expect(loadDraft('k')).toBeNull();
  });
});
