// msw/node server with the embedded backend's handlers (tests and the node:http server).
import { setupServer } from 'msw/node';
import { handlers } from './handlers';

export const server = setupServer(...handlers);
