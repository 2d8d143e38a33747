import { describe, expect, it } from 'vitest';
import { sanitizeHtml } from './sanitize-html';

describe('sanitizeHtml', () => {
  it('keeps text tags and safe links', () => {
    expect(sanitizeHtml('<p>مرحبا <strong>بك</strong> <a href="/terms">الشروط</a></p>')).toBe(
      '<p>مرحبا <strong>بك</strong> <a href="/terms" rel="noopener noreferrer">الشروط</a></p>',
    );
  });
  it('drops scripts, handlers and javascript: links', () => {
    const out = sanitizeHtml(
      '<p onclick="x()">a<script>alert(1)</script><a href="javascript:alert(1)">b</a><img src=x onerror=alert(1)></p>',
    );
    expect(out).toBe('<p>a<a rel="noopener noreferrer">b</a></p>');
  });
  it('unwraps unknown tags but keeps their text', () => {
    expect(sanitizeHtml('<div><section><p>x</p></section></div>')).toBe('<p>x</p>');
  });
});
