// Types for the plain-JS rule (ESLint loads it without a build step).
import type { Rule } from 'eslint';

export interface Layer {
  name: string;
  rank: number;
  test: (rel: string) => boolean;
}
export const LAYERS: readonly Layer[];
export const FLOW: string;
export const MOCK_ENTRY: string;
export function repoPath(cwd: string, filename: string): string;
export function layerOf(rel: string): Layer | undefined;
export function resolveSpecifier(fromRel: string, spec: string): string | null;
export function checkImport(fromRel: string, spec: string): string | null;
export const layersRule: Rule.RuleModule;
