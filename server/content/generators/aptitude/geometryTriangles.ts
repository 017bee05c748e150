/**
 * Geometry's problem kinds about triangles: Pythagoras, centres, Heron's formula, similar triangles, the
 * angle bisector.
 */
import { deg, num, withUnit } from '../format';
import { isWhole, reduceRatio, PYTHAGOREAN_TRIPLES } from '../math';
import { inHindi } from '../hindi';
import { until } from '../question';
import type { Problem, Kind } from '../types';
import { cm, sqcm } from './measures';
import {
  HI_ADD_SQUARES_NOT_SUBTRACT,
  HI_NO_ROOT,
  HI_SUBTRACT_LENGTHS,
  hiCm,
  hiM,
  hiSqcm,
} from './hindiShapes';

/** The centres of a triangle, for the question and the mistake of using another centre's rule. */
const HI_CENTRE = {
  incentre: 'अंतःकेंद्र',
  excentre: 'बाह्यकेंद्र',
  orthocentre: 'लंबकेंद्र',
  circumcentre: 'परिकेंद्र',
} as const;

export const pythagoras: Kind = {
  levels: [2],
  make(rng): Problem {
    const [a, b, c] = rng.pick(PYTHAGOREAN_TRIPLES);
    const k = rng.int(1, 4);
    const askHyp = rng.chance(0.5);
    const ladder = rng.chance(0.4);
    const [x, y, z] = [a * k, b * k, c * k];
    if (ladder) {
      return {
        question: `A ladder ${num(z)} m long leans against a wall with its foot ${num(x)} m from the wall. How high up the wall does it reach?`,
        answer: y,
        format: withUnit('m'),
        distractors: [
          {
            mistake: 'adding the squares instead of subtracting',
            value: Math.sqrt(z * z + x * x),
            hi: HI_ADD_SQUARES_NOT_SUBTRACT,
          },
          { mistake: 'subtracting the lengths directly', value: z - x, hi: HI_SUBTRACT_LENGTHS },
          { mistake: 'giving the length of the ladder', value: z, hi: 'सीढ़ी की लंबाई ही दे देना' },
        ],
        steps: [`Height = √(${z}² − ${x}²) = √${num(z * z - x * x)} = ${y} m.`],
        hi: {
          question: `${hiM(z)} लंबी एक सीढ़ी दीवार से इस प्रकार टिकी है कि उसका निचला सिरा दीवार से ${hiM(x)} दूर है। सीढ़ी दीवार पर कितनी ऊँचाई तक पहुँचती है?`,
          steps: [`ऊँचाई = √(${z}² − ${x}²) = √${num(z * z - x * x)} = ${hiM(y)}।`],
          format: hiM,
        },
        params: { type: 'leg', hyp: z, leg: x },
      };
    }
    if (askHyp) {
      return {
        question: `The two shorter sides of a right-angled triangle are ${cm(x)} and ${cm(y)}. What is the hypotenuse?`,
        answer: z,
        format: cm,
        distractors: [
          { mistake: 'adding the two sides', value: x + y, hi: 'दोनों भुजाओं को सीधे जोड़ देना' },
          {
            mistake: 'subtracting the squares',
            value: Math.sqrt(Math.abs(y * y - x * x)),
            hi: 'वर्गों को घटाना',
          },
          { mistake: 'forgetting the square root', value: x * x + y * y, hi: HI_NO_ROOT },
        ],
        steps: [`Hypotenuse = √(${x}² + ${y}²) = √${num(x * x + y * y)} = ${cm(z)}.`],
        hi: {
          question: `एक समकोण त्रिभुज की दो छोटी भुजाएँ ${hiCm(x)} और ${hiCm(y)} हैं। उसका कर्ण कितना है?`,
          steps: [`कर्ण = √(${x}² + ${y}²) = √${num(x * x + y * y)} = ${hiCm(z)}।`],
          format: hiCm,
        },
        params: { type: 'hyp', a: x, b: y },
      };
    }
    return {
      question: `The hypotenuse of a right-angled triangle is ${cm(z)} and one side is ${cm(x)}. What is the third side?`,
      answer: y,
      format: cm,
      distractors: [
        {
          mistake: 'adding the squares instead of subtracting',
          value: Math.sqrt(z * z + x * x),
          hi: HI_ADD_SQUARES_NOT_SUBTRACT,
        },
        { mistake: 'subtracting the lengths directly', value: z - x, hi: HI_SUBTRACT_LENGTHS },
        { mistake: 'forgetting the square root', value: z * z - x * x, hi: HI_NO_ROOT },
      ],
      steps: [`Third side = √(${z}² − ${x}²) = √${num(z * z - x * x)} = ${cm(y)}.`],
      hi: {
        question: `एक समकोण त्रिभुज का कर्ण ${hiCm(z)} और एक भुजा ${hiCm(x)} है। तीसरी भुजा कितनी है?`,
        steps: [`तीसरी भुजा = √(${z}² − ${x}²) = √${num(z * z - x * x)} = ${hiCm(y)}।`],
        format: hiCm,
      },
      params: { type: 'leg', hyp: z, leg: x },
    };
  },
};

