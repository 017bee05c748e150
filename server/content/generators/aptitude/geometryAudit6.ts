/**
 * Geometry asked for its other unknowns and its facts as statements (coverage audit 5, brief qo): a
 * circle's radius or diameter from a chord and its distance from the centre; circle facts (tangents at
 * the ends of a diameter are parallel, the tangent is perpendicular to the radius, …) asked as "which
 * statement is incorrect / correct" or completed in words; a regular polygon's sides from its exterior
 * angle, from the ratio of its interior and exterior angles, or from how much the interior angle exceeds
 * the exterior one.
 */
import { num } from '../format';
import { until } from '../question';
import type { Distractor, Kind, Problem } from '../types';
import { cm } from './measures';
import { hiCm } from './hindiShapes';
import { aroundKey } from './keyRank';

// ── a chord's circle ─────────────────────────────────────────────────────────────────────────────

/** Half-chord, distance from the centre, radius: whole right triangles. */
const CHORD_TRIANGLES: readonly [number, number, number][] = [
  [3, 4, 5],
  [4, 3, 5],
  [8, 6, 10],
  [6, 8, 10],
  [12, 5, 13],
  [5, 12, 13],
  [8, 15, 17],
  [15, 8, 17],
  [12, 9, 15],
  [9, 12, 15],
  [24, 7, 25],
  [7, 24, 25],
  [12, 16, 20],
  [16, 12, 20],
  [20, 21, 29],
  [21, 20, 29],
  [15, 20, 25],
  [20, 15, 25],
];

/** The radius (or diameter) of a circle from a chord's length and its distance from the centre. */
export const chordRadius: Kind = {
  weight: 0.6,
  levels: [2],
  make(rng): Problem {
    return until((): Problem | undefined => {
      const [c, d, r] = rng.pick(CHORD_TRIANGLES);
      const diameter = rng.next() < 0.5;
      const key = diameter ? 2 * r : r;
      const whole = Math.hypot(2 * c, d);
      const wrong: Distractor[] = (
        diameter
          ? [
              { mistake: 'giving the radius, not the diameter', value: r, hi: 'व्यास के स्थान पर त्रिज्या दे देना' },
              {
                mistake: 'using the whole chord in place of half of it, then doubling',
                value: 2 * whole,
                hi: 'आधी जीवा के स्थान पर पूरी जीवा लेकर दोगुना करना',
              },
              {
                mistake: 'adding the half-chord and the distance, then doubling',
                value: 2 * (c + d),
                hi: 'आधी जीवा और दूरी को जोड़कर दोगुना करना',
              },
              { mistake: 'taking the chord as the diameter', value: 2 * c, hi: 'जीवा को ही व्यास मान लेना' },
              {
                mistake: 'taking twice the distance as the diameter',
                value: 2 * d,
                hi: 'दूरी के दोगुने को व्यास मान लेना',
              },
              {
                mistake: 'forgetting the square root, then doubling',
                value: 2 * r * r,
                hi: 'वर्गमूल लेना भूल जाना, फिर दोगुना करना',
              },
              {
                mistake: 'subtracting the squares, then doubling',
                value: 2 * Math.sqrt(Math.abs(c * c - d * d)),
                hi: 'वर्गों को घटाकर दोगुना करना',
              },
            ]
          : [
              {
                mistake: 'using the whole chord in place of half of it',
                value: whole,
                hi: 'आधी जीवा के स्थान पर पूरी जीवा लेना',
              },
              {
                mistake: 'adding the half-chord and the distance',
                value: c + d,
                hi: 'आधी जीवा और दूरी को जोड़ देना',
              },
              {
                mistake: 'giving the diameter, not the radius',
                value: 2 * r,
                hi: 'त्रिज्या के स्थान पर व्यास दे देना',
              },
              {
                mistake: 'subtracting the squares',
                value: Math.sqrt(Math.abs(c * c - d * d)),
                hi: 'वर्गों को घटाना',
              },
              {
                mistake: 'taking half the chord as the radius',
                value: c,
                hi: 'आधी जीवा को ही त्रिज्या मान लेना',
              },
              { mistake: 'taking the distance as the radius', value: d, hi: 'दूरी को ही त्रिज्या मान लेना' },
              { mistake: 'forgetting the square root', value: r * r, hi: 'वर्गमूल लेना भूल जाना' },
              {
                mistake: 'subtracting the distance from the half-chord',
                value: Math.abs(c - d),
                hi: 'आधी जीवा में से दूरी घटाना',
              },
            ]
      ).filter((w) => Number.isInteger(w.value) && (w.value as number) > 0 && w.value !== key);
      if (new Set(wrong.map((w) => w.value)).size < 3) return undefined;
      const ask = diameter ? 'diameter' : 'radius';
      return {
        question: `A chord of length ${cm(2 * c)} is at a distance of ${cm(d)} from the centre of a circle. What is the ${ask} of the circle?`,
        answer: key,
        format: cm,
        distractors: aroundKey(wrong, key, c + d),
        steps: [
          `The perpendicular from the centre bisects the chord: half of it is ${c} cm.`,
          `r² = ${c}² + ${d}² = ${c * c + d * d}, so r = ${cm(r)}${diameter ? ` and the diameter is ${cm(2 * r)}` : ''}.`,
        ],
        hi: {
          question: `${hiCm(2 * c)} लंबी एक जीवा किसी वृत्त के केंद्र से ${hiCm(d)} की दूरी पर है। वृत्त ${diameter ? 'का व्यास कितना' : 'की त्रिज्या कितनी'} है?`,
          steps: [
            `केंद्र से जीवा पर डाला गया लंब जीवा को समद्विभाजित करता है: उसका आधा ${c} सेमी है।`,
            `r² = ${c}² + ${d}² = ${c * c + d * d}, अतः r = ${hiCm(r)}${diameter ? ` और व्यास ${hiCm(2 * r)} है` : ''}।`,
          ],
          format: hiCm,
        },
        params: { chord: 2 * c, d, ask },
      };
    });
  },
};

