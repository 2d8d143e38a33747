// A complete, realistic contract used to preview a model's clauses before any contract
// exists (the model editor's live preview): every placeholder gets a plausible value. Its
// data is schemas/contract-sample.ts, the one complete contract the rule tests and the
// backend's fixtures send too.
import { SAMPLE_CONTRACT_INPUT } from '@schemas/contract-sample';
import type { ClauseData } from './clauses';

export { SAMPLE_CONTRACT_INPUT };

/** The sample once saved: it has a number. */
export const SAMPLE_CONTRACT: ClauseData = { number: 'CT-000123', ...SAMPLE_CONTRACT_INPUT };
