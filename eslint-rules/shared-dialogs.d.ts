// Types for the plain-JS rule (ESLint loads it without a build step).
import type { Rule } from 'eslint';

export const sharedDialogsRule: Rule.RuleModule;
export const FIELD_ALLOW: Record<string, string>;
export const FILE_ALLOW: Record<string, string>;
