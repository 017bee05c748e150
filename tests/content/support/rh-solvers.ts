/**
 * Independent solvers and trap checks for the reasoning forms of coverage audit 4 built on branch `rh`
 * (items 9, 12, 15, 17, 5): each reads the question's params (the printed equations, the coded
 * expressions, the statements and conclusions, the clusters, the triads) and works the answer out its
 * own way, without the generators' tables.
 */
import { tokenize, worth } from './number-swap-solvers';
import { conclusionsFollowing, eitherPairOf } from './syllogism-solver';
import { type Checks, misnamed } from './trap-expected';
import { type Expected, type Params, text } from './values';

// ---- number_puzzle: signs (and numbers) interchanged, four equations ----

type Reading = 'after' | 'printed' | 'leftToRight' | 'signsOnly' | 'numbersOnly';

/** Left to right, no BODMAS (NaN when a division is not exact). */
function leftToRightWorth(tokens: readonly string[]): number {
  let v = Number(tokens[0]);
  for (let k = 1; k < tokens.length; k += 2) {
    const b = Number(tokens[k + 1]);
    const s = tokens[k];
    v = s === '+' ? v + b : s === '−' ? v - b : s === '×' ? v * b : v % b === 0 ? v / b : NaN;
  }
  return v;
}

/** The left side of "lhs = rhs" read one way, and the right side. */
export function readEquation(line: string, p: Params, reading: Reading): { left: number; rhs: number } {
  const [lhs, rhs] = line.split(' = ');
  const signMap = new Map<string, string>();
  for (const [a, b] of p.signPairs as [string, string][]) {
    signMap.set(a, b);
    signMap.set(b, a);
  }
  const [x, y] = (p.numberPair as number[]).map(String);
  const swapSigns = reading !== 'printed' && reading !== 'numbersOnly';
  const swapNumbers = reading === 'after' || reading === 'leftToRight' || reading === 'numbersOnly';
  const tokens = tokenize(lhs!).map((t) => {
    if (/^\d+$/.test(t)) return swapNumbers && x !== undefined ? (t === x ? y! : t === y ? x : t) : t;
    return swapSigns ? (signMap.get(t) ?? t) : t;
  });
  return {
    left: reading === 'leftToRight' ? leftToRightWorth(tokens) : worth(tokens),
    rhs: Number(rhs!.replace(/,/g, '')),
  };
}

export function swapOptionsAnswer(p: Params): Expected {
  const right = (p.equations as string[]).filter((l) => {
    const { left, rhs } = readEquation(l, p, 'after');
    return left === rhs;
  });
  if (right.length !== 1)
    throw new Error(`${right.length} equations correct: ${(p.equations as string[]).join('; ')}`);
  return text(right[0]!);
}

const wrongUnder = (p: Params, reading: Reading): Expected => {
  const key = (swapOptionsAnswer(p) as { text: string }).text;
  const fits = (p.equations as string[]).filter((l) => {
    const { left, rhs } = readEquation(l, p, reading);
    return l !== key && left === rhs;
  });
  return fits.length === 1 ? text(fits[0]!) : misnamed(`${fits.length} equations true under ${reading}`);
};

const SWAP_CHECKS: Checks = [
  [/^judging the equations as printed, without interchanging anything$/, (p) => wrongUnder(p, 'printed')],
  [
    /^working the equations from left to right after the interchange, without BODMAS$/,
    (p) => wrongUnder(p, 'leftToRight'),
  ],
  [
    /^interchanging the signs only, not the numbers$/,
    (p) => ((p.numberPair as number[]).length ? wrongUnder(p, 'signsOnly') : misnamed('no numbers')),
  ],
  [
    /^interchanging the numbers only, not the signs$/,
    (p) => ((p.numberPair as number[]).length ? wrongUnder(p, 'numbersOnly') : misnamed('no numbers')),
  ],
  [
    /^an equation whose sides stay unequal after the interchange \(the left side is then (.+)\)$/,
    (p, m) => ({
      oneOf: (p.equations as string[])
        .filter((l) => {
          const { left, rhs } = readEquation(l, p, 'after');
          return left !== rhs && left === Number(m[1]!.replace(/,/g, '').replace('−', '-'));
        })
        .map((l) => text(l)),
    }),
  ],
];

// ---- blood_relation: which coded expression shows a relation ----

const FEMALE_WORDS = new Set(['mother', 'daughter', 'sister', 'wife']);

