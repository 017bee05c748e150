/**
 * Two statements about a table to judge, as SSC papers set them (coverage audit 4, item 4; the other
 * tables are in dataAudit5Tables.ts): "Only I", "Only II", "Both I and II", "Neither I nor II", the
 * key drawn first so it falls on each of the four alike, each statement then worded to be true or
 * false as drawn. The Hindi twin is written from the same values.
 */
import { num } from '../format';
import { sum } from '../math';
import { until } from '../question';
import type { Kind, Problem } from '../types';

const FACTORIES = ['P', 'Q', 'R'] as const;
/** The four verdicts as papers print them, by [statement I true, statement II true]. */
const VERDICTS = ['Neither I nor II', 'Only II', 'Only I', 'Both I and II'] as const;
const HI_VERDICTS: Readonly<Record<string, string>> = {
  'Neither I nor II': 'न तो I और न ही II',
  'Only II': 'केवल II',
  'Only I': 'केवल I',
  'Both I and II': 'I और II दोनों',
};
const verdict = (one: boolean, two: boolean): string => VERDICTS[(one ? 2 : 0) + (two ? 1 : 0)]!;

type Claim = { [key: string]: number | string | boolean };
interface Stated {
  claim: Claim;
  en: string;
  hi: string;
  why: string;
  hiWhy: string;
}

/**
 * A table of three factories' production over four years, and two statements about it, each made
 * true or false as drawn (the key drawn first): a comparison of two factories' totals, one factory's
 * average against a round number, one factory against the other two together in a year, or one
 * factory's rise from one year to the next as a per cent. Level 3.
 */
