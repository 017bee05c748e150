/**
 * Venn diagrams (issue 19, item 5), a kind of visual reasoning (a figure topic: every question there is
 * answered from drawings, and the bank serves them as such): "Which diagram best represents the relationship between Doctors, Women and
 * Mothers?" Each triple of classes is written as facts about its pairs (inside, overlapping, apart);
 * the diagram that fits is found by trying every way of naming its circles. Drawings are three circles
 * built from numbers only, and each option's text describes its drawing.
 */
import type { Figure } from '../../../../contract/figure';
import { until } from '../question';
import type { Rng } from '../rng';
import type { Distractor, Problem } from '../types';
import { HI_DIAGRAM, HI_VENN_QUESTION, hiClass, hiFact } from './vennHindi';

type Pair = 'apart' | 'overlap' | 'inside' | 'holds';
interface Diagram {
  text: string;
  circles: readonly (readonly [cx: number, cy: number, r: number])[];
  /** How circle i lies to circle j, for i < j: [i, j, relation]. */
  pairs: readonly (readonly [number, number, Pair])[];
}

/** The diagrams the papers offer, each its circles and how they lie (checked against the drawing in the tests). */
export const DIAGRAMS: readonly Diagram[] = [
  {
    text: 'Three separate circles',
    circles: [
      [22, 45, 16],
      [60, 45, 16],
      [98, 45, 16],
    ],
    pairs: [
      [0, 1, 'apart'],
      [0, 2, 'apart'],
      [1, 2, 'apart'],
    ],
  },
  {
    text: 'Three circles, each inside the next',
    circles: [
      [60, 45, 40],
      [60, 52, 27],
      [60, 60, 12],
    ],
    pairs: [
      [0, 1, 'holds'],
      [0, 2, 'holds'],
      [1, 2, 'holds'],
    ],
  },
  {
    text: 'Two separate circles inside a larger circle',
    circles: [
      [60, 45, 40],
      [42, 45, 14],
      [78, 45, 14],
    ],
    pairs: [
      [0, 1, 'holds'],
      [0, 2, 'holds'],
      [1, 2, 'apart'],
    ],
  },
  {
    text: 'A circle inside another, and a third circle apart from both',
    circles: [
      [38, 45, 30],
      [38, 45, 14],
      [96, 45, 18],
    ],
    pairs: [
      [0, 1, 'holds'],
      [0, 2, 'apart'],
      [1, 2, 'apart'],
    ],
  },
  {
    text: 'Two overlapping circles, and a third circle apart from both',
    circles: [
      [28, 45, 20],
      [54, 45, 20],
      [100, 45, 16],
    ],
    pairs: [
      [0, 1, 'overlap'],
      [0, 2, 'apart'],
      [1, 2, 'apart'],
    ],
  },
  {
    text: 'Three circles, each overlapping the other two',
    circles: [
      [48, 38, 22],
      [72, 38, 22],
      [60, 58, 22],
    ],
    pairs: [
      [0, 1, 'overlap'],
      [0, 2, 'overlap'],
      [1, 2, 'overlap'],
    ],
  },
  {
    text: 'A circle inside another, and a third circle overlapping both',
    circles: [
      [45, 45, 32],
      [52, 45, 14],
      [80, 45, 24],
    ],
    pairs: [
      [0, 1, 'holds'],
      [0, 2, 'overlap'],
      [1, 2, 'overlap'],
    ],
  },
  {
    text: 'Two overlapping circles inside a larger circle',
    circles: [
      [60, 45, 40],
      [48, 45, 18],
      [72, 45, 18],
    ],
    pairs: [
      [0, 1, 'holds'],
      [0, 2, 'holds'],
      [1, 2, 'overlap'],
    ],
  },
  {
    text: 'A circle inside another, and a third circle overlapping only the larger one',
    circles: [
      [42, 45, 30],
      [32, 45, 12],
      [86, 45, 22],
    ],
    pairs: [
      [0, 1, 'holds'],
      [0, 2, 'overlap'],
      [1, 2, 'apart'],
    ],
  },
  {
    text: 'Three circles in a row, the middle one overlapping the other two',
    circles: [
      [26, 45, 18],
      [60, 45, 20],
      [94, 45, 18],
    ],
    pairs: [
      [0, 1, 'overlap'],
      [0, 2, 'apart'],
      [1, 2, 'overlap'],
    ],
  },
];

