import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CONTRACT_PLACEHOLDERS,
  contractModelSchema,
  hasStrayBraces,
  placeholdersIn,
  unknownPlaceholders,
} from './contract-model';
import { issuesOf } from './test-helpers';

const body = (text: string) => ({
  name: 'نموذج مكتب',
  type: 'commercial',
  body_ar: text,
  body_en: 'The tenant {{tenant.name}} rents unit {{unit.number}}.',
});

describe('contract model', () => {
  it('accepts clauses that use known placeholders, spaces inside the braces too', () => {
    expect(
      issuesOf(contractModelSchema, body('يلتزم المستأجر {{ tenant.name }} بسداد {{rent.total}}.')),
    ).toEqual({});
  });

  it('refuses a placeholder outside the set, and an unclosed one', () => {
    expect(
      issuesOf(contractModelSchema, body('يلتزم المستأجر {{tenant.nickname}} بالسداد.')),
    ).toEqual({
      body_ar: 'validation:placeholderUnknown',
    });
    expect(
      issuesOf(contractModelSchema, body('يلتزم المستأجر {{tenant.name} بالسداد في موعده.')),
    ).toEqual({
      body_ar: 'validation:placeholderBroken',
    });
    expect(unknownPlaceholders('{{a.b}} {{a.b}} {{unit.area}}')).toEqual(['a.b']);
    expect(hasStrayBraces('}} {{unit.area}}')).toBe(true);
  });

  it('clauses are 20 to 20,000 characters in each language', () => {
    expect(issuesOf(contractModelSchema, body('قصير')).body_ar).toBe(
      'validation:contractClausesLength',
    );
    expect(issuesOf(contractModelSchema, { ...body('x'.repeat(25)), body_en: '' }).body_en).toBe(
      'validation:required',
    );
  });

  it('property: any text built from known placeholders passes and lists them in order', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.tuple(fc.constantFrom(...CONTRACT_PLACEHOLDERS), fc.stringMatching(/^[^{}]{0,12}$/)),
          { minLength: 1, maxLength: 12 },
        ),
        (parts) => {
          const text = `البند الأول: ${parts.map(([p, t]) => `{{${p}}}${t}`).join(' ')}`;
          expect(placeholdersIn(text)).toEqual(parts.map(([p]) => p));
          expect(unknownPlaceholders(text)).toEqual([]);
          expect(hasStrayBraces(text)).toBe(false);
        },
      ),
    );
  });
});
