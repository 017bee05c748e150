import { describe, expect, it } from 'vitest';
import { loadQuestionBanks } from '../../server/content/bank';
import { MOCK_EXAMS } from '../../contract/mocks';
import { readPapers } from '../../server/mocks/paper-file';
import { hasUnsuitableWord } from '../../server/content/generators/unsuitable-words';
import { EXCEPTIONS } from './quality/exceptions';
import {
  FIGURE_TOPICS,
  LONGEST_KEY_MARGIN,
  MIN_FORMS,
  crossLevelRepeats,
  formsOf,
  longestKeyFigures,
  misplacedLastOptions,
} from './support/bank-quality';

// The served bank as a candidate meets it: enough different forms at every topic-level, no question
// met again word for word at another level, no key given away by being the longest option, and
// "No error"-type options printed last as the papers print them. Known shortfalls are listed per
// category in ./quality/ and may only shrink.

describe('the bank’s quality', async () => {
  const banks = await loadQuestionBanks();

  /** Every item where `fails` says true must be listed, and every listed item must still fail. */
  function expectOnlyListed(found: readonly string[], listed: readonly string[], what: string) {
    expect(
      found.filter((x) => !listed.includes(x)),
      `${what}: fails and is not listed`,
    ).toEqual([]);
    expect(
      listed.filter((x) => !found.includes(x)),
      `${what}: listed but passes now; take it off the list`,
    ).toEqual([]);
  }

  describe.each(Object.entries(EXCEPTIONS))('%s', (category, exceptions) => {
    const ofCategory = banks.filter((b) => b.category === category);

    it(`has at least ${MIN_FORMS} question forms at every topic-level (figure topics excepted)`, () => {
      const found = ofCategory
        .filter((b) => !FIGURE_TOPICS.has(b.topic))
        .flatMap((b) =>
          [1, 2, 3]
            .filter((level) => formsOf(b.questions.filter((q) => q.level === level)).size < MIN_FORMS)
            .map((level) => `${b.topic}/${level}`),
        );
      expectOnlyListed(found, exceptions.forms, 'forms');
    });

    it('repeats no question at another level of its topic', () => {
      const found = ofCategory.filter((b) => crossLevelRepeats(b).length > 0).map((b) => b.topic);
      expectOnlyListed(found, exceptions.crossLevel, 'cross-level repeats');
    });

    it(`makes the key the longest option at most ${LONGEST_KEY_MARGIN * 100} points above chance`, () => {
      const found = ofCategory
        .filter((b) => {
          const { rate, chance } = longestKeyFigures(b.questions);
          return rate > chance + LONGEST_KEY_MARGIN;
        })
        .map((b) => b.topic);
      expectOnlyListed(found, exceptions.longestKey, 'longest option');
    });

    it('prints "No error"-type options last', () => {
      const found = ofCategory
        .filter((b) => misplacedLastOptions(b.questions).length > 0)
        .map((b) => b.topic);
      expectOnlyListed(found, exceptions.lastOption, '"No error" last');
    });

    it('prints no unsuitable letter group (a code or a slip that spells one)', () => {
      const found = ofCategory.flatMap((b) =>
        b.questions.filter((q) => hasUnsuitableWord(q)).map((q) => q.question),
      );
      expect(found).toEqual([]);
    });
  });

  it('no published mock paper prints an unsuitable letter group either', async () => {
    const found: string[] = [];
    for (const { key: exam } of MOCK_EXAMS)
      for (const mock of (await readPapers(exam))?.mocks ?? [])
        for (const section of mock.sections)
          for (const q of section.questions)
            if (hasUnsuitableWord(q)) found.push(`${exam} mock ${mock.number} Q${q.id}`);
    expect(found).toEqual([]);
  });
});
