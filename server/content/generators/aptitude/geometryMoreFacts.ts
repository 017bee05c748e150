/**
 * More circle and triangle facts the papers ask (issue 19, third audit item 3, and their neighbours):
 * the longest chord (the diameter: its length from the radius or the circumference, its distance from
 * the centre, 0); an altitude PS of triangle PQR, where PR² + QS² = PQ² + SR² (which relation holds, or
 * a missing side); congruent arcs with equal chords and equal central angles (as a statement, or an
 * unknown from two equal chords or angles); a chord AB produced to C with BC equal to the radius and CO
 * meeting the circle at D, where ∠AOD = 3∠BCO; and which further equality makes two triangles congruent
 * by SAS, ASA or RHS. geometry.ts spreads these in after its other kinds, so the earlier kinds keep their
 * draw order.
 */
import { deg, surd } from '../format';
import { until } from '../question';
import type { Distractor, Kind, Problem } from '../types';
import { aroundKey } from './keyRank';
import { cm } from './measures';
import { hiCm } from './hindiShapes';

const cmSurd = (v: number): string => `${surd(v)} cm`;
const hiCmSurd = (v: number): string => `${surd(v)} सेमी`;
const R2 = Math.sqrt(2);
const R3 = Math.sqrt(3);
/** Only whole, positive values other than the key and each other (what a whole-number kind can offer). */
const wholeOnly = (wrong: readonly Distractor[], key: number): Distractor[] =>
  wrong.filter(
    (d, i) =>
      typeof d.value === 'number' &&
      d.value > 0 &&
      Number.isInteger(d.value) &&
      d.value !== key &&
      wrong.findIndex((e) => e.value === d.value) === i,
  );

// ── the longest chord ─────────────────────────────────────────────────────────────────────────────

export const longestChord: Kind = {
  weight: 0.5,
  levels: [1, 2],
  make(rng, level): Problem {
    if (level === 2) {
      // the longest chord from the circumference (π = 22/7)
      const r = 7 * rng.int(1, 6);
      const c = (44 * r) / 7;
      const wrong: Distractor[] = [
        { mistake: 'giving the radius', hi: 'त्रिज्या दे देना', value: r },
        { mistake: 'halving the circumference', hi: 'परिधि को आधा कर देना', value: c / 2 },
        { mistake: 'dividing the circumference by 4', hi: 'परिधि को 4 से भाग देना', value: c / 4 },
        { mistake: 'doubling the diameter', hi: 'व्यास को दोगुना कर देना', value: 4 * r },
        { mistake: 'giving the circumference itself', hi: 'परिधि ही दे देना', value: c },
      ];
      return {
        question: `The circumference of a circle is ${cm(c)}. What is the length of its longest chord? (Take π = 22/7.)`,
        answer: 2 * r,
        format: cm,
        distractors: aroundKey(wrong, 2 * r, r),
        steps: [
          `The longest chord of a circle is its diameter. 2πr = ${c}, so r = ${c} × 7/44 = ${r} cm, and the diameter = 2 × ${r} = ${cm(2 * r)}.`,
        ],
        hi: {
          question: `एक वृत्त की परिधि ${hiCm(c)} है। उसकी सबसे लंबी जीवा की लंबाई कितनी है? (π = 22/7 लीजिए।)`,
          steps: [
            `वृत्त की सबसे लंबी जीवा उसका व्यास होती है। 2πr = ${c}, अतः r = ${c} × 7/44 = ${r} सेमी, और व्यास = 2 × ${r} = ${hiCm(2 * r)}।`,
          ],
          format: hiCm,
        },
        params: { ask: 'fromCircumference', circumference: c },
      };
    }
    const r = rng.int(3, 25);
    if (rng.chance(0.5)) {
      const wrong: Distractor[] = [
        {
          mistake: 'giving the radius (the distance from the centre to the circle)',
          hi: 'त्रिज्या (केंद्र से वृत्त तक की दूरी) दे देना',
          value: r,
        },
        {
          mistake: 'giving the length of the longest chord (the diameter)',
          hi: 'सबसे लंबी जीवा की लंबाई (व्यास) दे देना',
          value: 2 * r,
        },
        {
          mistake: 'giving the distance of a chord as long as the radius',
          hi: 'त्रिज्या जितनी लंबी जीवा की दूरी दे देना',
          value: (r * R3) / 2,
        },
        { mistake: 'taking half the radius', hi: 'त्रिज्या का आधा ले लेना', value: r / 2 },
      ];
      return {
        question: `What is the distance of the longest chord of a circle of radius ${cm(r)} from its centre?`,
        answer: 0,
        format: cmSurd,
        symbolic: true,
        wholeOptions: false,
        allowNonPositive: true,
        distractors: aroundKey(wrong, 0, r),
        steps: [
          'The longer a chord, the nearer it is to the centre; the longest chord is the diameter, which passes through the centre, so its distance from the centre is 0 cm.',
        ],
        hi: {
          question: `${hiCm(r)} त्रिज्या वाले वृत्त की सबसे लंबी जीवा की केंद्र से दूरी कितनी है?`,
          steps: [
            'जीवा जितनी लंबी होती है, केंद्र के उतनी ही निकट होती है; सबसे लंबी जीवा व्यास है, जो केंद्र से होकर जाती है, अतः उसकी केंद्र से दूरी 0 सेमी है।',
          ],
          format: hiCmSurd,
        },
        params: { ask: 'distance', r },
      };
    }
    const wrong: Distractor[] = [
      { mistake: 'giving the radius', hi: 'त्रिज्या दे देना', value: r },
      {
        mistake: 'taking the side of the inscribed square (r√2)',
        hi: 'अंतर्गत वर्ग की भुजा (r√2) ले लेना',
        value: r * R2,
      },
      {
        mistake: 'taking the side of the inscribed equilateral triangle (r√3)',
        hi: 'अंतर्गत समबाहु त्रिभुज की भुजा (r√3) ले लेना',
        value: r * R3,
      },
      { mistake: 'doubling the diameter', hi: 'व्यास को दोगुना कर देना', value: 4 * r },
    ];
    return {
      question: `The radius of a circle is ${cm(r)}. What is the length of its longest chord?`,
      answer: 2 * r,
      format: cmSurd,
      symbolic: true,
      wholeOptions: false,
      distractors: aroundKey(wrong, 2 * r, r),
      steps: [`The longest chord of a circle is its diameter: 2 × ${r} = ${cm(2 * r)}.`],
      hi: {
        question: `एक वृत्त की त्रिज्या ${hiCm(r)} है। उसकी सबसे लंबी जीवा की लंबाई कितनी है?`,
        steps: [`वृत्त की सबसे लंबी जीवा उसका व्यास होती है: 2 × ${r} = ${hiCm(2 * r)}।`],
        format: hiCmSurd,
      },
      params: { ask: 'length', r },
    };
  },
};

