/**
 * Independent solvers and trap checks for the reasoning forms of coverage audit 3 built on branch `re`
 * (items 5, 17, 18, 21, 22): each reads the question's params and works the answer out its own way,
 * without the generator's tables.
 */
import type { Checks } from './trap-expected';
import { misnamed } from './trap-expected';
import { text, type Expected, type Params } from './values';
import { readTriad, TRIAD_RULE_TEXTS, triadThird } from './word-relation-solvers';

type Triad = [number, number, number];

/**
 * The rules a candidate tries on a set (a, b, c), more of them than the generator draws from: the
 * middle number k × a × c (k = 1 … 9), a² + c², (a + c)², a² − c²; each number m × the one before + k
 * (m = 2, 3; k = −5 … 5); differences d and d + s (s = 0 … 5) or d and 2d; and the third number from
 * the first two (sameTriad's rules).
 */
function candidateRules(): { name: string; fits: (t: Triad) => boolean }[] {
  const rules: { name: string; fits: (t: Triad) => boolean }[] = [];
  for (let k = 1; k <= 9; k += 1) rules.push({ name: `b = ${k}ac`, fits: ([a, b, c]) => b === k * a * c });
  rules.push({ name: 'b = a² + c²', fits: ([a, b, c]) => b === a * a + c * c });
  rules.push({ name: 'b = (a + c)²', fits: ([a, b, c]) => b === (a + c) * (a + c) });
  rules.push({ name: 'b = a² − c²', fits: ([a, b, c]) => b === a * a - c * c });
  for (const m of [2, 3])
    for (let k = -5; k <= 5; k += 1)
      rules.push({ name: `x → ${m}x + ${k}`, fits: ([a, b, c]) => b === m * a + k && c === m * b + k });
  for (let s = 0; s <= 5; s += 1)
    rules.push({ name: `differences d, d + ${s}`, fits: ([a, b, c]) => c - b - (b - a) === s });
  rules.push({ name: 'differences d, 2d', fits: ([a, b, c]) => c - b === 2 * (b - a) });
  for (const r of TRIAD_RULE_TEXTS)
    rules.push({ name: `c = ${r}`, fits: ([a, b, c]) => triadThird(r, a, b) === c });
  return rules;
}

const CANDIDATES = candidateRules();

export function triadMiddleAnswer(p: Params): Expected {
  const examples = p.examples as Triad[];
  // every rule that fits both examples is a reading of them: one set must fit all readings, none any
  const rules = CANDIDATES.filter((r) => examples.every((e) => r.fits(e)));
  if (rules.length === 0) throw new Error(`${JSON.stringify(examples)} follow no rule`);
  const sets = p.sets as string[];
  const fitsAll = sets.filter((s) => rules.every((r) => r.fits(readTriad(s))));
  const fitsAny = sets.filter((s) => rules.some((r) => r.fits(readTriad(s))));
  if (fitsAll.length !== 1 || fitsAny.length !== 1)
    throw new Error(`${fitsAny.length} sets follow ${rules.map((r) => r.name).join(' | ')}`);
  return text(fitsAll[0]!);
}

/** A rule as the mistake words it ("b = 3 × a × c", "b = 2 × a + 1 and c = 2 × b + 1", "c − b = (b − a) + 2"), judged on a set. */
export function ruleHolds(rule: string, [a, b, c]: Triad): boolean {
  return rule.split(' and ').every((equation) => {
    const sides = equation.split(' = ');
    if (sides.length !== 2) throw new Error(`cannot read ${rule}`);
    const value = (side: string): number => {
      const expression = side
        .replace(/\(([^()]+)\)²/g, '(($1)**2)')
        .replace(/([abc])²/g, '($1**2)')
        .replace(/×/g, '*')
        .replace(/−/g, '-')
        .replace(/\ba\b/g, `(${a})`)
        .replace(/\bb\b/g, `(${b})`)
        .replace(/\bc\b/g, `(${c})`);
      if (!/^[\d\s()+\-*]+$/.test(expression)) throw new Error(`cannot read ${rule}`);
      return Number(new Function(`return ${expression};`)());
    };
    return value(sides[0]!) === value(sides[1]!);
  });
}

export const RE_REASONING_TRAPS: Record<string, Record<string, Checks>> = {
  anology: {
    triadMiddle: [
      [
        /^a set following the rule (.+) instead$/,
        (p, m) => {
          let following: string[];
          try {
            following = (p.sets as string[]).filter((s) => ruleHolds(m[1]!, readTriad(s)));
          } catch {
            return misnamed(m[1]!);
          }
          return { oneOf: following.map(text) };
        },
      ],
    ],
  },
};
