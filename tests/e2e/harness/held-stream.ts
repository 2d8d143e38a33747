// A proxy in front of a site that sends one page's HTML in two parts and holds the second
// until the test releases it: a page server streaming slowly (a cold start, a slow phone
// network), made repeatable. Every other request passes through untouched.
import { createServer, request, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface HeldStream {
  url: string;
  /** Sends the rest of the held page. */
  release(): void;
  close(): Promise<void>;
}

/**
 * Proxies `upstream`; the document at `path` is sent up to and including the first
 * `cutAfter`, and the rest only once `release()` is called.
 */
export async function holdStream(
  upstream: string,
  path: string,
  cutAfter: string,
): Promise<HeldStream> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  const target = new URL(upstream);
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const held = req.url === path;
    const headers = { ...req.headers };
    // The held page is cut as text: ask for it uncompressed.
    if (held) delete headers['accept-encoding'];
    const out = request(
      { host: target.hostname, port: target.port, path: req.url, method: req.method, headers },
      (answer) => {
        if (!held) {
          res.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(res);
          return;
        }
        const chunks: Buffer[] = [];
        answer.on('data', (chunk: Buffer) => chunks.push(chunk));
        answer.on('end', () => {
          const html = Buffer.concat(chunks).toString('utf8');
          const found = html.indexOf(cutAfter);
          if (found < 0) throw new Error(`held stream: "${cutAfter}" is not in ${path}`);
          const at = found + cutAfter.length;
          const { 'content-length': _length, ...rest } = answer.headers;
          res.writeHead(answer.statusCode ?? 502, rest);
          res.write(html.slice(0, at));
          void released.then(() => res.end(html.slice(at)));
        });
      },
    );
    req.pipe(out);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    release,
    close: () => {
      release();
      server.closeAllConnections();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}
