/**
 * Syllogisms with three conclusions (issue 19, item 10), answered "Only I and III follow": the same
 * model checking as the two-conclusion form (syllogism.ts) — a conclusion follows when it holds in
 * every model of the statements — asked of each conclusion.
 */
import { GeneratorError, until } from '../question';
import type { Rng } from '../rng';
import type { Distractor, Level, Problem } from '../types';
import {
  CONCLUSION_FORMS,
  drawProp,
  equivalent,
  modelsOf,
  negate,
  NOUNS,
  type Prop,
  sentence,
  sentenceHi,
  STATEMENT_FORMS,
  testOf,
  whyConclusion,
  whyConclusionHi,
} from './syllogism';

const LABELS = ['I', 'II', 'III'] as const;

/** The verdict for the set of conclusions that follow, as the papers word it, and its Hindi. */
export function threeVerdict(follows: readonly boolean[]): { en: string; hi: string } {
  const which = LABELS.filter((_, i) => follows[i]);
  if (which.length === 0)
    return { en: 'None of the conclusions follows', hi: 'कोई भी निष्कर्ष अनुसरण नहीं करता' };
  if (which.length === 3) return { en: 'All of I, II and III follow', hi: 'I, II और III सभी अनुसरण करते हैं' };
  if (which.length === 1)
    return { en: `Only ${which[0]} follows`, hi: `केवल निष्कर्ष ${which[0]} अनुसरण करता है` };
  return {
    en: `Only ${which[0]} and ${which[1]} follow`,
    hi: `केवल निष्कर्ष ${which[0]} और ${which[1]} अनुसरण करते हैं`,
  };
}

/**
 * The wrong verdicts: the key with two conclusions judged the other way (each pair once), so each
 * conclusion is judged rightly in exactly two of the four options and no option stands out by
 * agreeing with the others most.
 */
function misjudged(follows: readonly boolean[]): Distractor[] {
  return [
    [0, 1],
    [0, 2],
    [1, 2],
  ].map((pair) => {
    const changed = follows.map((f, i) => (pair.includes(i) ? !f : f));
    const [x, y] = pair as [number, number];
    const verb = (i: number): string => (follows[i] ? 'rejecting' : 'accepting');
    const verbHi = (i: number): string => (follows[i] ? 'अस्वीकार' : 'स्वीकार');
    const same = follows[x] === follows[y];
    const words = same
      ? `${verb(x)} ${LABELS[x]} and ${LABELS[y]}`
      : `${verb(x)} ${LABELS[x]} and ${verb(y)} ${LABELS[y]}`;
    const wordsHi = same
      ? `निष्कर्ष ${LABELS[x]} और ${LABELS[y]} को ${verbHi(x)} करना`
      : `निष्कर्ष ${LABELS[x]} को ${verbHi(x)} करना और ${LABELS[y]} को ${verbHi(y)} करना`;
    const verdict = threeVerdict(changed);
    return { mistake: words, hi: wordsHi, value: verdict.en };
  });
}

/** Every verdict's Hindi, keyed by its English. */
const HI_VERDICTS: Readonly<Record<string, string>> = Object.fromEntries(
  Array.from({ length: 8 }, (_, code) => {
    const v = threeVerdict([0, 1, 2].map((i) => (code & (1 << i)) !== 0));
    return [v.en, v.hi];
  }),
);

/** Tries a draw until it makes a question; a draw the syllogism checks refuse counts as no question. */
export function untilDrawn(attempt: () => Problem | undefined): Problem {
  return until((): Problem | undefined => {
    try {
      return attempt();
    } catch (error) {
      if (error instanceof GeneratorError) return undefined;
      throw error;
    }
  });
}

/**
 * The statements of a three-conclusion question: a chain over 3 classes (4 at level 3, in shuffled
 * order), with the models they allow; undefined when no model satisfies them.
 */
