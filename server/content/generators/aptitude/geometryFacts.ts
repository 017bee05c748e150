/**
 * Short geometry facts the papers ask as statements (issue 19; coverage audit 2, item 2): which set of
 * three angles can be a triangle's, which condition is (or is not) enough for two triangles to be
 * congruent, the sides of an equilateral or isosceles triangle from a perimeter or a sum of sides, two
 * parallel chords of a circle (the distance between them, or the diameter from it), and similar
 * triangles from their perimeters. geometry.ts spreads these in after its other kinds.
 */
import { deg, ratio } from '../format';
import { gcd } from '../math';
import { until } from '../question';
import type { Distractor, Kind, Problem } from '../types';
import { aroundKey } from './keyRank';
import { cm } from './measures';
import { hiCm } from './hindiShapes';

// ── which three angles can form a triangle ───────────────────────────────────────────────────────

/** "50°, 60°, 70°": a set of angles as an option prints it (the same in Hindi). */
export const angleSet = (angles: readonly number[]): string => angles.map(deg).join(', ');

const NUMERALS = ['I', 'II', 'III', 'IV'] as const;
const SAME_NUMERALS = Object.fromEntries(NUMERALS.map((n) => [n, n]));

export const angleSets: Kind = {
  weight: 0.6,
  levels: [1],
  make(rng): Problem {
    return until((): Problem | undefined => {
      const a = rng.step(20, 110, 5);
      const b = rng.step(20, 150 - a, 5);
      const c = 180 - a - b;
      if (c < 15 || new Set([a, b, c]).size < 3) return undefined;
      // each wrong set changes one angle of the right one, so all four look alike
      const deltas = rng.sample([10, -10, 20, -20, 5, -5], 3);
      const wrong = deltas.map((d, i) => {
        const set = [a, b, c];
        set[i] = set[i]! + d;
        return set;
      });
      if (wrong.some((set) => set.some((x) => x <= 0))) return undefined;
      const listed = rng.shuffle([[a, b, c], ...wrong]);
      const label = (set: number[]): string => NUMERALS[listed.indexOf(set)]!;
      const key = NUMERALS[listed.findIndex((set) => set[0] === a && set[1] === b && set[2] === c)]!;
      const list = listed.map((set, i) => `${NUMERALS[i]}. ${angleSet(set)}`).join('\n');
      const sums = (set: number[]): number => set[0]! + set[1]! + set[2]!;
      const others = listed.filter((set) => label(set) !== key);
      return {
        question: `Which of the following sets of angles can be the three angles of a triangle?\n${list}`,
        answer: key,
        distractors: others.map((set) => ({
          mistake: `taking set ${label(set)}, whose angles add up to ${sums(set)}°, for a triangle's`,
          value: label(set),
          hi: `समूह ${label(set)} को, जिसके कोणों का योग ${sums(set)}° है, त्रिभुज के कोण मान लेना`,
        })),
        steps: [
          `The three angles of a triangle add up to 180°: set ${key} gives ${a}° + ${b}° + ${c}° = 180°. ${others.map((set) => `${label(set)} adds up to ${sums(set)}°`).join(', ')}.`,
        ],
        hi: {
          question: `निम्नलिखित में से कोणों का कौन-सा समूह किसी त्रिभुज के तीनों कोण हो सकता है?\n${list}`,
          steps: [
            `त्रिभुज के तीनों कोणों का योग 180° होता है: समूह ${key} में ${a}° + ${b}° + ${c}° = 180°। ${others.map((set) => `${label(set)} का योग ${sums(set)}° है`).join(', ')}।`,
          ],
          options: SAME_NUMERALS,
        },
        params: { sets: listed },
      };
    });
  },
};

// ── which condition makes two triangles congruent ────────────────────────────────────────────────

interface Condition {
  text: string;
  hi: string;
  /** Is the condition enough for congruence, and why (the step). */
  enough: boolean;
  why: string;
  hiWhy: string;
  /** The mistake of taking it the wrong way (as enough when it is not, or not enough when it is). */
  mistake: string;
  hiMistake: string;
}

