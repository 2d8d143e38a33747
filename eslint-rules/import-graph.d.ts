// Types for the plain-JS graph builder (ESLint loads it without a build step).
export type ImportGraph = Map<string, Set<string>>;

export function listCodeFiles(root: string): string[];
export function resolveImport(fromRel: string, spec: string, files: Set<string>): string | null;
export function importSpecifiers(text: string): string[];
export function buildImportGraph(root: string): { files: Set<string>; graph: ImportGraph };
export function findCycles(graph: ImportGraph): string[][];
export function shortestPath(
  graph: Pick<ImportGraph, 'get'>,
  from: string,
  to: string,
): string[] | null;
