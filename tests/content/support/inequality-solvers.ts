/**
 * Independent solvers of the inequality kinds of number_puzzle (issue 19; audit 2, form 13). The
 * statement is read back from the question's text (decoded by the code the text defines), and a
 * conclusion is judged by brute force: every assignment of the values 0 … n − 1 to the n letters that
 * the statement allows is tried (enough values for every ordering of n letters), and a conclusion
 * follows only when it holds in all of them. Nothing is imported from the generators.
 */
import { type Checks, misnamed, type TrapExpected } from './trap-expected';
import { type Expected, type Params, text } from './values';

type Compare = (a: number, b: number) => boolean;
const HOLDS: Record<string, Compare> = {
  '>': (a, b) => a > b,
  '≥': (a, b) => a >= b,
  '=': (a, b) => a === b,
  '<': (a, b) => a < b,
  '≤': (a, b) => a <= b,
};
/** The relations as the level-3 code words them. */
const WORDED: Record<string, string> = {
  'is greater than': '>',
  'is not less than': '≥',
  'is equal to': '=',
  'is less than': '<',
  'is not greater than': '≤',
};

/** symbol → relation, read from "In a certain code, '@' means '≥', …" or "'P @ Q' means 'P is … Q'". */
export function readCode(question: string): Record<string, string> {
  const code: Record<string, string> = {};
  for (const m of question.matchAll(/'(\S)' means '(\S)'/g)) code[m[1]!] = m[2]!;
  for (const m of question.matchAll(/'P (\S) Q' means 'P ([a-z ]+) Q'/g)) code[m[1]!] = WORDED[m[2]!]!;
  return code;
}

/** The letters and relations of "G > T ≥ H", decoded. */
export function readStatement(
  statement: string,
  code: Record<string, string> = {},
): { letters: string[]; rels: string[] } {
  const parts = statement.trim().split(' ');
  const letters = parts.filter((_, i) => i % 2 === 0);
  const rels = parts.filter((_, i) => i % 2 === 1).map((r) => code[r] ?? r);
  for (const r of rels) if (!HOLDS[r]) throw new Error(`unknown relation ${r}`);
  return { letters, rels };
}

/** Every assignment of values 0 … n − 1 allowed by the statement. */
function assignments(rels: readonly string[]): number[][] {
  const n = rels.length + 1;
  const out: number[][] = [];
  const walk = (vals: number[]): void => {
    if (vals.length === n) return void out.push(vals);
    for (let v = 0; v < n; v += 1)
      if (HOLDS[rels[vals.length - 1]!]!(vals[vals.length - 1]!, v)) walk([...vals, v]);
  };
  for (let v = 0; v < n; v += 1) walk([v]);
  return out;
}

/** "always", "never" or "sometimes" for a conclusion "X r Y" (decoded). */
export function judge(letters: readonly string[], rels: readonly string[], conclusion: string): string {
  const [x, r, y] = conclusion.split(' ');
  const [i, j] = [letters.indexOf(x!), letters.indexOf(y!)];
  if (i < 0 || j < 0 || !HOLDS[r!]) throw new Error(`bad conclusion ${conclusion}`);
  const results = assignments(rels).map((v) => HOLDS[r!]!(v[i]!, v[j]!));
  return results.every(Boolean) ? 'always' : results.some(Boolean) ? 'sometimes' : 'never';
}

const statementOf = (question: string): string =>
  /Statement: (.+)/.exec(question)?.[1] ?? /If (.+), which/.exec(question)![1]!;

/** The statement of a question as the params carry it: rebuilt as printed, then read back. */
function parsed(p: Params): { letters: string[]; rels: string[]; code: Record<string, string> } {
  const code = (p.code as Record<string, string> | undefined) ?? {};
  const printedRels = (p.chain as string[]).map((r) => Object.keys(code).find((k) => code[k] === r) ?? r);
  const printed = (p.letters as string[])
    .map((l, i) => (i === 0 ? l : `${printedRels[i - 1]} ${l}`))
    .join(' ');
  return { ...readStatement(printed, code), code };
}