export const centres: Kind = {
  levels: [3],
  make(rng) {
    const type = rng.pick(['incentre', 'excentre', 'orthocentre', 'circumcentre'] as const);
    const a = 2 * rng.int(15, type === 'circumcentre' ? 44 : 60);
    const value = { incentre: 90 + a / 2, excentre: 90 - a / 2, orthocentre: 180 - a, circumcentre: 2 * a }[
      type
    ];
    const phrase = {
      incentre: 'I is the incentre of triangle ABC (where the angle bisectors meet)',
      excentre:
        'I is the excentre of triangle ABC opposite A (where the external bisectors of ∠B and ∠C meet)',
      orthocentre: 'H is the orthocentre of triangle ABC (where the altitudes meet)',
      circumcentre: 'O is the circumcentre of an acute triangle ABC',
    }[type];
    const hiPhrase = {
      incentre: `I त्रिभुज ABC का ${HI_CENTRE.incentre} है (जहाँ कोणों के समद्विभाजक मिलते हैं)`,
      excentre: `I त्रिभुज ABC का शीर्ष A के सम्मुख ${HI_CENTRE.excentre} है (जहाँ ∠B और ∠C के बाह्य समद्विभाजक मिलते हैं)`,
      orthocentre: `H त्रिभुज ABC का ${HI_CENTRE.orthocentre} है (जहाँ शीर्षलंब मिलते हैं)`,
      circumcentre: `O एक न्यूनकोण त्रिभुज ABC का ${HI_CENTRE.circumcentre} है`,
    }[type];
    const angle = { incentre: '∠BIC', excentre: '∠BIC', orthocentre: '∠BHC', circumcentre: '∠BOC' }[type];
    const others: Record<string, number> = {
      incentre: 90 + a / 2,
      excentre: 90 - a / 2,
      orthocentre: 180 - a,
      circumcentre: 2 * a,
    };
    return {
      question: `${phrase}. If ∠A = ${deg(a)}, what is ${angle}?`,
      answer: value,
      format: deg,
      distractors: [
        ...Object.entries(others)
          .filter(([k]) => k !== type)
          .map(([k, v]) => ({
            mistake: `using the ${k} rule`,
            value: v,
            hi: `${inHindi(HI_CENTRE, k)} वाला नियम लगाना`,
          })),
        { mistake: 'taking the same angle as ∠A', value: a, hi: '∠A के बराबर कोण ले लेना' },
      ],
      steps: [
        {
          incentre: `∠BIC = 90° + A/2 = 90° + ${a / 2}° = ${deg(value)}.`,
          excentre: `∠BIC = 90° − A/2 = 90° − ${a / 2}° = ${deg(value)}.`,
          orthocentre: `∠BHC = 180° − A = 180° − ${a}° = ${deg(value)}.`,
          circumcentre: `The angle at the centre is twice the angle at the circumference: ∠BOC = 2A = ${deg(value)}.`,
        }[type],
      ],
      hi: {
        question: `${hiPhrase}। यदि ∠A = ${deg(a)} है, तो ${angle} कितना है?`,
        steps: [
          {
            incentre: `∠BIC = 90° + A/2 = 90° + ${a / 2}° = ${deg(value)}।`,
            excentre: `∠BIC = 90° − A/2 = 90° − ${a / 2}° = ${deg(value)}।`,
            orthocentre: `∠BHC = 180° − A = 180° − ${a}° = ${deg(value)}।`,
            circumcentre: `केंद्र पर बना कोण परिधि पर बने कोण का दोगुना होता है: ∠BOC = 2A = ${deg(value)}।`,
          }[type],
        ],
      },
      params: { type, a },
    };
  },
};

