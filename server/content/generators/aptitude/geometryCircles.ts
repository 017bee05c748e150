/** Geometry's problem kinds about circles: chords, angles in a circle, tangents. */
import { deg } from '../format';
import { PYTHAGOREAN_TRIPLES } from '../math';
import { until } from '../question';
import type { Problem, Kind } from '../types';
import { cm } from './measures';
import { HI_ADD_SQUARES, HI_SAME_ANGLE, HI_SUBTRACT_LENGTHS, HI_TANGENT, hiCm } from './hindiShapes';

export const chord: Kind = {
  levels: [2],
  make(rng): Problem {
    const [a, b, c] = rng.pick(PYTHAGOREAN_TRIPLES);
    const k = rng.int(1, 3);
    const [d, half, r] = rng.chance(0.5) ? [a * k, b * k, c * k] : [b * k, a * k, c * k];
    const ask = rng.pick(['chord', 'distance', 'tangent'] as const);
    if (ask === 'chord') {
      return {
        question: `A chord of a circle of radius ${cm(r)} is ${cm(d)} from the centre. How long is the chord?`,
        answer: 2 * half,
        format: cm,
        distractors: [
          { mistake: 'giving half the chord', value: half, hi: 'आधी जीवा दे देना' },
          { mistake: 'adding the squares', value: 2 * Math.sqrt(r * r + d * d), hi: HI_ADD_SQUARES },
          {
            mistake: 'subtracting the distance from the radius and doubling',
            value: 2 * (r - d),
            hi: 'त्रिज्या में से दूरी घटाकर दोगुना करना',
          },
        ],
        steps: [
          `The perpendicular from the centre bisects the chord: half-chord = √(${r}² − ${d}²) = ${half} cm, so the chord = ${cm(2 * half)}.`,
        ],
        hi: {
          question: `${hiCm(r)} त्रिज्या वाले वृत्त की एक जीवा केंद्र से ${hiCm(d)} की दूरी पर है। जीवा की लंबाई कितनी है?`,
          steps: [
            `केंद्र से जीवा पर डाला गया लंब जीवा को समद्विभाजित करता है: आधी जीवा = √(${r}² − ${d}²) = ${hiCm(half)}, अतः जीवा = ${hiCm(2 * half)}।`,
          ],
          format: hiCm,
        },
        params: { ask, r, d },
      };
    }
    if (ask === 'distance') {
      return {
        question: `A chord ${cm(2 * half)} long is drawn in a circle of radius ${cm(r)}. How far is it from the centre?`,
        answer: d,
        format: cm,
        distractors: [
          {
            mistake: 'using the whole chord instead of half of it',
            hi: 'आधी जीवा के स्थान पर पूरी जीवा लेना',
            // no such distance when the whole chord is longer than the radius: the mistake is dropped
            value: Math.sqrt(r * r - 4 * half * half),
          },
          {
            mistake: 'subtracting half the chord from the radius',
            value: r - half,
            hi: 'त्रिज्या में से आधी जीवा घटाना',
          },
          { mistake: 'adding the squares', value: Math.sqrt(r * r + half * half), hi: HI_ADD_SQUARES },
        ],
        steps: [`Distance = √(r² − (chord/2)²) = √(${r}² − ${half}²) = ${cm(d)}.`],
        hi: {
          question: `${hiCm(r)} त्रिज्या वाले वृत्त में ${hiCm(2 * half)} लंबी एक जीवा खींची गई है। केंद्र से उसकी दूरी कितनी है?`,
          steps: [`दूरी = √(r² − (जीवा/2)²) = √(${r}² − ${half}²) = ${hiCm(d)}।`],
          format: hiCm,
        },
        params: { ask, r, chord: 2 * half },
      };
    }
    return {
      question: `A point is ${cm(r)} from the centre of a circle of radius ${cm(d)}. How long is the tangent from the point to the circle?`,
      answer: half,
      format: cm,
      distractors: [
        { mistake: 'adding the squares', value: Math.sqrt(r * r + d * d), hi: HI_ADD_SQUARES },
        { mistake: 'subtracting the radius from the distance', value: r - d, hi: 'दूरी में से त्रिज्या घटाना' },
        {
          mistake: 'doubling the tangent (as if a chord)',
          value: 2 * half,
          hi: 'स्पर्श रेखा को दोगुना कर देना (मानो वह जीवा हो)',
        },
      ],
      steps: [`The radius meets the tangent at 90°: tangent = √(${r}² − ${d}²) = ${cm(half)}.`],
      hi: {
        question: `एक बिंदु ${hiCm(d)} त्रिज्या वाले वृत्त के केंद्र से ${hiCm(r)} की दूरी पर है। उस बिंदु से वृत्त पर खींची गई स्पर्श रेखा की लंबाई कितनी है?`,
        steps: [`त्रिज्या स्पर्श रेखा पर 90° का कोण बनाती है: स्पर्श रेखा = √(${r}² − ${d}²) = ${hiCm(half)}।`],
        format: hiCm,
      },
      params: { ask: 'tangent', distance: r, radius: d },
    };
  },
};