export const twoStatementsKind: Kind = {
  levels: [3],
  make(rng): Problem {
    return until((): Problem | undefined => {
      const first = rng.int(2016, 2021);
      const years = [0, 1, 2, 3].map((k) => first + k);
      const table = FACTORIES.map(() => years.map(() => rng.step(20, 120, 4)));
      const truths = [rng.chance(0.5), rng.chance(0.5)];
      const types = rng.sample(['total', 'average', 'together', 'rise'] as const, 2);
      const total = (f: number): number => sum(table[f]!);
      const word = (more: boolean): string => (more ? 'more' : 'less');
      const hiWord = (more: boolean): string => (more ? 'अधिक' : 'कम');
      const state = (type: (typeof types)[number], truth: boolean): Stated | undefined => {
        const [a, b, c] = rng.sample([0, 1, 2], 3) as [number, number, number];
        const [A, B, C] = [FACTORIES[a]!, FACTORIES[b]!, FACTORIES[c]!];
        if (type === 'total') {
          if (total(a) === total(b)) return undefined;
          const more = truth === total(a) > total(b);
          return {
            claim: { type, a, b, more },
            en: `The total production of ${A} over the four years is ${word(more)} than that of ${B}.`,
            hi: `चार वर्षों में ${A} का कुल उत्पादन ${B} के कुल उत्पादन से ${hiWord(more)} है।`,
            why: `${A}: ${num(total(a))}, ${B}: ${num(total(b))}`,
            hiWhy: `${A}: ${num(total(a))}, ${B}: ${num(total(b))}`,
          };
        }
        if (type === 'average') {
          const avg = total(a) / 4;
          const more = rng.chance(0.5);
          // a round number on the side of the average that makes the statement as drawn
          const below = Math.floor((avg - 1) / 5) * 5;
          const above = Math.ceil((avg + 1) / 5) * 5;
          const n = more === truth ? below : above;
          if (n <= 0) return undefined;
          return {
            claim: { type, a, n, more },
            en: `The average production of ${A} over the four years is ${word(more)} than ${n}.`,
            hi: `चार वर्षों में ${A} का औसत उत्पादन ${n} से ${hiWord(more)} है।`,
            why: `the average of ${A} is ${num(total(a))} ÷ 4 = ${num(avg)}`,
            hiWhy: `${A} का औसत = ${num(total(a))} ÷ 4 = ${num(avg)}`,
          };
        }
        if (type === 'together') {
          const y = rng.int(0, 3);
          const alone = table[c]![y]!;
          const both = table[a]![y]! + table[b]![y]!;
          if (alone === both) return undefined;
          const more = truth === alone > both;
          return {
            claim: { type, a, b, c, y, more },
            en: `In ${years[y]}, ${C} produced ${word(more)} than ${A} and ${B} together.`,
            hi: `${years[y]} में ${C} का उत्पादन ${A} और ${B} के मिले-जुले उत्पादन से ${hiWord(more)} था।`,
            why: `in ${years[y]}, ${C} ${num(alone)} against ${A} + ${B} = ${num(both)}`,
            hiWhy: `${years[y]} में ${C} ${num(alone)}, जबकि ${A} + ${B} = ${num(both)}`,
          };
        }
        const y = rng.int(0, 2);
        const base = table[a]![y]!;
        const rise = rng.step(5, 50, 5);
        // the next year set to a whole rise of the drawn per cent (a base in steps of 4 keeps it whole
        // for rises in steps of 25; the others are redrawn)
        const next = (base * (100 + rise)) / 100;
        if (!Number.isInteger(next)) return undefined;
        table[a]![y + 1] = next;
        const said = truth ? rise : rise + rng.pick([-5, 5, 10]);
        if (said <= 0) return undefined;
        return {
          claim: { type, a, y, said },
          en: `From ${years[y]} to ${years[y + 1]}, the production of ${A} rose by ${said}%.`,
          hi: `${years[y]} से ${years[y + 1]} तक ${A} के उत्पादन में ${said}% की वृद्धि हुई।`,
          why: `${A}: ${num(base)} to ${num(next)}, a rise of ${num(next - base)} on ${num(base)} = ${rise}%`,
          hiWhy: `${A}: ${num(base)} से ${num(next)}, ${num(base)} पर ${num(next - base)} की वृद्धि = ${rise}%`,
        };
      };
      // a rise changes the table, so it is stated first and the other statement reads the final table
      const order = types[1] === 'rise' ? [1, 0] : [0, 1];
      const made: (Stated | undefined)[] = [undefined, undefined];
      for (const k of order) made[k] = state(types[k]!, truths[k]!);
      const [one, two] = made;
      if (!one || !two) return undefined;
      const answer = verdict(truths[0]!, truths[1]!);
      const rows = years.map((y, k) => `${y}: ${FACTORIES.map((f, i) => `${f} ${table[i]![k]}`).join(', ')}`);
      const judged = (t: boolean): string => (t ? 'true' : 'false');
      const hiJudged = (t: boolean): string => (t ? 'सत्य' : 'असत्य');
      return {
        question: `The table shows the production of three factories P, Q and R (in thousand units) over four years.\n${rows.join('\n')}\nStatement I: ${one.en}\nStatement II: ${two.en}\nWhich of the statements is/are true?`,
        answer,
        distractors: [
          {
            mistake: `taking statement I as ${judged(!truths[0])}`,
            hi: `कथन I को ${hiJudged(!truths[0])} मान लेना`,
            value: verdict(!truths[0], truths[1]!),
          },
          {
            mistake: `taking statement II as ${judged(!truths[1])}`,
            hi: `कथन II को ${hiJudged(!truths[1])} मान लेना`,
            value: verdict(truths[0]!, !truths[1]),
          },
          {
            mistake: 'judging both statements the wrong way',
            hi: 'दोनों कथनों को उल्टा आँकना',
            value: verdict(!truths[0], !truths[1]),
          },
        ],
        steps: [
          `Statement I: ${one.why}, so it is ${judged(truths[0]!)}.`,
          `Statement II: ${two.why}, so it is ${judged(truths[1]!)}.`,
          `Answer: ${answer}.`,
        ],
        hi: {
          question: `तालिका में चार वर्षों में तीन कारख़ानों P, Q और R का उत्पादन (हज़ार इकाइयों में) दर्शाया गया है।\n${rows.join('\n')}\nकथन I: ${one.hi}\nकथन II: ${two.hi}\nकौन-सा/से कथन सत्य है/हैं?`,
          steps: [
            `कथन I: ${one.hiWhy}, अतः यह ${hiJudged(truths[0]!)} है।`,
            `कथन II: ${two.hiWhy}, अतः यह ${hiJudged(truths[1]!)} है।`,
            `उत्तर: ${HI_VERDICTS[answer]}।`,
          ],
          options: HI_VERDICTS,
        },
        params: { years, table, one: one.claim, two: two.claim },
      };
    });
  },
};
