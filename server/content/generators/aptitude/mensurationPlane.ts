/**
 * Mensuration's problem kinds about plane figures: rectangles, circles, triangles, squares, paths, areas
 * changed by a percentage.
 */
import { num, pct, rupees } from '../format';
import { hiChange } from '../hindi';
import { isWhole, SMALL_RIGHT_TRIANGLES } from '../math';
import { until } from '../question';
import type { Problem, Kind } from '../types';
import { PI, cm, m, sqcm, sqm } from './measures';
import { aroundKey } from './keyRank';
import { HI_AREA_INSTEAD, HI_NO_HALF, HI_TAKE_PI, hiCm, hiM, hiSqcm, hiSqm } from './hindiShapes';

/** A right triangle with whole sides: area from the two shorter sides, given the hypotenuse and one leg. */
function mensuration_rightTriangle(rng: {
  pick<T>(items: readonly T[]): T;
  int(a: number, b: number): number;
}): Problem {
  const [p, q, h] = rng.pick(SMALL_RIGHT_TRIANGLES);
  const k = rng.int(1, 3);
  const [a, b, c] = [p * k, q * k, h * k];
  return {
    question: `In a right-angled triangle the hypotenuse is ${cm(c)} and one of the other sides is ${cm(a)}. What is its area?`,
    answer: (a * b) / 2,
    format: sqcm,
    distractors: [
      { mistake: 'using the hypotenuse as the height', value: (a * c) / 2, hi: 'कर्ण को ऊँचाई मान लेना' },
      { mistake: 'forgetting the ½', value: a * b, hi: HI_NO_HALF },
      {
        mistake: 'adding the squares instead of subtracting for the third side',
        hi: 'तीसरी भुजा के लिए वर्गों को घटाने के स्थान पर जोड़ना',
        // not a whole side, and so dropped, unless a² + c² is a square: never rounded to one
        value: (a * Math.sqrt(a * a + c * c)) / 2,
      },
    ],
    steps: [`Third side = √(${c}² − ${a}²) = ${b} cm. Area = ½ × ${a} × ${b} = ${sqcm((a * b) / 2)}.`],
    hi: {
      question: `एक समकोण त्रिभुज का कर्ण ${hiCm(c)} है और शेष भुजाओं में से एक ${hiCm(a)} है। उसका क्षेत्रफल कितना है?`,
      steps: [
        `तीसरी भुजा = √(${c}² − ${a}²) = ${hiCm(b)}। क्षेत्रफल = ½ × ${a} × ${b} = ${hiSqcm((a * b) / 2)}।`,
      ],
      format: hiSqcm,
    },
    params: { type: 'right', a, c },
  };
}

