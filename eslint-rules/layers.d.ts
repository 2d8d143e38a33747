// Types for the plain-JS rule (ESLint loads it without a build step).
import type { Rule } from 'eslint';

export const MOCK_ENTRY: string;
export function resolveSpecifier(fromRel: string, spec: string): string | null;
export function checkImport(fromRel: string, spec: string): string | null;
export const layersRule: Rule.RuleModule;
declare const plugin: { rules: { layers: Rule.RuleModule } };
export default plugin;
