/**
 * Number series by step rules the older tables lack (branch `ri`, the systematic part of the brief):
 * `series` `stepSeries`:
 * - × 1, × 2, × 3, … (5, 5, 10, 30, 120, ?) and × 0.5, × 1, × 1.5, … (32, 16, 16, 24, 48, ?);
 * - + 1, × 2, + 3, × 4, … the operations alternating, the number rising (3, 4, 8, 11, 44, ?);
 * - the differences the primes 2, 3, 5, 7, 11, … (10, 12, 15, 20, 27, ?);
 * - n² + 1 and n² − 1 in turn (2, 3, 10, 15, 26, ?), or n³ + 1 and n³ − 1.
 * The wrong options are the slips a candidate makes on the printed terms (the difference kept, the
 * last ratio kept, the two terms before added, a step of the rule skipped or misread), ordered
 * around the key (keyRank.ts); no wrong option is a value another simple rule fitting the terms
 * gives (rivalRules.ts).
 */
import { num } from '../format';
import { aroundKey } from '../aptitude/keyRank';
import { until } from '../question';
import type { Rng } from '../rng';
import type { Distractor, Level, Problem } from '../types';
import { seriesRivalValues } from './rivalRules';

interface StepRule {
  name: string;
  terms: number[];
  explain: string;
  hi: string;
  /** The rule's own slip at a place: what a candidate misreading it writes there. */
  slip: (place: number) => Distractor | undefined;
  params: Record<string, number>;
}

const PRIMES = [2, 3, 5, 7, 11, 13, 17, 19, 23, 29, 31, 37];
const isPrime = (n: number): boolean => PRIMES.includes(n);
const signWord = (s: number): string => (s > 0 ? '+' : '−');

