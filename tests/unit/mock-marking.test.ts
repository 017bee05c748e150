import { describe, expect, it } from 'vitest';
import { formatMarks, fraction, marksFor, percentOf, compareFractions } from '../../contract/mocks-marks';
import { MOCK_EXAMS } from '../../contract/mocks';
import { PATTERNS } from '../../server/mocks/patterns';
import { markAnswers, scoreDenominator, scoreUnits } from '../../server/mocks/scoring';
import { mockCatalogue } from '../../server/mocks/catalogue';
import { patternQuestions } from '../../server/mocks/pattern';
import { placement } from '../../server/progress/standing';
import { PROGRESS_MESSAGES } from '../../contract/progress';

// Exact marking (issue 18 §5): integers over a common denominator, for every pattern.

const pattern = (exam: string) => PATTERNS.find((p) => p.exam === exam)!;
const marks = (exam: string, correct: number, wrong: number) =>
  marksFor(correct, wrong, pattern(exam).marksPerQuestion, pattern(exam).negativeMarks);

describe('the marks of every pattern', () => {
  it.each([
    // exam, correct, wrong, exact marks, as read, maximum
    ['ssc-cgl-tier1', 61, 19, fraction(225, 2), '112.5', 200],
    ['ssc-chsl-tier1', 61, 19, fraction(225, 2), '112.5', 200],
    ['ssc-gd-constable', 61, 19, fraction(469, 4), '117.25', 160],
    ['ssc-cpo-paper1', 150, 30, fraction(285, 2), '142.5', 200],
    ['rrb-ntpc-cbt1', 61, 19, fraction(164, 3), '54.67', 100],
    ['rrb-group-d', 70, 30, fraction(60), '60', 100],
    ['rrb-alp-cbt1', 50, 25, fraction(125, 3), '41.67', 75],
    ['upsc-csat', 50, 18, fraction(110), '110', 200],
  ] as const)('%s: %i right and %i wrong', (exam, correct, wrong, exact, text, max) => {
    const result = marks(exam, correct, wrong);
    expect(result).toEqual(exact);
    expect(formatMarks(result)).toBe(text);
    expect(marks(exam, patternQuestions(pattern(exam)), 0)).toEqual(fraction(max));
    // The rank's integer is exact too: no remainder over the pattern's denominator.
    const denominator = scoreDenominator(pattern(exam));
    expect(scoreUnits(result, denominator) / denominator).toBeCloseTo(
      exact.numerator / exact.denominator,
      12,
    );
  });

  it('keeps RRB thirds exact where floats drift: 3 wrong answers cost exactly 1 mark', () => {
    expect(marks('rrb-ntpc-cbt1', 0, 3)).toEqual(fraction(-1));
    expect(0.1 + 0.2).not.toBe(0.3); // what exact fractions avoid
    // 100 answers, every one wrong, then 100 right: −100/3 + 100 = 200/3, not 66.66…7.
    expect(marks('rrb-group-d', 100, 100)).toEqual(fraction(200, 3));
  });

  it('takes CSAT’s negative mark as one third of 2.5, i.e. 5/6 (shown −0.83)', () => {
    expect(pattern('upsc-csat').negativeMarks).toEqual(fraction(5, 6));
    expect(formatMarks(marks('upsc-csat', 0, 1))).toBe('−0.83');
    expect(formatMarks(marks('upsc-csat', 0, 6))).toBe('−5');
  });

  it('formats marks exactly when they end within two places, rounded otherwise', () => {
    expect(formatMarks(fraction(0))).toBe('0');
    expect(formatMarks(fraction(-1, 4))).toBe('−0.25');
    expect(formatMarks(fraction(1, 8))).toBe('0.13');
    expect(formatMarks(fraction(2, 3))).toBe('0.67');
    expect(formatMarks(fraction(199, 1))).toBe('199');
  });

  it('compares and takes percentages in integers', () => {
    expect(compareFractions(fraction(1, 3), fraction(333, 1000))).toBeGreaterThan(0);
    expect(percentOf(fraction(66), fraction(200))).toBe(33);
    expect(percentOf(fraction(2), fraction(3))).toBe(66);
  });
});