// ── circle facts as statements ───────────────────────────────────────────────────────────────────

interface CircleFact {
  /** The true statement and a false variant of it, each with its Hindi. */
  yes: string;
  hiYes: string;
  no: string;
  hiNo: string;
  /** Short phrases for the mistakes: what is true, what the false variant claims. */
  fact: string;
  hiFact: string;
  myth: string;
  hiMyth: string;
}

const CIRCLE_FACTS: readonly CircleFact[] = [
  {
    yes: 'The tangents drawn at the ends of a diameter of a circle are parallel.',
    hiYes: 'किसी वृत्त के व्यास के सिरों पर खींची गई स्पर्श रेखाएँ समांतर होती हैं।',
    no: 'The tangents drawn at the ends of a diameter of a circle meet at right angles.',
    hiNo: 'किसी वृत्त के व्यास के सिरों पर खींची गई स्पर्श रेखाएँ समकोण पर मिलती हैं।',
    fact: 'the tangents at the ends of a diameter are parallel',
    hiFact: 'व्यास के सिरों पर की स्पर्श रेखाएँ समांतर होती हैं',
    myth: 'the tangents at the ends of a diameter meet at right angles',
    hiMyth: 'व्यास के सिरों पर की स्पर्श रेखाएँ समकोण पर मिलती हैं',
  },
  {
    yes: 'The tangent at any point of a circle is perpendicular to the radius through the point of contact.',
    hiYes: 'वृत्त के किसी बिंदु पर खींची गई स्पर्श रेखा स्पर्श बिंदु से जाने वाली त्रिज्या पर लंब होती है।',
    no: 'The tangent at any point of a circle makes an angle of 45° with the radius through the point of contact.',
    hiNo: 'वृत्त के किसी बिंदु पर खींची गई स्पर्श रेखा स्पर्श बिंदु से जाने वाली त्रिज्या के साथ 45° का कोण बनाती है।',
    fact: 'the tangent is perpendicular to the radius at the point of contact',
    hiFact: 'स्पर्श रेखा स्पर्श बिंदु पर त्रिज्या पर लंब होती है',
    myth: 'the tangent makes 45° with the radius',
    hiMyth: 'स्पर्श रेखा त्रिज्या के साथ 45° बनाती है',
  },
  {
    yes: 'The lengths of the two tangents drawn from an external point to a circle are equal.',
    hiYes: 'किसी बाह्य बिंदु से वृत्त पर खींची गई दोनों स्पर्श रेखाओं की लंबाइयाँ बराबर होती हैं।',
    no: 'The lengths of the two tangents drawn from an external point to a circle are always unequal.',
    hiNo: 'किसी बाह्य बिंदु से वृत्त पर खींची गई दोनों स्पर्श रेखाओं की लंबाइयाँ सदैव असमान होती हैं।',
    fact: 'the two tangents from an external point are equal',
    hiFact: 'बाह्य बिंदु से खींची गई दोनों स्पर्श रेखाएँ बराबर होती हैं',
    myth: 'the two tangents from an external point are unequal',
    hiMyth: 'बाह्य बिंदु से खींची गई दोनों स्पर्श रेखाएँ असमान होती हैं',
  },
  {
    yes: 'Equal chords of a circle are equidistant from the centre.',
    hiYes: 'किसी वृत्त की बराबर जीवाएँ केंद्र से समान दूरी पर होती हैं।',
    no: 'Of two chords of a circle, the longer one is farther from the centre.',
    hiNo: 'किसी वृत्त की दो जीवाओं में से लंबी जीवा केंद्र से अधिक दूर होती है।',
    fact: 'equal chords are equidistant from the centre',
    hiFact: 'बराबर जीवाएँ केंद्र से समान दूरी पर होती हैं',
    myth: 'the longer chord is farther from the centre',
    hiMyth: 'लंबी जीवा केंद्र से अधिक दूर होती है',
  },
  {
    yes: 'The perpendicular from the centre of a circle to a chord bisects the chord.',
    hiYes: 'वृत्त के केंद्र से किसी जीवा पर डाला गया लंब जीवा को समद्विभाजित करता है।',
    no: 'A chord of a circle can be longer than its diameter.',
    hiNo: 'किसी वृत्त की जीवा उसके व्यास से लंबी हो सकती है।',
    fact: 'the perpendicular from the centre bisects a chord',
    hiFact: 'केंद्र से जीवा पर डाला गया लंब जीवा को समद्विभाजित करता है',
    myth: 'a chord can be longer than the diameter',
    hiMyth: 'जीवा व्यास से लंबी हो सकती है',
  },
  {
    yes: 'The angle in a semicircle is a right angle.',
    hiYes: 'अर्धवृत्त में बना कोण समकोण होता है।',
    no: 'The angle in a semicircle is an obtuse angle.',
    hiNo: 'अर्धवृत्त में बना कोण अधिक कोण होता है।',
    fact: 'the angle in a semicircle is a right angle',
    hiFact: 'अर्धवृत्त में बना कोण समकोण होता है',
    myth: 'the angle in a semicircle is obtuse',
    hiMyth: 'अर्धवृत्त में बना कोण अधिक कोण होता है',
  },
  {
    yes: 'The opposite angles of a cyclic quadrilateral are supplementary.',
    hiYes: 'चक्रीय चतुर्भुज के सम्मुख कोण संपूरक होते हैं।',
    no: 'The opposite angles of a cyclic quadrilateral are always equal.',
    hiNo: 'चक्रीय चतुर्भुज के सम्मुख कोण सदैव बराबर होते हैं।',
    fact: 'opposite angles of a cyclic quadrilateral add up to 180°',
    hiFact: 'चक्रीय चतुर्भुज के सम्मुख कोणों का योग 180° होता है',
    myth: 'opposite angles of a cyclic quadrilateral are equal',
    hiMyth: 'चक्रीय चतुर्भुज के सम्मुख कोण बराबर होते हैं',
  },
  {
    yes: 'Angles in the same segment of a circle are equal.',
    hiYes: 'वृत्त के एक ही वृत्तखंड में बने कोण बराबर होते हैं।',
    no: 'Angles in the same segment of a circle are supplementary.',
    hiNo: 'वृत्त के एक ही वृत्तखंड में बने कोण संपूरक होते हैं।',
    fact: 'angles in the same segment are equal',
    hiFact: 'एक ही वृत्तखंड के कोण बराबर होते हैं',
    myth: 'angles in the same segment are supplementary',
    hiMyth: 'एक ही वृत्तखंड के कोण संपूरक होते हैं',
  },
  {
    yes: 'The angle an arc subtends at the centre is double the angle it subtends at any point on the remaining part of the circle.',
    hiYes: 'कोई चाप केंद्र पर जो कोण बनाता है, वह वृत्त के शेष भाग के किसी बिंदु पर बने कोण का दोगुना होता है।',
    no: 'The angle an arc subtends at the centre is half the angle it subtends at any point on the remaining part of the circle.',
    hiNo: 'कोई चाप केंद्र पर जो कोण बनाता है, वह वृत्त के शेष भाग के किसी बिंदु पर बने कोण का आधा होता है।',
    fact: 'the angle at the centre is double the angle at the circle',
    hiFact: 'केंद्र पर बना कोण परिधि पर बने कोण का दोगुना होता है',
    myth: 'the angle at the centre is half the angle at the circle',
    hiMyth: 'केंद्र पर बना कोण परिधि पर बने कोण का आधा होता है',
  },
  {
    yes: 'Exactly one circle passes through three points that are not in a straight line.',
    hiYes: 'एक सरल रेखा में न स्थित तीन बिंदुओं से होकर ठीक एक वृत्त जाता है।',
    no: 'A circle can be drawn through any three points in a straight line.',
    hiNo: 'एक सरल रेखा में स्थित किन्हीं तीन बिंदुओं से होकर एक वृत्त खींचा जा सकता है।',
    fact: 'one circle passes through three points not in a line',
    hiFact: 'एक रेखा में न स्थित तीन बिंदुओं से होकर एक वृत्त जाता है',
    myth: 'a circle passes through three points in a line',
    hiMyth: 'एक रेखा में स्थित तीन बिंदुओं से होकर वृत्त जाता है',
  },
  {
    yes: 'If two circles touch each other externally, the distance between their centres is the sum of their radii.',
    hiYes:
      'यदि दो वृत्त एक-दूसरे को बाह्य रूप से स्पर्श करते हैं, तो उनके केंद्रों के बीच की दूरी उनकी त्रिज्याओं के योग के बराबर होती है।',
    no: 'If two circles touch each other externally, the distance between their centres is the difference of their radii.',
    hiNo: 'यदि दो वृत्त एक-दूसरे को बाह्य रूप से स्पर्श करते हैं, तो उनके केंद्रों के बीच की दूरी उनकी त्रिज्याओं के अंतर के बराबर होती है।',
    fact: 'circles touching externally have their centres the sum of the radii apart',
    hiFact: 'बाह्य स्पर्श करने वाले वृत्तों के केंद्रों की दूरी त्रिज्याओं का योग होती है',
    myth: 'circles touching externally have their centres the difference of the radii apart',
    hiMyth: 'बाह्य स्पर्श करने वाले वृत्तों के केंद्रों की दूरी त्रिज्याओं का अंतर होती है',
  },
];