function drawRule(rng: Rng, level: Level, length: number): StepRule {
  const name = rng.pick(
    level === 1
      ? ['mulRising', 'primeDiffs', 'powerAlt']
      : ['mulRising', 'mulRisingHalf', 'addMulAlt', 'primeDiffs', 'powerAlt'],
  );
  if (name === 'mulRising' || name === 'mulRisingHalf') {
    const half = name === 'mulRisingHalf';
    const step = half ? 0.5 : 1;
    const start = half ? 0.5 : rng.pick([1, 1, 2]);
    const a = half ? rng.pick([16, 32, 48, 64]) : rng.int(2, level === 1 ? 6 : 9);
    const terms = [a];
    for (let i = 1; i < length; i += 1) terms.push(terms[i - 1]! * (start + (i - 1) * step));
    const mult = (i: number): number => start + (i - 1) * step; // the multiplier into term i
    const list = [1, 2, 3].map((i) => `× ${num(mult(i))}`).join(', ');
    return {
      name,
      terms,
      explain: `each term is the one before ${list}, … (the multiplier grows by ${num(step)})`,
      hi: `प्रत्येक पद पिछले पद का ${list}, … है (गुणक हर बार ${num(step)} बढ़ता है)`,
      slip: (place) => {
        const k = mult(place + 1);
        return {
          mistake: `multiplying by ${num(k)}, skipping the multiplier ${num(mult(place))}`,
          hi: `गुणक ${num(mult(place))} छोड़कर ${num(k)} से गुणा करना`,
          value: terms[place - 1]! * k,
        };
      },
      params: { a, start, step },
    };
  }
  if (name === 'addMulAlt') {
    const a = rng.int(2, 9);
    const terms = [a];
    for (let i = 1; i < length; i += 1) terms.push(i % 2 === 1 ? terms[i - 1]! + i : terms[i - 1]! * i);
    return {
      name,
      terms,
      explain:
        'the steps are + 1, × 2, + 3, × 4, + 5, … (adding and multiplying in turn, the number rising by 1)',
      hi: 'चरण + 1, × 2, + 3, × 4, + 5, … हैं (बारी-बारी से जोड़ना और गुणा करना, संख्या हर बार 1 बढ़ती है)',
      slip: (place) =>
        place % 2 === 0
          ? {
              mistake: `adding ${place} instead of multiplying by ${place}`,
              hi: `${place} से गुणा करने के बजाय ${place} जोड़ना`,
              value: terms[place - 1]! + place,
            }
          : {
              mistake: `multiplying by ${place} instead of adding ${place}`,
              hi: `${place} जोड़ने के बजाय ${place} से गुणा करना`,
              value: terms[place - 1]! * place,
            },
      params: { a },
    };
  }
  if (name === 'primeDiffs') {
    const a = rng.int(1, level === 1 ? 20 : 60);
    const from = level === 3 ? rng.int(0, 2) : 0;
    const terms = [a];
    for (let i = 1; i < length; i += 1) terms.push(terms[i - 1]! + PRIMES[from + i - 1]!);
    const list = PRIMES.slice(from, from + 3).join(', ');
    return {
      name,
      terms,
      explain: `the differences are the prime numbers ${list}, … in order`,
      hi: `अंतर क्रम से अभाज्य संख्याएँ ${list}, … हैं`,
      slip: (place) => {
        const last = PRIMES[from + place - 2]!;
        // the next odd number after the last prime difference, when it is not prime
        const odd = last === 2 ? 3 : last + 2;
        if (isPrime(odd)) return undefined;
        return {
          mistake: `adding ${odd}, the next odd number, not the next prime`,
          hi: `अगली अभाज्य संख्या के बजाय अगली विषम संख्या ${odd} जोड़ना`,
          value: terms[place - 1]! + odd,
        };
      },
      params: { a, from },
    };
  }
  // powerAlt: n² + 1, n² − 1 in turn (or n³ ± 1)
  const e = level === 3 && rng.chance(0.4) ? 3 : 2;
  const n0 = rng.int(1, e === 3 ? 2 : 5);
  const s0 = rng.pick([1, -1]);
  const sign = (i: number): number => (i % 2 === 0 ? s0 : -s0);
  const terms = Array.from({ length }, (_, i) => (n0 + i) ** e + sign(i));
  const pow = e === 2 ? '²' : '³';
  const first = [0, 1].map((i) => `${n0 + i}${pow} ${signWord(sign(i))} 1`).join(', ');
  return {
    name: 'powerAlt',
    terms,
    explain: `the terms are ${first}, …: the ${e === 2 ? 'squares' : 'cubes'} of consecutive numbers, 1 added and taken away in turn`,
    hi: `पद ${first}, … हैं: क्रमागत संख्याओं के ${e === 2 ? 'वर्ग' : 'घन'}, जिनमें बारी-बारी से 1 जोड़ा और घटाया जाता है`,
    slip: (place) => ({
      mistake: `taking ${n0 + place}${pow} ${signWord(-sign(place))} 1, the sign of the term before`,
      hi: `पिछले पद का चिह्न लेकर ${n0 + place}${pow} ${signWord(-sign(place))} 1 लेना`,
      value: (n0 + place) ** e - sign(place),
    }),
    params: { e, n0, s0 },
  };
}

