/**
 * Syllogisms with four conclusions, two of them a complementary pair (coverage audit 4, item 15):
 * "Some A are B" and "No A is B" (or "All A are B" and "Some A are not B") stand among four
 * conclusions, and the options read as SSC prints them: "Only I and II follow", "Either III or IV and
 * I follow", "Either I or IV follows". The pair sits at III and IV most often, elsewhere now and then;
 * a quarter of the time the statements decide the pair (one of it follows outright), so the key is not
 * always an "either" verdict. Each conclusion is judged by syllogism.ts's model checking.
 */
import { until } from '../question';
import type { Rng } from '../rng';
import type { Distractor, Level, Problem } from '../types';
import {
  equivalent,
  negate,
  type Prop,
  sentence,
  sentenceHi,
  testOf,
  whyConclusion,
  whyConclusionHi,
} from './syllogism';
import { drawConclusion, drawStatements, untilDrawn } from './syllogismThree';

const LABELS = ['I', 'II', 'III', 'IV'] as const;

/** Numbered statements, conclusions labelled I, II … and the papers' instruction, as the question's text. */
export const printedSyllogism = (statements: readonly string[], conclusions: readonly string[]): string =>
  [
    'Statements:',
    ...statements.map((t, i) => `${i + 1}. ${t}`),
    'Conclusions:',
    ...conclusions.map((t, i) => `${LABELS[i]}. ${t}`),
    'Read the given statements and conclusions carefully. Assuming that the information given in the statements is true, even if it appears to be at variance with commonly known facts, decide which of the given conclusions logically follow(s) from the statements.',
  ].join('\n');

const listEn = (xs: readonly string[]): string =>
  xs.length <= 1 ? (xs[0] ?? '') : `${xs.slice(0, -1).join(', ')} and ${xs[xs.length - 1]}`;
const listHi = (xs: readonly string[]): string =>
  xs.length <= 1 ? (xs[0] ?? '') : `${xs.slice(0, -1).join(', ')} और ${xs[xs.length - 1]}`;

/**
 * The verdict as the papers word it: the conclusions that follow alone, and "either X or Y" when the
 * pair is left open.
 */
export function fourVerdict(
  follows: readonly boolean[],
  either?: readonly [number, number],
): { en: string; hi: string } {
  const open: readonly number[] = either ?? [];
  const alone = LABELS.filter((_, i) => follows[i] && !open.includes(i));
  if (either) {
    const [x, y] = [LABELS[either[0]], LABELS[either[1]]];
    if (alone.length === 0)
      return { en: `Either ${x} or ${y} follows`, hi: `या तो निष्कर्ष ${x} या ${y} अनुसरण करता है` };
    if (alone.length === 1)
      return {
        en: `Either ${x} or ${y} and ${alone[0]} follow`,
        hi: `या तो निष्कर्ष ${x} या ${y}, और निष्कर्ष ${alone[0]} अनुसरण करते हैं`,
      };
    return {
      en: `Either ${x} or ${y}, and ${listEn(alone)} follow`,
      hi: `या तो निष्कर्ष ${x} या ${y}, तथा निष्कर्ष ${listHi(alone)} अनुसरण करते हैं`,
    };
  }
  if (alone.length === 0)
    return { en: 'None of the conclusions follows', hi: 'कोई भी निष्कर्ष अनुसरण नहीं करता' };
  if (alone.length === 4) return { en: 'All the conclusions follow', hi: 'सभी निष्कर्ष अनुसरण करते हैं' };
  if (alone.length === 1)
    return { en: `Only ${alone[0]} follows`, hi: `केवल निष्कर्ष ${alone[0]} अनुसरण करता है` };
  return { en: `Only ${listEn(alone)} follow`, hi: `केवल निष्कर्ष ${listHi(alone)} अनुसरण करते हैं` };
}

/** Where the pair stands: III and IV most often. */
const PAIR_PLACES: readonly [number, number][] = [
  [2, 3],
  [2, 3],
  [2, 3],
  [0, 1],
  [1, 2],
  [0, 3],
  [1, 3],
];

