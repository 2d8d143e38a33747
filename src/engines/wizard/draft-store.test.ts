import { describe, expect, it } from 'vitest';
import { clearDraft, draftKey, loadDraft, sameValues, saveDraft } from './draft-store';

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
  it('reads only the draft fields it knows (an old or hand-edited entry is not trusted)', () => {
    localStorage.setItem('k', JSON.stringify({ values: { a: 1 }, step: 'two', draftId: 7 }));
    expect(loadDraft('k')).toEqual({ values: { a: 1 }, step: 0, draftId: undefined, savedAt: '' });
    localStorage.setItem('k', JSON.stringify({ values: [1], step: 1 }));
    expect(loadDraft('k')).toBeNull();
  });
  it('tells a draft with changes from one that only repeats the saved values', () => {
    const saved = { name: 'Olaya', rooms: 4, features: [1, 2], video: null };
    expect(sameValues({ name: 'Olaya', rooms: '4', features: [1, 2], extra: '' }, saved)).toBe(
      true,
    );
    expect(sameValues({ ...saved, rooms: '5' }, saved)).toBe(false);
    expect(sameValues({ ...saved, features: [1] }, saved)).toBe(false);
    expect(sameValues({ ...saved, video: { path: '/v.mp4' } }, saved)).toBe(false);
    expect(sameValues({ prices: [{ price: '' }] }, { prices: [{ price: null }] })).toBe(true);
  });
});
