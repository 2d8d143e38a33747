// Every handler of the embedded backend, in one list shared by the browser worker,
// msw/node and the node:http mock server.
import type { RequestHandler } from 'msw';

export const handlers: RequestHandler[] = [];