/** Conditions in words, as the papers state them; each is enough for congruence or it is not. */
export const CONDITIONS: readonly Condition[] = [
  {
    text: 'Two sides of one are equal to two sides of the other, and their perimeters are equal',
    hi: 'एक की दो भुजाएँ दूसरे की दो भुजाओं के बराबर हैं और दोनों के परिमाप बराबर हैं',
    enough: true,
    why: 'equal perimeters make the third sides equal too, so SSS',
    hiWhy: 'परिमाप बराबर होने से तीसरी भुजाएँ भी बराबर हैं, अतः SSS',
    mistake: 'not seeing that equal perimeters make the third sides equal (SSS)',
    hiMistake: 'यह न देखना कि बराबर परिमाप से तीसरी भुजाएँ भी बराबर हो जाती हैं (SSS)',
  },
  {
    text: 'Two sides and the angle between them are equal',
    hi: 'दो भुजाएँ और उनके बीच का कोण बराबर हैं',
    enough: true,
    why: 'two sides and the included angle: SAS',
    hiWhy: 'दो भुजाएँ और उनके बीच का कोण: SAS',
    mistake: 'not counting two sides and the included angle (SAS) as enough',
    hiMistake: 'दो भुजाओं और उनके बीच के कोण (SAS) को पर्याप्त न मानना',
  },
  {
    text: 'Two angles and the side between them are equal',
    hi: 'दो कोण और उनके बीच की भुजा बराबर हैं',
    enough: true,
    why: 'two angles and the included side: ASA',
    hiWhy: 'दो कोण और उनके बीच की भुजा: ASA',
    mistake: 'not counting two angles and the included side (ASA) as enough',
    hiMistake: 'दो कोणों और उनके बीच की भुजा (ASA) को पर्याप्त न मानना',
  },
  {
    text: 'Both are right-angled, and the hypotenuse and one other side are equal',
    hi: 'दोनों समकोण त्रिभुज हैं, और कर्ण तथा एक अन्य भुजा बराबर हैं',
    enough: true,
    why: 'a right angle, the hypotenuse and a side: RHS',
    hiWhy: 'समकोण, कर्ण और एक भुजा: RHS',
    mistake: 'not counting a right angle, the hypotenuse and a side (RHS) as enough',
    hiMistake: 'समकोण, कर्ण और एक भुजा (RHS) को पर्याप्त न मानना',
  },
  {
    text: 'Both are equilateral and their perimeters are equal',
    hi: 'दोनों समबाहु त्रिभुज हैं और उनके परिमाप बराबर हैं',
    enough: true,
    why: 'equal perimeters give equal sides, all six the same: SSS',
    hiWhy: 'बराबर परिमाप से सभी छह भुजाएँ बराबर हैं: SSS',
    mistake: 'not seeing that equilateral triangles of equal perimeter have all their sides equal (SSS)',
    hiMistake: 'यह न देखना कि बराबर परिमाप वाले समबाहु त्रिभुजों की सभी भुजाएँ बराबर होती हैं (SSS)',
  },
  {
    text: 'All three angles of one are equal to the three angles of the other',
    hi: 'एक के तीनों कोण दूसरे के तीनों कोणों के बराबर हैं',
    enough: false,
    why: 'equal angles (AAA) make them only similar: one can be an enlargement of the other',
    hiWhy: 'बराबर कोण (AAA) उन्हें केवल समरूप बनाते हैं: एक दूसरे का बड़ा रूप हो सकता है',
    mistake: 'taking three equal angles (AAA) as enough: they make the triangles only similar',
    hiMistake: 'तीन बराबर कोणों (AAA) को पर्याप्त मान लेना: इनसे त्रिभुज केवल समरूप होते हैं',
  },
  {
    text: 'Two sides and an angle not between them are equal',
    hi: 'दो भुजाएँ और उनके बीच से बाहर का एक कोण बराबर हैं',
    enough: false,
    why: 'two sides and an angle not between them (SSA) can fit two different triangles',
    hiWhy: 'दो भुजाओं और उनके बीच से बाहर के कोण (SSA) से दो भिन्न त्रिभुज बन सकते हैं',
    mistake: 'taking two sides and an angle not between them (SSA) for SAS',
    hiMistake: 'दो भुजाओं और उनके बीच से बाहर के कोण (SSA) को SAS मान लेना',
  },
  {
    text: 'Their areas are equal',
    hi: 'उनके क्षेत्रफल बराबर हैं',
    enough: false,
    why: 'equal areas allow different shapes (a base of 6 and height 4, or a base of 8 and height 3)',
    hiWhy: 'बराबर क्षेत्रफल वाले त्रिभुजों के आकार भिन्न हो सकते हैं (आधार 6 और ऊँचाई 4, या आधार 8 और ऊँचाई 3)',
    mistake: 'taking equal areas as enough for congruence',
    hiMistake: 'बराबर क्षेत्रफल को सर्वांगसमता के लिए पर्याप्त मान लेना',
  },
  {
    text: 'Their perimeters are equal',
    hi: 'उनके परिमाप बराबर हैं',
    enough: false,
    why: 'equal perimeters allow different sides (3, 4, 5 and 4, 4, 4)',
    hiWhy: 'बराबर परिमाप वाले त्रिभुजों की भुजाएँ भिन्न हो सकती हैं (3, 4, 5 और 4, 4, 4)',
    mistake: 'taking equal perimeters alone as enough for congruence',
    hiMistake: 'केवल बराबर परिमाप को सर्वांगसमता के लिए पर्याप्त मान लेना',
  },
  {
    text: 'Both are right-angled and their hypotenuses are equal',
    hi: 'दोनों समकोण त्रिभुज हैं और उनके कर्ण बराबर हैं',
    enough: false,
    why: 'a right angle and the hypotenuse alone leave the other two sides free: RHS needs one more side',
    hiWhy: 'केवल समकोण और कर्ण से अन्य भुजाएँ तय नहीं होतीं: RHS के लिए एक और भुजा चाहिए',
    mistake: 'taking a right angle and the hypotenuse alone for RHS',
    hiMistake: 'केवल समकोण और कर्ण को RHS मान लेना',
  },
];

