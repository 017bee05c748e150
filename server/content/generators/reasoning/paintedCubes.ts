/** Painted cubes cut into small cubes → how many small cubes have so many painted faces (or colours). */
import type { Figure } from '../../../../contract/figure';
import { until } from '../question';
import type { Rng } from '../rng';
import type { Distractor, Level, Problem } from '../types';
import { C30, fmt, INK, poly, svgDoc } from './dieDrawings';
import { hiColour, hiColourOblique } from './hindiFigures';

const COLOURS = ['red', 'blue', 'green', 'yellow', 'black'];
const FILL: Record<string, string> = {
  red: '#ef4444',
  blue: '#3b82f6',
  green: '#22c55e',
  yellow: '#facc15',
  black: '#374151',
  none: '#ffffff',
};

/** An isometric block a × b × c (width, depth, height in small cubes) with grid lines and painted faces. */
function blockFigure(
  a: number,
  b: number,
  c: number,
  fills: { top: string; left: string; right: string },
  alt: string,
): Figure {
  const unit = Math.min(24, 150 / Math.max(a + b, c * 1.2));
  const w = unit * C30;
  const h = unit / 2;
  const x0 = 8 + b * w; // the top face's back corner
  const y0 = 8;
  const P = (i: number, j: number, k: number): [number, number] => [
    x0 + (i - j) * w,
    y0 + (i + j) * h + (c - k) * unit,
  ];
  // i along a (to the right), j along b (to the left), k up
  const top: [number, number][] = [P(0, 0, c), P(a, 0, c), P(a, b, c), P(0, b, c)];
  const left: [number, number][] = [P(0, b, c), P(a, b, c), P(a, b, 0), P(0, b, 0)];
  const right: [number, number][] = [P(a, b, c), P(a, 0, c), P(a, 0, 0), P(a, b, 0)];
  const lines: string[] = [];
  const seg = (p: [number, number], q: [number, number]) =>
    lines.push(`M${fmt(p[0])} ${fmt(p[1])}L${fmt(q[0])} ${fmt(q[1])}`);
  for (let i = 1; i < a; i += 1) {
    seg(P(i, 0, c), P(i, b, c));
    seg(P(i, b, c), P(i, b, 0));
  }
  for (let j = 1; j < b; j += 1) {
    seg(P(0, j, c), P(a, j, c));
    seg(P(a, j, c), P(a, j, 0));
  }
  for (let k = 1; k < c; k += 1) {
    seg(P(0, b, k), P(a, b, k));
    seg(P(a, b, k), P(a, 0, k));
  }
  const width = (a + b) * w + 16;
  const height = (a + b) * h + c * unit + 16;
  const shade = (points: [number, number][], colour: string, opacity: number): string =>
    `<polygon points="${points.map(([x, y]) => `${fmt(x)},${fmt(y)}`).join(' ')}" fill="${colour}" fill-opacity="${opacity}"/>`;
  const body = `${poly(top, FILL[fills.top]!)}${poly(left, FILL[fills.left]!)}${poly(right, FILL[fills.right]!)}${shade(top, '#ffffff', 0.3)}${shade(right, '#000000', 0.15)}<path d="${lines.join('')}" stroke="${INK}" stroke-width="1.5" fill="none" stroke-opacity="0.7"/>`;
  return { svg: svgDoc(width, height, body), alt };
}

interface Count {
  ask: string;
  /** The same ask in Hindi, after "कितने छोटे घनों" (its का/के agreeing with फलक). */
  hiAsk: string;
  value: number;
  steps: string[];
  hiSteps: string[];
  mistakes: Distractor[];
}

