import type { SectionResult, WeakTopic } from '../../contract/mocks';
import { add, fraction, marksFor, percentOf, times, type Fraction } from '../../contract/mocks-marks';
import { topicTitle } from '../../contract/topics';
import type { LoadedMock } from './catalogue';
import type { PatternDefinition } from './pattern';

/**
 * The marking of a mock (issue 18 §5), exact: integers over a common denominator, never a float.
 * Answered and right: + marks per question; answered and wrong: − negative marks; not answered: 0
 * ("answered and marked for review" is answered, as on the real screens).
 */

function gcd(a: number, b: number): number {
  return b === 0 ? a : gcd(b, a % b);
}

/** The denominator every mark of the pattern is a whole multiple of (SSC 2, RRB 3, CSAT 6). */
export function scoreDenominator(p: PatternDefinition): number {
  const a = p.marksPerQuestion.denominator;
  const b = p.negativeMarks.denominator;
  return (a * b) / gcd(a, b);
}

/** Marks as an integer count of 1/denominator (what ranks compare); exact by construction. */
export function scoreUnits(marks: Fraction, denominator: number): number {
  const units = (marks.numerator * denominator) / marks.denominator;
  if (!Number.isInteger(units))
    throw new Error(`${marks.numerator}/${marks.denominator} is not a multiple of 1/${denominator}`);
  return units;
}

export interface Marking {
  readonly correct: number;
  readonly wrong: number;
  readonly marks: Fraction;
  readonly sections: SectionResult[];
  readonly weakest: WeakTopic[];
}

/** At most this many weakest topics are shown. */
const WEAKEST = 3;

/** Scores answers (question id → option id, only the answered) against the mock's published key. */
export function markAnswers(mock: LoadedMock, answers: ReadonlyMap<number, string>): Marking {
  const { pattern, stored } = mock;
  const perTopic = new Map<
    string,
    { category: string; topic: string; questions: number; correct: number; wrong: number }
  >();
  let correct = 0;
  let wrong = 0;
  const sections = stored.sections.map((section, s): SectionResult => {
    let right = 0;
    let bad = 0;
    for (const q of section.questions) {
      const key = `${q.category}/${q.topic}`;
      const topic = perTopic.get(key) ?? {
        category: q.category,
        topic: q.topic,
        questions: 0,
        correct: 0,
        wrong: 0,
      };
      topic.questions += 1;
      const chosen = answers.get(q.id);
      if (chosen === q.answer) {
        right += 1;
        topic.correct += 1;
      } else if (chosen !== undefined) {
        bad += 1;
        topic.wrong += 1;
      }
      perTopic.set(key, topic);
    }
    correct += right;
    wrong += bad;
    const attempted = right + bad;
    return {
      key: section.key,
      title: pattern.sections[s]!.title,
      questions: section.questions.length,
      attempted,
      correct: right,
      wrong: bad,
      marks: marksFor(right, bad, pattern.marksPerQuestion, pattern.negativeMarks),
      accuracy: attempted === 0 ? null : percentOf(fraction(right), fraction(attempted)),
    };
  });
  // Weakest: the lowest share right; among equals, the topics with answers that were wrong before the
  // ones only left unanswered (a candidate who skipped a section learns more from their mistakes).
  const weakest = [...perTopic.values()]
    .filter((t) => t.correct < t.questions)
    .map((t) => ({ ...t, accuracy: percentOf(fraction(t.correct), fraction(t.questions)) }))
    .sort(
      (a, b) =>
        a.accuracy - b.accuracy ||
        b.wrong - a.wrong ||
        b.questions - a.questions ||
        a.topic.localeCompare(b.topic),
    )
    .slice(0, WEAKEST)
    .map((t): WeakTopic => ({
      category: t.category,
      topic: t.topic,
      title: topicTitle(t.category, t.topic),
      questions: t.questions,
      correct: t.correct,
      accuracy: t.accuracy,
      practise_path: `/${t.category}/${t.topic}/instructions/levelpage`,
    }));
  const marks = sections.reduce((sum, s) => add(sum, s.marks), fraction(0));
  return { correct, wrong, marks, sections, weakest };
}

/** The pattern's maximum marks. */
export const maxMarks = (mock: LoadedMock) => times(mock.pattern.marksPerQuestion, mock.questions.size);
