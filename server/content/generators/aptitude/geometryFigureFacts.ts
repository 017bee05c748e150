/**
 * Circle and triangle facts the bank did not draw (issue 19, third audit item 3), each asked through a
 * length so the fact is used, not recited: two chords AB and AC each equal to the radius, the third
 * chord BC (= r√3: triangles OAB and OAC are equilateral, so ∠BAC = 120°); and a triangle whose three
 * medians are equal, which is therefore equilateral, the length of a median from a side (a√3/2).
 * geometry.ts spreads these in after its other kinds, so the earlier kinds keep their draw order.
 */
import { surd } from '../format';
import type { Distractor, Kind, Problem } from '../types';
import { aroundKey } from './keyRank';

const cmSurd = (v: number): string => `${surd(v)} cm`;
const hiCmSurd = (v: number): string => `${surd(v)} सेमी`;
const R3 = Math.sqrt(3);
const R2 = Math.sqrt(2);

export const equalChords: Kind = {
  weight: 0.5,
  levels: [2, 3],
  make(rng): Problem {
    const r = rng.int(3, 30);
    const key = r * R3;
    const wrong: Distractor[] = [
      { mistake: 'taking BC equal to the radius as well', hi: 'BC को भी त्रिज्या के बराबर मान लेना', value: r },
      {
        mistake: 'taking ∠BAC as 90°',
        hi: '∠BAC को 90° मान लेना',
        value: r * R2,
      },
      { mistake: 'taking BC as a diameter', hi: 'BC को व्यास मान लेना', value: 2 * r },
      {
        mistake: 'forgetting the square root of BC²',
        hi: 'BC² का वर्गमूल लेना भूल जाना',
        value: 3 * r * r,
      },
      {
        mistake: 'using the diameter in place of the radius in r√3',
        hi: 'r√3 में त्रिज्या के स्थान पर व्यास ले लेना',
        value: 2 * key,
      },
      {
        mistake: 'giving half of BC (the distance from BC’s middle to B)',
        hi: 'BC का आधा भाग दे देना',
        value: key / 2,
      },
    ];
    return {
      question: `AB and AC are two chords of a circle of radius ${r} cm, each ${r} cm long, on either side of the diameter through A. What is the length of the chord BC?`,
      answer: key,
      format: cmSurd,
      symbolic: true,
      wholeOptions: false,
      distractors: aroundKey(wrong, key, r),
      steps: [
        `With O the centre, OA = OB = AB = ${r} cm, so triangle OAB is equilateral and ∠OAB = 60°; likewise ∠OAC = 60°, so ∠BAC = 120°.`,
        `BC² = ${r}² + ${r}² − 2 × ${r} × ${r} × cos 120° = 3 × ${r * r}, so BC = ${cmSurd(key)} (the side of the equilateral triangle inscribed in the circle, r√3).`,
      ],
      hi: {
        question: `${r} सेमी त्रिज्या वाले एक वृत्त की दो जीवाएँ AB और AC, A से होकर जाने वाले व्यास के दोनों ओर हैं और प्रत्येक ${r} सेमी लंबी है। जीवा BC की लंबाई क्या है?`,
        format: hiCmSurd,
        steps: [
          `O को केंद्र लेने पर OA = OB = AB = ${r} सेमी, अतः त्रिभुज OAB समबाहु है और ∠OAB = 60°; इसी प्रकार ∠OAC = 60°, अतः ∠BAC = 120°।`,
          `BC² = ${r}² + ${r}² − 2 × ${r} × ${r} × cos 120° = 3 × ${r * r}, अतः BC = ${hiCmSurd(key)} (वृत्त के अंतर्गत समबाहु त्रिभुज की भुजा, r√3)।`,
        ],
      },
      params: { r },
    };
  },
};

export const equalMedians: Kind = {
  weight: 0.5,
  levels: [1, 2],
  make(rng): Problem {
    const a = 2 * rng.int(2, 15);
    const key = (a * R3) / 2;
    const wrong: Distractor[] = [
      { mistake: 'taking a median as half a side', hi: 'माध्यिका को भुजा का आधा मान लेना', value: a / 2 },
      { mistake: 'forgetting to halve a√3', hi: 'a√3 को आधा करना भूल जाना', value: a * R3 },
      { mistake: 'taking a median equal to a side', hi: 'माध्यिका को भुजा के बराबर मान लेना', value: a },
      {
        mistake: 'giving the three medians together',
        hi: 'तीनों माध्यिकाओं का योग दे देना',
        value: 3 * key,
      },
      {
        mistake: 'giving one-third of the median (the centroid to a side)',
        hi: 'माध्यिका का एक-तिहाई (केन्द्रक से भुजा तक) दे देना',
        value: key / 3,
      },
      {
        mistake: 'giving two-thirds of the median (the centroid to a vertex)',
        hi: 'माध्यिका का दो-तिहाई (केन्द्रक से शीर्ष तक) दे देना',
        value: (2 * key) / 3,
      },
    ];
    return {
      question: `The three medians of triangle ABC are equal, and AB = ${a} cm. What is the length of each median?`,
      answer: key,
      format: cmSurd,
      symbolic: true,
      wholeOptions: false,
      distractors: aroundKey(wrong, key, a),
      steps: [
        `A triangle whose three medians are equal is equilateral, so every side is ${a} cm.`,
        `In an equilateral triangle a median is also an altitude: √(${a}² − ${a / 2}²) = ${a}√3/2 = ${cmSurd(key)}.`,
      ],
      hi: {
        question: `त्रिभुज ABC की तीनों माध्यिकाएँ बराबर हैं, और AB = ${a} सेमी है। प्रत्येक माध्यिका की लंबाई क्या है?`,
        format: hiCmSurd,
        steps: [
          `जिस त्रिभुज की तीनों माध्यिकाएँ बराबर हों वह समबाहु होता है, अतः प्रत्येक भुजा ${a} सेमी है।`,
          `समबाहु त्रिभुज में माध्यिका ही शीर्षलंब होती है: √(${a}² − ${a / 2}²) = ${a}√3/2 = ${hiCmSurd(key)}।`,
        ],
      },
      params: { a },
    };
  },
};
