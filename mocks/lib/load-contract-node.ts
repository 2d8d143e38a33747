// Node side: reads openapi/apiback.yaml from disk for the body validator.
// (A string path, not `new URL(...)`: under happy-dom the global URL is not Node's.)
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { contractLoaded, setContract } from './contract';
import { parseYamlFile } from './parse-yaml-file';

export const CONTRACT_PATH = resolve(
  dirname(fileURLToPath(import.meta.url)),
  '../../openapi/apiback.yaml',
);

export function loadContractFromDisk(): void {
  if (!contractLoaded()) setContract(parseYamlFile(CONTRACT_PATH));
}
