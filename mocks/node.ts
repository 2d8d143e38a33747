// msw/node server with the embedded backend's handlers (tests and the node:http server).
// The contract is read from disk for request-body validation.
import { setupServer } from 'msw/node';
import { handlers } from './handlers';
import { loadContractFromDisk } from './lib/load-contract-node';

loadContractFromDisk();

export const server = setupServer(...handlers);
