import { beforeEach, describe, expect, it } from 'vitest';
import { clearDraft, draftKey, loadDraft, sameValues, saveDraft } from './draft-store';

beforeEach(() => localStorage.clear());

describe('draft store', () => {
  it('saves, loads and clears a draft per form name', () => {
    expect(draftKey('offices:new')).toBe('form-draft:offices:new');
    expect(loadDraft('offices:new')).toBeNull();
    saveDraft(
      'offices:new',
      { values: { name: 'مكتب' }, step: 2, draftId: '7' },
      new Date('2026-11-21T10:00:00Z'),
    );
    expect(loadDraft('offices:new')).toEqual({
      values: { name: 'مكتب' },
      step: 2,
      draftId: '7',
      savedAt: '2026-11-21T10:00:00.000Z',
    });
    expect(loadDraft('offices:12')).toBeNull();
    clearDraft('offices:new');
    expect(loadDraft('offices:new')).toBeNull();
  });

  it('keeps text-like values and leaves files out', () => {
    const receipt = new File(['x'], 'receipt.png', { type: 'image/png' });
    saveDraft('pay', {
      values: { method: 'bank', receipt, terms: true, rows: [{ v: '1', f: receipt }] },
    });
    expect(loadDraft('pay')?.values).toEqual({ method: 'bank', terms: true, rows: [{ v: '1' }] });
  });

  it('reads broken storage as no draft, and only the draft fields it knows', () => {
    localStorage.setItem(draftKey('x'), '{oops');
    expect(loadDraft('x')).toBeNull();
    localStorage.setItem(draftKey('x'), '[1]');
    expect(loadDraft('x')).toBeNull();
    localStorage.setItem(
      draftKey('x'),
      JSON.stringify({ format: 2, values: { a: 1 }, step: 'two', draftId: 7 }),
    );
    expect(loadDraft('x')).toEqual({ values: { a: 1 }, step: 0, draftId: undefined, savedAt: '' });
    localStorage.setItem(draftKey('x'), JSON.stringify({ format: 2, values: [1], step: 1 }));
    expect(loadDraft('x')).toBeNull();
  });

  it('still reads a form draft saved before the shared store (bare values)', () => {
    localStorage.setItem('form-draft:review-7', JSON.stringify({ rating: '4', comment: 'نظيف' }));
    expect(loadDraft('review-7')).toEqual({
      values: { rating: '4', comment: 'نظيف' },
      step: 0,
      savedAt: '',
    });
  });

  it('moves a wizard draft saved before the shared store to its new key, step and all', () => {
    const old = {
      values: { name_ar: 'مكتب العليا' },
      step: 2,
      draftId: '41',
      savedAt: '2026-11-20T08:00:00.000Z',
    };
    localStorage.setItem('wizard-draft:offices:new', JSON.stringify(old));
    expect(loadDraft('offices:new')).toEqual(old);
    expect(localStorage.getItem('wizard-draft:offices:new')).toBeNull();
    // Read again (the next reload): from the new key.
    expect(loadDraft('offices:new')).toEqual(old);
    clearDraft('offices:new');
    expect(loadDraft('offices:new')).toBeNull();
  });

  it('clears an old wizard entry too when the form is sent', () => {
    localStorage.setItem('wizard-draft:units:3', JSON.stringify({ values: { rooms: 2 }, step: 1 }));
    clearDraft('units:3');
    expect(loadDraft('units:3')).toBeNull();
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
