/**
 * Syllogisms with three conclusions of which II and III are opposites (issue 19 brief, item 4):
 * "Either II or III follows", "Only I and either II or III follow". Mostly neither of II and III
 * follows alone, but one is the contradictory of the other, so in every model exactly one of them is
 * true; a third of the time the statements decide the pair (one follows outright), so the key is not
 * always an "either" verdict. Conclusion I is judged as in syllogismThree.ts, by syllogism.ts's model
 * checking.
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
import { drawConclusion, drawStatements, threeVerdict, untilDrawn } from './syllogismThree';

const WITH_I = {
  en: 'Only I and either II or III follow',
  hi: 'केवल निष्कर्ष I और या तो II या III अनुसरण करते हैं',
};
const WITHOUT_I = { en: 'Either II or III follows', hi: 'या तो निष्कर्ष II या III अनुसरण करता है' };
const eitherVerdict = (first: boolean) => (first ? WITH_I : WITHOUT_I);

export function eitherThree(rng: Rng, level: Level): Problem {
  const wantFirst = rng.chance(0.5);
  // now and then the statements decide the pair outright (one of II, III follows), so the key is not
  // always an "either" verdict
  const decided = rng.chance(1 / 3);
  const thirdFollows = decided && rng.chance(0.5);
  return untilDrawn(attempt);
  function attempt(): Problem | undefined {
    const drawn = drawStatements(rng, level);
    if (!drawn) return undefined;
    const { n, terms, statements, models } = drawn;
    const pick = (): Prop => drawConclusion(rng, n, level);
    const repeats = (c: Prop): boolean => statements.some((s) => equivalent(s, c));
    const first = until((): Prop | undefined => {
      const c = pick();
      return !repeats(c) && models.every(testOf(c, n)) === wantFirst ? c : undefined;
    }, 200);
    // II and III: a conclusion and its contradictory, neither following alone (or, when decided,
    // the one that follows first)
    const pair = until((): Prop | undefined => {
      const c = pick();
      const related = [c, negate(c)].some(
        (x) => repeats(x) || equivalent(x, first) || equivalent(x, negate(first)),
      );
      if (related) return undefined;
      const holds = models.every(testOf(c, n));
      return decided
        ? holds
          ? c
          : undefined
        : !holds && !models.every(testOf(negate(c), n))
          ? c
          : undefined;
    }, 200);
    const conclusions = thirdFollows ? [first, negate(pair), pair] : [first, pair, negate(pair)];
    const follows = [wantFirst, decided && !thirdFollows, thirdFollows];
    const answer = decided ? threeVerdict(follows) : eitherVerdict(wantFirst);
    const wrong = (mistake: string, hi: string, v: { en: string; hi: string }): Distractor => ({
      mistake,
      hi,
      value: v.en,
    });
    const distractors = [
      decided
        ? wrong(
            'answering "either" though one of II and III follows',
            'II और III में से एक के अनुसरण करने पर भी "या तो … या" चुनना',
            eitherVerdict(wantFirst),
          )
        : wrong(
            'missing that II and III are opposites',
            'यह न देखना कि II और III परस्पर विरोधी हैं',
            threeVerdict(follows),
          ),
      wrong(
        'judging I wrongly',
        'निष्कर्ष I को गलत आँकना',
        decided ? threeVerdict([!wantFirst, follows[1]!, follows[2]!]) : eitherVerdict(!wantFirst),
      ),
      wrong(
        'taking both II and III to follow',
        'II और III दोनों को अनुसरण करता मान लेना',
        threeVerdict([wantFirst, true, true]),
      ),
    ];
    const hiOptions = Object.fromEntries(
      [
        answer,
        eitherVerdict(wantFirst),
        eitherVerdict(!wantFirst),
        threeVerdict(follows),
        threeVerdict([!wantFirst, follows[1]!, follows[2]!]),
        threeVerdict([wantFirst, true, true]),
      ].map((v) => [v.en, v.hi]),
    );
    const statementTexts = statements.map((s) => sentence(s, terms));
    const conclusionTexts = conclusions.map((c) => sentence(c, terms));
    const labels = ['I', 'II', 'III'];
    return {
      question: [
        'Statements:',
        ...statementTexts.map((text, i) => `${i + 1}. ${text}`),
        'Conclusions:',
        ...conclusionTexts.map((text, i) => `${labels[i]}. ${text}`),
        'Take the statements to be true even if they seem to be at variance with commonly known facts. Which conclusion(s) logically follow?',
      ].join('\n'),
      answer: answer.en,
      distractors,
      steps: [
        ...conclusions.map((c, i) => whyConclusion(statements, c, follows[i]!, labels[i]!, terms)),
        decided
          ? 'II and III are opposites, but here the statements decide between them: one follows, so "either" is not the answer.'
          : 'But II and III are opposites: whichever way the classes are drawn, exactly one of them is true.',
        `So the answer is: ${answer.en}.`,
      ],
      hi: {
        question: [
          'कथन:',
          ...statements.map((s, i) => `${i + 1}. ${sentenceHi(s, terms)}`),
          'निष्कर्ष:',
          ...conclusions.map((c, i) => `${labels[i]}. ${sentenceHi(c, terms)}`),
          'दिए गए कथनों को सत्य मानिए, भले ही वे सर्वज्ञात तथ्यों से भिन्न प्रतीत होते हों। कौन-से निष्कर्ष तार्किक रूप से कथनों का अनुसरण करते हैं?',
        ].join('\n'),
        steps: [
          ...conclusions.map((c, i) => whyConclusionHi(statements, c, follows[i]!, labels[i]!, terms)),
          decided
            ? 'II और III परस्पर विरोधी हैं, किंतु यहाँ कथन ही उनमें से एक को सिद्ध करते हैं: इसलिए "या तो … या" उत्तर नहीं है।'
            : 'किंतु II और III परस्पर विरोधी हैं: वर्गों को किसी भी प्रकार बनाएँ, उनमें से ठीक एक सत्य होता है।',
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