/**
 * A family read off "P + R × Q" with the legend: sibling groups (union–find) sharing their parents,
 * spouses, and each person's sex; then the relation of the first person to the last found by asking
 * who is whose parent, sibling or spouse, not by reducing the chain of words.
 */
export function codedRelationOf(expression: string, legend: [string, string][]): string {
  const meaning = new Map(legend);
  const tokens = expression.split(' ');
  const people = tokens.filter((_, i) => i % 2 === 0);
  const group = new Map(people.map((x) => [x, x]));
  const find = (x: string): string => (group.get(x) === x ? x : find(group.get(x)!));
  const parents = new Map<string, Set<string>>();
  const spouse = new Map<string, string>();
  const sex = new Map<string, 'm' | 'f'>();
  const parentSet = (x: string): Set<string> => {
    const g = find(x);
    if (!parents.has(g)) parents.set(g, new Set());
    return parents.get(g)!;
  };
  for (let i = 1; i < tokens.length; i += 2) {
    const [a, b] = [tokens[i - 1]!, tokens[i + 1]!];
    const word = meaning.get(tokens[i]!)!;
    sex.set(a, FEMALE_WORDS.has(word) ? 'f' : 'm');
    if (word === 'father' || word === 'mother') parentSet(b).add(a);
    else if (word === 'son' || word === 'daughter') parentSet(a).add(b);
    else if (word === 'husband' || word === 'wife') {
      spouse.set(a, b);
      spouse.set(b, a);
      sex.set(b, sex.get(a) === 'f' ? 'm' : 'f');
    } else {
      const [ga, gb] = [find(a), find(b)];
      const merged = new Set([...parentSet(a), ...parentSet(b)]);
      group.set(ga, gb);
      parents.set(gb, merged);
    }
  }
  // a parent's spouse is a parent too
  const parentsOf = (x: string): Set<string> => {
    const ps = new Set(parentSet(x));
    for (const y of [...ps]) if (spouse.has(y)) ps.add(spouse.get(y)!);
    return ps;
  };
  const siblings = (x: string, y: string): boolean => x !== y && find(x) === find(y);
  const P = people[0]!;
  const Q = people[people.length - 1]!;
  const f = sex.get(P) === 'f';
  const word = (m: string, w: string): string => (f ? w : m);
  const qParents = [...parentsOf(Q)];
  const pParents = [...parentsOf(P)];
  const sQ = spouse.get(Q);
  const sP = spouse.get(P);
  if (qParents.includes(P)) return word('father', 'mother');
  if (pParents.includes(Q)) return word('son', 'daughter');
  if (sQ === P) return word('husband', 'wife');
  if (siblings(P, Q)) return word('brother', 'sister');
  if (qParents.some((x) => parentsOf(x).has(P))) return word('grandfather', 'grandmother');
  if (pParents.some((x) => parentsOf(x).has(Q))) return word('grandson', 'granddaughter');
  if (qParents.some((x) => siblings(x, P) || (sP !== undefined && siblings(x, sP))))
    return word('uncle', 'aunt');
  if (pParents.some((x) => siblings(x, Q) || (sQ !== undefined && siblings(x, sQ))))
    return word('nephew', 'niece');
  if (sQ !== undefined && parentsOf(sQ).has(P)) return word('father-in-law', 'mother-in-law');
  if (sP !== undefined && parentsOf(sP).has(Q)) return word('son-in-law', 'daughter-in-law');
  if ((sQ !== undefined && siblings(P, sQ)) || (sP !== undefined && siblings(sP, Q)))
    return word('brother-in-law', 'sister-in-law');
  return 'no single relation';
}

export function codedRelationAnswer(p: Params): Expected {
  const fits = (p.expressions as string[]).filter(
    (e) => codedRelationOf(e, p.legend as [string, string][]) === p.relation,
  );
  if (fits.length !== 1) throw new Error(`${fits.length} expressions make P the ${p.relation} of Q`);
  return text(fits[0]!);
}

const CODED_RELATION_CHECKS: Checks = [
  [
    /\(this expression makes P the ([a-z-]+) of Q\)$/,
    (p, m) => {
      const fits = (p.expressions as string[]).filter(
        (e) => codedRelationOf(e, p.legend as [string, string][]) === m[1],
      );
      return fits.length === 1 ? text(fits[0]!) : misnamed(`${fits.length} expressions of ${m[1]}`);
    },
  ],
];