export const rectangle: Kind = {
  levels: [1],
  make(rng): Problem {
    const l = rng.int(6, 60);
    const b = rng.int(3, l - 1);
    const ask = rng.pick(['area', 'perimeter', 'breadth'] as const);
    if (ask === 'area') {
      return {
        question: `A rectangular room is ${m(l)} long and ${m(b)} wide. What is its floor area?`,
        answer: l * b,
        format: sqm,
        distractors: [
          {
            mistake: 'finding the perimeter instead',
            value: 2 * (l + b),
            hi: 'इसके स्थान पर परिमाप ज्ञात करना',
          },
          { mistake: 'adding the sides', value: l + b, hi: 'भुजाओं को जोड़ देना' },
          { mistake: 'doubling the area', value: 2 * l * b, hi: 'क्षेत्रफल को दोगुना कर देना' },
        ],
        steps: [`Area = length × breadth = ${l} × ${b} = ${sqm(l * b)}.`],
        hi: {
          question: `एक आयताकार कमरा ${hiM(l)} लंबा और ${hiM(b)} चौड़ा है। उसके फ़र्श का क्षेत्रफल कितना है?`,
          steps: [`क्षेत्रफल = लंबाई × चौड़ाई = ${l} × ${b} = ${hiSqm(l * b)}।`],
          format: hiSqm,
        },
        params: { ask, l, b },
      };
    }
    if (ask === 'perimeter') {
      return {
        question: `A rectangular field is ${m(l)} long and ${m(b)} wide. How much wire is needed to go round it once?`,
        answer: 2 * (l + b),
        format: m,
        distractors: [
          {
            mistake: 'forgetting to double the sum of the sides',
            value: l + b,
            hi: 'भुजाओं के योग को दोगुना करना भूल जाना',
          },
          { mistake: 'finding the area instead', value: l * b, hi: HI_AREA_INSTEAD },
          { mistake: 'doubling only the length', value: 2 * l + b, hi: 'केवल लंबाई को दोगुना करना' },
        ],
        steps: [`Perimeter = 2(l + b) = 2 × (${l} + ${b}) = ${m(2 * (l + b))}.`],
        hi: {
          question: `एक आयताकार खेत ${hiM(l)} लंबा और ${hiM(b)} चौड़ा है। उसके चारों ओर एक बार घेरा लगाने के लिए कितने तार की आवश्यकता होगी?`,
          steps: [`परिमाप = 2(l + b) = 2 × (${l} + ${b}) = ${hiM(2 * (l + b))}।`],
          format: hiM,
        },
        params: { ask, l, b },
      };
    }
    return {
      question: `The area of a rectangle is ${sqcm(l * b)} and its length is ${cm(l)}. What is its perimeter?`,
      answer: 2 * (l + b),
      format: cm,
      distractors: [
        { mistake: 'stopping at the breadth', value: b, hi: 'चौड़ाई ज्ञात करके ही रुक जाना' },
        { mistake: 'adding length and breadth only', value: l + b, hi: 'केवल लंबाई और चौड़ाई को जोड़ना' },
        { mistake: 'doubling the breadth only', value: l + 2 * b, hi: 'केवल चौड़ाई को दोगुना करना' },
      ],
      steps: [`Breadth = ${l * b} ÷ ${l} = ${cm(b)}; perimeter = 2(${l} + ${b}) = ${cm(2 * (l + b))}.`],
      hi: {
        question: `एक आयत का क्षेत्रफल ${hiSqcm(l * b)} है और उसकी लंबाई ${hiCm(l)} है। उसका परिमाप कितना है?`,
        steps: [`चौड़ाई = ${l * b} ÷ ${l} = ${hiCm(b)}; परिमाप = 2(${l} + ${b}) = ${hiCm(2 * (l + b))}।`],
        format: hiCm,
      },
      params: { ask, l, b },
    };
  },
};

