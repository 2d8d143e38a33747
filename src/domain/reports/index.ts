export * from './revenue';
export * from './ratings';
export * from './csv';
