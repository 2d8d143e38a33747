// Node side: reads openapi/apiback.yaml from disk for the body validator.
// (A string path, not `new URL(...)`: under happy-dom the global URL is not Node's.)
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';
import { contractLoaded, setContract } from './contract';

export const CONTRACT_PATH = resolve(
  dirname(fileURLToPath(import.meta.url)),
  '../../openapi/apiback.yaml',
);

export function loadContractFromDisk(): void {
  if (!contractLoaded()) setContract(parse(readFileSync(CONTRACT_PATH, 'utf8')));
}