export const circle: Kind = {
  levels: [1],
  make(rng): Problem {
    const r = 7 * rng.int(1, 8);
    const ask = rng.pick(['area', 'circumference'] as const);
    if (ask === 'area') {
      return {
        question: `What is the area of a circle of radius ${cm(r)}? (Take π = 22/7.)`,
        answer: PI * r * r,
        format: sqcm,
        // slips on both sides of the key, ordered around it (issue 19)
        distractors: aroundKey(
          [
            {
              mistake: 'using the diameter in πr²',
              value: PI * 4 * r * r,
              hi: 'πr² में त्रिज्या के स्थान पर व्यास लेना',
            },
            {
              mistake: 'finding the circumference instead',
              value: 2 * PI * r,
              hi: 'इसके स्थान पर परिधि ज्ञात करना',
            },
            { mistake: 'using 2πr² instead of πr²', value: 2 * PI * r * r, hi: 'πr² के स्थान पर 2πr² लेना' },
            { mistake: 'forgetting to square the radius', value: PI * r, hi: 'त्रिज्या का वर्ग करना भूल जाना' },
            { mistake: 'leaving out π', value: r * r, hi: 'π छोड़ देना' },
          ],
          PI * r * r,
          r,
        ),
        steps: [`Area = πr² = 22/7 × ${r} × ${r} = ${sqcm(PI * r * r)}.`],
        hi: {
          question: `${hiCm(r)} त्रिज्या वाले वृत्त का क्षेत्रफल कितना है? ${HI_TAKE_PI}`,
          steps: [`क्षेत्रफल = πr² = 22/7 × ${r} × ${r} = ${hiSqcm(PI * r * r)}।`],
          format: hiSqcm,
        },
        params: { ask, r },
      };
    }
    return {
      question: `A circular park has a radius of ${m(r)}. How long is the path along its edge? (Take π = 22/7.)`,
      answer: 2 * PI * r,
      format: m,
      // slips on both sides of the key, ordered around it (issue 19)
      distractors: aroundKey(
        [
          { mistake: 'using πr instead of 2πr', value: PI * r, hi: '2πr के स्थान पर πr लेना' },
          { mistake: 'finding the area instead', value: PI * r * r, hi: HI_AREA_INSTEAD },
          { mistake: 'using 4πr', value: 4 * PI * r, hi: '4πr लेना' },
          { mistake: 'leaving out π', value: 2 * r, hi: 'π छोड़ देना' },
          {
            mistake: "using a semicircle's perimeter, πr + 2r",
            value: PI * r + 2 * r,
            hi: 'अर्धवृत्त का परिमाप πr + 2r ले लेना',
          },
        ],
        2 * PI * r,
        r + 1,
      ),
      steps: [`Circumference = 2πr = 2 × 22/7 × ${r} = ${m(2 * PI * r)}.`],
      hi: {
        question: `एक वृत्ताकार पार्क की त्रिज्या ${hiM(r)} है। उसके किनारे के साथ-साथ चलने वाले पथ की लंबाई कितनी है? ${HI_TAKE_PI}`,
        steps: [`परिधि = 2πr = 2 × 22/7 × ${r} = ${hiM(2 * PI * r)}।`],
        format: hiM,
      },
      params: { ask, r },
    };
  },
};

export const triangle: Kind = {
  levels: [1],
  make(rng): Problem {
    if (rng.chance(0.5)) {
      const base = rng.int(4, 40);
      const h = rng.int(3, 30);
      if ((base * h) % 2 !== 0) return mensuration_rightTriangle(rng);
      return {
        question: `A triangle has a base of ${cm(base)} and a height of ${cm(h)}. What is its area?`,
        answer: (base * h) / 2,
        format: sqcm,
        distractors: [
          { mistake: 'forgetting the ½', value: base * h, hi: HI_NO_HALF },
          { mistake: 'adding base and height', value: base + h, hi: 'आधार और ऊँचाई को जोड़ देना' },
          { mistake: 'dividing by 4', value: (base * h) / 4, hi: '4 से भाग देना' },
        ],
        steps: [`Area = ½ × base × height = ½ × ${base} × ${h} = ${sqcm((base * h) / 2)}.`],
        hi: {
          question: `एक त्रिभुज का आधार ${hiCm(base)} और ऊँचाई ${hiCm(h)} है। उसका क्षेत्रफल कितना है?`,
          steps: [`क्षेत्रफल = ½ × आधार × ऊँचाई = ½ × ${base} × ${h} = ${hiSqcm((base * h) / 2)}।`],
          format: hiSqcm,
        },
        params: { type: 'base-height', base, h },
      };
    }
    return mensuration_rightTriangle(rng);
  },
};

export const square: Kind = {
  levels: [1],
  make(rng) {
    const d = 2 * rng.int(3, 25);
    return {
      question: `The diagonal of a square is ${cm(d)}. What is its area?`,
      answer: (d * d) / 2,
      format: sqcm,
      distractors: [
        { mistake: 'squaring the diagonal', value: d * d, hi: 'विकर्ण का वर्ग ही ले लेना' },
        {
          mistake: 'taking the side as half the diagonal',
          value: (d * d) / 4,
          hi: 'भुजा को विकर्ण का आधा मान लेना',
        },
        {
          mistake: 'multiplying the diagonal by 2 for the perimeter',
          value: 2 * d,
          hi: 'परिमाप के लिए विकर्ण को 2 से गुणा करना',
        },
      ],
      steps: [`Area of a square = diagonal²/2 = ${d}²/2 = ${sqcm((d * d) / 2)}.`],
      hi: {
        question: `एक वर्ग का विकर्ण ${hiCm(d)} है। उसका क्षेत्रफल कितना है?`,
        steps: [`वर्ग का क्षेत्रफल = विकर्ण²/2 = ${d}²/2 = ${hiSqcm((d * d) / 2)}।`],
        format: hiSqcm,
      },
      params: { d },
    };
  },
};