export function paintedCube(rng: Rng, level: Level): Problem {
  return until((): Problem | undefined => {
    if (level === 3) return colouredCube(rng);
    const colour = rng.pick(COLOURS.slice(0, 4));
    const cuboid = level === 2 && rng.chance(0.4);
    const [a, b, c] = cuboid
      ? [rng.int(3, 7), rng.int(3, 6), rng.int(2, 5)]
      : (() => {
          const n = level === 1 ? rng.int(3, 6) : rng.int(4, 10);
          return [n, n, n];
        })();
    if (cuboid && a === b && b === c) return undefined;
    const [p, q, r] = [a - 2, b - 2, c - 2].map((x) => Math.max(0, x)) as [number, number, number];
    const n = a;
    const counts: Count[] = [
      {
        ask: 'exactly three faces painted',
        hiAsk: 'के ठीक तीन फलक रंगे हैं',
        value: 8,
        steps: ['Only the 8 corner cubes have three painted faces, whatever the size.'],
        hiSteps: ['आकार कुछ भी हो, केवल 8 कोने वाले घनों के तीन फलक रंगे होते हैं।'],
        mistakes: [
          { mistake: 'counting the edge cubes', hi: 'किनारे वाले घनों को गिनना', value: 4 * (p + q + r) },
          {
            mistake: 'counting the faces instead of the corners',
            hi: 'कोनों के स्थान पर फलकों को गिनना',
            value: 6,
          },
          { mistake: 'counting the edges', hi: 'किनारों को गिनना', value: 12 },
        ],
      },
      {
        ask: 'exactly two faces painted',
        hiAsk: 'के ठीक दो फलक रंगे हैं',
        value: 4 * (p + q + r),
        hiSteps: [
          cuboid
            ? `दो रंगे फलक: कोनों को छोड़कर 12 किनारों के घन: 4 × (${a} − 2) + 4 × (${b} − 2) + 4 × (${c} − 2) = ${4 * (p + q + r)}।`
            : `दो रंगे फलक: कोनों को छोड़कर 12 किनारों के घन: 12 × (${n} − 2) = ${12 * p}।`,
        ],
        steps: [
          cuboid
            ? `Two painted faces: the cubes along the 12 edges, leaving out the corners: 4 × (${a} − 2) + 4 × (${b} − 2) + 4 × (${c} − 2) = ${4 * (p + q + r)}.`
            : `Two painted faces: the cubes along the 12 edges, leaving out the corners: 12 × (${n} − 2) = ${12 * p}.`,
        ],
        mistakes: [
          {
            mistake: 'keeping the corner cubes on each edge',
            hi: 'हर किनारे पर कोने वाले घन भी गिन लेना',
            value: 4 * (a + b + c),
          },
          {
            mistake: 'leaving out only one corner per edge',
            hi: 'हर किनारे से केवल एक कोना छोड़ना',
            value: 4 * (a + b + c - 3),
          },
          {
            mistake: 'counting the one-face cubes',
            hi: 'एक रंगे फलक वाले घनों को गिनना',
            value: 2 * (p * q + q * r + p * r),
          },
        ],
      },
      {
        ask: 'exactly one face painted',
        hiAsk: 'का ठीक एक फलक रंगा है',
        value: 2 * (p * q + q * r + p * r),
        hiSteps: [
          cuboid
            ? `एक रंगा फलक: प्रत्येक फलक का बीच का भाग, 2 × (${p} × ${q} + ${q} × ${r} + ${p} × ${r}) = ${2 * (p * q + q * r + p * r)}।`
            : `एक रंगा फलक: 6 फलकों में से प्रत्येक का बीच का (${n} − 2) × (${n} − 2) भाग: 6 × ${p}² = ${6 * p * p}।`,
        ],
        steps: [
          cuboid
            ? `One painted face: the middle of each face, 2 × (${p} × ${q} + ${q} × ${r} + ${p} × ${r}) = ${2 * (p * q + q * r + p * r)}.`
            : `One painted face: the middle (${n} − 2) × (${n} − 2) of each of the 6 faces: 6 × ${p}² = ${6 * p * p}.`,
        ],
        mistakes: [
          { mistake: 'counting whole faces', hi: 'पूरे फलकों को गिनना', value: 2 * (a * b + b * c + a * c) },
          {
            mistake: 'taking off only one row on each face',
            hi: 'हर फलक से केवल एक पंक्ति हटाना',
            value: 2 * ((a - 1) * (b - 1) + (b - 1) * (c - 1) + (a - 1) * (c - 1)),
          },
          { mistake: 'counting one face only', hi: 'केवल एक फलक को गिनना', value: p * q },
          {
            mistake: 'counting the two-face cubes',
            hi: 'दो रंगे फलकों वाले घनों को गिनना',
            value: 4 * (p + q + r),
          },
        ],
      },
      {
        ask: 'no face painted',
        hiAsk: 'का कोई भी फलक नहीं रंगा है',
        value: p * q * r,
        steps: [`No painted face: the inside block (${a} − 2) × (${b} − 2) × (${c} − 2) = ${p * q * r}.`],
        hiSteps: [`कोई रंगा फलक नहीं: भीतर का खंड (${a} − 2) × (${b} − 2) × (${c} − 2) = ${p * q * r}।`],
        mistakes: [
          {
            mistake: 'taking off one layer instead of one from each side',
            hi: 'हर ओर से एक-एक परत के स्थान पर कुल एक परत हटाना',
            value: (a - 1) * (b - 1) * (c - 1),
          },
          {
            mistake: 'counting the one-face cubes',
            hi: 'एक रंगे फलक वाले घनों को गिनना',
            value: 2 * (p * q + q * r + p * r),
          },
          {
            mistake: 'taking off two layers from each side',
            hi: 'हर ओर से दो परतें हटाना',
            value: Math.max(0, a - 4) * Math.max(0, b - 4) * Math.max(0, c - 4),
          },
        ],
      },
    ];
    if (level === 2) {
      const some = a * b * c - p * q * r;
      counts.push({
        ask: 'at least one face painted',
        hiAsk: 'का कम से कम एक फलक रंगा है',
        value: some,
        steps: [`All ${a * b * c} cubes minus the ${p * q * r} unpainted ones inside: ${some}.`],
        hiSteps: [`सभी ${a * b * c} घनों में से भीतर के ${p * q * r} बिना रंगे घन घटाने पर: ${some}।`],
        mistakes: [
          { mistake: 'counting the unpainted ones', hi: 'बिना रंगे घनों को गिनना', value: p * q * r },
          {
            mistake: 'adding the three kinds but forgetting the corners',
            hi: 'तीनों प्रकार जोड़ते समय कोनों को भूल जाना',
            value: some - 8,
          },
          {
            mistake: 'taking off one layer instead of one from each side',
            hi: 'हर ओर से एक-एक परत के स्थान पर कुल एक परत हटाना',
            value: a * b * c - (a - 1) * (b - 1) * (c - 1),
          },
        ],
      });
    }
    const pickCount = rng.pick(counts);
    if (pickCount.value <= 0) return undefined;
    const total = a * b * c;
    const shape = cuboid ? `A cuboid ${a} cm × ${b} cm × ${c} cm` : `A cube of side ${n} cm`;
    const question = `${shape} is painted ${colour} on all its faces and then cut into ${total} cubes of side 1 cm. How many of the small cubes have ${pickCount.ask}?`;
    const hiShape = cuboid ? `${a} सेमी × ${b} सेमी × ${c} सेमी के एक घनाभ` : `${n} सेमी भुजा वाले एक घन`;
    const hiPaint = `${hiColour(colour)} रंग`;
    const hiPaintBy = `${hiColourOblique(colour)} रंग से`;
    return {
      question,
      answer: pickCount.value,
      distractors: pickCount.mistakes,
      steps: [...pickCount.steps, `So ${pickCount.value} small cubes have ${pickCount.ask}.`],
      questionFigure: blockFigure(
        a,
        b,
        c,
        { top: colour, left: colour, right: colour },
        `${shape}, painted ${colour} on every face, marked into 1 cm cubes.`,
      ),
      hi: {
        question: `${hiShape} के सभी फलकों को ${hiPaintBy} रंगा गया है और फिर उसे 1 सेमी भुजा वाले ${total} छोटे घनों में काटा गया है। कितने छोटे घनों ${pickCount.hiAsk}?`,
        steps: [...pickCount.hiSteps, `अतः ${pickCount.value} छोटे घनों ${pickCount.hiAsk}।`],
        figureAlt: `${cuboid ? `${a} सेमी × ${b} सेमी × ${c} सेमी का एक घनाभ` : `${n} सेमी भुजा वाला एक घन`}, जिसके हर फलक पर ${hiPaint} है, 1 सेमी के घनों में बँटा हुआ।`,
      },
      params: {
        dims: [a, b, c],
        paint: { top: colour, bottom: colour, front: colour, back: colour, left: colour, right: colour },
        ask: askKey(pickCount.ask),
      },
    };
  });
}