export const circleAngles: Kind = {
  levels: [2],
  make(rng): Problem {
    const type = rng.pick(['centre', 'cyclic', 'semicircle'] as const);
    if (type === 'centre') {
      const x = rng.int(20, 85);
      const atCentre = rng.chance(0.5);
      return atCentre
        ? {
            question: `An arc subtends an angle of ${deg(x)} at a point on the remaining part of the circle. What angle does it subtend at the centre?`,
            answer: 2 * x,
            format: deg,
            distractors: [
              { mistake: 'halving instead of doubling', value: x / 2, hi: 'दोगुना करने के स्थान पर आधा करना' },
              { mistake: 'taking the same angle', value: x, hi: HI_SAME_ANGLE },
              {
                mistake: 'taking the supplement of the given angle',
                value: 180 - x,
                hi: 'दिए गए कोण का संपूरक ले लेना',
              },
            ],
            steps: [
              `The angle at the centre is twice the angle at the circumference: 2 × ${x}° = ${deg(2 * x)}.`,
            ],
            hi: {
              question: `एक चाप वृत्त के शेष भाग पर स्थित किसी बिंदु पर ${deg(x)} का कोण अंतरित करता है। वह केंद्र पर कितना कोण अंतरित करता है?`,
              steps: [`केंद्र पर बना कोण परिधि पर बने कोण का दोगुना होता है: 2 × ${x}° = ${deg(2 * x)}।`],
            },
            params: { type, given: 'circumference', x },
          }
        : {
            question: `An arc subtends an angle of ${deg(2 * x)} at the centre of a circle. What angle does it subtend at a point on the remaining part of the circle?`,
            answer: x,
            format: deg,
            distractors: [
              { mistake: 'doubling instead of halving', value: 4 * x, hi: 'आधा करने के स्थान पर दोगुना करना' },
              { mistake: 'taking the same angle', value: 2 * x, hi: HI_SAME_ANGLE },
              {
                mistake: 'halving and then taking the supplement',
                value: 180 - x,
                hi: 'आधा करके फिर उसका संपूरक ले लेना',
              },
            ],
            steps: [
              `The angle at the circumference is half the angle at the centre: ${2 * x}°/2 = ${deg(x)}.`,
            ],
            hi: {
              question: `एक चाप वृत्त के केंद्र पर ${deg(2 * x)} का कोण अंतरित करता है। वह वृत्त के शेष भाग पर स्थित किसी बिंदु पर कितना कोण अंतरित करता है?`,
              steps: [`परिधि पर बना कोण केंद्र पर बने कोण का आधा होता है: ${2 * x}°/2 = ${deg(x)}।`],
            },
            params: { type, given: 'centre', x: 2 * x },
          };
    }
    if (type === 'cyclic') {
      const a = rng.int(40, 140);
      return {
        question: `ABCD is a cyclic quadrilateral with ∠A = ${deg(a)}. What is ∠C?`,
        answer: 180 - a,
        format: deg,
        distractors: [
          { mistake: 'taking opposite angles as equal', value: a, hi: 'सम्मुख कोणों को बराबर मान लेना' },
          { mistake: 'taking the difference from 90°', value: Math.abs(90 - a), hi: '90° से अंतर ले लेना' },
          { mistake: 'subtracting from 360°', value: 360 - a, hi: '360° में से घटाना' },
        ],
        steps: [
          `Opposite angles of a cyclic quadrilateral add up to 180°: ∠C = 180° − ${a}° = ${deg(180 - a)}.`,
        ],
        hi: {
          question: `ABCD एक चक्रीय चतुर्भुज है, जिसमें ∠A = ${deg(a)} है। ∠C कितना है?`,
          steps: [`चक्रीय चतुर्भुज के सम्मुख कोणों का योग 180° होता है: ∠C = 180° − ${a}° = ${deg(180 - a)}।`],
        },
        params: { type, a },
      };
    }
    const x = rng.int(15, 75);
    return {
      question: `AB is a diameter of a circle and C is a point on the circle. If ∠CAB = ${deg(x)}, what is ∠CBA?`,
      answer: 90 - x,
      format: deg,
      distractors: [
        {
          mistake: 'taking ∠ACB equal to ∠CAB instead of 90°',
          value: 180 - 2 * x,
          hi: '∠ACB को 90° के स्थान पर ∠CAB के बराबर मान लेना',
        },
        { mistake: 'taking the supplement', value: 180 - x, hi: 'संपूरक कोण ले लेना' },
        { mistake: 'taking the same angle', value: x, hi: HI_SAME_ANGLE },
      ],
      steps: [
        `The angle in a semicircle is 90°, so ∠ACB = 90° and ∠CBA = 180° − 90° − ${x}° = ${deg(90 - x)}.`,
      ],
      hi: {
        question: `AB एक वृत्त का व्यास है और C वृत्त पर स्थित एक बिंदु है। यदि ∠CAB = ${deg(x)} है, तो ∠CBA कितना है?`,
        steps: [`अर्धवृत्त में बना कोण 90° होता है, अतः ∠ACB = 90° और ∠CBA = 180° − 90° − ${x}° = ${deg(90 - x)}।`],
      },
      params: { type, x },
    };
  },
};