export const path: Kind = {
  levels: [2],
  make(rng) {
    return until(() => {
      const l = rng.int(20, 80);
      const b = rng.int(10, l - 5);
      const w = rng.pick([1, 1.5, 2, 2.5, 3, 3.5, 4, 5]);
      const inside = rng.chance(0.4);
      const area = inside ? l * b - (l - 2 * w) * (b - 2 * w) : (l + 2 * w) * (b + 2 * w) - l * b;
      const rate = rng.pick([0, 0, 20, 25, 40, 50, 60]);
      if (!isWhole(area * rate) || !isWhole(area * 4)) return undefined;
      const place = inside ? 'inside, along its edges' : 'outside it, all round';
      const q = `A rectangular garden is ${m(l)} long and ${m(b)} wide. A path ${m(w)} wide runs ${place}.`;
      const wrong1 = inside ? l * b - (l - w) * (b - w) : (l + w) * (b + w) - l * b;
      const wrong2 = 2 * w * (l + b);
      const once = inside
        ? 'taking the width only once off each side'
        : 'adding the width only once to each side';
      const strips = inside
        ? 'using 2w(l + b), which counts the corner squares twice'
        : 'using 2w(l + b), which misses the corner squares';
      const hiQ = `एक आयताकार बगीचा ${hiM(l)} लंबा और ${hiM(b)} चौड़ा है। उसके ${inside ? 'अंदर किनारों के साथ-साथ' : 'बाहर चारों ओर'} ${hiM(w)} चौड़ा एक पथ बना है।`;
      const hiOnce = inside
        ? 'प्रत्येक ओर से पथ की चौड़ाई केवल एक बार घटाना'
        : 'प्रत्येक ओर पथ की चौड़ाई केवल एक बार जोड़ना';
      const hiStrips = inside
        ? '2w(l + b) का प्रयोग करना, जिसमें कोनों के वर्ग दो बार गिने जाते हैं'
        : '2w(l + b) का प्रयोग करना, जिसमें कोनों के वर्ग छूट जाते हैं';
      const hiAreaStep = inside
        ? `पथ का क्षेत्रफल = ${l} × ${b} − (${l} − ${2 * w}) × (${b} − ${2 * w}) = ${num(l * b)} − ${num((l - 2 * w) * (b - 2 * w))} = ${hiSqm(area)}।`
        : `पथ का क्षेत्रफल = (${l} + ${2 * w}) × (${b} + ${2 * w}) − ${l} × ${b} = ${num((l + 2 * w) * (b + 2 * w))} − ${num(l * b)} = ${hiSqm(area)}।`;
      return rate
        ? {
            question: `${q} What does it cost to pave the path at ₹ ${rate} per m²?`,
            answer: area * rate,
            format: rupees,
            distractors: [
              { mistake: once, value: wrong1 * rate, hi: hiOnce },
              { mistake: strips, value: wrong2 * rate, hi: hiStrips },
              { mistake: 'paving the whole garden', value: l * b * rate, hi: 'पूरे बगीचे में फ़र्श बनवाना' },
            ],
            steps: [
              inside
                ? `Path area = ${l} × ${b} − (${l} − ${2 * w}) × (${b} − ${2 * w}) = ${num(l * b)} − ${num((l - 2 * w) * (b - 2 * w))} = ${sqm(area)}.`
                : `Path area = (${l} + ${2 * w}) × (${b} + ${2 * w}) − ${l} × ${b} = ${num((l + 2 * w) * (b + 2 * w))} − ${num(l * b)} = ${sqm(area)}.`,
              `Cost = ${num(area)} × ${rate} = ${rupees(area * rate)}.`,
            ],
            hi: {
              question: `${hiQ} ₹ ${rate} प्रति वर्ग मीटर की दर से पथ पर फ़र्श बनवाने का व्यय कितना होगा?`,
              steps: [hiAreaStep, `व्यय = ${num(area)} × ${rate} = ${rupees(area * rate)}।`],
            },
            params: { l, b, w, inside, rate },
          }
        : {
            question: `${q} What is the area of the path?`,
            answer: area,
            format: sqm,
            wholeOptions: false,
            distractors: [
              { mistake: once, value: wrong1, hi: hiOnce },
              { mistake: strips, value: wrong2, hi: hiStrips },
              { mistake: 'giving the area of the garden', value: l * b, hi: 'बगीचे का क्षेत्रफल दे देना' },
            ],
            steps: [
              inside
                ? `Path area = ${l} × ${b} − (${l} − ${2 * w}) × (${b} − ${2 * w}) = ${num(l * b)} − ${num((l - 2 * w) * (b - 2 * w))} = ${sqm(area)}.`
                : `Path area = (${l} + ${2 * w}) × (${b} + ${2 * w}) − ${l} × ${b} = ${num((l + 2 * w) * (b + 2 * w))} − ${num(l * b)} = ${sqm(area)}.`,
            ],
            hi: { question: `${hiQ} पथ का क्षेत्रफल कितना है?`, steps: [hiAreaStep], format: hiSqm },
            params: { l, b, w, inside, rate },
          };
    });
  },
};

