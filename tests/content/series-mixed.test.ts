/**
 * The mixed series forms (seriesMixed.ts, issue 19, items 3 and 15) read as a candidate reads them:
 * from the terms printed in the question, not the generator's parameters (independent.test.ts solves
 * those). A letter-and-number series is split into its tracks, each of which must move by one fixed
 * step (letters round the alphabet; numbers by a difference, or consecutive squares); a mixed-step
 * series must fit one rule of its family. Exactly one option continues what is printed: the key.
 */
import { drawsOfKind } from './support/draws';
import { describe, expect, it } from 'vitest';
import type { GeneratedQuestion, Level } from '../../server/content/generators/types';

const DRAWS = process.env.CONTENT_FULL ? 1000 : 200;
const ABC = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';

function draws(kind: string, levels: Level[]): GeneratedQuestion[] {
  return drawsOfKind('reasoning', 'series', kind, levels, { prefix: 'mixed', count: DRAWS });
}

const printed = (q: GeneratedQuestion): string[] => q.question.split('? ').slice(1).join('? ').split(', ');

/** The next term of letter-and-number terms, or undefined when a track has no fixed step. */
function nextLetterNumber(terms: string[]): string | undefined {
  const parts = terms.map((t) => /^([A-Z])([A-Z])(\d+)$/.exec(t)!);
  const letterTrack = (k: 1 | 2): string | undefined => {
    const places = parts.map((m) => ABC.indexOf(m[k]!));
    const steps = places.slice(1).map((p, i) => (p - places[i]! + 26) % 26);
    return steps.every((s) => s === steps[0]) ? ABC[(places.at(-1)! + steps[0]!) % 26] : undefined;
  };
  const numbers = parts.map((m) => Number(m[3]));
  const diffs = numbers.slice(1).map((x, i) => x - numbers[i]!);
  const roots = numbers.map(Math.sqrt);
  const nextNumber = diffs.every((d) => d === diffs[0])
    ? numbers.at(-1)! + diffs[0]!
    : roots.every((r, i) => Number.isInteger(r) && (i === 0 || r === roots[i - 1]! + 1))
      ? (roots.at(-1)! + 1) ** 2
      : undefined;
  const [a, b] = [letterTrack(1), letterTrack(2)];
  return a && b && nextNumber !== undefined ? `${a}${b}${nextNumber}` : undefined;
}

/** Rules of the mixed-step family, each step j = 1, 2, …: halve and add b·2^j, or × m ± j·c. */
const MIXED_RULES = [
  ...[4, 8].map((b) => (t: number, j: number) => t / 2 + b * 2 ** j),
  ...[2, 3].flatMap((m) =>
    [1, 2].flatMap((c) => [(t: number, j: number) => t * m + j * c, (t: number, j: number) => t * m - j * c]),
  ),
];

/** The values the rules that fit every printed term give at the question mark. */
function mixedCandidates(shown: string[]): number[] {
  const gap = shown.indexOf('?');
  const terms = shown.map((s) => (s === '?' ? NaN : Number(s.replace(/,/g, ''))));
  return MIXED_RULES.flatMap((rule) => {
    const built = [terms[0]!];
    for (let j = 1; j < terms.length; j += 1) built.push(rule(built[j - 1]!, j));
    return built.every((t, i) => i === gap || t === terms[i]) ? [built[gap]!] : [];
  });
}

describe('letter-and-number series (OA33, RD36, UG39, ?)', () => {
  const questions = draws('letterNumber', [2, 3]);

  it('have tracks with fixed steps, and exactly one option continuing them: the key', () => {
    const failures = questions.flatMap((q) => {
      const shown = printed(q);
      const next = nextLetterNumber(shown.slice(0, -1));
      const hits = q.options.filter((o) => o === next);
      return hits.length === 1 && hits[0] === q.answer ? [] : [`${q.question}: ${next} / ${q.answer}`];
    });
    expect(failures.slice(0, 5)).toEqual([]);
  });

  it('give no option away: each part of the key is in exactly two options, and the numbers are as long', () => {
    const failures = questions.flatMap((q) => {
      const split = (o: string): [string, string] => [o.slice(0, 2), o.slice(2)];
      const [letters, number] = split(q.answer);
      const lettersTwice = q.options.filter((o) => split(o)[0] === letters).length === 2;
      const numberTwice = q.options.filter((o) => split(o)[1] === number).length === 2;
      const sameLength = q.options.every((o) => o.length === q.answer.length);
      return lettersTwice && numberTwice && sameLength ? [] : [`${q.question}: ${q.options.join(' | ')}`];
    });
    expect(failures.slice(0, 5)).toEqual([]);
  });

  it('the reading can fail: a number track broken by one gives no next term', () => {
    const shown = printed(questions[0]!).slice(0, -1);
    const broken = [...shown.slice(0, -1), shown.at(-1)!.replace(/\d+$/, (d) => String(Number(d) + 1))];
    expect(nextLetterNumber(shown)).toBe(questions[0]!.answer);
    expect(nextLetterNumber(broken)).toBeUndefined();
  });
});

describe('series whose steps mix two operations (halve, then add 8, 16, 32 …; × 2 + 1, × 2 + 2 …)', () => {
  const questions = draws('mixedSteps', [2, 3]);

  it('fit rules of the family that all give the key, and no other option', () => {
    const failures = questions.flatMap((q) => {
      const values = [...new Set(mixedCandidates(printed(q)))];
      const key = Number(q.answer.replace(/,/g, ''));
      return values.length === 1 && values[0] === key
        ? []
        : [`${q.question}: ${values.join(' | ')} / ${key}`];
    });
    expect(failures.slice(0, 5)).toEqual([]);
  });

  it('draw every rule of the family', () => {
    expect(new Set(questions.map((q) => q.params.rule))).toEqual(
      new Set(['halveAdd', 'mulAddCount', 'mulSubCount']),
    );
  });

  it('the reading can fail: a printed term changed by one fits no rule', () => {
    const shown = printed(questions[0]!);
    const i = shown[1] === '?' ? 2 : 1;
    const changed = shown.map((s, j) => (j === i ? String(Number(s.replace(/,/g, '')) + 1) : s));
    expect(mixedCandidates(changed)).toEqual([]);
  });
});
