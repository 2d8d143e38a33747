// Contracts (issue 13): the status lifecycle, the payment schedule, the clauses filled
// from a contract's data, its term in words and the "Ejar data" export.
export * from './lifecycle';
export * from './schedule';
export * from './clauses';
export * from './duration';
export * from './labels';
export * from './ejar-export';
export * from './booking-term';
export { SAMPLE_CONTRACT, SAMPLE_CONTRACT_INPUT } from './sample';
