// Truncated text ends with seven dots (spec section 9). Counts code points, so Arabic
// letters and emoji are never split in half.
export const TRUNCATION_MARK = '.......';

export function truncateText(text: string, maxChars: number): string {
  const chars = Array.from(text);
  if (chars.length <= maxChars) return text;
  return chars.slice(0, Math.max(0, maxChars)).join('').trimEnd() + TRUNCATION_MARK;
}

/**
 * Text cut to fit a field of `limit` characters (a contract's maxLength), the seven dots
 * included: unchanged when it fits.
 */
export function fitText(text: string, limit: number): string {
  return Array.from(text).length <= limit
    ? text
    : truncateText(text, limit - TRUNCATION_MARK.length);
}