export const congruenceCondition: Kind = {
  weight: 0.6,
  levels: [1, 2],
  make(rng, level): Problem {
    // level 1: which is enough; level 2: which is NOT enough
    const askEnough = level === 1;
    const key = rng.pick(CONDITIONS.filter((c) => c.enough === askEnough));
    const listed = rng.shuffle([
      key,
      ...rng.sample(
        CONDITIONS.filter((c) => c.enough !== askEnough),
        3,
      ),
    ]);
    const label = (c: Condition): string => NUMERALS[listed.indexOf(c)]!;
    const list = listed.map((c, i) => `${NUMERALS[i]}. ${c.text}.`).join('\n');
    const hiList = listed.map((c, i) => `${NUMERALS[i]}. ${c.hi}।`).join('\n');
    const others = listed.filter((c) => c !== key);
    return {
      question: `Which of the following conditions is ${askEnough ? '' : 'NOT '}enough to make two triangles congruent?\n${list}`,
      answer: label(key),
      distractors: others.map((c) => ({ mistake: c.mistake, value: label(c), hi: c.hiMistake })),
      steps: [`${label(key)}: ${key.why}.`, `${others.map((c) => `${label(c)}: ${c.why}`).join('; ')}.`],
      hi: {
        question: `निम्नलिखित में से कौन-सी शर्त दो त्रिभुजों को सर्वांगसम बनाने के लिए पर्याप्त ${askEnough ? 'है' : 'नहीं है'}?\n${hiList}`,
        steps: [
          `${label(key)}: ${key.hiWhy}।`,
          `${others.map((c) => `${label(c)}: ${c.hiWhy}`).join('; ')}।`,
        ],
        options: SAME_NUMERALS,
      },
      params: { askEnough, statements: listed.map((c) => c.text) },
    };
  },
};