// ── an altitude: PR² + QS² = PQ² + SR² ──────────────────────────────────────────────────────────────

/** Legs x (< 60) making a whole hypotenuse with the leg h. */
function wholeLegs(h: number): number[] {
  const legs: number[] = [];
  for (let x = 1; x < 60; x += 1) if (Number.isInteger(Math.sqrt(h * h + x * x))) legs.push(x);
  return legs;
}
const ALTITUDES = Array.from({ length: 40 }, (_, i) => i + 3).filter((h) => wholeLegs(h).length >= 2);

/** The figure's letters: the triangle's vertices, the apex first, and the altitude's foot. */
const LETTERS = [
  ['P', 'Q', 'R', 'S'],
  ['A', 'B', 'C', 'D'],
] as const;

export const altitudeSquares: Kind = {
  weight: 0.6,
  levels: [2, 3],
  make(rng, level): Problem {
    const [P, Q, R, S] = rng.pick(LETTERS);
    const figure = `In triangle ${P}${Q}${R}, ${P}${S} is perpendicular to ${Q}${R}, with ${S} between ${Q} and ${R}.`;
    const hiFigure = `त्रिभुज ${P}${Q}${R} में ${P}${S}, ${Q}${R} पर लंब है और ${S}, ${Q} तथा ${R} के बीच स्थित है।`;
    const [PQ, PR, QS, SR, QR, PS] = [P + Q, P + R, Q + S, S + R, Q + R, P + S];
    if (level === 2) {
      const key = `${PR}² + ${QS}² = ${PQ}² + ${SR}²`;
      const wrong: Distractor[] = rng.sample(
        [
          {
            mistake: `pairing each side with the part of ${QR} beside it (${PQ} with ${QS})`,
            hi: `प्रत्येक भुजा को ${QR} के उसके पास वाले भाग के साथ जोड़ना (${PQ} के साथ ${QS})`,
            value: `${PQ}² + ${QS}² = ${PR}² + ${SR}²`,
          },
          {
            mistake: `taking the angle at ${P} as a right angle`,
            hi: `${P} पर के कोण को समकोण मान लेना`,
            value: `${PQ}² + ${PR}² = ${QR}²`,
          },
          {
            mistake: `using ${PS}² = ${QS} × ${SR}, which needs a right angle at ${P}`,
            hi: `${PS}² = ${QS} × ${SR} लेना, जो ${P} पर समकोण होने पर ही सही है`,
            value: `${PS}² = ${QS} × ${SR}`,
          },
          {
            mistake: `adding the squares of the parts of ${QR} where they should be subtracted`,
            hi: `${QR} के भागों के वर्गों को घटाने के स्थान पर जोड़ना`,
            value: `${PQ}² + ${PR}² = ${QS}² + ${SR}²`,
          },
        ],
        3,
      );
      const options = Object.fromEntries([key, ...wrong.map((d) => d.value as string)].map((o) => [o, o]));
      return {
        question: `${figure} Which of the following is true?`,
        answer: key,
        distractors: wrong,
        steps: [
          `In the right triangles ${P}${S}${Q} and ${P}${S}${R}: ${PQ}² = ${PS}² + ${QS}² and ${PR}² = ${PS}² + ${SR}².`,
          `So ${PR}² + ${QS}² and ${PQ}² + ${SR}² both equal ${PS}² + ${QS}² + ${SR}²: ${key}.`,
        ],
        hi: {
          question: `${hiFigure} निम्नलिखित में से कौन-सा सत्य है?`,
          steps: [
            `समकोण त्रिभुज ${P}${S}${Q} और ${P}${S}${R} में: ${PQ}² = ${PS}² + ${QS}² और ${PR}² = ${PS}² + ${SR}²।`,
            `अतः ${PR}² + ${QS}² और ${PQ}² + ${SR}² दोनों ${PS}² + ${QS}² + ${SR}² के बराबर हैं: ${key}।`,
          ],
          options,
        },
        params: {
          ask: 'relation',
          letters: [P, Q, R, S],
          statements: [key, ...wrong.map((d) => d.value as string)],
        },
      };
    }
    return until((): Problem | undefined => {
      const h = rng.pick(ALTITUDES);
      const [x, y] = rng.sample(wholeLegs(h), 2) as [number, number];
      const [pq, qs, sr, pr] = [Math.hypot(h, x), x, y, Math.hypot(h, y)];
      const wrong = wholeOnly(
        [
          {
            mistake: `pairing ${PQ} with ${SR}: √(${PQ}² + ${QS}² − ${SR}²)`,
            hi: `${PQ} को ${SR} के साथ जोड़ना: √(${PQ}² + ${QS}² − ${SR}²)`,
            value: Math.sqrt(pq * pq + qs * qs - sr * sr),
          },
          { mistake: `giving the altitude ${PS}`, hi: `शीर्षलंब ${PS} दे देना`, value: h },
          {
            mistake: 'adding and subtracting the lengths without squaring them',
            hi: 'लंबाइयों का वर्ग किए बिना उन्हें जोड़ना-घटाना',
            value: pq + sr - qs,
          },
          { mistake: `giving the base ${QR}`, hi: `आधार ${QR} दे देना`, value: qs + sr },
          {
            mistake: `taking ${PR} equal to ${PQ}`,
            hi: `${PR} को ${PQ} के बराबर मान लेना`,
            value: pq,
          },
        ],
        pr,
      );
      if (wrong.length < 3) return undefined;
      return {
        question: `${figure} If ${PQ} = ${cm(pq)}, ${QS} = ${cm(qs)} and ${SR} = ${cm(sr)}, what is the length of ${PR}?`,
        answer: pr,
        format: cm,
        distractors: aroundKey(wrong, pr, pq + qs),
        steps: [
          `${PR}² + ${QS}² = ${PQ}² + ${SR}², as both equal ${PS}² + ${QS}² + ${SR}² (Pythagoras in triangles ${P}${S}${Q} and ${P}${S}${R}).`,
          `${PR}² = ${pq}² + ${sr}² − ${qs}² = ${pr * pr}, so ${PR} = ${cm(pr)}.`,
        ],
        hi: {
          question: `${hiFigure} यदि ${PQ} = ${hiCm(pq)}, ${QS} = ${hiCm(qs)} और ${SR} = ${hiCm(sr)} है, तो ${PR} की लंबाई कितनी है?`,
          steps: [
            `${PR}² + ${QS}² = ${PQ}² + ${SR}², क्योंकि दोनों ${PS}² + ${QS}² + ${SR}² के बराबर हैं (त्रिभुज ${P}${S}${Q} और ${P}${S}${R} में पाइथागोरस)।`,
            `${PR}² = ${pq}² + ${sr}² − ${qs}² = ${pr * pr}, अतः ${PR} = ${hiCm(pr)}।`,
          ],
          format: hiCm,
        },
        params: { ask: 'length', pq, qs, sr },
      };
    });
  },
};

