// Text as a search compares it. People type Arabic names with or without hamza seats,
// with ة or ه at the end, ى or ي, with or without diacritics or tatweel, and English names
// with any case or accents; a place must be found whichever form was typed. The same
// function runs on the query and on the names (the embedded backend's gazetteer), so the
// two always meet.
import { normaliseDigits, stripBidiControls } from './text';

/** Arabic harakat, tanween, shadda, sukun, dagger alif, Quranic marks, and tatweel. */
const ARABIC_MARKS = /[\u0610-\u061A\u064B-\u065F\u0670\u06D6-\u06ED\u0640]/g;
/** Combining marks left after NFD (é → e + ◌́). */
const LATIN_MARKS = /[\u0300-\u036F]/g;

/**
 * Lower case, no diacritics (Arabic or Latin), أ/إ/آ/ٱ→ا, ة→ه, ى→ي, ASCII digits,
 * apostrophes dropped, other punctuation as spaces, single spaces, trimmed. Idempotent.
 */
export function normaliseSearchText(input: string): string {
  return (
    normaliseDigits(stripBidiControls(input))
      .normalize('NFD')
      .replace(LATIN_MARKS, '')
      .normalize('NFC')
      .replace(ARABIC_MARKS, '')
      .replace(/[أإآٱ]/g, 'ا')
      .replace(/ة/g, 'ه')
      .replace(/ى/g, 'ي')
      .toLowerCase()
      // Ha'il, Haʼil and Hail are one name: apostrophes (transliterated hamza/ain) vanish.
      .replace(/['`\u02BB\u02BC\u2018\u2019]/g, '')
      .replace(/[^\p{L}\p{N}]+/gu, ' ')
      .trim()
  );
}

/**
 * The words of a text as a search matches them, each also without its article ("الخبر"
 * is found by "خبر", "Al Khobar" by "khobar"; "al" alone is dropped), so a query word
 * matches the start of any of these.
 */
export function searchWords(input: string): string[] {
  const words = normaliseSearchText(input).split(' ').filter(Boolean);
  const out = new Set<string>();
  for (const w of words) {
    if (w === 'al' || w === 'el' || w === 'ال') continue;
    out.add(w);
    if (w.startsWith('ال') && w.length > 3) out.add(w.slice(2));
    const dashed = /^(?:al|el)-?(.{3,})$/.exec(w);
    if (dashed) out.add(dashed[1]);
  }
  return [...out];
}

/** Does every word of the query start some word of the text? (Empty query: no.) */
export function matchesAllWords(query: string, text: string): boolean {
  const q = searchWords(query);
  if (q.length === 0) return false;
  const words = searchWords(text);
  return q.every((part) => words.some((w) => w.startsWith(part)));
}