// ── sides of an equilateral or isosceles triangle ────────────────────────────────────────────────

type SideAsk = 'equilateralPerimeter' | 'equilateralSum' | 'isoscelesLeg' | 'isoscelesBase';

export const specialSides: Kind = {
  weight: 0.6,
  levels: [1],
  make(rng): Problem {
    return until((): Problem | undefined => {
      const ask = rng.pick<SideAsk>([
        'equilateralPerimeter',
        'equilateralSum',
        'isoscelesLeg',
        'isoscelesBase',
      ]);
      if (ask === 'equilateralPerimeter') {
        const s = 4 * rng.int(2, 15);
        const p = 3 * s;
        const wrong: Distractor[] = [
          { mistake: 'dividing the perimeter by 2', value: p / 2, hi: 'परिमाप को 2 से भाग देना' },
          {
            mistake: 'dividing the perimeter by 4, as for a square',
            value: p / 4,
            hi: 'वर्ग की तरह परिमाप को 4 से भाग देना',
          },
          { mistake: 'dividing the perimeter by 6', value: p / 6, hi: 'परिमाप को 6 से भाग देना' },
          { mistake: 'taking two-thirds of the perimeter', value: (2 * p) / 3, hi: 'परिमाप का दो-तिहाई लेना' },
        ];
        return {
          question: `The perimeter of an equilateral triangle is ${cm(p)}. What is the length of each side?`,
          answer: s,
          format: cm,
          distractors: aroundKey(wrong, s, s),
          steps: [`An equilateral triangle has three equal sides: ${p} ÷ 3 = ${cm(s)}.`],
          hi: {
            question: `एक समबाहु त्रिभुज का परिमाप ${hiCm(p)} है। उसकी प्रत्येक भुजा की लंबाई कितनी है?`,
            steps: [`समबाहु त्रिभुज की तीनों भुजाएँ बराबर होती हैं: ${p} ÷ 3 = ${hiCm(s)}।`],
            format: hiCm,
          },
          params: { ask, perimeter: p },
        };
      }
      if (ask === 'equilateralSum') {
        const s = 6 * rng.int(1, 10) + rng.pick([0, 6]);
        if (s < 6) return undefined;
        const total = 2 * s;
        const perimeterAsked = rng.chance(0.5);
        const key = perimeterAsked ? 3 * s : s;
        const wrong: Distractor[] = perimeterAsked
          ? [
              { mistake: 'giving the sum of the two sides', value: total, hi: 'दो भुजाओं का योग ही दे देना' },
              {
                mistake: 'doubling the sum of the two sides',
                value: 2 * total,
                hi: 'दो भुजाओं के योग को दोगुना करना',
              },
              { mistake: 'giving one side', value: s, hi: 'एक भुजा ही दे देना' },
              {
                mistake: 'tripling the sum of the two sides',
                value: 3 * total,
                hi: 'दो भुजाओं के योग को तिगुना करना',
              },
            ]
          : [
              { mistake: 'giving the sum of the two sides', value: total, hi: 'दो भुजाओं का योग ही दे देना' },
              {
                mistake: 'dividing the sum of two sides by 3, as if it were the perimeter',
                value: total / 3,
                hi: 'दो भुजाओं के योग को परिमाप मानकर 3 से भाग देना',
              },
              { mistake: 'giving the perimeter', value: 3 * s, hi: 'परिमाप दे देना' },
              {
                mistake: 'dividing the sum of two sides by 4',
                value: total / 4,
                hi: 'दो भुजाओं के योग को 4 से भाग देना',
              },
            ];
        const what = perimeterAsked ? 'its perimeter' : 'the length of its third side';
        const hiWhat = perimeterAsked ? 'उसका परिमाप कितना' : 'उसकी तीसरी भुजा की लंबाई कितनी';
        return {
          question: `The sum of two sides of an equilateral triangle is ${cm(total)}. What is ${what}?`,
          answer: key,
          format: cm,
          distractors: aroundKey(wrong, key, total),
          steps: [
            `All three sides are equal, so each side = ${total} ÷ 2 = ${cm(s)}${perimeterAsked ? `, and the perimeter = 3 × ${s} = ${cm(3 * s)}` : ', the third side too'}.`,
          ],
          hi: {
            question: `एक समबाहु त्रिभुज की दो भुजाओं का योग ${hiCm(total)} है। ${hiWhat} है?`,
            steps: [
              `तीनों भुजाएँ बराबर हैं, अतः प्रत्येक भुजा = ${total} ÷ 2 = ${hiCm(s)}${perimeterAsked ? `, और परिमाप = 3 × ${s} = ${hiCm(3 * s)}` : ', तीसरी भुजा भी इतनी ही'}।`,
            ],
            format: hiCm,
          },
          params: { ask, total, perimeterAsked },
        };
      }
      // isosceles: the equal sides from the perimeter and the base, or the base from the equal sides
      const leg = rng.int(5, 40);
      const base = rng.int(4, 2 * leg - 2);
      if (base === leg) return undefined;
      const p = 2 * leg + base;
      if (ask === 'isoscelesLeg') {
        if ((p - base) % 2) return undefined;
        const wrong: Distractor[] = [
          { mistake: 'forgetting to halve the difference', value: p - base, hi: 'अंतर को आधा करना भूल जाना' },
          {
            mistake: 'dividing the perimeter by 3, as if the triangle were equilateral',
            value: p / 3,
            hi: 'त्रिभुज को समबाहु मानकर परिमाप को 3 से भाग देना',
          },
          {
            mistake: 'subtracting the base twice before halving',
            value: (p - 2 * base) / 2,
            hi: 'आधा करने से पहले आधार को दो बार घटाना',
          },
          { mistake: 'halving the perimeter', value: p / 2, hi: 'परिमाप को आधा कर देना' },
        ];
        return {
          question: `The perimeter of an isosceles triangle is ${cm(p)} and its base is ${cm(base)}. What is the length of each of its equal sides?`,
          answer: leg,
          format: cm,
          distractors: aroundKey(wrong, leg, base),
          steps: [
            `The two equal sides make up ${p} − ${base} = ${p - base} cm, so each is ${p - base} ÷ 2 = ${cm(leg)}.`,
          ],
          hi: {
            question: `एक समद्विबाहु त्रिभुज का परिमाप ${hiCm(p)} और उसका आधार ${hiCm(base)} है। उसकी प्रत्येक बराबर भुजा की लंबाई कितनी है?`,
            steps: [
              `दोनों बराबर भुजाओं का योग ${p} − ${base} = ${p - base} सेमी है, अतः प्रत्येक भुजा ${p - base} ÷ 2 = ${hiCm(leg)} है।`,
            ],
            format: hiCm,
          },
          params: { ask, perimeter: p, base },
        };
      }
      const wrong: Distractor[] = [
        {
          mistake: 'subtracting the equal side only once',
          value: p - leg,
          hi: 'बराबर भुजा को केवल एक बार घटाना',
        },
        {
          mistake: 'dividing the perimeter by 3, as if the triangle were equilateral',
          value: p / 3,
          hi: 'त्रिभुज को समबाहु मानकर परिमाप को 3 से भाग देना',
        },
        {
          mistake: 'halving what is left after subtracting both equal sides',
          value: base / 2,
          hi: 'दोनों बराबर भुजाएँ घटाने के बाद बचे भाग को आधा कर देना',
        },
        { mistake: 'giving the equal side', value: leg, hi: 'बराबर भुजा ही दे देना' },
      ];
      return {
        question: `The perimeter of an isosceles triangle is ${cm(p)} and each of its equal sides is ${cm(leg)}. What is the length of its base?`,
        answer: base,
        format: cm,
        distractors: aroundKey(wrong, base, leg),
        steps: [`Base = perimeter − 2 × equal side = ${p} − 2 × ${leg} = ${cm(base)}.`],
        hi: {
          question: `एक समद्विबाहु त्रिभुज का परिमाप ${hiCm(p)} है और उसकी प्रत्येक बराबर भुजा ${hiCm(leg)} है। उसके आधार की लंबाई कितनी है?`,
          steps: [`आधार = परिमाप − 2 × बराबर भुजा = ${p} − 2 × ${leg} = ${hiCm(base)}।`],
          format: hiCm,
        },
        params: { ask, perimeter: p, leg },
      };
    });
  },
};