// ── congruent arcs: equal chords, equal central angles ──────────────────────────────────────────────

interface ArcStatement {
  question: string;
  hiQuestion: string;
  key: string;
  why: string;
  hiWhy: string;
}
const ARC_STATEMENTS: readonly ArcStatement[] = [
  {
    question: 'If two arcs of a circle are congruent, then their corresponding chords are',
    hiQuestion: 'यदि किसी वृत्त के दो चाप सर्वांगसम हों, तो उनकी संगत जीवाएँ कैसी होती हैं?',
    key: 'equal',
    why: 'Congruent arcs subtend equal angles at the centre, so the triangles formed with the radii are congruent (SAS) and the chords are equal.',
    hiWhy:
      'सर्वांगसम चाप केंद्र पर बराबर कोण अंतरित करते हैं, अतः त्रिज्याओं से बने त्रिभुज सर्वांगसम (SAS) हैं और जीवाएँ बराबर हैं।',
  },
  {
    question: 'If two arcs of a circle are congruent, then the angles they subtend at the centre are',
    hiQuestion: 'यदि किसी वृत्त के दो चाप सर्वांगसम हों, तो वे केंद्र पर जो कोण अंतरित करते हैं, वे कैसे होते हैं?',
    key: 'equal',
    why: 'An arc’s length is fixed by the angle it subtends at the centre (r × angle), so congruent arcs subtend equal central angles.',
    hiWhy:
      'चाप की लंबाई केंद्र पर अंतरित कोण से तय होती है (r × कोण), अतः सर्वांगसम चाप केंद्र पर बराबर कोण अंतरित करते हैं।',
  },
  {
    question: 'If two chords of a circle are equal, then their corresponding minor arcs are',
    hiQuestion: 'यदि किसी वृत्त की दो जीवाएँ बराबर हों, तो उनके संगत लघु चाप कैसे होते हैं?',
    key: 'congruent',
    why: 'Equal chords make congruent triangles with the radii (SSS), so they subtend equal angles at the centre, and arcs of equal central angle are congruent.',
    hiWhy:
      'बराबर जीवाएँ त्रिज्याओं के साथ सर्वांगसम त्रिभुज (SSS) बनाती हैं, अतः केंद्र पर बराबर कोण अंतरित करती हैं, और बराबर केंद्रीय कोण वाले चाप सर्वांगसम होते हैं।',
  },
];
/** The wrong endings of an arc statement, each a named mistake. */
const ARC_WRONG: readonly (Distractor & { value: string; hiOption: string })[] = [
  {
    value: 'parallel',
    hiOption: 'समांतर',
    mistake: 'confusing equal with parallel',
    hi: 'बराबर और समांतर में भ्रम करना',
  },
  {
    value: 'perpendicular to each other',
    hiOption: 'परस्पर लंबवत',
    mistake: 'taking congruent parts of a circle to meet at right angles',
    hi: 'वृत्त के सर्वांगसम भागों को परस्पर समकोण पर मिलते मान लेना',
  },
  {
    value: 'in the ratio 1 : 2',
    hiOption: '1 : 2 के अनुपात में',
    mistake: 'mixing it up with the angle at the centre being twice the angle at the circumference',
    hi: 'इसे केंद्र पर बने कोण के परिधि पर बने कोण का दोगुना होने से मिला देना',
  },
  {
    value: 'supplementary',
    hiOption: 'संपूरक',
    mistake: 'mixing it up with the opposite angles of a cyclic quadrilateral',
    hi: 'इसे चक्रीय चतुर्भुज के सम्मुख कोणों से मिला देना',
  },
];
const HI_KEY: Readonly<Record<string, string>> = {
  equal: 'बराबर',
  congruent: 'सर्वांगसम',
};

