// How long a browser test waits for a state before it calls the state missing. These limits
// guard against a hang; they are not performance budgets (those live in `npm run bench`).
// A correct run must pass on a machine four times slower than the one the suite was tuned on
// (issue 32: a new user's busy 2-core laptop saw 17 journeys hit a 90 s limit), so every wait
// is sized from the slowest step seen on an idle machine times four, with room to spare.
// Waiting longer costs nothing when the state arrives: every wait returns as soon as it does.

/** One awaited state: an element, a navigation, a poll of the page, a request. */
export const STATE_WAIT_MS = 120_000;

/** One test (a journey of many states). The slowest journey takes ~60 s on an idle machine. */
export const TEST_LIMIT_MS = 600_000;

/** Set-up and tear-down: the production build in the global set-up, a browser launch. */
export const HOOK_LIMIT_MS = 900_000;