export function fourEither(rng: Rng, level: Level): Problem {
  const pairAt = rng.pick(PAIR_PLACES);
  const singles = [0, 1, 2, 3].filter((i) => !pairAt.includes(i)) as [number, number];
  const decided = rng.chance(0.25);
  const want = singles.map(() => rng.chance(0.5));
  return untilDrawn(attempt);
  function attempt(): Problem | undefined {
    const drawn = drawStatements(rng, level);
    if (!drawn) return undefined;
    const { n, terms, statements, models } = drawn;
    const pick = (): Prop => drawConclusion(rng, n, level);
    const repeats = (c: Prop): boolean => statements.some((s) => equivalent(s, c));
    const chosen: Prop[] = [];
    const related = (c: Prop): boolean =>
      repeats(c) || repeats(negate(c)) || chosen.some((d) => equivalent(c, d) || equivalent(negate(c), d));
    for (const wanted of want) {
      const c = until((): Prop | undefined => {
        const x = pick();
        return !related(x) && models.every(testOf(x, n)) === wanted ? x : undefined;
      }, 200);
      chosen.push(c);
    }
    const pair = until((): Prop | undefined => {
      const c = pick();
      if (related(c)) return undefined;
      const holds = models.every(testOf(c, n));
      if (decided) return holds || models.every(testOf(negate(c), n)) ? c : undefined;
      return !holds && !models.every(testOf(negate(c), n)) ? c : undefined;
    }, 200);
    const conclusions: Prop[] = [];
    singles.forEach((i, k) => (conclusions[i] = chosen[k]!));
    const [pa, pb] = rng.chance(0.5) ? [pair, negate(pair)] : [negate(pair), pair];
    conclusions[pairAt[0]] = pa;
    conclusions[pairAt[1]] = pb;
    const follows = conclusions.map((c) => models.every(testOf(c, n)));
    const either = decided ? undefined : pairAt;
    const answer = fourVerdict(follows, either);
    const [x, y] = [LABELS[pairAt[0]], LABELS[pairAt[1]]];
    const flip = (i: number): boolean[] => follows.map((f, k) => (k === i ? !f : f));
    const slips: { mistake: string; hi: string; v: { en: string; hi: string } }[] = [
      decided
        ? {
            mistake: `answering "either" though one of ${x} and ${y} follows`,
            hi: `${x} और ${y} में से एक के अनुसरण करने पर भी "या तो … या" चुनना`,
            v: fourVerdict(
              [...follows].map((f, k) => (pairAt.includes(k) ? false : f)),
              pairAt,
            ),
          }
        : {
            mistake: `missing that ${x} and ${y} are a complementary pair`,
            hi: `यह न देखना कि ${x} और ${y} पूरक युग्म हैं`,
            v: fourVerdict(follows),
          },
      ...singles.map((i) => ({
        mistake: `judging ${LABELS[i]} wrongly`,
        hi: `निष्कर्ष ${LABELS[i]} को गलत आँकना`,
        v: fourVerdict(flip(i), either),
      })),
      {
        mistake: `taking both ${x} and ${y} to follow`,
        hi: `${x} और ${y} दोनों को अनुसरण करता मान लेना`,
        v: fourVerdict(
          follows.map((f, k) => (pairAt.includes(k) ? true : f)),
          undefined,
        ),
      },
      {
        mistake: `judging both ${LABELS[singles[0]]} and ${LABELS[singles[1]]} wrongly`,
        hi: `निष्कर्ष ${LABELS[singles[0]]} और ${LABELS[singles[1]]} दोनों को गलत आँकना`,
        v: fourVerdict(
          follows.map((f, k) => (singles.includes(k) ? !f : f)),
          either,
        ),
      },
    ];
    const distractors: Distractor[] = [];
    for (const s of slips) {
      if (distractors.length === 3) break;
      if (s.v.en === answer.en || distractors.some((d) => d.value === s.v.en)) continue;
      distractors.push({ mistake: s.mistake, hi: s.hi, value: s.v.en });
    }
    if (distractors.length < 3) return undefined;
    const hiOptions = Object.fromEntries([answer, ...slips.map((s) => s.v)].map((v) => [v.en, v.hi]));
    const statementTexts = statements.map((s) => sentence(s, terms));
    const conclusionTexts = conclusions.map((c) => sentence(c, terms));
    return {
      question: printedSyllogism(statementTexts, conclusionTexts),
      answer: answer.en,
      distractors,
      steps: [
        ...conclusions.map((c, i) => whyConclusion(statements, c, follows[i]!, LABELS[i]!, terms)),
        decided
          ? `${x} and ${y} are a complementary pair, but here the statements decide between them: one follows, so "either" is not the answer.`
          : `But ${x} and ${y} are a complementary pair: whichever way the classes are drawn, exactly one of them is true, so either ${x} or ${y} follows.`,
        `So the answer is: ${answer.en}.`,
      ],
      hi: {
        question: [
          'कथन:',
          ...statements.map((s, i) => `${i + 1}. ${sentenceHi(s, terms)}`),
          'निष्कर्ष:',
          ...conclusions.map((c, i) => `${LABELS[i]}. ${sentenceHi(c, terms)}`),
          'दिए गए कथनों और निष्कर्षों को ध्यानपूर्वक पढ़िए। कथनों में दी गई जानकारी को सत्य मानते हुए, भले ही वह सर्वज्ञात तथ्यों से भिन्न प्रतीत होती हो, निर्णय कीजिए कि दिए गए निष्कर्षों में से कौन-सा/से निष्कर्ष कथनों का तार्किक रूप से अनुसरण करता है/करते हैं।',
        ].join('\n'),
        steps: [
          ...conclusions.map((c, i) => whyConclusionHi(statements, c, follows[i]!, LABELS[i]!, terms)),
          decided
            ? `${x} और ${y} पूरक युग्म हैं, किंतु यहाँ कथन ही उनमें से एक को सिद्ध करते हैं: इसलिए "या तो … या" उत्तर नहीं है।`
            : `किंतु ${x} और ${y} पूरक युग्म हैं: वर्गों को किसी भी प्रकार बनाएँ, उनमें से ठीक एक सत्य होता है, अतः या तो ${x} या ${y} अनुसरण करता है।`,
          `अतः उत्तर है: ${answer.hi}।`,
        ],
        options: hiOptions,
      },
      params: {
        terms: [...terms],
        statements: statementTexts,
        conclusions: conclusionTexts,
        options: [answer.en, ...distractors.map((d) => String(d.value))],
      },
    };
  }
}