/**
 * Triples of classes and the facts about their pairs: "A < B" (every A is a B), "A ~ B" (some are,
 * some are not), "A | B" (no A is a B).
 */
export const CLASS_TRIPLES: readonly string[] = [
  'Apples | Oranges, Apples | Bananas, Oranges | Bananas',
  'Pens | Pencils, Pens | Erasers, Pencils | Erasers',
  'Cats | Cows, Cats | Parrots, Cows | Parrots',
  'Tables | Chairs, Tables | Beds, Chairs | Beds',
  'Delhi < India, Delhi < Asia, India < Asia',
  'Mangoes < Fruits, Mangoes < Food, Fruits < Food',
  'Sparrows < Birds, Sparrows < Animals, Birds < Animals',
  'Kolkata < West Bengal, Kolkata < India, West Bengal < India',
  'Squares < Rectangles, Squares < Quadrilaterals, Rectangles < Quadrilaterals',
  'Cats < Animals, Dogs < Animals, Cats | Dogs',
  'Mangoes < Fruits, Apples < Fruits, Mangoes | Apples',
  'Tea < Beverages, Coffee < Beverages, Tea | Coffee',
  'Hockey < Sports, Cricket < Sports, Hockey | Cricket',
  'Wheat < Cereals, Rice < Cereals, Wheat | Rice',
  'Mangoes < Fruits, Mangoes | Potatoes, Fruits | Potatoes',
  'Sparrows < Birds, Sparrows | Fishes, Birds | Fishes',
  'Delhi < India, Delhi | Nepal, India | Nepal',
  'Tea < Beverages, Tea | Chairs, Beverages | Chairs',
  'Teachers ~ Singers, Teachers | Tables, Singers | Tables',
  'Doctors ~ Women, Doctors | Chairs, Women | Chairs',
  'Students ~ Athletes, Students | Stones, Athletes | Stones',
  'Engineers ~ Fathers, Engineers | Rivers, Fathers | Rivers',
  'Students ~ Players, Students ~ Singers, Players ~ Singers',
  'Doctors ~ Teachers, Doctors ~ Parents, Teachers ~ Parents',
  'Women ~ Doctors, Women ~ Singers, Doctors ~ Singers',
  'Engineers ~ Writers, Engineers ~ Fathers, Writers ~ Fathers',
  'Doctors ~ Women, Doctors ~ Mothers, Mothers < Women',
  'Teachers ~ Men, Teachers ~ Fathers, Fathers < Men',
  'Singers ~ Women, Singers ~ Sisters, Sisters < Women',
  'Players ~ Men, Players ~ Fathers, Fathers < Men',
  'Doctors < Human beings, Women < Human beings, Doctors ~ Women',
  'Students < Human beings, Athletes < Human beings, Students ~ Athletes',
  'Rectangles < Quadrilaterals, Rhombuses < Quadrilaterals, Rectangles ~ Rhombuses',
  'Teachers < Human beings, Singers < Human beings, Teachers ~ Singers',
  'Men ~ Doctors, Men | Women, Doctors ~ Women',
  'Boys ~ Students, Boys | Girls, Students ~ Girls',
  'Brothers ~ Teachers, Brothers | Sisters, Teachers ~ Sisters',
];

