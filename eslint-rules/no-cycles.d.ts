// Types for the plain-JS rule (ESLint loads it without a build step).
import type { Rule } from 'eslint';
import type { ImportGraph } from './import-graph.js';

export function graphFor(root: string): { files: Set<string>; graph: ImportGraph };
export const noCyclesRule: Rule.RuleModule;