/**
 * Four circle facts, one of them turned false ("which is incorrect?") or three of them turned false
 * ("which is correct?"); each wrong option named by the fact it doubts or the myth it believes.
 */
export const circleStatements: Kind = {
  weight: 0.5,
  levels: [2, 3],
  make(rng): Problem {
    const ask = rng.pick(['incorrect', 'correct'] as const);
    const [first, ...rest] = rng.sample([...CIRCLE_FACTS], 4) as [CircleFact, ...CircleFact[]];
    const keyText = ask === 'incorrect' ? first.no : first.yes;
    const wrong: Distractor[] = rest.map((f) =>
      ask === 'incorrect'
        ? { mistake: `doubting that ${f.fact}`, value: f.yes, hi: `इस पर संदेह करना कि ${f.hiFact}` }
        : { mistake: `believing that ${f.myth}`, value: f.no, hi: `यह मान लेना कि ${f.hiMyth}` },
    );
    const options: Record<string, string> = {
      [keyText]: ask === 'incorrect' ? first.hiNo : first.hiYes,
      ...Object.fromEntries(rest.map((f) => (ask === 'incorrect' ? [f.yes, f.hiYes] : [f.no, f.hiNo]))),
    };
    const steps =
      ask === 'incorrect'
        ? [`In fact ${first.fact}, so “${first.no}” is the incorrect statement; the other three are true.`]
        : [
            `The others are false: ${rest.map((f) => `it is not true that ${f.myth}`).join('; ')}.`,
            `Only this one is true, since ${first.fact}: ${first.yes}`,
          ];
    const hiSteps =
      ask === 'incorrect'
        ? [`वास्तव में ${first.hiFact}, अतः “${first.hiNo}” गलत कथन है; शेष तीनों सत्य हैं।`]
        : [
            `शेष असत्य हैं: ${rest.map((f) => `यह सत्य नहीं कि ${f.hiMyth}`).join('; ')}।`,
            `केवल यही सत्य है, क्योंकि ${first.hiFact}: ${first.hiYes}`,
          ];
    return {
      question: `Which of the following statements about circles is ${ask}?`,
      answer: keyText,
      distractors: wrong,
      steps,
      hi: {
        question: `वृत्तों के संबंध में निम्नलिखित में से कौन-सा कथन ${ask === 'incorrect' ? 'गलत' : 'सही'} है?`,
        steps: hiSteps,
        options,
      },
      params: { ask, statements: [keyText, ...wrong.map((w) => w.value as string)] },
    };
  },
};

