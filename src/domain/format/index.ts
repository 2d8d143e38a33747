export * from './lang';
export * from './number';
export * from './money';
export * from './compact';
export * from './truncate';
export * from './dates';
export * from './identifiers';
