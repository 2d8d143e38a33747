// Types for the plain-JS plugin (ESLint loads it without a build step).
import type { Rule } from 'eslint';

declare const plugin: { rules: Record<'layers' | 'no-cycles' | 'one-api-way', Rule.RuleModule> };
export default plugin;