// ── two parallel chords ──────────────────────────────────────────────────────────────────────────

/** Whole (half-chord, distance from the centre) pairs of a circle of whole radius r. */
function chordsOf(r: number): [number, number][] {
  const found: [number, number][] = [];
  for (let x = 1; x < r; x += 1) {
    const y = Math.sqrt(r * r - x * x);
    if (Number.isInteger(y)) found.push([x, y]);
  }
  return found;
}
const CHORD_RADII = [5, 10, 13, 15, 17, 20, 25, 26, 29, 30].filter((r) => chordsOf(r).length >= 2);

export const parallelChords: Kind = {
  levels: [2, 3],
  make(rng, level): Problem {
    return until((): Problem | undefined => {
      const r = rng.pick(CHORD_RADII);
      const [[a1, d1], [a2, d2]] = rng.sample(chordsOf(r), 2) as [[number, number], [number, number]];
      const opposite = rng.chance(0.5);
      const apart = opposite ? d1 + d2 : Math.abs(d1 - d2);
      const other = opposite ? Math.abs(d1 - d2) : d1 + d2;
      const [c1, c2] = [2 * a1, 2 * a2];
      const where = opposite ? 'on opposite sides of the centre' : 'on the same side of the centre';
      const hiWhere = opposite ? 'केंद्र के विपरीत ओर' : 'केंद्र के एक ही ओर';
      const distances = `The chord of ${cm(c1)} is √(${r}² − ${a1}²) = ${d1} cm from the centre, and the chord of ${cm(c2)} is √(${r}² − ${a2}²) = ${d2} cm from it`;
      const hiDistances = `${hiCm(c1)} की जीवा केंद्र से √(${r}² − ${a1}²) = ${d1} सेमी और ${hiCm(c2)} की जीवा √(${r}² − ${a2}²) = ${d2} सेमी दूर है`;
      const between = opposite ? `${d1} + ${d2}` : `${Math.max(d1, d2)} − ${Math.min(d1, d2)}`;
      if (level === 2) {
        const wrong: Distractor[] = [
          {
            mistake: opposite
              ? 'subtracting the distances, as for chords on the same side'
              : 'adding the distances, as for chords on opposite sides',
            value: other,
            hi: opposite
              ? 'एक ही ओर की जीवाओं की तरह दूरियों को घटाना'
              : 'विपरीत ओर की जीवाओं की तरह दूरियों को जोड़ना',
          },
          {
            mistake: opposite
              ? 'adding the half-chords instead of the distances'
              : 'subtracting the half-chords instead of the distances',
            value: opposite ? a1 + a2 : Math.abs(a1 - a2),
            hi: opposite ? 'दूरियों के स्थान पर आधी जीवाओं को जोड़ना' : 'दूरियों के स्थान पर आधी जीवाओं को घटाना',
          },
          { mistake: 'giving the radius', value: r, hi: 'त्रिज्या दे देना' },
          { mistake: 'giving the diameter', value: 2 * r, hi: 'व्यास दे देना' },
        ];
        if (apart === 0) return undefined;
        return {
          question: `Two parallel chords of a circle of radius ${cm(r)} are ${cm(c1)} and ${cm(c2)} long, ${where}. What is the distance between them?`,
          answer: apart,
          format: cm,
          distractors: aroundKey(wrong, apart, c1 + c2),
          steps: [
            `${distances}. ${opposite ? 'On opposite sides the distances add' : 'On the same side they subtract'}: ${between} = ${cm(apart)}.`,
          ],
          hi: {
            question: `${hiCm(r)} त्रिज्या वाले एक वृत्त की दो समांतर जीवाएँ ${hiCm(c1)} और ${hiCm(c2)} लंबी हैं और ${hiWhere} स्थित हैं। उनके बीच की दूरी कितनी है?`,
            steps: [
              `${hiDistances}। ${opposite ? 'विपरीत ओर होने पर दूरियाँ जुड़ती हैं' : 'एक ही ओर होने पर दूरियाँ घटती हैं'}: ${between} = ${hiCm(apart)}।`,
            ],
            format: hiCm,
          },
          params: { radius: r, chords: [c1, c2], opposite },
        };
      }
      // level 3: the diameter from the chords and the distance between them
      if (apart === 0) return undefined;
      const [near, far] = d1 < d2 ? [c1, c2] : [c2, c1];
      const [nearHalf, farHalf] = [near / 2, far / 2];
      // (the nearer chord is the longer one) x is the nearer chord's distance from the centre
      const equation = opposite
        ? `x² + ${nearHalf}² = (${apart} − x)² + ${farHalf}²`
        : `x² + ${nearHalf}² = (x + ${apart})² + ${farHalf}²`;
      const x = Math.min(d1, d2);
      const wrong: Distractor[] = [
        { mistake: 'giving the radius', value: r, hi: 'त्रिज्या दे देना' },
        {
          mistake: 'taking the longer chord for a diameter',
          value: near,
          hi: 'लंबी जीवा को ही व्यास मान लेना',
        },
        {
          mistake: 'adding the distance to the longer chord',
          value: near + apart,
          hi: 'लंबी जीवा में दूरी जोड़ देना',
        },
        { mistake: 'adding the two chords', value: c1 + c2, hi: 'दोनों जीवाओं को जोड़ देना' },
      ];
      return {
        question: `Two parallel chords of a circle, ${cm(c1)} and ${cm(c2)} long, lie ${where}, ${cm(apart)} apart. What is the diameter of the circle?`,
        answer: 2 * r,
        format: cm,
        distractors: aroundKey(wrong, 2 * r, apart),
        steps: [
          `Let the ${cm(near)} chord (the longer, nearer the centre) be x cm from the centre; the radius reaches both chords' ends: ${equation}, so x = ${x}. Radius = √(${x}² + ${nearHalf}²) = ${r} cm, diameter = ${cm(2 * r)}.`,
        ],
        hi: {
          question: `एक वृत्त की दो समांतर जीवाएँ ${hiCm(c1)} और ${hiCm(c2)} लंबी हैं, ${hiWhere} स्थित हैं और उनके बीच की दूरी ${hiCm(apart)} है। वृत्त का व्यास कितना है?`,
          steps: [
            `माना ${hiCm(near)} की जीवा (लंबी, केंद्र के निकट) केंद्र से x सेमी दूर है; त्रिज्या दोनों जीवाओं के सिरों तक पहुँचती है: ${equation}, अतः x = ${x}। त्रिज्या = √(${x}² + ${nearHalf}²) = ${r} सेमी, व्यास = ${hiCm(2 * r)}।`,
          ],
          format: hiCm,
        },
        params: { chords: [c1, c2], apart, opposite },
      };
    });
  },
};

