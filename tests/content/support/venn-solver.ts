/**
 * Independent solver of the Venn-diagram kind (issue 19, item 5): the diagram is named from how many
 * pairs of the classes lie inside, overlap or lie apart (and, where that leaves two shapes, whether
 * two classes lie in the same one), not by the generator's search over namings. The drawings are
 * checked circle by circle in venn.test.ts.
 */
import { type Expected, type Params, text } from './values';
import type { Checks } from './trap-expected';

export type Fact = { a: string; op: '<' | '~' | '|'; b: string };
export const readFacts = (line: string): Fact[] =>
  line.split(', ').map((f) => {
    const m = /^(.+) ([<~|]) (.+)$/.exec(f);
    if (!m) throw new Error(`unreadable fact ${f}`);
    return { a: m[1]!, op: m[2] as Fact['op'], b: m[3]! };
  });

export function vennAnswer(p: Params): Expected {
  const facts = readFacts(p.facts);
  const count = (op: Fact['op']) => facts.filter((f) => f.op === op).length;
  const [inside, overlap, apart] = [count('<'), count('~'), count('|')];
  const insides = facts.filter((f) => f.op === '<');
  const sameContainer = insides.length === 2 && insides[0]!.b === insides[1]!.b;
  const key = `${inside}${overlap}${apart}`;
  const names: Record<string, string> = {
    '003': 'Three separate circles',
    '300': 'Three circles, each inside the next',
    '102': 'A circle inside another, and a third circle apart from both',
    '012': 'Two overlapping circles, and a third circle apart from both',
    '030': 'Three circles, each overlapping the other two',
    '120': 'A circle inside another, and a third circle overlapping both',
    '111': 'A circle inside another, and a third circle overlapping only the larger one',
    '021': 'Three circles in a row, the middle one overlapping the other two',
  };
  if (key === '201' && sameContainer) return text('Two separate circles inside a larger circle');
  if (key === '210' && sameContainer) return text('Two overlapping circles inside a larger circle');
  const name = names[key];
  if (!name) throw new Error(`no diagram for ${p.facts}`);
  return text(name);
}

/** Every diagram the options may show, by its description. */
export const DIAGRAM_NAMES = [
  'Three separate circles',
  'Three circles, each inside the next',
  'Two separate circles inside a larger circle',
  'A circle inside another, and a third circle apart from both',
  'Two overlapping circles, and a third circle apart from both',
  'Three circles, each overlapping the other two',
  'A circle inside another, and a third circle overlapping both',
  'Two overlapping circles inside a larger circle',
  'A circle inside another, and a third circle overlapping only the larger one',
  'Three circles in a row, the middle one overlapping the other two',
];

/** Trap check: any diagram but the one that fits is one where some pair lies the wrong way. */
export const VENN_TRAPS: Checks = [
  [
    /^a diagram in which some pair of classes lies the wrong way$/,
    (p) => {
      const right = (vennAnswer(p) as { text: string }).text;
      return { oneOf: DIAGRAM_NAMES.filter((n) => n !== right).map(text) };
    },
  ],
];