describe('the patterns', () => {
  it('are the contract’s catalogue, in its order', () => {
    expect(PATTERNS.map((p) => p.exam)).toEqual(MOCK_EXAMS.map((e) => e.key));
  });

  it.each(PATTERNS.map((p) => [p.exam, p] as const))('%s adds up and states its sources', (_, p) => {
    expect(p.levels.level1 + p.levels.level2 + p.levels.level3).toBe(100);
    expect(p.sources.length).toBeGreaterThan(0);
    expect(p.mocks).toBeGreaterThanOrEqual(5);
    expect(new Set(p.sections.map((s) => s.key)).size).toBe(p.sections.length);
    for (const s of p.sections)
      expect(new Set(s.topics.map(([c, t]) => `${c}/${t}`)).size).toBe(s.topics.length);
  });

  it('have the issue’s question counts, marks and times', () => {
    const table = PATTERNS.map((p) => [
      p.exam,
      p.sections.map((s) => s.topics.reduce((n, t) => n + t[2], 0)).join('+'),
      `${p.marksPerQuestion.numerator}/${p.marksPerQuestion.denominator}`,
      `${p.negativeMarks.numerator}/${p.negativeMarks.denominator}`,
      p.durationSeconds / 60,
    ]);
    expect(table).toEqual([
      ['ssc-cgl-tier1', '25+25+25+25', '2/1', '1/2', 60],
      ['ssc-chsl-tier1', '25+25+25+25', '2/1', '1/2', 60],
      ['ssc-gd-constable', '20+20+20+20', '2/1', '1/4', 60],
      ['ssc-cpo-paper1', '50+50+50+50', '1/1', '1/4', 120],
      ['rrb-ntpc-cbt1', '40+30+30', '1/1', '1/3', 90],
      ['rrb-group-d', '25+25+30+20', '1/1', '1/3', 90],
      ['rrb-alp-cbt1', '20+25+20+10', '1/1', '1/3', 60],
      ['upsc-csat', '26+27+27', '5/2', '5/6', 120],
    ]);
  });
});

describe('rank and percentile, by the progress rules', () => {
  it('ranks by score, then time, and withholds the percentile under 20 takers', () => {
    // [all, lower, higher, same-slower, same-faster, own score, own seconds] of a counted attempt.
    const few = placement([5, 3, 1, 0, 0, 200, 600], 200, 600, true);
    expect(few).toMatchObject({
      rank: 2,
      takers: 5,
      percentile: null,
      percentile_text: PROGRESS_MESSAGES.fewTakers,
    });
    const many = placement([21, 15, 4, 1, 0, 200, 600], 200, 600, true);
    expect(many).toMatchObject({ rank: 5, takers: 21, percentile: 80 });
  });
});

describe('the weakest topics of a mock', () => {
  it('puts topics with wrong answers before topics only left unanswered, at the same accuracy', async () => {
    const mock = (await mockCatalogue()).mock('ssc-cgl-tier1', 1)!;
    // Three reasoning questions answered wrong, nothing else answered: every topic is at 0 % right.
    const wrongly = mock.stored.sections[0]!.questions.slice(0, 3);
    const answers = new Map(wrongly.map((q) => [q.id, q.answer === 'a' ? 'b' : 'a'] as const));
    const { weakest } = markAnswers(mock, answers);
    const missed = new Set(wrongly.map((q) => q.topic));
    expect(weakest.length).toBe(3);
    expect(weakest.every((t) => t.correct === 0)).toBe(true);
    expect(weakest.slice(0, missed.size).map((t) => t.topic)).toEqual(
      expect.arrayContaining([...missed].slice(0, 3)),
    );
  });
});
