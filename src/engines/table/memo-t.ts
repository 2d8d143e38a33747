// A translation function that remembers its answers: a long list asks for the same few
// labels (a status, a link's text) on every row and every scroll frame, and i18next's
// lookup (namespaces, fallbacks, interpolation) is the costly part of rendering such a cell.
import type { TFunction } from 'i18next';

/** Options that only pick where the text comes from; anything else (a count, values) is not cached. */
const cacheable = (options: unknown) =>
  options === undefined ||
  (typeof options === 'object' &&
    options !== null &&
    Object.keys(options).every((k) => k === 'ns'));

/** `t`, remembering the text of each key (and namespace) it was asked for. One per language. */
export function memoT(t: TFunction): TFunction {
  // i18next's overloads do not fit a wrapper: the renderers call it with (key, { ns }).
  const translate = t as unknown as (key: unknown, options?: unknown) => string;
  const cache = new Map<string, string>();
  const remembered = (key: string | string[], options?: { ns?: string | string[] }) => {
    if (!cacheable(options)) return translate(key, options);
    const id = `${String(options?.ns ?? '')}\u0000${Array.isArray(key) ? key.join('\u0001') : key}`;
    let text = cache.get(id);
    if (text === undefined) {
      text = translate(key, options);
      cache.set(id, text);
    }
    return text;
  };
  return remembered as unknown as TFunction;
}