/** What is counted, in the form the checks read: faces=k, atLeast=1, or a colour rule. */
function askKey(ask: string): string {
  return (
    (
      {
        'exactly three faces painted': 'faces=3',
        'exactly two faces painted': 'faces=2',
        'exactly one face painted': 'faces=1',
        'no face painted': 'faces=0',
        'at least one face painted': 'faces>=1',
      } as Record<string, string>
    )[ask] ?? ask
  );
}

function colouredCube(rng: Rng): Problem | undefined {
  const n = rng.int(3, 8);
  const [c1, c2, c3] = rng.sample(COLOURS.slice(0, 4), 3) as [string, string, string];
  const m = n - 2;
  // c1 on top and bottom, c2 on front and back, c3 on left and right
  const [h1, h2, h3] = [c1, c2, c3].map(hiColour) as [string, string, string];
  const [o1, o2, o3] = [c1, c2, c3].map(hiColourOblique) as [string, string, string];
  const asks: (Count & { key: string })[] = [
    {
      ask: `${c1} and ${c2} paint but no ${c3}`,
      hiAsk: `पर ${h1} और ${h2} रंग है किंतु ${h3} रंग नहीं है`,
      hiSteps: [
        `${o1} और ${o2} फलक 4 किनारों पर मिलते हैं; हर किनारे पर कोने को छोड़कर ${n} − 2 = ${m} घन हैं (कोने पर ${h3} रंग भी होता है), अतः 4 × ${m} = ${4 * m}।`,
      ],
      key: `only:${c1}+${c2}`,
      value: 4 * m,
      steps: [
        `${c1} and ${c2} faces meet along 4 edges; each edge has ${n} − 2 = ${m} cubes without a corner (a corner also has ${c3}), so 4 × ${m} = ${4 * m}.`,
      ],
      mistakes: [
        { mistake: 'keeping the corners', hi: 'कोनों को भी गिन लेना', value: 4 * n },
        { mistake: 'counting all 12 edges', hi: 'सभी 12 किनारों को गिनना', value: 12 * m },
        { mistake: 'counting only one edge of each face', hi: 'हर फलक का केवल एक किनारा गिनना', value: 2 * m },
      ],
    },
    {
      ask: `only ${c1} paint`,
      hiAsk: `पर केवल ${h1} रंग है`,
      hiSteps: [`केवल ${h1}: दोनों ${o1} फलकों का बीच का ${m} × ${m} भाग: 2 × ${m * m} = ${2 * m * m}।`],
      key: `only:${c1}`,
      value: 2 * m * m,
      steps: [`Only ${c1}: the middle ${m} × ${m} of the two ${c1} faces: 2 × ${m * m} = ${2 * m * m}.`],
      mistakes: [
        { mistake: 'counting one face only', hi: 'केवल एक फलक को गिनना', value: m * m },
        { mistake: 'counting whole faces', hi: 'पूरे फलकों को गिनना', value: 2 * n * n },
        { mistake: 'counting the other colours too', hi: 'दूसरे रंगों को भी गिन लेना', value: 6 * m * m },
      ],
    },
    {
      ask: 'paint of exactly two colours',
      hiAsk: 'पर ठीक दो रंग हैं',
      hiSteps: [
        `आसन्न फलकों के रंग सदा अलग होते हैं, इसलिए दो रंग का अर्थ है दो रंगे फलक: कोनों को छोड़कर किनारों के घन, 12 × ${m} = ${12 * m}।`,
      ],
      key: 'colours=2',
      value: 12 * m,
      steps: [
        `Adjacent faces always differ in colour, so two colours means two painted faces: the edge cubes without corners, 12 × ${m} = ${12 * m}.`,
      ],
      mistakes: [
        { mistake: 'keeping the corners', hi: 'कोनों को भी गिन लेना', value: 12 * n },
        {
          mistake: 'counting only the edges of one pair of colours',
          hi: 'केवल एक रंग-युग्म के किनारों को गिनना',
          value: 4 * m,
        },
        { mistake: 'counting the one-colour cubes', hi: 'एक रंग वाले घनों को गिनना', value: 6 * m * m },
      ],
    },
    {
      ask: 'paint of exactly one colour',
      hiAsk: 'पर ठीक एक रंग है',
      hiSteps: [`एक रंग का अर्थ है एक रंगा फलक (आसन्न फलकों के रंग अलग हैं): 6 × ${m}² = ${6 * m * m}।`],
      key: 'colours=1',
      value: 6 * m * m,
      steps: [`One colour means one painted face (adjacent faces differ): 6 × ${m}² = ${6 * m * m}.`],
      mistakes: [
        { mistake: 'counting only one colour', hi: 'केवल एक रंग को गिनना', value: 2 * m * m },
        { mistake: 'counting whole faces', hi: 'पूरे फलकों को गिनना', value: 6 * n * n },
        { mistake: 'counting the two-colour cubes', hi: 'दो रंग वाले घनों को गिनना', value: 12 * m },
      ],
    },
    {
      ask: `some ${c1} paint but no ${c2}`,
      hiAsk: `पर ${h1} रंग है किंतु ${h2} रंग नहीं है`,
      hiSteps: [
        `हर ${o1} फलक पर ${n} × ${n} घन हैं; ${o2} फलक से मिलने वाले उसके दो किनारों में से प्रत्येक के ${n} घनों पर ${h2} रंग है: 2 × (${n * n} − 2 × ${n}) = ${2 * n * (n - 2)}।`,
      ],
      key: `has:${c1};not:${c2}`,
      value: 2 * n * (n - 2),
      steps: [
        `Each ${c1} face has ${n} × ${n} cubes; the ${n} along each of its two edges with a ${c2} face have ${c2}: 2 × (${n * n} − 2 × ${n}) = ${2 * n * (n - 2)}.`,
      ],
      mistakes: [
        { mistake: `leaving out the ${c3} edges too`, hi: `${o3} किनारों को भी छोड़ देना`, value: 2 * m * m },
        { mistake: 'counting one face only', hi: 'केवल एक फलक को गिनना', value: n * (n - 2) },
        { mistake: `counting every cube with ${c1}`, hi: `${o1} रंग वाले हर घन को गिनना`, value: 2 * n * n },
      ],
    },
    {
      ask: 'no paint',
      hiAsk: 'पर कोई रंग नहीं है',
      hiSteps: [`कोई रंग नहीं: भीतर का खंड ${m} × ${m} × ${m} = ${m ** 3}।`],
      key: 'colours=0',
      value: m * m * m,
      steps: [`No paint: the inside block ${m} × ${m} × ${m} = ${m ** 3}.`],
      mistakes: [
        {
          mistake: 'taking off one layer instead of one from each side',
          hi: 'हर ओर से एक-एक परत के स्थान पर कुल एक परत हटाना',
          value: (n - 1) ** 3,
        },
        { mistake: 'counting the one-colour cubes', hi: 'एक रंग वाले घनों को गिनना', value: 6 * m * m },
        { mistake: 'squaring instead of cubing', hi: 'घन के स्थान पर वर्ग लेना', value: m * m },
      ],
    },
  ];
  const pick = rng.pick(asks);
  if (pick.value <= 0) return undefined;
  const question = `A cube of side ${n} cm has its top and bottom faces painted ${c1}, its front and back faces ${c2}, and its left and right faces ${c3}. It is cut into ${n ** 3} cubes of side 1 cm. How many of the small cubes have ${pick.ask}?`;
  return {
    question,
    answer: pick.value,
    distractors: pick.mistakes,
    steps: [...pick.steps, `So the answer is ${pick.value}.`],
    questionFigure: blockFigure(
      n,
      n,
      n,
      { top: c1, left: c2, right: c3 },
      `A cube of side ${n} cm marked into 1 cm cubes: top and bottom ${c1}, front and back ${c2}, left and right ${c3}. The front is drawn on the left.`,
    ),
    hi: {
      question: `${n} सेमी भुजा वाले एक घन के ऊपरी और निचले फलक ${o1} रंग से, आगे और पीछे के फलक ${o2} रंग से, तथा बाएँ और दाएँ फलक ${o3} रंग से रंगे गए हैं। इसे 1 सेमी भुजा वाले ${n ** 3} छोटे घनों में काटा जाता है। कितने छोटे घनों ${pick.hiAsk}?`,
      steps: [...pick.hiSteps, `अतः उत्तर ${pick.value} है।`],
      figureAlt: `${n} सेमी भुजा वाला एक घन, 1 सेमी के घनों में बँटा हुआ: ऊपर और नीचे ${h1}, आगे और पीछे ${h2}, बाएँ और दाएँ ${h3}। आगे का फलक बाईं ओर बना है।`,
    },
    params: {
      dims: [n, n, n],
      paint: { top: c1, bottom: c1, front: c2, back: c2, left: c3, right: c3 },
      ask: pick.key,
    },
  };
}
