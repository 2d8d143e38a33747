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
  it('keeps web, mail, phone and site links, and replaces any rel and target', () => {
    expect(
      sanitizeHtml(
        '<a href="https://example.com/a" target="_blank" rel="opener">w</a>' +
          '<a href="mailto:help@example.com">m</a><a href="tel:+966500000000">t</a>',
      ),
    ).toBe(
      '<a href="https://example.com/a" rel="noopener noreferrer">w</a>' +
        '<a href="mailto:help@example.com" rel="noopener noreferrer">m</a>' +
        '<a href="tel:+966500000000" rel="noopener noreferrer">t</a>',
    );
  });
  it('drops disguised script links: case, whitespace, entities, data: and vbscript:', () => {
    for (const href of [
      'JaVaScRiPt:alert(1)',
      ' javascript:alert(1)',
      'java\tscript:alert(1)',
      'javascript&colon;alert(1)',
      '&#106;avascript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'vbscript:msgbox(1)',
    ])
      expect(sanitizeHtml(`<a href="${href}">x</a>`), href).toBe(
        '<a rel="noopener noreferrer">x</a>',
      );
  });
  it('drops every attribute but href: on* handlers, style, class, id, data-*, aria-*', () => {
    expect(
      sanitizeHtml(
        '<p style="color:red" class="c" id="i" data-x="1" aria-label="l" onmouseover="x()">a</p>' +
          '<span onfocus="x()" tabindex="0" autofocus>b</span><strong is="x-y">c</strong>',
      ),
    ).toBe('<p>a</p><span>b</span><strong is="">c</strong>'); // DOMPurify empties `is`, by design
  });
  it('removes svg and math tricks with their content', () => {
    expect(
      sanitizeHtml(
        '<p>a</p><svg onload="alert(1)"><script>alert(1)</script><a href="javascript:alert(1)">' +
          '<text>s</text></a><animate attributeName="href" to="javascript:alert(1)"/></svg>' +
          '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>' +
          '</style></mglyph></table></mtext></math><p>b</p>',
      ),
    ).toBe('<p>a</p><p>b</p>');
  });
  it('removes embedded and framing elements with their content', () => {
    expect(
      sanitizeHtml(
        '<iframe src="https://x.test">f</iframe><object data="x.swf">o</object><embed src="x">' +
          '<style>p{}</style><template><p>t</p></template><noscript><p>n</p></noscript>' +
          '<form action="/x"><input name="q"><button>go</button></form><p>ok</p>',
      ),
    ).toBe('go<p>ok</p>');
  });
  it('keeps mutation-XSS payloads inert', () => {
    const out = sanitizeHtml(
      '<noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript>' +
        '<p><a href="/x"><style><img src=x onerror=alert(1)></style></a></p>',
    );
    expect(out).not.toMatch(/<img|onerror|<style/i);
  });
});
