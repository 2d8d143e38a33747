// A JSON answer whose text is remembered beside it. Every answer of the embedded backend is
// read again after it is made: the contract check parses it (answer-check.ts) and the node:http
// server writes it out (http-adapter.ts). Reading a Response's body means a clone (a tee of its
// stream) and a stream read each time; with the text at hand both read the same bytes without
// that (the stream reads were ~4% of the mock server's CPU under the backend bench,
// 2026-11-29). msw's HttpResponse.json() also measured the text's length through a Blob.
import { HttpResponse } from 'msw';

const texts = new WeakMap<Response, string>();

/** Bytes of `text` in UTF-8 (a lone surrogate is written as U+FFFD, three bytes). */
export function countUtf8(text: string): number {
  let bytes = text.length;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c < 0x80) continue;
    if (c < 0x800) bytes += 1;
    else if (c >= 0xd800 && c <= 0xdbff && (text.charCodeAt(i + 1) & 0xfc00) === 0xdc00) {
      bytes += 2; // a pair: 2 code units, 4 bytes
      i++;
    } else bytes += 2;
  }
  return bytes;
}

/** Node's own count where there is one (the server), else ours (the browser's worker). */
const utf8Length =
  (globalThis as { Buffer?: { byteLength(text: string): number } }).Buffer?.byteLength ?? countUtf8;

/** `HttpResponse.json(body, { status })`, the same headers, with its text remembered. */
export function jsonAnswer(body: unknown, status = 200): Response {
  const text = JSON.stringify(body);
  const response = new HttpResponse(text, {
    status,
    headers: { 'Content-Type': 'application/json', 'Content-Length': String(utf8Length(text)) },
  });
  texts.set(response, text);
  return response;
}

/** The body text of a `jsonAnswer` (undefined for any other response: read its body). */
export const answerText = (response: Response): string | undefined => texts.get(response);
