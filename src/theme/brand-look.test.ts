// Spec section 1, the look: a green primary colour, the Tajawal font and rounded corners.
// Read from the theme every screen is drawn with, so a palette, font or radius swap fails here
// rather than only on someone's screenshot.
import { describe, expect, it } from 'vitest';
import { system } from '@/theme';

const token = (name: string) => system.tokens.getByName(name);

/** The hue (0–360°) of a #rrggbb colour. */
function hue(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255);
  const max = Math.max(r, g, b);
  const d = max - Math.min(r, g, b);
  if (d === 0) return 0;
  const h = max === r ? ((g - b) / d) % 6 : max === g ? (b - r) / d + 2 : (r - g) / d + 4;
  return (h * 60 + 360) % 360;
}

describe('the brand look', () => {
  it('fills the primary buttons with a green', () => {
    // The solid slot (buttons, active states) is brand.600 in light mode.
    expect(token('colors.brand.solid')?.extensions.conditions?._light).toBe('{colors.brand.600}');
    const solid = String(token('colors.brand.600')?.value);
    expect(solid).toMatch(/^#[0-9a-f]{6}$/i);
    // Green: a hue between yellow-green and teal, clearly not blue, red or grey.
    expect(hue(solid)).toBeGreaterThan(90);
    expect(hue(solid)).toBeLessThan(170);
  });

  it('sets headings and body text in Tajawal', () => {
    for (const role of ['body', 'heading'])
      expect(String(token(`fonts.${role}`)?.value)).toMatch(/^'Tajawal'/);
  });

  it('rounds corners one notch more than Chakra does', () => {
    // Chakra's own levels are sm / md / lg; the brand's are sm / lg / xl.
    expect(token('radii.l1')?.originalValue).toBe('{radii.sm}');
    expect(token('radii.l2')?.originalValue).toBe('{radii.lg}');
    expect(token('radii.l3')?.originalValue).toBe('{radii.xl}');
  });
});
