// Node side: reads openapi/apiback.yaml from disk for the body validator.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';
import { contractLoaded, setContract } from './contract';

export const CONTRACT_PATH = fileURLToPath(new URL('../../openapi/apiback.yaml', import.meta.url));

export function loadContractFromDisk(): void {
  if (!contractLoaded()) setContract(parse(readFileSync(CONTRACT_PATH, 'utf8')));
}
