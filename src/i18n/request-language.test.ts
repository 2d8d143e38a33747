import { describe, expect, it } from 'vitest';
import { requestLanguage } from './request-language';

const u = (q = '') => new URL(`http://x/details/1${q}`);

describe('requestLanguage (the browser rule without its storage)', () => {
  it('is Arabic with nothing said', () => {
    expect(requestLanguage(u(), null, null)).toBe('ar');
    expect(requestLanguage(u(), '', 'fr-FR,de;q=0.8')).toBe('ar');
  });
  it('takes ?lng= first, then the cookie, then Accept-Language', () => {
    expect(requestLanguage(u('?lng=en'), 'i18next=ar', 'ar')).toBe('en');
    expect(requestLanguage(u('?lng=xx'), 'a=b; i18next=en', 'ar')).toBe('en');
    expect(requestLanguage(u(), 'i18next=zz', 'en-GB,ar;q=0.5')).toBe('en');
  });
  it('reads Accept-Language by quality, skipping unknown tags', () => {
    expect(requestLanguage(u(), null, 'fr;q=0.9,ar;q=0.4,en;q=0.8')).toBe('en');
    expect(requestLanguage(u(), null, 'fr,ar-SA;q=0.9,en;q=0.8')).toBe('ar');
    expect(requestLanguage(u(), null, 'en;q=0,ar')).toBe('ar');
  });
});