export const congruentArcs: Kind = {
  weight: 0.5,
  levels: [1, 2],
  make(rng, level): Problem {
    if (level === 1) {
      const s = rng.pick(ARC_STATEMENTS);
      // "supplementary" fits angles only
      const pool = ARC_WRONG.filter((w) => w.value !== 'supplementary' || s.question.includes('angles'));
      const wrong = rng.sample(pool, 3);
      return {
        question: `${s.question}:`,
        answer: s.key,
        distractors: wrong.map(({ value, mistake, hi }) => ({ value, mistake, hi })),
        steps: [s.why],
        hi: {
          question: s.hiQuestion,
          steps: [s.hiWhy],
          options: Object.fromEntries([
            [s.key, HI_KEY[s.key]!],
            ...wrong.map((w): [string, string] => [w.value, w.hiOption]),
          ]),
        },
        params: { ask: 'statement', statement: s.question, options: [s.key, ...wrong.map((w) => w.value)] },
      };
    }
    // two congruent arcs, their chords or central angles given as expressions in x
    return until((): Problem | undefined => {
      const angles = rng.chance(0.5);
      const x = rng.int(angles ? 5 : 2, angles ? 25 : 12);
      const a = rng.int(2, 5);
      const b = rng.int(a + 1, a + 4);
      const p = rng.int(1, angles ? 30 : 9);
      const q = (b - a) * x - p;
      const key = a * x + p;
      if (q <= 0 || (angles && key >= 180)) return undefined;
      const [first, second] = [`${a}x + ${p}`, `${b}x − ${q}`];
      const unit = angles ? deg : cm;
      const hiUnit = angles ? deg : hiCm;
      const [AB, CD] = angles ? ['∠AOB', '∠COD'] : ['AB', 'CD'];
      const given = angles
        ? `${AB} = (${first})° and ${CD} = (${second})°`
        : `the chords ${AB} = (${first}) cm and ${CD} = (${second}) cm`;
      const hiGiven = angles
        ? `${AB} = (${first})° और ${CD} = (${second})°`
        : `जीवाएँ ${AB} = (${first}) सेमी और ${CD} = (${second}) सेमी`;
      const wrong = wholeOnly(
        [
          { mistake: `giving x instead of ${AB}`, hi: `${AB} के स्थान पर x दे देना`, value: x },
          {
            mistake: `adding ${AB} and ${CD}`,
            hi: `${AB} और ${CD} को जोड़ देना`,
            value: 2 * key,
          },
          {
            mistake: `putting x into ${b}x + ${q}, with the sign of ${q} changed`,
            hi: `${q} का चिह्न बदलकर x को ${b}x + ${q} में रखना`,
            value: b * x + q,
          },
          {
            mistake: `leaving out the + ${p} when putting x back into ${AB}`,
            hi: `x को ${AB} में रखते समय + ${p} छोड़ देना`,
            value: a * x,
          },
          {
            mistake: `halving ${AB}, as if the arcs' angles were in the ratio 1 : 2`,
            hi: `चापों के कोणों को 1 : 2 के अनुपात में मानकर ${AB} को आधा करना`,
            value: key / 2,
          },
        ],
        key,
      );
      if (wrong.length < 3) return undefined;
      return {
        question: `Arcs AB and CD of a circle with centre O are congruent; ${given}. What is ${AB}?`,
        answer: key,
        format: unit,
        distractors: aroundKey(wrong, key, x + p),
        steps: [
          `Congruent arcs have equal ${angles ? 'central angles' : 'chords'}: ${first} = ${second}, so ${b - a === 1 ? '' : `${b - a}x = ${p + q} and `}x = ${x}.`,
          `${AB} = ${a} × ${x} + ${p} = ${unit(key)}.`,
        ],
        hi: {
          question: `केंद्र O वाले एक वृत्त के चाप AB और CD सर्वांगसम हैं; ${hiGiven} है। ${AB} ${angles ? 'कितना' : 'कितनी'} है?`,
          steps: [
            `सर्वांगसम चापों ${angles ? 'के केंद्रीय कोण' : 'की जीवाएँ'} बराबर होते हैं: ${first} = ${second}, अतः ${b - a === 1 ? '' : `${b - a}x = ${p + q} और `}x = ${x}।`,
            `${AB} = ${a} × ${x} + ${p} = ${hiUnit(key)}।`,
          ],
          format: hiUnit,
        },
        params: { ask: angles ? 'angle' : 'chord', a, p, b, q },
      };
    });
  },
};

