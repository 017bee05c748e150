/**
 * Syllogisms whose conclusions include a possibility (coverage audit 5, item 3): "All pens being books
 * is a possibility", "Some pens being books is a possibility". A possibility follows when it is true in
 * SOME model of the statements (the same model checking as syllogism.ts, which asks for ALL models of
 * a definite conclusion). A possibility the statements make certain is never asked (papers differ on
 * it); one conclusion may be a definite one. The options are the two-conclusion verdicts.
 */
import { until } from '../question';
import type { Rng } from '../rng';
import type { Distractor, Level, Problem } from '../types';
import {
  BOTH,
  equivalent,
  NEITHER,
  negate,
  ONLY_I,
  ONLY_II,
  type Prop,
  sentence,
  sentenceHi,
  testOf,
  whyConclusion,
  whyConclusionHi,
} from './syllogism';
import { printedSyllogism } from './syllogismAudit5';
import { drawStatements, untilDrawn } from './syllogismThree';

// written out, not read from syllogism.ts: that module imports this one, so its constants are not
// yet set when this module's constants are made
const VERDICTS = [
  'Only conclusion I follows',
  'Only conclusion II follows',
  'Both I and II follow',
  'Neither I nor II follows',
] as const;
const VERDICTS_HI: Readonly<Record<string, string>> = {
  'Only conclusion I follows': 'केवल निष्कर्ष I अनुसरण करता है',
  'Only conclusion II follows': 'केवल निष्कर्ष II अनुसरण करता है',
  'Both I and II follow': 'I और II दोनों अनुसरण करते हैं',
  'Neither I nor II follows': 'न तो I और न ही II अनुसरण करता है',
};
const verdictOf = (first: boolean, second: boolean): string =>
  first && second ? BOTH : first ? ONLY_I : second ? ONLY_II : NEITHER;

interface Conclusion {
  prop: Prop;
  possibility: boolean;
}

const LABELS = ['I', 'II'] as const;

/** "All pens being books is a possibility." */
function possibilityText(c: Prop, terms: readonly string[]): string {
  const s = terms[c.s]!;
  const p = terms[c.p]!;
  return `${c.form === 'all' ? 'All' : 'Some'} ${s} being ${p} is a possibility.`;
}
/** "यह संभव है कि सभी कलम किताबें हों।" */
function possibilityHi(c: Prop, terms: readonly string[]): string {
  return `यह संभव है कि ${sentenceHi(c, terms).replace(/ हैं।$/, ' हों।')}`;
}

