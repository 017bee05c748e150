/**
 * A relation the fourth coverage audit (item 1) found beside the bank's: (1 − cos θ)/sin θ given,
 * (1 + cos θ)/sin θ asked. Their product is (1 − cos²θ)/sin²θ = 1, so the asked value is the given
 * one's reciprocal. trigonometry.ts spreads it in after its other kinds, so the earlier kinds keep
 * their draw order.
 */
import { fraction } from '../format';
import type { Distractor, Kind, Problem } from '../types';
import { aroundKey } from './keyRank';

/**
 * p/q = tan(θ/2) < 1 (coprime), so θ is acute and sin θ, cos θ are simple fractions (trigonometryAudit6.ts
 * draws tan θ or tan(θ/2) from the same pairs).
 */
export const GIVEN: readonly [number, number][] = [
  [1, 2],
  [1, 3],
  [2, 3],
  [1, 4],
  [3, 4],
  [2, 5],
  [3, 5],
  [4, 5],
  [1, 5],
  [5, 6],
  [2, 7],
  [3, 7],
];

export const TRIGONOMETRY_AUDIT4_KINDS: Record<string, Kind> = {
  reciprocalHalf: {
    levels: [2, 3],
    make(rng, level): Problem {
      const [p, q] = rng.pick(level === 2 ? GIVEN.slice(0, 6) : GIVEN);
      // at level 3 the given and asked forms swap sides three times in ten
      const minusGiven = level === 2 || rng.chance(0.7);
      const given = minusGiven ? '(1 − cos θ)/sin θ' : '(1 + cos θ)/sin θ';
      const asked = minusGiven ? '(1 + cos θ)/sin θ' : '(1 − cos θ)/sin θ';
      // tan(θ/2) = p/q: (1 − cos θ)/sin θ = p/q and (1 + cos θ)/sin θ = q/p
      const [gn, gd] = minusGiven ? [p, q] : [q, p];
      const givenValue = gn / gd;
      const key = gd / gn;
      const cos = (q * q - p * p) / (q * q + p * p);
      const sin = (2 * p * q) / (q * q + p * p);
      const wrong: Distractor[] = [
        { mistake: 'giving the given value again', hi: 'दिया गया मान ही दे देना', value: givenValue },
        { mistake: 'squaring the reciprocal', hi: 'व्युत्क्रम का वर्ग ले लेना', value: key * key },
        {
          mistake: 'taking the product of the two as 2 instead of 1',
          hi: 'दोनों का गुणनफल 1 के स्थान पर 2 मान लेना',
          value: 2 * key,
        },
        { mistake: 'adding 1 to the reciprocal', hi: 'व्युत्क्रम में 1 जोड़ देना', value: key + 1 },
        ...(givenValue < 1
          ? [{ mistake: 'taking the two to add to 1', hi: 'दोनों का योग 1 मान लेना', value: 1 - givenValue }]
          : []),
        { mistake: 'giving cos θ', hi: 'cos θ दे देना', value: cos },
        { mistake: 'giving sin θ', hi: 'sin θ दे देना', value: sin },
      ];
      return {
        question: `If ${given} = ${gn}/${gd}, what is the value of ${asked}?`,
        answer: key,
        format: fraction,
        wholeOptions: false,
        distractors: aroundKey(wrong, key, gn * 13 + gd),
        steps: [
          `(1 − cos θ)/sin θ × (1 + cos θ)/sin θ = (1 − cos²θ)/sin²θ = sin²θ/sin²θ = 1.`,
          `So ${asked} = 1 ÷ ${gn}/${gd} = ${fraction(key)}.`,
        ],
        hi: {
          question: `यदि ${given} = ${gn}/${gd} है, तो ${asked} का मान क्या है?`,
          steps: [
            `(1 − cos θ)/sin θ × (1 + cos θ)/sin θ = (1 − cos²θ)/sin²θ = sin²θ/sin²θ = 1।`,
            `अतः ${asked} = 1 ÷ ${gn}/${gd} = ${fraction(key)}।`,
          ],
        },
        params: { p, q, minusGiven },
      };
    },
  },
};