export function drawStatements(rng: Rng, level: Level) {
  const n = level === 3 ? 4 : 3;
  const terms = rng.sample(NOUNS, n);
  const statements = Array.from({ length: n - 1 }, (_, i) => drawProp(rng, i, i + 1, STATEMENT_FORMS[level]));
  if (level === 3) statements.splice(0, statements.length, ...rng.shuffle(statements));
  const models = modelsOf(statements, n);
  return models.length === 0 ? undefined : { n, terms, statements, models };
}

/** A conclusion between two of the n classes, drawn in one of the level's conclusion forms. */
export function drawConclusion(rng: Rng, n: number, level: Level): Prop {
  const [a, b] = rng.sample(
    Array.from({ length: n }, (_, i) => i),
    2,
  );
  return drawProp(rng, a!, b!, CONCLUSION_FORMS[level]);
}

export function threeConclusions(rng: Rng, level: Level): Problem {
  // aim at each of the eight verdicts about equally often, so guessing one answer does not pay
  const target = rng.int(0, 7);
  return untilDrawn(attempt);
  function attempt(): Problem | undefined {
    const drawn = drawStatements(rng, level);
    if (!drawn) return undefined;
    const { n, terms, statements, models } = drawn;
    // each conclusion drawn until it follows or not as the target verdict asks: a fresh draw for
    // the whole question only when the statements leave no such conclusion
    const want = [0, 1, 2].map((i) => (target & (1 << i)) !== 0);
    const conclusions: Prop[] = [];
    for (const wanted of want) {
      const found = until((): Prop | undefined => {
        const c = drawConclusion(rng, n, level);
        // none a statement; no two the same or opposite (an opposite pair asks for "either … or")
        if (statements.some((s) => equivalent(s, c))) return undefined;
        if (conclusions.some((d) => equivalent(c, d) || equivalent(negate(c), d))) return undefined;
        return models.every(testOf(c, n)) === wanted ? c : undefined;
      }, 200);
      conclusions.push(found);
    }
    const follows = conclusions.map((c) => models.every(testOf(c, n)));
    const answer = threeVerdict(follows);
    const distractors = misjudged(follows);
    const statementTexts = statements.map((s) => sentence(s, terms));
    const conclusionTexts = conclusions.map((c) => sentence(c, terms));
    const options = [answer.en, ...distractors.map((d) => String(d.value))];
    return {
      question: [
        'Statements:',
        ...statementTexts.map((text, i) => `${i + 1}. ${text}`),
        'Conclusions:',
        ...conclusionTexts.map((text, i) => `${LABELS[i]}. ${text}`),
        'Take the statements to be true even if they seem to be at variance with commonly known facts. Which conclusion(s) logically follow?',
      ].join('\n'),
      answer: answer.en,
      distractors,
      steps: [
        ...conclusions.map((c, i) => whyConclusion(statements, c, follows[i]!, LABELS[i]!, terms)),
        `So the answer is: ${answer.en}.`,
      ],
      hi: {
        question: [
          'कथन:',
          ...statements.map((s, i) => `${i + 1}. ${sentenceHi(s, terms)}`),
          'निष्कर्ष:',
          ...conclusions.map((c, i) => `${LABELS[i]}. ${sentenceHi(c, terms)}`),
          'दिए गए कथनों को सत्य मानिए, भले ही वे सर्वज्ञात तथ्यों से भिन्न प्रतीत होते हों। कौन-से निष्कर्ष तार्किक रूप से कथनों का अनुसरण करते हैं?',
        ].join('\n'),
        steps: [
          ...conclusions.map((c, i) => whyConclusionHi(statements, c, follows[i]!, LABELS[i]!, terms)),
          `अतः उत्तर है: ${answer.hi}।`,
        ],
        options: HI_VERDICTS,
      },
      params: { terms: [...terms], statements: statementTexts, conclusions: conclusionTexts, options },
    };
  }
}
