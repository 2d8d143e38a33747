import { describe, expect, it } from 'vitest';
import { readValidationErrors } from './server-errors';
import { stepOfField } from './define-wizard';

describe('422 mapping', () => {
  it('reads the contract error body, bare or wrapped', () => {
    const body = {
      message: 'Invalid Input',
      errors: { name: ['taken'], 'location.lat': ['outside'] },
    };
    expect(readValidationErrors(body)).toEqual(body);
    expect(readValidationErrors({ status: 422, body })).toEqual(body);
    expect(readValidationErrors(new Error('x', { cause: { error: body } }))).toEqual(body);
    expect(readValidationErrors({ message: 'boom' })).toBeNull();
    expect(readValidationErrors({ errors: { a: 'single' } })).toEqual({
      message: undefined,
      errors: { a: ['single'] },
    });
  });
  it('finds the step of a (nested) field', () => {
    const steps = [
      { id: 'a', fields: ['name'] },
      { id: 'b', fields: ['location'] },
      { id: 'r', kind: 'review' as const },
    ];
    expect(stepOfField(steps, 'location.lat')).toBe(1);
    expect(stepOfField(steps, 'name')).toBe(0);
    expect(stepOfField(steps, 'nope')).toBe(-1);
  });
});
