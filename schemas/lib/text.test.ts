import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cleanText, normaliseDigits, normaliseNumericText, stripBidiControls } from './text';

describe('digit normalisation', () => {
  it('maps Arabic-Indic and Persian digits to ASCII, leaves the rest', () => {
    expect(normaliseDigits('٠١٢٣٤٥٦٧٨٩')).toBe('0123456789');
    expect(normaliseDigits('۰۱۲۳۴۵۶۷۸۹')).toBe('0123456789');
    expect(normaliseDigits('مكتب ١٠٢ A7')).toBe('مكتب 102 A7');
  });

  it('property: any digit string in any script normalises to the same ASCII', () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom(...'0123456789') }), (ascii) => {
        const arabic = ascii.replace(/\d/g, (d) => String.fromCharCode(0x660 + Number(d)));
        const persian = ascii.replace(/\d/g, (d) => String.fromCharCode(0x6f0 + Number(d)));
        expect(normaliseDigits(arabic)).toBe(ascii);
        expect(normaliseDigits(persian)).toBe(ascii);
      }),
    );
  });

  it('numeric text also drops spaces and direction marks', () => {
    expect(normaliseNumericText('\u200E+966 ٥٠ 123\u202C')).toBe('+96650123');
    expect(normaliseNumericText(12)).toBe(12);
  });
});

describe('bidi controls', () => {
  it('strips U+202A–U+202E and U+2066–U+2069, keeps LRM/RLM/ALM', () => {
    const controls = '\u202A\u202B\u202C\u202D\u202E\u2066\u2067\u2068\u2069';
    expect(stripBidiControls(`a${controls}b`)).toBe('ab');
    expect(stripBidiControls('a\u200Eb\u200Fc\u061Cd')).toBe('a\u200Eb\u200Fc\u061Cd');
    expect(cleanText('  \u202Eمرحبا\u202C  ')).toBe('مرحبا');
  });
});

describe('invisible text (issue 20)', () => {
  it('strips NUL and other controls, and makes whitespace- or mark-only text empty', () => {
    expect(cleanText('\u0000\u0000\u0000\u0000')).toBe('');
    expect(cleanText(' \u00A0\u3000\t\n ')).toBe('');
    expect(cleanText('\u200B\u200F\u200C\uFEFF')).toBe('');
    expect(cleanText('مح\u0000مد\u001B')).toBe('محمد');
    expect(cleanText('نورة\u200Cالعتيبي')).toBe('نورة\u200Cالعتيبي');
  });
});