// ── a chord produced: ∠AOD = 3∠BCO ───────────────────────────────────────────────────────────────────

export const chordProduced: Kind = {
  weight: 0.5,
  levels: [2, 3],
  make(rng, level): Problem {
    return until((): Problem | undefined => {
      const x = rng.int(10, 40);
      const y = 3 * x;
      const fromAOD = level === 3 && rng.chance(0.6);
      const figure =
        'AB is a chord of a circle with centre O. AB is produced to C so that BC equals the radius, and CO produced meets the circle at D.';
      const hiFigure =
        'केंद्र O वाले एक वृत्त की एक जीवा AB को C तक इस प्रकार बढ़ाया गया है कि BC त्रिज्या के बराबर है, और CO को बढ़ाने पर वह वृत्त से D पर मिलती है।';
      const key = fromAOD ? x : y;
      const wrong = wholeOnly(
        fromAOD
          ? [
              {
                mistake: 'dividing ∠AOD by 2 instead of 3',
                hi: '∠AOD को 3 के स्थान पर 2 से भाग देना',
                value: y / 2,
              },
              { mistake: 'taking ∠BCO equal to ∠AOD', hi: '∠BCO को ∠AOD के बराबर मान लेना', value: y },
              { mistake: 'giving ∠OAB (twice ∠BCO)', hi: '∠OAB (∠BCO का दोगुना) दे देना', value: 2 * x },
              {
                mistake: 'giving ∠AOC, the supplement of ∠AOD',
                hi: '∠AOD का संपूरक ∠AOC दे देना',
                value: 180 - y,
              },
              { mistake: 'dividing ∠AOD by 4', hi: '∠AOD को 4 से भाग देना', value: y / 4 },
            ]
          : [
              {
                mistake: 'stopping at ∠OAB (twice ∠BCO)',
                hi: '∠OAB (∠BCO का दोगुना) पर रुक जाना',
                value: 2 * x,
              },
              { mistake: 'taking ∠AOD equal to ∠BCO', hi: '∠AOD को ∠BCO के बराबर मान लेना', value: x },
              {
                mistake: 'giving ∠AOC, the supplement of ∠AOD',
                hi: '∠AOD का संपूरक ∠AOC दे देना',
                value: 180 - y,
              },
              { mistake: 'giving ∠AOB', hi: '∠AOB दे देना', value: 180 - 4 * x },
              { mistake: 'multiplying ∠BCO by 4', hi: '∠BCO को 4 से गुणा करना', value: 4 * x },
            ],
        key,
      );
      if (wrong.length < 3) return undefined;
      const chase = fromAOD
        ? 'Let ∠BCO = x. OB = BC, so ∠BOC = x; ∠OBA, the exterior angle of triangle OBC, is 2x, and ∠OAB = ∠OBA = 2x (OA = OB). ∠AOD, the exterior angle of triangle AOC at O, is ∠OAC + ∠OCA = 2x + x = 3x.'
        : `OB = BC, so ∠BOC = ∠BCO = ${x}°; ∠OBA, the exterior angle of triangle OBC, is ${x}° + ${x}° = ${2 * x}°, and ∠OAB = ∠OBA = ${2 * x}° (OA = OB). ∠AOD, the exterior angle of triangle AOC at O, is ∠OAC + ∠OCA = ${2 * x}° + ${x}° = ${deg(y)} (3∠BCO).`;
      const hiChase = fromAOD
        ? 'माना ∠BCO = x। OB = BC, अतः ∠BOC = x; त्रिभुज OBC का बहिष्कोण ∠OBA = 2x है, और ∠OAB = ∠OBA = 2x (OA = OB)। त्रिभुज AOC का O पर बहिष्कोण ∠AOD = ∠OAC + ∠OCA = 2x + x = 3x।'
        : `OB = BC, अतः ∠BOC = ∠BCO = ${x}°; त्रिभुज OBC का बहिष्कोण ∠OBA = ${x}° + ${x}° = ${2 * x}° है, और ∠OAB = ∠OBA = ${2 * x}° (OA = OB)। त्रिभुज AOC का O पर बहिष्कोण ∠AOD = ∠OAC + ∠OCA = ${2 * x}° + ${x}° = ${deg(y)} (3∠BCO)।`;
      return {
        question: fromAOD
          ? `${figure} If ∠AOD = ${deg(y)}, what is ∠BCO?`
          : `${figure} If ∠BCO = ${deg(x)}, what is ∠AOD?`,
        answer: key,
        format: deg,
        distractors: aroundKey(wrong, key, x + (fromAOD ? 1 : 0)),
        steps: fromAOD ? [chase, `So 3x = ${y}° and ∠BCO = ${y}° ÷ 3 = ${deg(x)}.`] : [chase],
        hi: {
          question: fromAOD
            ? `${hiFigure} यदि ∠AOD = ${deg(y)} है, तो ∠BCO कितना है?`
            : `${hiFigure} यदि ∠BCO = ${deg(x)} है, तो ∠AOD कितना है?`,
          steps: fromAOD ? [hiChase, `अतः 3x = ${y}° और ∠BCO = ${y}° ÷ 3 = ${deg(x)}।`] : [hiChase],
        },
        params: fromAOD ? { given: 'AOD', aod: y } : { given: 'BCO', bco: x },
      };
    });
  },
};