export const heron: Kind = {
  levels: [3],
  make(rng): Problem {
    const [a, b, c, area] = rng.pick([
      [13, 14, 15, 84],
      [5, 5, 6, 12],
      [5, 5, 8, 12],
      [10, 13, 13, 60],
      [9, 10, 17, 36],
      [13, 20, 21, 126],
      [7, 15, 20, 42],
    ] as const);
    const k = rng.int(1, 3);
    const [x, y, z] = [a * k, b * k, c * k];
    const s = (x + y + z) / 2;
    const value = area * k * k;
    const askInradius = rng.chance(0.35) && isWhole(value / s);
    if (askInradius) {
      return {
        question: `The sides of a triangle are ${cm(x)}, ${cm(y)} and ${cm(z)}. What is the radius of its inscribed circle?`,
        answer: value / s,
        format: cm,
        distractors: [
          {
            mistake: 'dividing the area by the perimeter instead of the semi-perimeter',
            value: value / (2 * s),
            hi: 'क्षेत्रफल को अर्धपरिमाप के स्थान पर परिमाप से भाग देना',
          },
          { mistake: 'giving the area', value: value, hi: 'क्षेत्रफल ही दे देना' },
          {
            mistake: 'using the circumradius formula abc/4A',
            value: (x * y * z) / (4 * value),
            hi: 'परित्रिज्या का सूत्र abc/4A लगाना',
          },
        ],
        steps: [
          `s = ${num(s)}; area = √(${num(s)} × ${num(s - x)} × ${num(s - y)} × ${num(s - z)}) = ${num(value)}; r = area/s = ${cm(value / s)}.`,
        ],
        hi: {
          question: `एक त्रिभुज की भुजाएँ ${hiCm(x)}, ${hiCm(y)} और ${hiCm(z)} हैं। उसके अंतःवृत्त की त्रिज्या कितनी है?`,
          steps: [
            `s = ${num(s)}; क्षेत्रफल = √(${num(s)} × ${num(s - x)} × ${num(s - y)} × ${num(s - z)}) = ${num(value)}; r = क्षेत्रफल/s = ${hiCm(value / s)}।`,
          ],
          format: hiCm,
        },
        params: { ask: 'inradius', x, y, z },
      };
    }
    return {
      question: `What is the area of a triangle with sides ${cm(x)}, ${cm(y)} and ${cm(z)}?`,
      answer: value,
      format: sqcm,
      distractors: [
        {
          mistake: 'using the perimeter instead of the semi-perimeter',
          value: Math.sqrt(2 * s * (2 * s - x) * (2 * s - y) * (2 * s - z)),
          hi: 'अर्धपरिमाप के स्थान पर परिमाप लेना',
        },
        { mistake: 'forgetting the square root', value: value * value, hi: HI_NO_ROOT },
        { mistake: 'taking ½ × two sides', value: (x * y) / 2, hi: '½ × दो भुजाओं का गुणनफल ले लेना' },
      ],
      steps: [
        `s = (${x} + ${y} + ${z})/2 = ${num(s)}. Area = √(s(s − a)(s − b)(s − c)) = √(${num(s)} × ${num(s - x)} × ${num(s - y)} × ${num(s - z)}) = ${sqcm(value)}.`,
      ],
      hi: {
        question: `${hiCm(x)}, ${hiCm(y)} और ${hiCm(z)} भुजाओं वाले त्रिभुज का क्षेत्रफल कितना है?`,
        steps: [
          `s = (${x} + ${y} + ${z})/2 = ${num(s)}। क्षेत्रफल = √(s(s − a)(s − b)(s − c)) = √(${num(s)} × ${num(s - x)} × ${num(s - y)} × ${num(s - z)}) = ${hiSqcm(value)}।`,
        ],
        format: hiSqcm,
      },
      params: { ask: 'area', x, y, z },
    };
  },
};