/** A triple's classes (in the order first named) and its facts. */
export function readTriple(line: string): { classes: string[]; facts: [string, string, string][] } {
  const facts = line.split(', ').map((fact) => {
    const [a, op, b] = /^(.+) ([<~|]) (.+)$/.exec(fact)!.slice(1) as [string, string, string];
    return [a, op, b] as [string, string, string];
  });
  const classes = [...new Set(facts.flatMap(([a, , b]) => [a, b]))];
  return { classes, facts };
}

/** How the diagram's circle i lies to circle j (either order). */
function relation(d: Diagram, i: number, j: number): Pair {
  const found = d.pairs.find(([a, b]) => (a === i && b === j) || (a === j && b === i))!;
  const flip: Record<Pair, Pair> = { holds: 'inside', inside: 'holds', apart: 'apart', overlap: 'overlap' };
  return found[0] === i ? found[2] : flip[found[2]];
}

/** The ways of naming a diagram's circles with the classes so every fact holds. */
export function namings(d: Diagram, line: string): string[][] {
  const { classes, facts } = readTriple(line);
  const orders = [
    [0, 1, 2],
    [0, 2, 1],
    [1, 0, 2],
    [1, 2, 0],
    [2, 0, 1],
    [2, 1, 0],
  ];
  return orders
    .filter((o) =>
      facts.every(([a, op, b]) => {
        const r = relation(d, o[classes.indexOf(a)]!, o[classes.indexOf(b)]!);
        return op === '<' ? r === 'inside' : op === '~' ? r === 'overlap' : r === 'apart';
      }),
    )
    .map((o) => classes.map((c, k) => `${c}: circle ${o[k]! + 1}`));
}

const INK = '#1f2937';
export function diagramFigure(d: Diagram): Figure {
  const body = d.circles
    .map(
      ([cx, cy, r]) =>
        `<circle cx="${cx}" cy="${cy}" r="${r}" fill="none" stroke="${INK}" stroke-width="2"/>`,
    )
    .join('');
  return {
    svg: `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 90" width="120" height="90"><rect width="120" height="90" fill="#fff"/>${body}</svg>`,
    alt: d.text,
  };
}

export function vennDiagram(rng: Rng): Problem {
  return until((): Problem | undefined => {
    const line = rng.pick(CLASS_TRIPLES);
    const fitting = DIAGRAMS.filter((d) => namings(d, line).length > 0);
    if (fitting.length !== 1) return undefined;
    const right = fitting[0]!;
    const { classes } = readTriple(line);
    const shown = rng.shuffle(classes);
    // the diagrams that keep all but one fact first: one pair read wrongly
    const wrong = rng.shuffle(DIAGRAMS.filter((d) => d !== right));
    const distractors: Distractor[] = wrong.map((d) => ({
      mistake: 'a diagram in which some pair of classes lies the wrong way',
      value: d.text,
    }));
    const figures = Object.fromEntries(DIAGRAMS.map((d) => [d.text, diagramFigure(d)]));
    return {
      question: `Select the Venn diagram that best represents the relationship between the following classes.\n${shown.join(', ')}`,
      answer: right.text,
      trap: false,
      distractors,
      optionFigures: figures,
      steps: [
        `${readTriple(line)
          .facts.map(([a, op, b]) =>
            op === '<'
              ? `the class ${a} lies wholly within the class ${b}`
              : op === '~'
                ? `the classes ${a} and ${b} overlap`
                : `the classes ${a} and ${b} do not overlap`,
          )
          .join('; ')}.`,
        `Only one diagram fits every pair: ${right.text.toLowerCase()}.`,
      ],
      hi: {
        question: `${HI_VENN_QUESTION}\n${shown.map(hiClass).join(', ')}`,
        steps: [
          `${readTriple(line)
            .facts.map(([a, op, b]) => hiFact(a, op, b))
            .join('; ')}।`,
          `केवल एक आरेख हर युग्म पर सही बैठता है: ${HI_DIAGRAM[right.text]}।`,
        ],
        options: HI_DIAGRAM,
      },
      params: { facts: line },
    };
  });
}