export function stepSeries(rng: Rng, level: Level): Problem {
  return until((): Problem | undefined => {
    const length = 6;
    const rule = drawRule(rng, level, length);
    const { terms } = rule;
    if (terms.some((t) => !Number.isInteger(t) || t <= 0 || t > 5000)) return undefined;
    const missing = level === 3 && rng.chance(0.5) ? length - 2 : length - 1;
    const key = terms[missing]!;
    const before = terms[missing - 1]!;
    const prev2 = terms[missing - 2]!;
    const shownTerms = terms.map((t, i) => (i === missing ? '?' : num(t)));
    const shown = shownTerms.join(', ');
    const candidates: Distractor[] = [
      ...[rule.slip(missing)].filter((d): d is Distractor => !!d),
      {
        mistake: 'assuming the difference stays the same',
        hi: 'अंतर को समान मान लेना',
        value: before + (before - prev2),
      },
      {
        mistake: 'assuming the ratio stays the same',
        hi: 'अनुपात को समान मान लेना',
        value: (before * before) / prev2,
      },
      { mistake: 'adding the two previous terms', hi: 'पिछले दो पदों को जोड़ना', value: before + prev2 },
      ...(missing === length - 1
        ? [{ mistake: 'skipping a term of the pattern', hi: 'पैटर्न का एक पद छोड़ देना', value: NaN }]
        : []),
    ];
    const known = terms.flatMap((t, i) => (i === missing ? [] : [[i, t] as const]));
    const rivals = seriesRivalValues(known, missing, key);
    // another simple rule fitting the printed terms and giving another value makes two answers
    if (rivals.length || stepRivals(terms, missing).some((v) => v !== key)) return undefined;
    const next = drawNext(rule, terms, length);
    const usable = candidates
      .map((d) => (d.mistake === 'skipping a term of the pattern' ? { ...d, value: next } : d))
      .filter(
        (d, i, all) =>
          typeof d.value === 'number' &&
          Number.isInteger(d.value) &&
          d.value > 0 &&
          d.value !== key &&
          all.findIndex((x) => x.value === d.value) === i,
      );
    if (usable.length < 3) return undefined;
    const distractors = aroundKey(usable, key, terms[0]! + missing);
    return {
      question:
        missing === length - 1
          ? `What comes next in the series? ${shown}`
          : `Which number replaces the question mark in the series? ${shown}`,
      answer: key,
      trap: true,
      distractors,
      steps: [`Here ${rule.explain}, so the missing term is ${num(key)}.`],
      hi: {
        question:
          missing === length - 1
            ? `श्रृंखला में अगला पद क्या होगा? ${shown}`
            : `श्रृंखला में प्रश्नचिह्न (?) के स्थान पर कौन-सी संख्या आएगी? ${shown}`,
        steps: [`यहाँ ${rule.hi}, अतः लुप्त पद ${num(key)} है।`],
      },
      params: { rule: rule.name, ruleParams: rule.params, missing, shown: shownTerms },
    };
  });
}

/**
 * What the rules of this file's families, with any of their constants, give at `missing` when they
 * fit every other term: × s, × s + d, …; + and × in turn from any number; prime differences from any
 * prime; n^e ± 1 in turn, n^e + c.
 */
function stepRivals(terms: readonly number[], missing: number): number[] {
  const n = terms.length;
  const out: number[] = [];
  const tryAll = (made: number[]): void => {
    if (made.every((t, i) => i === missing || Math.abs(t - terms[i]!) < 1e-9)) out.push(made[missing]!);
  };
  const from = (step: (prev: number, i: number) => number): number[] => {
    const all = [terms[0]!];
    for (let i = 1; i < n; i += 1) all.push(step(all[i - 1]!, i));
    return all;
  };
  for (const s of [0.5, 1, 1.5, 2, 3])
    for (const d of [0.5, 1, 2]) tryAll(from((prev, i) => prev * (s + (i - 1) * d)));
  for (const c of [0, 1, 2])
    for (const addFirst of [true, false])
      tryAll(from((prev, i) => ((i % 2 === 1) === addFirst ? prev + i + c : prev * (i + c))));
  for (let f = 0; f + n < PRIMES.length; f += 1) tryAll(from((prev, i) => prev + PRIMES[f + i - 1]!));
  for (const e of [2, 3])
    for (let n0 = 1; n0 <= 12; n0 += 1) {
      for (const s0 of [1, -1])
        tryAll(Array.from({ length: n }, (_, i) => (n0 + i) ** e + (i % 2 === 0 ? s0 : -s0)));
      for (let c = -5; c <= 5; c += 1) tryAll(Array.from({ length: n }, (_, i) => (n0 + i) ** e + c));
    }
  tryAll(from((prev, i) => prev * i + i));
  tryAll(from((prev, i) => prev * i - i));
  for (let m = 2; m <= 4; m += 1) for (let c = -5; c <= 5; c += 1) tryAll(from((prev) => prev * m + c));
  return out;
}

/** The term after the last: what "skipping a term of the pattern" writes. */
function drawNext(rule: StepRule, terms: readonly number[], length: number): number {
  const last = terms[length - 1]!;
  const p = rule.params;
  const i = length;
  switch (rule.name) {
    case 'mulRising':
    case 'mulRisingHalf':
      return last * (p.start! + (i - 1) * p.step!);
    case 'addMulAlt':
      return i % 2 === 1 ? last + i : last * i;
    case 'primeDiffs':
      return last + PRIMES[p.from! + i - 1]!;
    default:
      return (p.n0! + i) ** p.e! + (i % 2 === 0 ? p.s0! : -p.s0!);
  }
}