// ---- syllogism: four conclusions, two a complementary pair ----

const ROMAN = ['I', 'II', 'III', 'IV'];

/** The papers' words for which conclusions follow, the open pair first ("Either III or IV and I follow"). */
function verdictWords(follows: readonly boolean[], open?: readonly number[]): string {
  const alone = ROMAN.filter((_, i) => follows[i] && !(open ?? []).includes(i));
  const list = alone.length < 2 ? alone.join('') : `${alone.slice(0, -1).join(', ')} and ${alone.at(-1)}`;
  if (open) {
    const head = `Either ${ROMAN[open[0]!]} or ${ROMAN[open[1]!]}`;
    return alone.length === 0
      ? `${head} follows`
      : alone.length === 1
        ? `${head} and ${list} follow`
        : `${head}, and ${list} follow`;
  }
  if (alone.length === 0) return 'None of the conclusions follows';
  if (alone.length === 4) return 'All the conclusions follow';
  return alone.length === 1 ? `Only ${list} follows` : `Only ${list} follow`;
}

/** Each conclusion alone, and the one pair of contradictories. */
function judgeFour(p: Params): { follows: boolean[]; pair: [number, number] } {
  const params = p as { statements: string[]; conclusions: string[] };
  const follows = conclusionsFollowing(params);
  const pairs: [number, number][] = [];
  for (let i = 0; i < 4; i += 1)
    for (let j = i + 1; j < 4; j += 1)
      // contradictories by their words alone (no statement needed): never both true, never both false
      if (eitherPairOf([], params.conclusions[i]!, params.conclusions[j]!)) pairs.push([i, j]);
  if (pairs.length !== 1) throw new Error(`${pairs.length} complementary pairs`);
  return { follows, pair: pairs[0]! };
}

export function fourEitherAnswer(p: Params): Expected {
  const { follows, pair } = judgeFour(p);
  const open = !follows[pair[0]] && !follows[pair[1]];
  return text(verdictWords(follows, open ? pair : undefined));
}

const pairNamed = (
  p: Params,
  m: RegExpMatchArray,
): { follows: boolean[]; pair: [number, number]; open: boolean } | undefined => {
  const j = judgeFour(p);
  if (ROMAN[j.pair[0]] !== m[1] || ROMAN[j.pair[1]] !== m[2]) return undefined;
  return { ...j, open: !j.follows[j.pair[0]] && !j.follows[j.pair[1]] };
};

const FOUR_EITHER_CHECKS: Checks = [
  [
    /^missing that (I|II|III|IV) and (I|II|III|IV) are a complementary pair$/,
    (p, m) => {
      const j = pairNamed(p, m);
      return j?.open ? text(verdictWords(j.follows)) : misnamed(m[0]!);
    },
  ],
  [
    /^answering "either" though one of (I|II|III|IV) and (I|II|III|IV) follows$/,
    (p, m) => {
      const j = pairNamed(p, m);
      return j && !j.open ? text(verdictWords(j.follows, j.pair)) : misnamed(m[0]!);
    },
  ],
  [
    /^taking both (I|II|III|IV) and (I|II|III|IV) to follow$/,
    (p, m) => {
      const j = pairNamed(p, m);
      return j ? text(verdictWords(j.follows.map((f, i) => f || j.pair.includes(i)))) : misnamed(m[0]!);
    },
  ],
  [
    /^judging (?:both )?(I|II|III|IV)(?: and (I|II|III|IV))? wrongly$/,
    (p, m) => {
      const j = judgeFour(p);
      const turned = [m[1], m[2]].filter(Boolean).map((l) => ROMAN.indexOf(l!));
      if (turned.some((i) => j.pair.includes(i))) return misnamed(m[0]!);
      const open = !j.follows[j.pair[0]] && !j.follows[j.pair[1]];
      return text(
        verdictWords(
          j.follows.map((f, i) => (turned.includes(i) ? !f : f)),
          open ? j.pair : undefined,
        ),
      );
    },
  ],
];

// ---- classification: opposite letters and a step; triads by a square ----

const place = (ch: string): number => ch.charCodeAt(0) - 64;

/** Every "places i and j are opposites (sum 27), place k is place i moved d (mod 26)" a cluster shows. */
function clusterSignatures(w: string): string[] {
  const out: string[] = [];
  for (let i = 0; i < 3; i += 1)
    for (let j = 0; j < 3; j += 1) {
      if (i === j || place(w[i]!) + place(w[j]!) !== 27) continue;
      const k = 3 - i - j;
      out.push(`${i}${j}:${(((place(w[k]!) - place(w[i]!)) % 26) + 26) % 26}`);
    }
  return out;
}