export const percentArea: Kind = {
  levels: [3],
  make(rng) {
    return until(() => {
      const a = rng.pick([10, 20, 25, 30, 40, 50]) * (rng.chance(0.7) ? 1 : -1);
      const b = rng.pick([10, 20, 25, 30, 40, 50]) * (rng.chance(0.5) ? 1 : -1);
      const net = a + b + (a * b) / 100;
      if (net === 0 || a === -b) return undefined;
      const word = (x: number) => (x > 0 ? `increased by ${pct(x)}` : `decreased by ${pct(-x)}`);
      const fmt = (x: number) => (x > 0 ? `${pct(x)} increase` : `${pct(-x)} decrease`);
      const hiBy = (x: number) => (x > 0 ? `${pct(x)} की वृद्धि` : `${pct(-x)} की कमी`);
      return {
        question: `The length of a rectangle is ${word(a)} and its breadth is ${word(b)}. What is the percentage change in its area?`,
        answer: net,
        format: fmt,
        allowNonPositive: true,
        distractors: [
          { mistake: 'adding the two changes', value: a + b, hi: 'दोनों परिवर्तनों को सीधे जोड़ देना' },
          {
            mistake: 'subtracting the product term instead of adding it',
            value: a + b - (a * b) / 100,
            hi: 'गुणनफल वाले पद (ab/100) को जोड़ने के स्थान पर घटाना',
          },
          { mistake: 'getting the sign wrong', value: -net, hi: 'चिह्न उलटा ले लेना' },
        ],
        steps: [
          `Net change = a + b + ab/100 = ${num(a)} + (${num(b)}) + (${num(a)} × ${num(b)})/100 = ${num(net)}%, i.e. ${fmt(net)}.`,
        ],
        hi: {
          question: `एक आयत की लंबाई में ${hiBy(a)} और चौड़ाई में ${hiBy(b)} की जाती है। उसके क्षेत्रफल में कितने प्रतिशत परिवर्तन होगा?`,
          steps: [
            `कुल परिवर्तन = a + b + ab/100 = ${num(a)} + (${num(b)}) + (${num(a)} × ${num(b)})/100 = ${num(net)}%, अर्थात् ${hiChange(net)}।`,
          ],
          format: hiChange,
        },
        params: { a, b },
      };
    });
  },
};
