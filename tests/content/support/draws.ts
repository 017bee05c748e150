/**
 * How many seeded draws a level the content proofs re-solve: 200 when `CONTENT_FULL=1` (by hand, after
 * changing a generator: `CONTENT_FULL=1 npx vitest run --project content`), 50 otherwise (`npm test`
 * and CI, whose time is budgeted). The served bank itself (60 a level, seed 1) is checked whole by
 * banks.test.ts and served-bank.test.ts either way.
 */
export const DRAWS = process.env.CONTENT_FULL === '1' ? 200 : 50;