export function possibilitySyllogism(rng: Rng, level: Level): Problem {
  // aim at each verdict about equally often
  const target = rng.pick(VERDICTS);
  const want = [target === ONLY_I || target === BOTH, target === ONLY_II || target === BOTH];
  // which conclusions are possibilities: both, or one of them
  const kinds = rng.pick([
    [true, true],
    [true, false],
    [false, true],
  ]);
  return untilDrawn(attempt);
  function attempt(): Problem | undefined {
    const drawn = drawStatements(rng, level);
    if (!drawn) return undefined;
    const { n, terms, statements, models } = drawn;
    const conclusions: Conclusion[] = [];
    for (const [i, possibility] of kinds.entries()) {
      const c = until((): Conclusion | undefined => {
        const [a, b] = rng.sample(
          Array.from({ length: n }, (_, k) => k),
          2,
        ) as [number, number];
        const form = possibility
          ? rng.pick(['all', 'some'] as const)
          : rng.pick(['all', 'some', 'no'] as const);
        const prop: Prop = { form, s: a, p: b };
        if (statements.some((s) => equivalent(s, prop) || equivalent(s, negate(prop)))) return undefined;
        if (conclusions.some((d) => equivalent(d.prop, prop) || equivalent(d.prop, negate(prop))))
          return undefined;
        const certain = models.every(testOf(prop, n));
        const possible = models.some(testOf(prop, n));
        if (possibility) {
          if (certain) return undefined;
          return possible === want[i] ? { prop, possibility } : undefined;
        }
        return certain === want[i] ? { prop, possibility } : undefined;
      }, 300);
      conclusions.push(c);
    }
    const follows = conclusions.map((c) =>
      c.possibility ? models.some(testOf(c.prop, n)) : models.every(testOf(c.prop, n)),
    );
    const answer = verdictOf(follows[0]!, follows[1]!);
    const texts = conclusions.map((c) =>
      c.possibility ? possibilityText(c.prop, terms) : sentence(c.prop, terms),
    );
    const hiTexts = conclusions.map((c) =>
      c.possibility ? possibilityHi(c.prop, terms) : sentenceHi(c.prop, terms),
    );
    const slips: Distractor[] = [];
    conclusions.forEach((c, i) => {
      // a possibility that follows, judged as if it had to be certain
      if (c.possibility && follows[i])
        slips.push({
          mistake: `judging the possibility in ${LABELS[i]} as a definite conclusion`,
          hi: `निष्कर्ष ${LABELS[i]} की संभावना को निश्चित निष्कर्ष की तरह आँकना`,
          value: verdictOf(i === 0 ? false : follows[0]!, i === 1 ? false : follows[1]!),
        });
    });
    slips.push(
      {
        mistake: 'judging I wrongly',
        hi: 'निष्कर्ष I को गलत आँकना',
        value: verdictOf(!follows[0], follows[1]!),
      },
      {
        mistake: 'judging II wrongly',
        hi: 'निष्कर्ष II को गलत आँकना',
        value: verdictOf(follows[0]!, !follows[1]),
      },
      {
        mistake: 'judging both conclusions wrongly',
        hi: 'दोनों निष्कर्षों को गलत आँकना',
        value: verdictOf(!follows[0], !follows[1]),
      },
    );
    const distractors: Distractor[] = [];
    for (const s of slips)
      if (s.value !== answer && !distractors.some((d) => d.value === s.value) && distractors.length < 3)
        distractors.push(s);
    const why = (i: number): string => {
      const c = conclusions[i]!;
      if (!c.possibility) return whyConclusion(statements, c.prop, follows[i]!, LABELS[i]!, terms);
      return follows[i]
        ? `${LABELS[i]} follows: the statements can all be true while ${sentence(c.prop, terms)
            .replace(/^./, (x) => x.toLowerCase())
            .slice(0, -1)}, so it is a possibility (they do not make it certain, nor rule it out).`
        : `${LABELS[i]} does not follow: whenever the statements are true, ${sentence(negate(c.prop), terms)
            .replace(/^./, (x) => x.toLowerCase())
            .slice(0, -1)}, so it is no possibility.`;
    };
    const whyHi = (i: number): string => {
      const c = conclusions[i]!;
      if (!c.possibility) return whyConclusionHi(statements, c.prop, follows[i]!, LABELS[i]!, terms);
      return follows[i]
        ? `निष्कर्ष ${LABELS[i]} अनुसरण करता है: सभी कथन सत्य रहते हुए भी ${sentenceHi(c.prop, terms).slice(0, -1)} — ऐसा हो सकता है, अतः यह एक संभावना है।`
        : `निष्कर्ष ${LABELS[i]} अनुसरण नहीं करता: कथन सत्य हों तो सदा ${sentenceHi(negate(c.prop), terms).slice(0, -1)}, अतः यह संभावना नहीं है।`;
    };
    const statementTexts = statements.map((s) => sentence(s, terms));
    return {
      question: printedSyllogism(statementTexts, texts),
      answer,
      distractors,
      trap: false,
      steps: [
        'A definite conclusion must be true however the classes are drawn; a possibility needs only one way of drawing them, with every statement true, in which it holds.',
        why(0),
        why(1),
        `So the answer is: ${answer}.`,
      ],
      hi: {
        question: [
          'कथन:',
          ...statements.map((s, i) => `${i + 1}. ${sentenceHi(s, terms)}`),
          'निष्कर्ष:',
          ...hiTexts.map((t, i) => `${LABELS[i]}. ${t}`),
          'दिए गए कथनों और निष्कर्षों को ध्यानपूर्वक पढ़िए। कथनों में दी गई जानकारी को सत्य मानते हुए, भले ही वह सर्वज्ञात तथ्यों से भिन्न प्रतीत होती हो, निर्णय कीजिए कि दिए गए निष्कर्षों में से कौन-सा/से निष्कर्ष कथनों का तार्किक रूप से अनुसरण करता है/करते हैं।',
        ].join('\n'),
        steps: [
          'निश्चित निष्कर्ष वर्गों को किसी भी प्रकार बनाने पर सत्य होना चाहिए; संभावना के लिए सभी कथनों को सत्य रखते हुए एक ऐसा प्रकार पर्याप्त है जिसमें वह सत्य हो।',
          whyHi(0),
          whyHi(1),
          `अतः उत्तर है: ${VERDICTS_HI[answer]!}।`,
        ],
        options: VERDICTS_HI,
      },
      params: { terms: [...terms], statements: statementTexts, conclusions: texts, options: [...VERDICTS] },
    };
  }
}
