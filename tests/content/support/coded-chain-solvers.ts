/**
 * The solver and trap checks of coded blood relations answered by a possessive chain ("If A + B − C × D,
 * how is A related to D?" → "Brother's wife's father"), from the legend and the expression alone: each
 * symbol is read as its statement, and the statements are read from the right end outwards. Written
 * here again, not imported from codedChain.ts.
 */
import type { Checks } from './trap-expected';
import { type Expected, type Params, text } from './values';

/** The relation words of the expression, from its first person inwards ("A is the father of B" …). */
function inwardWords(p: Params): string[] {
  const meaning = new Map<string, string>(p.legend as [string, string][]);
  const tokens = (p.expression as string).split(' ');
  const words: string[] = [];
  for (let i = 1; i < tokens.length; i += 2) {
    const word = meaning.get(tokens[i]!);
    if (!word) throw new Error(`no meaning for ${tokens[i]} in ${p.expression}`);
    words.push(word);
  }
  return words;
}

const said = (words: readonly string[]): Expected => {
  const joined = words.map((w, i) => (i < words.length - 1 ? `${w}'s` : w)).join(' ');
  return text(joined[0]!.toUpperCase() + joined.slice(1));
};

const OTHER_SEX: Record<string, string> = {
  father: 'mother',
  mother: 'father',
  son: 'daughter',
  daughter: 'son',
  brother: 'sister',
  sister: 'brother',
  husband: 'wife',
  wife: 'husband',
};

/** The chain with one symbol, at any one place it stands, read as another (and the sex turned too). */
function misread(p: Params, from: string, to: string, sexTurned: boolean): { oneOf: Expected[] } {
  const meaning = new Map<string, string>(p.legend as [string, string][]);
  const outward = [...inwardWords(p)].reverse();
  return {
    oneOf: outward.flatMap((w, i) => {
      if (w !== meaning.get(from)) return [];
      const read = outward.map((x, k) => (k === i ? meaning.get(to)! : x));
      if (sexTurned) read[read.length - 1] = OTHER_SEX[read[read.length - 1]!]!;
      return [said(read)];
    }),
  };
}

/** The first person is the last person's chain read outwards: the statements from the right end. */
export const codedChainAnswer = (p: Params): Expected => said([...inwardWords(p)].reverse());

export const CODED_CHAIN: Checks = [
  [/^reading the code from the left end$/, (p) => said(inwardWords(p))],
  [
    /^getting (\w)'s sex wrong$/,
    (p) => {
      const outward = [...inwardWords(p)].reverse();
      return said([...outward.slice(0, -1), OTHER_SEX[outward[outward.length - 1]!]!]);
    },
  ],
  [/^getting \w's sex wrong and reading (\S) as (\S)$/, (p, [, from, to]) => misread(p, from!, to!, true)],
  [/^reading (\S) as (\S)$/, (p, [, from, to]) => misread(p, from!, to!, false)],
];