// ── which further equality makes two triangles congruent ────────────────────────────────────────────

const ABC = ['A', 'B', 'C'] as const;
type Vertex = (typeof ABC)[number];
const PQR: Readonly<Record<Vertex, string>> = { A: 'P', B: 'Q', C: 'R' };
/** A side of ΔABC as the papers name it (AB, BC, CA), and its image in ΔPQR. */
const sideOf = (u: Vertex, v: Vertex): string =>
  ['AB', 'BC', 'CA'].find((s) => s.includes(u) && s.includes(v))!;
const sideEq = (u: Vertex, v: Vertex): string => {
  const s = sideOf(u, v);
  return `${s} = ${PQR[s[0] as Vertex]}${PQR[s[1] as Vertex]}`;
};
const angleEq = (v: Vertex): string => `∠${v} = ∠${PQR[v]}`;

export const congruenceFurther: Kind = {
  weight: 0.6,
  levels: [1, 2],
  make(rng, level): Problem {
    const rule = level === 1 ? rng.pick(['SAS', 'ASA'] as const) : rng.pick(['SAS', 'ASA', 'RHS'] as const);
    const [v, u, w] = rng.shuffle(ABC) as [Vertex, Vertex, Vertex];
    let given: string[];
    let key: string;
    let wrong: Distractor[];
    let why: string;
    let hiWhy: string;
    if (rule === 'SAS') {
      given = [sideEq(u, v), sideEq(v, w)];
      key = angleEq(v);
      why = `SAS needs the angle between the two equal sides: ${sideOf(u, v)} and ${sideOf(v, w)} meet at ${v}, so ${key}.`;
      hiWhy = `SAS के लिए दोनों बराबर भुजाओं के बीच का कोण चाहिए: ${sideOf(u, v)} और ${sideOf(v, w)}, ${v} पर मिलती हैं, अतः ${key}।`;
      wrong = [
        ...[u, w].map((t) => ({
          mistake: `taking ∠${t}, which is not between ${sideOf(u, v)} and ${sideOf(v, w)} (SSA)`,
          hi: `∠${t} लेना, जो ${sideOf(u, v)} और ${sideOf(v, w)} के बीच नहीं है (SSA)`,
          value: angleEq(t),
        })),
        {
          mistake: 'giving the third side, which makes them congruent by SSS, not SAS',
          hi: 'तीसरी भुजा देना, जिससे वे SAS से नहीं, SSS से सर्वांगसम होते हैं',
          value: sideEq(u, w),
        },
      ];
    } else if (rule === 'ASA') {
      given = [angleEq(u), angleEq(v)];
      key = sideEq(u, v);
      why = `ASA needs the side between the two equal angles: ${sideOf(u, v)} joins ${u} and ${v}, so ${key}.`;
      hiWhy = `ASA के लिए दोनों बराबर कोणों के बीच की भुजा चाहिए: ${sideOf(u, v)}, ${u} और ${v} को मिलाती है, अतः ${key}।`;
      wrong = [
        ...[u, v].map((t) => ({
          mistake: `taking ${sideOf(t, w)}, which is not between ∠${u} and ∠${v} (AAS, not ASA)`,
          hi: `${sideOf(t, w)} लेना, जो ∠${u} और ∠${v} के बीच नहीं है (AAS, ASA नहीं)`,
          value: sideEq(t, w),
        })),
        {
          mistake: 'giving the third angle (AAA, which makes them only similar)',
          hi: 'तीसरा कोण देना (AAA, जिससे वे केवल समरूप होते हैं)',
          value: angleEq(w),
        },
      ];
    } else {
      // right angles at v, one leg v–u equal: the hypotenuse u–w
      given = [`∠${v} = ∠${PQR[v]} = 90°`, sideEq(v, u)];
      key = sideEq(u, w);
      why = `RHS needs the hypotenuse, the side opposite the right angle at ${v}: ${sideOf(u, w)}, so ${key}.`;
      hiWhy = `RHS के लिए कर्ण चाहिए, जो ${v} पर के समकोण के सामने की भुजा है: ${sideOf(u, w)}, अतः ${key}।`;
      wrong = [
        {
          mistake: 'giving the other leg, which makes them congruent by SAS, not RHS',
          hi: 'दूसरी समकोण-भुजा देना, जिससे वे RHS से नहीं, SAS से सर्वांगसम होते हैं',
          value: sideEq(v, w),
        },
        {
          mistake: `giving ∠${u}, which makes them congruent by ASA, not RHS`,
          hi: `∠${u} देना, जिससे वे RHS से नहीं, ASA से सर्वांगसम होते हैं`,
          value: angleEq(u),
        },
        {
          mistake: `giving ∠${w}, which makes them congruent by AAS, not RHS`,
          hi: `∠${w} देना, जिससे वे RHS से नहीं, AAS से सर्वांगसम होते हैं`,
          value: angleEq(w),
        },
      ];
    }
    const givenText = given.join(' and ');
    const hiGivenText = given.join(' और ');
    return {
      question: `In ΔABC and ΔPQR, ${givenText}. Which further condition makes ΔABC ≅ ΔPQR by the ${rule} rule?`,
      answer: key,
      distractors: wrong,
      steps: [why],
      hi: {
        question: `ΔABC और ΔPQR में ${hiGivenText} है। कौन-सी अतिरिक्त शर्त ΔABC ≅ ΔPQR को ${rule} नियम से सिद्ध करती है?`,
        steps: [hiWhy],
        options: Object.fromEntries([key, ...wrong.map((d) => d.value as string)].map((o) => [o, o])),
      },
      params: { rule, given, options: [key, ...wrong.map((d) => d.value as string)] },
    };
  },
};

