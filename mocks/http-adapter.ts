// A small node:http adapter: turns an IncomingMessage into a Fetch Request, runs it
// through msw's getResponse() with the backend's handlers, and writes the Response back.
// (msw's @mswjs/http-middleware is not installed; this is the 40 lines it would give.)
import type { IncomingMessage, ServerResponse } from 'node:http';
import { getResponse, type RequestHandler } from 'msw';
import { rememberBody } from './lib/body';
import { answerText } from './lib/json-answer';
import { appOrigins } from './lib/origins';

export interface AdapterOptions {
  handlers?: RequestHandler[];
  /** Answers a request instead of `handlers` (the durable server: queue, commit, scenarios). */
  respond?: (request: Request) => Promise<Response | undefined>;
  /** Origins allowed by CORS (default: the app's origins, `appOrigins()`); others get none. */
  allowOrigins?: readonly string[];
}

const CORS_HEADERS = 'Authorization, Content-Type, Accept, Accept-Language, X-App-Key, Prefer';
const CORS_METHODS = 'GET, POST, PUT, PATCH, DELETE, OPTIONS';

async function readBody(req: IncomingMessage): Promise<Buffer | undefined> {
  if (req.method === 'GET' || req.method === 'HEAD') return undefined;
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return chunks.length ? Buffer.concat(chunks) : undefined;
}

export function createRequestListener(options: AdapterOptions) {
  const respond =
    options.respond ?? ((request: Request) => getResponse(options.handlers ?? [], request));
  return async (req: IncomingMessage, res: ServerResponse) => {
    // Only the app's own origins may read answers from a browser (never an echo of any Origin).
    const origin = req.headers.origin;
    if (origin && (options.allowOrigins ?? appOrigins()).includes(origin))
      res.setHeader('Access-Control-Allow-Origin', origin);
    res.setHeader('Access-Control-Allow-Headers', CORS_HEADERS);
    res.setHeader('Access-Control-Allow-Methods', CORS_METHODS);
    res.setHeader('Access-Control-Max-Age', '600');
    res.setHeader('Vary', 'Origin');
    if (req.method === 'OPTIONS') {
      res.writeHead(204).end();
      return;
    }
    try {
      const url = `http://${req.headers.host ?? 'localhost'}${req.url ?? '/'}`;
      const headers = new Headers();
      for (const [key, value] of Object.entries(req.headers)) {
        if (Array.isArray(value)) value.forEach((v) => headers.append(key, v));
        else if (value !== undefined) headers.set(key, value);
      }
      const body = await readBody(req);
      const bytes = body ? new Uint8Array(body) : undefined;
      const request = new Request(url, { method: req.method, headers, body: bytes });
      if (bytes) rememberBody(request, bytes);
      const response = await respond(request);
      if (!response) {
        res
          .writeHead(404, { 'Content-Type': 'application/json' })
          .end(JSON.stringify({ message: 'There is no Data' }));
        return;
      }
      const out: Record<string, string> = {};
      response.headers.forEach((value, key) => {
        out[key] = value;
      });
      res.writeHead(response.status, out);
      // A jsonAnswer's text is its body: written as it is, without reading the stream.
      const text = answerText(response);
      res.end(text ?? Buffer.from(await response.arrayBuffer()));
    } catch (error) {
      console.error('[mock server]', error);
      res.writeHead(500, { 'Content-Type': 'application/json' }).end(
        JSON.stringify({
          message: 'something went wrong! please try again later or contact support for help',
        }),
      );
    }
  };
}
