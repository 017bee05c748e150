/**
 * The published mock papers keep every question as it was asked, but their explanations follow the
 * bank's corrections (server/mocks/build-papers.ts withBankExplanations): a note corrected in a
 * generator must reach the mock reviews too. This fails until `npm run content -- mocks` has taken the
 * correction into the papers.
 */
import { expect, it } from 'vitest';
import { loadQuestionBanks } from '../../server/content/bank';
import { withBankExplanations } from '../../server/mocks/build-papers';
import { readPapers } from '../../server/mocks/paper-file';
import { PATTERNS } from '../../server/mocks/patterns';

it('every published question the bank still asks carries the bank’s explanation', async () => {
  const banks = await loadQuestionBanks();
  const stale: string[] = [];
  for (const pattern of PATTERNS) {
    const mocks = (await readPapers(pattern.exam))?.mocks ?? [];
    const { corrected } = withBankExplanations(mocks, banks);
    if (corrected > 0) stale.push(`${pattern.exam}: ${corrected}`);
  }
  expect(stale, 'explanations to take from the bank: run `npm run content -- mocks`').toEqual([]);
});
