// Every handler of the embedded backend, in one list shared by the browser worker,
// msw/node and the node:http mock server.
import type { RequestHandler } from 'msw';
import { authHandlers } from './auth';
import { fileHandlers } from './files';
import { gatewayHandlers } from './gateway';
import { lessorBusinessHandlers } from './lessor-business';
import { lessorListingHandlers } from './lessor-listings';
import { publicHandlers } from './public';
import { tenantHandlers } from './tenant';

export const handlers: RequestHandler[] = [
  ...authHandlers,
  ...publicHandlers,
  ...tenantHandlers,
  ...lessorListingHandlers,
  ...lessorBusinessHandlers,
  ...gatewayHandlers,
  ...fileHandlers,
];