const decode = (option: string, code: Record<string, string>): string =>
  option
    .split(' ')
    .map((t, i) => (i === 1 ? (code[t] ?? t) : t))
    .join(' ');

export function inequalityTrueAnswer(p: Params): Expected {
  const { letters, rels, code } = parsed(p);
  const sure = (p.offered as string[]).filter((o) => judge(letters, rels, decode(o, code)) === 'always');
  if (sure.length !== 1) throw new Error(`${sure.length} options always hold`);
  return text(sure[0]!);
}

export const verdictOf = (first: boolean, second: boolean): string =>
  first ? (second ? 'Both I and II' : 'Only I') : second ? 'Only II' : 'Neither I nor II';

export function inequalityConclusionsAnswer(p: Params): Expected {
  const { letters, rels } = parsed(p);
  const [one, two] = (p.conclusions as string[]).map((c) => judge(letters, rels, c) === 'always');
  return text(verdictOf(one!, two!));
}

const strictly = (rels: readonly string[]): string[] =>
  rels.map((r) => (r === '≥' ? '>' : r === '≤' ? '<' : r));
const FLIPPED: Record<string, string> = { '>': '<', '≥': '≤', '=': '=', '<': '>', '≤': '≥' };
const flip = (c: string): string => {
  const [x, r, y] = c.split(' ');
  return `${x} ${FLIPPED[r!]} ${y}`;
};

const offeredWhere = (
  p: Params,
  test: (decoded: string, letters: string[], rels: string[]) => boolean,
): TrapExpected => {
  const { letters, rels, code } = parsed(p);
  const hits = (p.offered as string[]).filter((o) => test(decode(o, code), letters, rels));
  return hits.length ? { oneOf: hits.map((h) => text(h)) } : misnamed('no such option');
};

const WHICH_TRUE: Checks = [
  [
    /^reading ≥ as > \(or ≤ as <\)$/,
    (p) =>
      offeredWhere(
        p,
        (c, letters, rels) =>
          judge(letters, rels, c) !== 'always' && judge(letters, strictly(rels), c) === 'always',
      ),
  ],
  [
    /^joining signs that point opposite ways$/,
    (p) =>
      offeredWhere(p, (c, letters, rels) => {
        const [x, , y] = c.split(' ');
        const [i, j] = [letters.indexOf(x!), letters.indexOf(y!)].sort((a, b) => a - b);
        const between = rels.slice(i, j);
        const up = between.some((r) => r === '>' || r === '≥');
        const down = between.some((r) => r === '<' || r === '≤');
        return up && down && judge(letters, rels, c) === 'sometimes';
      }),
  ],
  [
    /^reading the relation the wrong way round$/,
    (p) =>
      offeredWhere(
        p,
        (c, letters, rels) =>
          judge(letters, rels, c) === 'never' && judge(letters, rels, flip(c)) === 'always',
      ),
  ],
];

export const INEQUALITY_CHECKS: Record<string, Checks> = {
  inequalityTrue: WHICH_TRUE,
  inequalityCoded: WHICH_TRUE,
  inequalityConclusions: [
    [
      /^reading ≥ as > \(or ≤ as <\)$/,
      (p) => {
        const { letters, rels } = parsed(p);
        const [one, two] = (p.conclusions as string[]).map(
          (c) => judge(letters, strictly(rels), c) === 'always',
        );
        return text(verdictOf(one!, two!));
      },
    ],
    [
      /^misjudging (conclusion I|conclusion II|both conclusions)$/,
      (p, m) => {
        const { letters, rels } = parsed(p);
        const [one, two] = (p.conclusions as string[]).map((c) => judge(letters, rels, c) === 'always');
        const [f1, f2] = {
          'conclusion I': [true, false],
          'conclusion II': [false, true],
          'both conclusions': [true, true],
        }[m[1]!]!;
        return text(verdictOf(one !== f1, two !== f2));
      },
    ],
  ],
};

export { statementOf };