// ── a regular polygon's sides ────────────────────────────────────────────────────────────────────

/** Regular polygons whose exterior angle is whole: sides and exterior angle. */
const POLYGONS = [5, 6, 8, 9, 10, 12, 15, 18, 20, 24, 30, 36];

/**
 * The number of sides of a regular polygon from its exterior angle, from the ratio of its interior to
 * its exterior angle, or from how much its interior angle exceeds its exterior angle.
 */
export const polygonSides: Kind = {
  levels: [2],
  make(rng): Problem {
    const form = rng.pick(['exterior', 'ratio', 'exceeds'] as const);
    return until((): Problem | undefined => {
      const n = rng.pick(POLYGONS);
      const e = 360 / n;
      const i = 180 - e;
      let question: string;
      let hiQuestion: string;
      let given: string;
      let hiGiven: string;
      let extra: Distractor[];
      let params: Record<string, number | string>;
      if (form === 'exterior') {
        question = `Each exterior angle of a regular polygon is ${e}°. How many sides does the polygon have?`;
        hiQuestion = `एक सम बहुभुज का प्रत्येक बाह्य कोण ${e}° है। उस बहुभुज की कितनी भुजाएँ हैं?`;
        given = `The exterior angles add up to 360°`;
        hiGiven = `बाह्य कोणों का योग 360° होता है`;
        extra = [
          {
            mistake: 'dividing 180° by the exterior angle',
            value: 180 / e,
            hi: '180° को बाह्य कोण से भाग देना',
          },
          { mistake: 'dividing 360° by the interior angle', value: 360 / i, hi: '360° को अंतःकोण से भाग देना' },
        ];
        params = { form, e };
      } else if (form === 'ratio') {
        const g = gcdOf(i, e);
        const [p, q] = [i / g, e / g];
        if (p > 20 || q > 5) return undefined;
        question = `The interior angle and the exterior angle of a regular polygon are in the ratio ${p} : ${q}. How many sides does the polygon have?`;
        hiQuestion = `एक सम बहुभुज के अंतःकोण और बाह्य कोण का अनुपात ${p} : ${q} है। उस बहुभुज की कितनी भुजाएँ हैं?`;
        given = `The two angles add up to 180°, so the exterior angle is 180° × ${q}/${p + q} = ${e}°`;
        hiGiven = `दोनों कोणों का योग 180° है, अतः बाह्य कोण 180° × ${q}/${p + q} = ${e}° है`;
        extra = [
          { mistake: 'adding the terms of the ratio', value: p + q, hi: 'अनुपात के पदों को जोड़ देना' },
          { mistake: 'reading the ratio the other way round', value: 360 / i, hi: 'अनुपात को उलटा पढ़ना' },
          {
            mistake: 'sharing 360° in the ratio',
            value: 360 / ((360 * q) / (p + q)),
            hi: '360° को अनुपात में बाँटना',
          },
        ];
        params = { form, p, q };
      } else {
        const gap = i - e;
        if (gap <= 0) return undefined;
        question = `Each interior angle of a regular polygon exceeds its exterior angle by ${gap}°. How many sides does the polygon have?`;
        hiQuestion = `एक सम बहुभुज का प्रत्येक अंतःकोण उसके बाह्य कोण से ${gap}° अधिक है। उस बहुभुज की कितनी भुजाएँ हैं?`;
        given = `The interior and exterior angles add up to 180° and differ by ${gap}°, so the exterior angle is (180° − ${gap}°) ÷ 2 = ${e}°`;
        hiGiven = `अंतःकोण और बाह्य कोण का योग 180° है और अंतर ${gap}°, अतः बाह्य कोण (180° − ${gap}°) ÷ 2 = ${e}° है`;
        extra = [
          {
            mistake: 'not halving 180° − the difference',
            value: 360 / (180 - gap),
            hi: '180° − अंतर को आधा न करना',
          },
          {
            mistake: 'taking the difference as the exterior angle',
            value: 360 / gap,
            hi: 'अंतर को ही बाह्य कोण मान लेना',
          },
          {
            mistake: 'dividing 360° by the interior angle',
            value: 360 / ((180 + gap) / 2),
            hi: '360° को अंतःकोण से भाग देना',
          },
        ];
        params = { form, gap };
      }
      const wrong = [
        ...extra,
        { mistake: 'dividing 180° by the exterior angle', value: 180 / e, hi: '180° को बाह्य कोण से भाग देना' },
        {
          mistake: 'dividing the interior angle by the exterior angle',
          value: i / e,
          hi: 'अंतःकोण को बाह्य कोण से भाग देना',
        },
        { mistake: 'taking the angle sum as 720°', value: 2 * n, hi: 'कोणों का योग 720° मान लेना' },
        { mistake: 'giving the number of diagonals', value: (n * (n - 3)) / 2, hi: 'विकर्णों की संख्या दे देना' },
        {
          mistake: 'subtracting 2, as in the interior angle sum',
          value: n - 2,
          hi: 'अंतःकोणों के योग की तरह 2 घटा देना',
        },
        {
          mistake: 'adding 2, as in the interior angle sum',
          value: n + 2,
          hi: 'अंतःकोणों के योग की तरह 2 जोड़ देना',
        },
      ].filter((w) => Number.isInteger(w.value) && (w.value as number) >= 3 && w.value !== n);
      const distinct = wrong.filter((w, k) => wrong.findIndex((x) => x.value === w.value) === k);
      if (distinct.length < 3) return undefined;
      return {
        question,
        answer: n,
        distractors: aroundKey(distinct, n, n + e),
        steps: [`${given}; the number of sides is 360° ÷ ${e}° = ${num(n)}.`],
        hi: {
          question: hiQuestion,
          steps: [`${hiGiven}; भुजाओं की संख्या 360° ÷ ${e}° = ${num(n)} है।`],
        },
        params,
      };
    });
  },
};

function gcdOf(a: number, b: number): number {
  return b === 0 ? a : gcdOf(b, a % b);
}
