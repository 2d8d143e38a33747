// Types for the plain-JS config blocks (ESLint loads them without a build step).
import type { Linter } from 'eslint';

export const restrictedBlocks: Linter.Config[];
export const CACHE_ALLOW: string[];
export const ACCOUNT_TYPE_HOME: string;