// ── similar triangles from their perimeters ──────────────────────────────────────────────────────

export const similarPerimeters: Kind = {
  weight: 0.6,
  levels: [1, 2],
  make(rng, level): Problem {
    return until((): Problem | undefined => {
      const p = rng.int(2, 7);
      const q = rng.int(p + 1, 9);
      if (gcd(p, q) !== 1) return undefined;
      const unit = rng.int(3, 9);
      const [small, big] = [p * unit * 3, q * unit * 3];
      if (level === 2) {
        // the ratio of the areas from the perimeters
        const key = ratio([p * p, q * q]);
        const hiPer = `${hiCm(small)} और ${hiCm(big)}`;
        return {
          question: `The perimeters of two similar triangles are ${cm(small)} and ${cm(big)}. What is the ratio of their areas?`,
          answer: key,
          distractors: [
            {
              mistake: 'taking the ratio of the perimeters for the ratio of the areas',
              value: ratio([p, q]),
              hi: 'परिमापों के अनुपात को ही क्षेत्रफलों का अनुपात मान लेना',
            },
            {
              mistake: 'cubing the ratio of the perimeters',
              value: ratio([p ** 3, q ** 3]),
              hi: 'परिमापों के अनुपात का घन लेना',
            },
            {
              mistake: 'squaring the ratio the wrong way round',
              value: ratio([q * q, p * p]),
              hi: 'अनुपात का वर्ग उलटे क्रम में लेना',
            },
          ],
          steps: [
            `Sides (and perimeters) of similar triangles are in one ratio, ${small} : ${big} = ${p} : ${q}; areas are as its square: ${p * p} : ${q * q}.`,
          ],
          hi: {
            question: `दो समरूप त्रिभुजों के परिमाप ${hiPer} हैं। उनके क्षेत्रफलों का अनुपात क्या है?`,
            steps: [
              `समरूप त्रिभुजों की भुजाएँ (और परिमाप) एक ही अनुपात में होती हैं, ${small} : ${big} = ${p} : ${q}; क्षेत्रफल इसके वर्ग के अनुपात में होते हैं: ${p * p} : ${q * q}।`,
            ],
          },
          params: { ask: 'areas', small, big },
        };
      }
      const fromBig = rng.chance(0.5);
      const k = rng.int(2, 8);
      const given = (fromBig ? q : p) * k;
      const key = (fromBig ? p : q) * k;
      const [mine, theirs] = fromBig ? [big, small] : [small, big];
      const wrong: Distractor[] = [
        {
          mistake: 'using the ratio of the perimeters the wrong way round',
          value: (given * mine) / theirs,
          hi: 'परिमापों का अनुपात उलटे क्रम में लेना',
        },
        {
          mistake: 'adding the difference of the perimeters to the side',
          value: given + theirs - mine,
          hi: 'भुजा में परिमापों का अंतर जोड़ना',
        },
        {
          mistake: 'squaring the ratio of the perimeters',
          value: (given * theirs * theirs) / (mine * mine),
          hi: 'परिमापों के अनुपात का वर्ग लेना',
        },
      ].filter((d) => d.value > 0 && Number.isInteger(d.value) && d.value !== key);
      if (wrong.length < 3) return undefined;
      const which = fromBig ? 'larger' : 'smaller';
      const otherWhich = fromBig ? 'smaller' : 'larger';
      const hiWhich = fromBig ? 'बड़े' : 'छोटे';
      const hiOther = fromBig ? 'छोटे' : 'बड़े';
      return {
        question: `The perimeters of two similar triangles are ${cm(small)} and ${cm(big)}. A side of the ${which} triangle is ${cm(given)}. What is the corresponding side of the ${otherWhich} triangle?`,
        answer: key,
        format: cm,
        distractors: aroundKey(wrong, key, given),
        steps: [
          `Corresponding sides are in the ratio of the perimeters: side = ${given} × ${theirs}/${mine} = ${cm(key)}.`,
        ],
        hi: {
          question: `दो समरूप त्रिभुजों के परिमाप ${hiCm(small)} और ${hiCm(big)} हैं। ${hiWhich} त्रिभुज की एक भुजा ${hiCm(given)} है। ${hiOther} त्रिभुज की संगत भुजा कितनी है?`,
          steps: [`संगत भुजाएँ परिमापों के अनुपात में होती हैं: भुजा = ${given} × ${theirs}/${mine} = ${hiCm(key)}।`],
          format: hiCm,
        },
        params: { ask: 'side', small, big, given, fromBig },
      };
    });
  },
};
