/**
 * Classification forms of coverage audit 4:
 * - `oppositeClusters` (item 17): the odd letter cluster out where three follow "two of the letters
 *   are opposite letters (A–Z, B–Y …) and the remaining one is a fixed step from the first of them"
 *   (KPH, GTD, DWA: K↔P, G↔T, D↔W, then 3 back; EVC moves only 2). At level 1 the first and last
 *   letters are the opposites and the middle is the step; at level 2 the opposites may stand anywhere;
 *   at level 3 the step may run past Z. The odd cluster breaks the step by one place, or has letters a
 *   place off being opposites; no other reading (another pair of places, another step, the same gaps,
 *   vowels) singles out any other cluster.
 * - `squareTriads` (item 5): the odd number triad out whose first number is (b − c)², b² − c² or
 *   (b + c)² of the other two for three triads and not the fourth.
 */
import { num } from '../format';
import { until } from '../question';
import type { Rng } from '../rng';
import type { Level, Problem } from '../types';
import { letterAt, position } from './letters';
import { letterGroupRivals } from './rivalRules';

const ORDINAL = ['1st', '2nd', '3rd'];
const HI_ORDINAL = ['पहला', 'दूसरा', 'तीसरा'];

interface ClusterRule {
  /** the two places holding opposite letters, the first of them the base of the step */
  pair: [number, number];
  /** the third place: the base letter moved this many places */
  step: number;
}

const thirdOf = (pair: readonly number[]): number => [0, 1, 2].find((i) => !pair.includes(i))!;

const fitsRule = (cluster: string, r: ClusterRule, wrap: boolean): boolean => {
  const [a, b] = r.pair.map((i) => position(cluster[i]!)) as [number, number];
  const third = position(cluster[thirdOf(r.pair)]!);
  const raw = a + r.step;
  if (!wrap && (raw < 1 || raw > 26)) return false;
  return a + b === 27 && third === position(letterAt(raw));
};

/** Every rule of this shape: any two places, either as the base, any step (−12 … 13). */
const ALL_RULES: ClusterRule[] = [
  [0, 1],
  [1, 0],
  [0, 2],
  [2, 0],
  [1, 2],
  [2, 1],
].flatMap(([x, y]) =>
  Array.from({ length: 26 }, (_, k) => k - 12)
    .filter((s) => s !== 0)
    .map((step) => ({ pair: [x!, y!] as [number, number], step })),
);

const moveWords = (s: number): [string, string] => [
  `${Math.abs(s)} ${Math.abs(s) === 1 ? 'place' : 'places'} ${s > 0 ? 'forward' : 'back'}`,
  `${Math.abs(s)} स्थान ${s > 0 ? 'आगे' : 'पीछे'}`,
];

/** "the 1st and 3rd letters are opposite letters and the 2nd is the 1st moved 3 places back" */
export function clusterRuleWords(r: ClusterRule): [string, string] {
  const [a, b] = [...r.pair].sort((x, y) => x - y) as [number, number];
  const c = thirdOf(r.pair);
  const [move, hiMove] = moveWords(r.step);
  return [
    `the ${ORDINAL[a]} and ${ORDINAL[b]} letters are opposite letters and the ${ORDINAL[c]} is the ${ORDINAL[r.pair[0]]} moved ${move}`,
    `${HI_ORDINAL[a]} और ${HI_ORDINAL[b]} अक्षर परस्पर विपरीत अक्षर हैं तथा ${HI_ORDINAL[c]} अक्षर ${HI_ORDINAL[r.pair[0]]} अक्षर से ${hiMove} है`,
  ];
}

const gapsOf = (w: string): string =>
  [1, 2].map((i) => (((position(w[i]!) - position(w[i - 1]!)) % 26) + 26) % 26).join(',');