export const tangents: Kind = {
  levels: [3],
  make(rng) {
    return until(() => {
      const [p, q, h] = rng.pick(PYTHAGOREAN_TRIPLES);
      const k = rng.int(1, 3);
      const direct = rng.chance(0.5);
      const [leg, t, d] = rng.chance(0.5) ? [p * k, q * k, h * k] : [q * k, p * k, h * k];
      // direct: |r1 − r2| = leg; transverse: r1 + r2 = leg
      const r2 = rng.int(1, leg - 1);
      const r1 = direct ? r2 + leg : leg - r2;
      if (r1 === r2 || r1 <= 0 || (!direct && r1 + r2 >= d) || (direct && r1 + r2 >= d)) return undefined;
      const other = direct ? Math.sqrt(d * d - (r1 + r2) ** 2) : Math.sqrt(d * d - (r1 - r2) ** 2);
      return {
        question: `Two circles of radii ${cm(r1)} and ${cm(r2)} have their centres ${cm(d)} apart. What is the length of a ${direct ? 'direct' : 'transverse'} common tangent?`,
        answer: t,
        format: cm,
        wholeOptions: false,
        distractors: [
          {
            mistake: direct ? 'using r₁ + r₂ (the transverse formula)' : 'using r₁ − r₂ (the direct formula)',
            value: other,
            hi: direct ? 'r₁ + r₂ लेना (अनुप्रस्थ स्पर्श रेखा का सूत्र)' : 'r₁ − r₂ लेना (सीधी स्पर्श रेखा का सूत्र)',
          },
          { mistake: 'adding the squares', value: Math.sqrt(d * d + leg * leg), hi: HI_ADD_SQUARES },
          { mistake: 'subtracting the lengths directly', value: d - leg, hi: HI_SUBTRACT_LENGTHS },
        ],
        steps: [
          `${direct ? 'Direct' : 'Transverse'} common tangent = √(d² − (r₁ ${direct ? '−' : '+'} r₂)²) = √(${d}² − ${leg}²) = ${cm(t)}.`,
        ],
        hi: {
          question: `दो वृत्तों की त्रिज्याएँ ${hiCm(r1)} और ${hiCm(r2)} हैं तथा उनके केंद्रों के बीच की दूरी ${hiCm(d)} है। एक ${HI_TANGENT[direct ? 'direct' : 'transverse']} की लंबाई कितनी है?`,
          steps: [
            `${HI_TANGENT[direct ? 'direct' : 'transverse']} = √(d² − (r₁ ${direct ? '−' : '+'} r₂)²) = √(${d}² − ${leg}²) = ${hiCm(t)}।`,
          ],
          format: hiCm,
        },
        params: { direct, r1, r2, d },
      };
    });
  },
};
