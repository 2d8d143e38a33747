// Types for the plain-JS rule (ESLint loads it without a build step).
import type { Rule } from 'eslint';

export const oneApiWayRule: Rule.RuleModule;
