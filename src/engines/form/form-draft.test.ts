import { describe, expect, it } from 'vitest';
import { clearFormDraft, loadFormDraft, saveFormDraft } from './form-draft';

describe('form drafts', () => {
  it('keeps text-like values and leaves files out', () => {
    const receipt = new File(['x'], 'receipt.png', { type: 'image/png' });
    saveFormDraft('pay', { method: 'bank', receipt, terms: true, rows: [{ v: '1', f: receipt }] });
    expect(loadFormDraft('pay')).toEqual({ method: 'bank', terms: true, rows: [{ v: '1' }] });
    clearFormDraft('pay');
    expect(loadFormDraft('pay')).toBeUndefined();
  });

  it('reads a broken or foreign value as no draft', () => {
    localStorage.setItem('form-draft:x', '{oops');
    expect(loadFormDraft('x')).toBeUndefined();
    localStorage.setItem('form-draft:x', '[1]');
    expect(loadFormDraft('x')).toBeUndefined();
  });
});
