// @vitest-environment node
// The mock server's CORS: only the app's origins get Access-Control-Allow-Origin.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { createRequestListener } from './http-adapter';

let server: Server;
let base = '';

beforeAll(async () => {
  const handlers = [http.get('*/ping', () => HttpResponse.json({ ok: true }))];
  server = createServer(
    createRequestListener({ handlers, allowOrigins: ['http://localhost:5173'] }),
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('CORS allowlist', () => {
  it('allows the app origin and never echoes another one', async () => {
    const app = await fetch(`${base}/ping`, { headers: { Origin: 'http://localhost:5173' } });
    expect(app.headers.get('access-control-allow-origin')).toBe('http://localhost:5173');
    const evil = await fetch(`${base}/ping`, { headers: { Origin: 'https://evil.example' } });
    expect(evil.headers.get('access-control-allow-origin')).toBeNull();
    const preflight = await fetch(`${base}/ping`, {
      method: 'OPTIONS',
      headers: { Origin: 'https://evil.example' },
    });
    expect(preflight.headers.get('access-control-allow-origin')).toBeNull();
  });
});
