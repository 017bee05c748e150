/**
 * Geometry asked backwards and a figure fact the bank did not state (coverage audit 4, items 2 and
 * 3): the vertex angle of a triangle from the angle its incentre makes with the base (∠BIC = 90° +
 * ∠A/2), and a median equal to half the side it meets, so the angle it leaves is a right angle.
 */
import { deg } from '../format';
import { until } from '../question';
import type { Kind, Problem } from '../types';
import { aroundKey } from './keyRank';

/** ∠BAC from ∠BIC, I the incentre: ∠A = 2(∠BIC − 90°). */
export const incentreVertex: Kind = {
  levels: [1],
  make(rng): Problem {
    return until((): Problem | undefined => {
      const a = 4 * rng.int(6, 30);
      if (a === 60 || a === 90) return undefined;
      const b = 90 + a / 2;
      const wrong = [
        {
          mistake: 'subtracting 90° without doubling',
          value: b - 90,
          hi: '90° घटाकर दोगुना करना भूल जाना',
        },
        {
          mistake: 'giving ∠B + ∠C instead of ∠A',
          value: 180 - a,
          hi: '∠A के स्थान पर ∠B + ∠C दे देना',
        },
        {
          mistake: 'taking I as the circumcentre (∠BIC = 2∠A)',
          value: b / 2,
          hi: 'I को परिकेंद्र मान लेना (∠BIC = 2∠A)',
        },
        {
          mistake: 'taking I as the orthocentre (∠BIC = 180° − ∠A)',
          value: 180 - b,
          hi: 'I को लंबकेंद्र मान लेना (∠BIC = 180° − ∠A)',
        },
        { mistake: 'taking ∠A equal to ∠BIC', value: b, hi: '∠A को ∠BIC के बराबर मान लेना' },
      ];
      return {
        question: `In triangle ABC, I is the incentre. If ∠BIC = ${deg(b)}, what is ∠BAC?`,
        answer: a,
        format: deg,
        distractors: aroundKey(wrong, a, b + rng.int(0, 9)),
        steps: [
          `The bisectors give ∠BIC = 90° + ∠A/2, so ∠A/2 = ${deg(b)} − 90° = ${deg(a / 2)} and ∠BAC = ${deg(a)}.`,
        ],
        hi: {
          question: `त्रिभुज ABC में I अंतःकेंद्र है। यदि ∠BIC = ${deg(b)} है, तो ∠BAC कितना है?`,
          steps: [
            `कोण समद्विभाजकों से ∠BIC = 90° + ∠A/2, अतः ∠A/2 = ${deg(b)} − 90° = ${deg(a / 2)} और ∠BAC = ${deg(a)}।`,
          ],
        },
        params: { bic: b },
      };
    });
  },
};

/** D the midpoint of BC with AD = BD = DC: ∠BAC = 90°, so ∠ACB = 90° − ∠ABC. */
export const medianHalf: Kind = {
  levels: [1],
  make(rng): Problem {
    return until((): Problem | undefined => {
      const x = rng.int(15, 44);
      if (x === 30) return undefined;
      const key = 90 - x;
      const wrong = [
        {
          mistake: 'taking ∠ACB equal to ∠ABC (as if AB = AC)',
          value: x,
          hi: '∠ACB को ∠ABC के बराबर मान लेना (मानो AB = AC हो)',
        },
        { mistake: 'giving ∠BAC (90°)', value: 90, hi: '∠BAC (90°) दे देना' },
        {
          mistake: 'giving ∠ADB (180° − 2∠ABC)',
          value: 180 - 2 * x,
          hi: '∠ADB (180° − 2∠ABC) दे देना',
        },
        {
          mistake: 'giving ∠ADC (2∠ABC)',
          value: 2 * x,
          hi: '∠ADC (2∠ABC) दे देना',
        },
        {
          mistake: 'subtracting ∠ADC instead of ∠ABC from 90°',
          value: 90 - 2 * x,
          hi: '90° में से ∠ABC के स्थान पर ∠ADC घटाना',
        },
      ];
      return {
        question: `In triangle ABC, D is the midpoint of BC and AD = BD. If ∠ABC = ${deg(x)}, what is ∠ACB?`,
        answer: key,
        format: deg,
        distractors: aroundKey(wrong, key, x + rng.int(0, 9)),
        steps: [
          `AD = BD = DC, so A lies on the circle with diameter BC and ∠BAC = 90° (a median equal to half the side it meets). Then ∠ACB = 90° − ${deg(x)} = ${deg(key)}.`,
        ],
        hi: {
          question: `त्रिभुज ABC में D, भुजा BC का मध्य-बिंदु है और AD = BD है। यदि ∠ABC = ${deg(x)} है, तो ∠ACB कितना है?`,
          steps: [
            `AD = BD = DC, अतः A, BC को व्यास मानकर खींचे गए वृत्त पर है और ∠BAC = 90° (जिस भुजा से माध्यिका मिलती है, उसकी आधी माध्यिका)। तब ∠ACB = 90° − ${deg(x)} = ${deg(key)}।`,
          ],
        },
        params: { abc: x },
      };
    });
  },
};