export const similar: Kind = {
  levels: [3],
  make(rng) {
    return until(() => {
      const p = rng.int(1, 6);
      const q = rng.int(p + 1, 9);
      const [m, n] = reduceRatio([p, q]);
      if (m !== p) return undefined;
      const unit = rng.int(2, 12);
      const small = m * m * unit;
      const big = n! * n! * unit;
      const side = n! * rng.int(2, 6);
      const otherSide = (side * m) / n!;
      return {
        question: `Two similar triangles have areas ${sqcm(small)} and ${sqcm(big)}. A side of the larger triangle is ${cm(side)}. How long is the corresponding side of the smaller one?`,
        answer: otherSide,
        format: cm,
        wholeOptions: false,
        distractors: [
          {
            mistake: 'using the ratio of areas instead of its square root',
            value: (side * small) / big,
            hi: 'क्षेत्रफलों के अनुपात के वर्गमूल के स्थान पर स्वयं वह अनुपात लेना',
          },
          { mistake: 'inverting the ratio', value: (side * n!) / m, hi: 'अनुपात को उलट देना' },
          { mistake: 'giving the difference of the sides', value: side - otherSide, hi: 'भुजाओं का अंतर दे देना' },
        ],
        steps: [
          `Areas of similar triangles are as the squares of their sides: side ratio = √(${small}/${big}) = ${m}/${n}. Side = ${side} × ${m}/${n} = ${cm(otherSide)}.`,
        ],
        hi: {
          question: `दो समरूप त्रिभुजों के क्षेत्रफल ${hiSqcm(small)} और ${hiSqcm(big)} हैं। बड़े त्रिभुज की एक भुजा ${hiCm(side)} है। छोटे त्रिभुज की संगत भुजा कितनी लंबी है?`,
          steps: [
            `समरूप त्रिभुजों के क्षेत्रफल उनकी संगत भुजाओं के वर्गों के अनुपात में होते हैं: भुजाओं का अनुपात = √(${small}/${big}) = ${m}/${n}। भुजा = ${side} × ${m}/${n} = ${hiCm(otherSide)}।`,
          ],
          format: hiCm,
        },
        params: { small, big, side },
      };
    });
  },
};

export const bisector: Kind = {
  levels: [3],
  make(rng) {
    return until(() => {
      const ab = rng.int(4, 20);
      const ac = rng.int(4, 20);
      if (ab === ac || ab + ac <= 2) return undefined;
      const unit = 1;
      const bc = (rng.int(Math.abs(ab - ac) + 1, ab + ac - 1) * unit) / unit;
      const bd = (bc * ab) / (ab + ac);
      if (bc >= ab + ac || bc <= Math.abs(ab - ac) || !isWhole(bd * 2)) return undefined;
      return {
        question: `In triangle ABC, AB = ${cm(ab)}, AC = ${cm(ac)} and BC = ${cm(bc)}. The bisector of ∠A meets BC at D. What is BD?`,
        answer: bd,
        format: cm,
        wholeOptions: false,
        distractors: [
          { mistake: 'giving DC instead of BD', value: bc - bd, hi: 'BD के स्थान पर DC दे देना' },
          {
            mistake: 'halving BC (the bisector does not bisect the side)',
            value: bc / 2,
            hi: 'BC को आधा कर देना (कोण का समद्विभाजक भुजा को समद्विभाजित नहीं करता)',
          },
          {
            mistake: 'dividing in the ratio AC : AB',
            value: (bc * ac) / (ab + ac),
            hi: 'AC : AB के अनुपात में विभाजित करना',
          },
        ],
        steps: [
          `The bisector divides BC in the ratio AB : AC = ${ab} : ${ac}. BD = ${bc} × ${ab}/${ab + ac} = ${cm(bd)}.`,
        ],
        hi: {
          question: `त्रिभुज ABC में AB = ${hiCm(ab)}, AC = ${hiCm(ac)} और BC = ${hiCm(bc)} है। ∠A का समद्विभाजक BC से D पर मिलता है। BD कितना है?`,
          steps: [
            `कोण का समद्विभाजक BC को AB : AC = ${ab} : ${ac} के अनुपात में विभाजित करता है। BD = ${bc} × ${ab}/${ab + ac} = ${hiCm(bd)}।`,
          ],
          format: hiCm,
        },
        params: { ab, ac, bc },
      };
    });
  },
};
