// Spec section 9: the loading overlay is full-screen and white, with three animated dots, and
// says what it is to a screen reader in the visitor's language.
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/components/testing/render';
import { LoadingOverlay } from './loading-overlay';

afterEach(() => cleanup());

/** The declarations of every style rule that applies to an element (happy-dom does not
 * resolve Chakra's colour variables in computed styles). */
function declared(el: Element): string {
  const rules = [...document.styleSheets].flatMap((sheet) => [...sheet.cssRules]);
  return rules
    .filter((r): r is CSSStyleRule => r instanceof CSSStyleRule && el.matches(r.selectorText))
    .map((r) => r.style.cssText)
    .join(' ');
}

describe.each([
  ['en', 'Loading'],
  ['ar', 'جارٍ التحميل'],
] as const)('the loading overlay (%s)', (lng, name) => {
  it('covers the whole screen in white with three animated dots', async () => {
    await renderWithProviders(<LoadingOverlay />, { lng });
    const overlay = screen.getByRole('status');
    expect(overlay.getAttribute('aria-label')).toContain(name);
    const style = getComputedStyle(overlay);
    expect(style.position).toBe('fixed');
    // Chakra writes the colour as its token's variable: white.
    expect(declared(overlay)).toMatch(/background(-color)?: var\(--chakra-colors-white\)/);
    const dots = [...overlay.querySelectorAll(':scope > * > *')];
    expect(dots).toHaveLength(3);
    for (const dot of dots)
      expect(declared(dot)).toMatch(/animation: dotPulse 1.2s ease-in-out infinite/);
  });
});