// ── two tangents from an external point ────────────────────────────────────────────────────────────

type TangentAsk = 'AOB' | 'APB' | 'OAB' | 'PAB' | 'AOP';
const TANGENT_NAMES: Readonly<Record<TangentAsk, string>> = {
  AOB: '∠AOB',
  APB: '∠APB',
  OAB: '∠OAB',
  PAB: '∠PAB',
  AOP: '∠AOP',
};

export const externalTangents: Kind = {
  weight: 0.6,
  levels: [2],
  make(rng): Problem {
    return until((): Problem | undefined => {
      const x = 2 * rng.int(15, 70);
      // ∠AOB from ∠APB or back (they add up to 180°), or an angle of triangle OAB, PAB or OAP
      const ask: TangentAsk = rng.chance(0.4)
        ? rng.pick<TangentAsk>(['AOB', 'APB'])
        : rng.pick<TangentAsk>(['OAB', 'PAB', 'AOP']);
      const givenAOB = ask === 'APB';
      const given = givenAOB ? `∠AOB = ${deg(180 - x)}` : `∠APB = ${deg(x)}`;
      // every angle of the figure, from ∠APB = x
      const angles: Record<TangentAsk, number> = {
        APB: x,
        AOB: 180 - x,
        OAB: x / 2,
        PAB: 90 - x / 2,
        AOP: 90 - x / 2,
      };
      const key = angles[ask];
      const named = (a: TangentAsk, mistake: string, hi: string): Distractor => ({
        mistake,
        hi,
        value: angles[a],
      });
      const wrong = wholeOnly(
        [
          ...(ask === 'AOB' || ask === 'APB'
            ? [
                {
                  mistake: `taking ${TANGENT_NAMES[ask]} equal to the given angle`,
                  hi: `${TANGENT_NAMES[ask]} को दिए गए कोण के बराबर मान लेना`,
                  value: givenAOB ? 180 - x : x,
                },
                {
                  mistake: 'taking the two angles as complementary (adding up to 90°)',
                  hi: 'दोनों कोणों को पूरक (योग 90°) मान लेना',
                  value: givenAOB ? x - 90 : 90 - x,
                },
                {
                  mistake: 'taking the angle at the centre as twice the other',
                  hi: 'केंद्र पर के कोण को दूसरे कोण का दोगुना मान लेना',
                  value: givenAOB ? (180 - x) / 2 : 2 * x,
                },
              ]
            : [
                named('AOB', 'giving ∠AOB', '∠AOB दे देना'),
                named(
                  'PAB',
                  'giving ∠PAB (the base angle of triangle PAB)',
                  '∠PAB (त्रिभुज PAB का आधार कोण) दे देना',
                ),
                named('OAB', 'giving ∠OAB', '∠OAB दे देना'),
                named('APB', 'giving ∠APB itself', '∠APB ही दे देना'),
              ]),
        ],
        key,
      );
      if (wrong.length < 3) return undefined;
      const figure =
        'PA and PB are tangents to a circle with centre O from an external point P, touching it at A and B.';
      const hiFigure =
        'बाह्य बिंदु P से केंद्र O वाले एक वृत्त पर PA और PB स्पर्श रेखाएँ खींची गई हैं, जो वृत्त को A और B पर स्पर्श करती हैं।';
      const base = 'OA ⊥ PA and OB ⊥ PB, so in quadrilateral OAPB ∠AOB + ∠APB = 360° − 90° − 90° = 180°';
      const hiBase = 'OA ⊥ PA और OB ⊥ PB, अतः चतुर्भुज OAPB में ∠AOB + ∠APB = 360° − 90° − 90° = 180°';
      const step: Record<TangentAsk, [string, string]> = {
        AOB: [`∠AOB = 180° − ${x}° = ${deg(key)}.`, `∠AOB = 180° − ${x}° = ${deg(key)}।`],
        APB: [`∠APB = 180° − ${180 - x}° = ${deg(key)}.`, `∠APB = 180° − ${180 - x}° = ${deg(key)}।`],
        OAB: [
          `∠AOB = ${180 - x}°, and OA = OB, so ∠OAB = (180° − ${180 - x}°)/2 = ${deg(key)}.`,
          `∠AOB = ${180 - x}°, और OA = OB, अतः ∠OAB = (180° − ${180 - x}°)/2 = ${deg(key)}।`,
        ],
        PAB: [
          `PA = PB, so ∠PAB = (180° − ${x}°)/2 = ${deg(key)}.`,
          `PA = PB, अतः ∠PAB = (180° − ${x}°)/2 = ${deg(key)}।`,
        ],
        AOP: [
          `OP bisects ∠AOB = ${180 - x}°, so ∠AOP = ${deg(key)}.`,
          `OP, ∠AOB = ${180 - x}° को समद्विभाजित करती है, अतः ∠AOP = ${deg(key)}।`,
        ],
      };
      const steps = ask === 'PAB' ? [step.PAB[0]] : [`${base}.`, step[ask][0]];
      const hiSteps = ask === 'PAB' ? [step.PAB[1]] : [`${hiBase}।`, step[ask][1]];
      return {
        question: `${figure} If ${given}, what is ${TANGENT_NAMES[ask]}?`,
        answer: key,
        format: deg,
        distractors: aroundKey(wrong, key, x),
        steps,
        hi: {
          question: `${hiFigure} यदि ${given} है, तो ${TANGENT_NAMES[ask]} कितना है?`,
          steps: hiSteps,
        },
        params: givenAOB ? { ask, aob: 180 - x } : { ask, apb: x },
      };
    });
  },
};