/** The one cluster left out by a signature the other three share. */
export function oppositeClustersAnswer(p: Params): Expected {
  const options = p.options as string[];
  const all = [...new Set(options.flatMap(clusterSignatures))];
  const odd = new Set(
    all.flatMap((sig) => {
      const out = options.filter((o) => !clusterSignatures(o).includes(sig));
      return out.length === 1 ? out : [];
    }),
  );
  if (odd.size !== 1) throw new Error(`${odd.size} clusters left out in ${options.join(', ')}`);
  return text([...odd][0]!);
}

const ORDINALS = ['1st', '2nd', '3rd'];

const CLUSTER_CHECKS: Checks = [
  [
    /^picking a cluster that follows the rule \(the (1st|2nd|3rd) and (1st|2nd|3rd) letters are opposite letters and the (1st|2nd|3rd) is the (1st|2nd|3rd) moved (\d+) places? (forward|back)\)$/,
    (p, m) => {
      const [a, b, c, base] = [m[1], m[2], m[3], m[4]].map((x) => ORDINALS.indexOf(x!));
      const other = base === a ? b! : a!;
      const d = (((Number(m[5]) * (m[6] === 'forward' ? 1 : -1)) % 26) + 26) % 26;
      return {
        oneOf: (p.options as string[])
          .filter((o) => clusterSignatures(o).includes(`${base}${other}:${d}`) && 3 - base! - other === c)
          .map(text),
      };
    },
  ],
];

const TRIAD_READINGS: Record<string, (b: number, c: number) => number> = {
  '(second − third)²': (b, c) => (b - c) * (b - c),
  'second² − third²': (b, c) => (b - c) * (b + c),
  '(second + third)²': (b, c) => (b + c) * (b + c),
};

const triadOf = (o: string): number[] =>
  o
    .replace(/[()]/g, '')
    .split(', ')
    .map((x) => Number(x.replace(/,/g, '')));

export function squareTriadsAnswer(p: Params): Expected {
  const options = p.options as string[];
  const odd = new Set(
    Object.values(TRIAD_READINGS).flatMap((g) => {
      const out = options.filter((o) => {
        const [a, b, c] = triadOf(o) as [number, number, number];
        return g(b, c) !== a;
      });
      return out.length === 1 ? out : [];
    }),
  );
  if (odd.size !== 1) throw new Error(`${odd.size} triads left out in ${options.join(', ')}`);
  return text([...odd][0]!);
}

const TRIAD_CHECKS: Checks = [
  [
    /^picking a set that follows the rule \(first number = (.+)\)$/,
    (p, m) => {
      const g = TRIAD_READINGS[m[1]!];
      if (!g) return misnamed(m[0]!);
      return {
        oneOf: (p.options as string[])
          .filter((o) => {
            const [a, b, c] = triadOf(o) as [number, number, number];
            return g(b, c) === a;
          })
          .map(text),
      };
    },
  ],
];

export const RH_SOLVERS: Record<string, Record<string, (p: Params) => Expected>> = {
  number_puzzle: { signSwapOptions: swapOptionsAnswer, signNumberSwap: swapOptionsAnswer },
  blood_relation: { codedRelation: codedRelationAnswer },
  syllogism: { fourEither: fourEitherAnswer },
  classification: { oppositeClusters: oppositeClustersAnswer, squareTriads: squareTriadsAnswer },
};

export const RH_TRAPS: Record<string, Record<string, Checks>> = {
  number_puzzle: { signSwapOptions: SWAP_CHECKS, signNumberSwap: SWAP_CHECKS },
  blood_relation: { codedRelation: CODED_RELATION_CHECKS },
  syllogism: { fourEither: FOUR_EITHER_CHECKS },
};

/**
 * classification has no trap checks in support/trap-checks.ts (its odd-one-out keys are judged whole,
 * and registering the topic there would ask checks of all its older kinds), so rh-forms.test.ts reads
 * these itself, as re-forms.test.ts does for clusterPairs.
 */
export const RH_CLASSIFICATION_TRAPS: Record<string, Checks> = {
  oppositeClusters: CLUSTER_CHECKS,
  squareTriads: TRIAD_CHECKS,
};
