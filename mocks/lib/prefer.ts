// Scenarios for frontend work against the running mock server (mocks/README.md "Scenarios"):
// `Prefer: code=500`, `Prefer: delay=3000`, `Prefer: example=empty` on one request (the
// header, or the `__prefer` query parameter with the same text, for a plain link). Only the
// mock honours them; the parameter is taken off the URL before the handlers see it (they
// refuse query parameters outside the contract).
import { MESSAGES } from './http';

export interface Preference {
  /** Answer this status (400–599) without running the handler (nothing is written). */
  code?: number;
  /** Wait this long (ms, at most 30 s) before answering. */
  delay?: number;
  /** Answer lists empty (`data: []`, total 0). */
  empty?: boolean;
}

export const MAX_DELAY_MS = 30_000;

/** The preference of a request and the request without `__prefer`. */
export function readPreference(request: Request): { request: Request; prefer: Preference } {
  const url = new URL(request.url);
  const texts = [request.headers.get('prefer') ?? '', ...url.searchParams.getAll('__prefer')];
  const prefer: Preference = {};
  for (const part of texts.join(',').split(/[,;\s]+/)) {
    const [key, value] = part.split('=').map((s) => s.trim());
    if (key === 'code' && /^[45]\d\d$/.test(value ?? '')) prefer.code = Number(value);
    if (key === 'delay' && /^\d+$/.test(value ?? ''))
      prefer.delay = Math.min(MAX_DELAY_MS, Number(value));
    if (key === 'example' && value === 'empty') prefer.empty = true;
  }
  if (!url.searchParams.has('__prefer')) return { request, prefer };
  url.searchParams.delete('__prefer');
  return { request: new Request(url, request), prefer };
}

const MESSAGE_BY_STATUS: Record<number, string> = {
  401: MESSAGES.unauthenticated,
  403: MESSAGES.businessOnly,
  404: MESSAGES.notFound,
  415: MESSAGES.unsupportedMedia,
  422: MESSAGES.invalidInput,
  429: MESSAGES.tooManyAttempts,
};

/** The error answer a `code=` preference asks for, in the contract's error shape. */
export function preferredFailure(status: number): Response {
  const message = MESSAGE_BY_STATUS[status] ?? MESSAGES.serverError;
  return Response.json(status === 422 ? { message, errors: {} } : { message }, {
    status,
    headers: { 'Preference-Applied': `code=${status}` },
  });
}

type Json = { [key: string]: unknown };

function emptyPage(body: Json): boolean {
  if (!Array.isArray(body.data)) return false;
  body.data = [];
  if ('total' in body) body.total = 0;
  if ('last_page' in body) body.last_page = 1;
  if ('current_page' in body) body.current_page = 1;
  return true;
}

/** The same answer with its list (the envelope's `data`, or a page inside it) emptied. */
export async function emptied(response: Response): Promise<Response> {
  if (!response.ok || !response.headers.get('content-type')?.includes('json')) return response;
  const body = (await response.clone().json()) as Json;
  const inner = body.data && typeof body.data === 'object' ? (body.data as Json) : null;
  if (!emptyPage(body) && !(inner && emptyPage(inner))) return response;
  const headers = new Headers(response.headers);
  headers.delete('content-length');
  headers.set('Preference-Applied', 'example=empty');
  return new Response(JSON.stringify(body), { status: response.status, headers });
}