export function oppositeClusters(rng: Rng, level: Level): Problem {
  return until((): Problem | undefined => {
    const wrap = level === 3;
    const pair: [number, number] =
      level === 1
        ? rng.pick([
            [0, 2],
            [2, 0],
          ])
        : rng.pick([
            [0, 1],
            [0, 2],
            [1, 2],
            [1, 0],
            [2, 0],
            [2, 1],
          ]);
    const step = rng.pick(level === 3 ? [-9, -7, -6, -5, 5, 6, 7, 9] : [-5, -4, -3, -2, 2, 3, 4, 5]);
    const rule: ClusterRule = { pair, step };
    const make = (x: number, opp: number, s: number): string | undefined => {
      const raw = x + s;
      if (!wrap && (raw < 1 || raw > 26)) return undefined;
      const letters: string[] = [];
      letters[pair[0]] = letterAt(x);
      letters[pair[1]] = letterAt(opp);
      letters[thirdOf(pair)] = letterAt(raw);
      const w = letters.join('');
      return new Set(w).size === 3 ? w : undefined;
    };
    const bases = rng.sample(
      Array.from({ length: 26 }, (_, i) => i + 1),
      4,
    );
    const fits = bases.slice(0, 3).map((x) => make(x, 27 - x, step));
    const x = bases[3]!;
    const breaksStep = rng.chance(0.5);
    const odd = breaksStep
      ? make(x, 27 - x, step + rng.pick([1, -1]))
      : make(x, 27 - x + rng.pick([1, -1]), step);
    if (fits.some((f) => f === undefined) || odd === undefined) return undefined;
    const options = [...(fits as string[]), odd];
    if (new Set(options).size < 4) return undefined;
    // at level 3 the step runs past Z in at least one cluster
    if (wrap && !bases.slice(0, 3).some((b) => b + step > 26 || b + step < 1)) return undefined;
    // every reading that leaves exactly one cluster out leaves out this one
    for (const r of ALL_RULES) {
      const out = options.filter((o) => !fitsRule(o, r, true));
      if (out.length === 1 && out[0] !== odd) return undefined;
    }
    const gaps = options.map(gapsOf);
    if (
      options.some(
        (o, i) => o !== odd && gaps.filter((g) => g === gaps[i]).length === 1 && new Set(gaps).size === 2,
      )
    )
      return undefined;
    if (letterGroupRivals(options, odd).length > 0) return undefined;
    const shown = rng.shuffle(options);
    const [words, hiWords] = clusterRuleWords(rule);
    const c = thirdOf(pair);
    /** The step from the base letter to the third, −12 … 13, as "+3" or "−3". */
    const signed = (w: string): string => {
      const d = ((((position(w[c]!) - position(w[pair[0]]!)) % 26) + 26 + 12) % 26) - 12;
      return d > 0 ? `+${d}` : `−${-d}`;
    };
    const sum = (w: string): number => position(w[pair[0]]!) + position(w[pair[1]]!);
    const work = (w: string): string =>
      `${w}: ${w[pair[0]]} (${position(w[pair[0]]!)}) and ${w[pair[1]]} (${position(w[pair[1]]!)}) add to ${sum(w)}; ${w[pair[0]]} → ${w[c]} is ${signed(w)}`;
    const hiWork = (w: string): string =>
      `${w}: ${w[pair[0]]} (${position(w[pair[0]]!)}) और ${w[pair[1]]} (${position(w[pair[1]]!)}) का योग ${sum(w)} है; ${w[pair[0]]} → ${w[c]} ${signed(w)} है`;
    return {
      question: `Three of the following four letter-clusters are alike in a certain way and one is different. Pick the odd one out.\n(Note: The odd one out is not based on the number of consonants/vowels or their position in the letter-cluster.)\n${shown.join(', ')}`,
      answer: odd,
      trap: false,
      distractors: (fits as string[]).map((f) => ({
        mistake: `picking a cluster that follows the rule (${words})`,
        hi: `नियम का पालन करने वाला अक्षर-समूह चुनना (${hiWords})`,
        value: f,
      })),
      steps: [
        `Opposite letters add to 27 (A = 1 and Z = 26, B = 2 and Y = 25 …).${wrap ? ' The alphabet wraps round: after Z comes A.' : ''}`,
        ...options.map((w) => `${work(w)}.`),
        `In ${(fits as string[]).join(', ')} ${words}; in ${odd} it does not hold, so ${odd} is the odd one.`,
      ],
      hi: {
        question: `निम्नलिखित चार अक्षर-समूहों में से तीन किसी प्रकार से एक समान हैं और एक उनसे असंगत है। असंगत अक्षर-समूह का चयन कीजिए।\n(ध्यान दें: असंगत अक्षर-समूह व्यंजनों/स्वरों की संख्या या अक्षर-समूह में उनके स्थान पर आधारित नहीं है।)\n${shown.join(', ')}`,
        steps: [
          `विपरीत अक्षरों के स्थानों का योग 27 होता है (A = 1 और Z = 26, B = 2 और Y = 25 …)।${wrap ? ' Z के बाद फिर A आता है।' : ''}`,
          ...options.map((w) => `${hiWork(w)}।`),
          `${(fits as string[]).join(', ')} में ${hiWords}; ${odd} में यह नियम लागू नहीं होता, अतः ${odd} असंगत है।`,
        ],
      },
      params: { options: shown, pair: [...pair], step },
    };
  });
}

type TriadRule = 'diffSquare' | 'squareDiff' | 'sumSquare';

const TRIAD_RULES: Record<TriadRule, { f: (b: number, c: number) => number; en: string; hi: string }> = {
  diffSquare: { f: (b, c) => (b - c) ** 2, en: '(second − third)²', hi: '(दूसरी − तीसरी)²' },
  squareDiff: { f: (b, c) => b * b - c * c, en: 'second² − third²', hi: 'दूसरी² − तीसरी²' },
  sumSquare: { f: (b, c) => (b + c) ** 2, en: '(second + third)²', hi: '(दूसरी + तीसरी)²' },
};

const TRIAD_SETTINGS: Record<Level, { rules: TriadRule[]; max: number }> = {
  1: { rules: ['diffSquare', 'sumSquare'], max: 12 },
  2: { rules: ['diffSquare', 'squareDiff', 'sumSquare'], max: 16 },
  3: { rules: ['diffSquare', 'squareDiff', 'sumSquare'], max: 25 },
};

/** Another simple reading of a triad's first number from the other two (the rivals a candidate tries). */
const RIVALS: ((b: number, c: number) => number)[] = [
  (b, c) => (b - c) ** 2,
  (b, c) => b * b - c * c,
  (b, c) => (b + c) ** 2,
  (b, c) => b * b + c * c,
  (b, c) => b * c,
  (b, c) => 2 * b * c,
  (b, c) => b + c,
  (b, c) => (b - c) ** 3,
];

export function squareTriads(rng: Rng, level: Level): Problem {
  return until((): Problem | undefined => {
    const { rules, max } = TRIAD_SETTINGS[level];
    const rule = rng.pick(rules);
    const { f, en, hi } = TRIAD_RULES[rule];
    const draw = (): [number, number] => {
      const [b, c] = rng.sample(
        Array.from({ length: max - 1 }, (_, i) => i + 2),
        2,
      ) as [number, number];
      return b > c ? [b, c] : [c, b];
    };
    const fits = [draw(), draw(), draw()].map(([b, c]) => [f(b, c), b, c] as [number, number, number]);
    const [b, c] = draw();
    // the odd triad: its first number a near miss of the rule (one more or less under the square, or
    // another of the rules)
    // (for a square rule the square of one more or one less, so all four first numbers stay squares)
    const root = Math.sqrt(f(b, c));
    const a = rng.pick(
      rule === 'squareDiff' ? [f(b, c) + 1, f(b, c) - 1] : [(root + 1) ** 2, (root - 1) ** 2],
    );
    const odd: [number, number, number] = [a, b, c];
    if (a <= 0 || a === f(b, c)) return undefined;
    const triads = [...fits, odd];
    const text = (t: readonly number[]): string => `(${t.map(num).join(', ')})`;
    const texts = triads.map(text);
    if (new Set(texts).size < 4 || new Set(triads.map((t) => t[1])).size < 4) return undefined;
    // no other simple reading leaves exactly one triad out, unless it is the same one
    for (const g of RIVALS) {
      const out = triads.filter((t) => g(t[1], t[2]) !== t[0]);
      if (out.length === 1 && out[0] !== odd) return undefined;
    }
    // the first number alone is no giveaway: "a perfect square" singles out no triad
    const square = (n: number): boolean => Number.isInteger(Math.sqrt(n));
    const squares = triads.filter((t) => square(t[0])).length;
    if (squares === 1 || squares === 3) return undefined;
    const shown = rng.shuffle(texts);
    const work = (t: readonly number[]): string => {
      const [, x, y] = t as [number, number, number];
      const expr =
        rule === 'diffSquare'
          ? `(${x} − ${y})² = ${num(f(x, y))}`
          : rule === 'squareDiff'
            ? `${x}² − ${y}² = ${num(x * x)} − ${num(y * y)} = ${num(f(x, y))}`
            : `(${x} + ${y})² = ${num(f(x, y))}`;
      return `${text(t)}: ${expr}`;
    };
    return {
      question: `Three of the following four number-triads are alike in a certain way and one is different. Pick the odd one out.\n(NOTE: Operations should be performed on the whole numbers, without breaking down the numbers into their constituent digits. E.g. 13 – Operations on 13 such as adding/subtracting/multiplying to 13 can be performed. Breaking down 13 into 1 and 3 and then performing mathematical operations on 1 and 3 is not allowed.)\n${shown.join(', ')}`,
      answer: text(odd),
      trap: false,
      distractors: fits.map((t) => ({
        mistake: `picking a set that follows the rule (first number = ${en})`,
        hi: `नियम का पालन करने वाला त्रिक चुनना (पहली संख्या = ${hi})`,
        value: text(t),
      })),
      steps: [
        `In each set, check whether first number = ${en}.`,
        ...triads.map((t) => `${work(t)}${t === odd ? `, not ${num(a)}` : ''}.`),
        `So ${text(odd)} is the odd one.`,
      ],
      hi: {
        question: `निम्नलिखित चार संख्या-त्रिकों में से तीन किसी प्रकार से एक समान हैं और एक उनसे असंगत है। असंगत संख्या-त्रिक का चयन कीजिए।\n(ध्यान दें: संक्रियाएँ पूर्ण संख्याओं पर की जानी चाहिए, संख्याओं को उनके घटक अंकों में तोड़े बिना। उदाहरण के लिए 13 – 13 पर की जाने वाली संक्रियाएँ, जैसे 13 में जोड़ना/घटाना/गुणा करना आदि की जा सकती हैं। 13 को 1 और 3 में तोड़कर 1 और 3 पर गणितीय संक्रियाएँ करने की अनुमति नहीं है।)\n${shown.join(', ')}`,
        steps: [
          `प्रत्येक त्रिक में जाँचें कि क्या पहली संख्या = ${hi}।`,
          ...triads.map((t) => `${work(t)}${t === odd ? `, ${num(a)} नहीं` : ''}।`),
          `अतः ${text(odd)} असंगत है।`,
        ],
      },
      params: { options: shown },
    };
  });
}
