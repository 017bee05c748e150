/**
 * Averages of groups of a list with relations among the numbers left over (issue 19, audit 3, item 10),
 * beside averageLevel3.ts's `overlap`: n numbers and their average, the average of the first k₁ and of
 * the next k₂, and the three numbers left tied by "10th = 11th − 10 = 12th + 5": one of the three (2–3).
 * average.ts spreads it in after its other kinds.
 */
import { num, ordinal } from '../format';
import { until } from '../question';
import type { Distractor, Kind, Problem } from '../types';
import { aroundKey } from './keyRank';

/** "− 10" or "+ 5": a number added to a term, as papers print the chain. */
const plusMinus = (v: number): string => (v < 0 ? `+ ${num(-v)}` : `− ${num(v)}`);

export const AVERAGE_REMAINING: Record<string, Kind> = {
  groupsRemaining: {
    levels: [2, 3],
    make(rng): Problem {
      return until((): Problem | undefined => {
        const k1 = rng.int(3, 6);
        const k2 = rng.int(3, 6);
        const n = k1 + k2 + 3;
        const all = rng.int(15, 60);
        const p = all + rng.int(-8, 8);
        const q = all + rng.int(-8, 8);
        // the last three: the first of them = the second − e = the third + f
        const e = rng.pick([1, -1]) * rng.int(2, 15);
        const f = rng.pick([1, -1]) * rng.int(2, 15);
        if (p === q || p === all || q === all) return undefined;
        const rest = n * all - k1 * p - k2 * q;
        const first = (rest - e + f) / 3;
        if (!Number.isInteger(first)) return undefined;
        const three = [first, first + e, first - f];
        if (three.some((v) => v < 3) || new Set(three).size < 3) return undefined;
        const ask = rng.int(0, 2);
        const other = (ask + 1 + rng.int(0, 1)) % 3;
        const places = [k1 + k2 + 1, k1 + k2 + 2, k1 + k2 + 3];
        const [ia, ib, ic] = places.map((i) => ordinal(i));
        const key = three[ask]!;
        // the chain read the other way round: the second = the first − e, the third = the first + f
        const flipped = (rest + e - f) / 3;
        const flippedThree = [flipped, flipped - e, flipped + f];
        // the groups' averages averaged, their totals not added
        const restAveraged = n * all - (k1 + k2) * ((p + q) / 2);
        const avgFirst = (restAveraged - e + f) / 3;
        const averagedThree = [avgFirst, avgFirst + e, avgFirst - f];
        const wrong: Distractor[] = [
          {
            mistake: 'reading the chain of relations the other way round',
            hi: 'संबंधों की शृंखला को उलटा पढ़ना',
            value: flippedThree[ask]!,
          },
          {
            mistake: 'giving the average of the last three numbers',
            hi: 'अंतिम तीन संख्याओं का औसत बताना',
            value: rest / 3,
          },
          {
            mistake: `giving the ${ordinal(places[other]!)} number`,
            hi: `${places[other]}वीं संख्या बताना`,
            value: three[other]!,
          },
          {
            mistake: "averaging the two groups' averages instead of adding their totals",
            hi: 'दोनों समूहों के योग जोड़ने के स्थान पर उनके औसतों का औसत लेना',
            value: averagedThree[ask]!,
          },
          {
            mistake: 'giving the total of the last three numbers',
            hi: 'अंतिम तीन संख्याओं का योग बताना',
            value: rest,
          },
        ].filter((d) => d.value > 0 && Number.isInteger(d.value));
        const kept = aroundKey(wrong, key, all + p + q + ask);
        if (
          new Set(
            kept
              .slice(0, 3)
              .map((d) => d.value)
              .concat(key),
          ).size < 4
        )
          return undefined;
        const chain = `the ${ia} number = the ${ib} number ${plusMinus(e)} = the ${ic} number ${plusMinus(-f)}`;
        const hiChain = `${places[0]}वीं संख्या = ${places[1]}वीं संख्या ${plusMinus(e)} = ${places[2]}वीं संख्या ${plusMinus(-f)}`;
        const asked = places[ask]!;
        const x = `the ${ia} number`;
        const solved = [
          `${x} = x`,
          `the ${ib} = x ${e < 0 ? '−' : '+'} ${num(Math.abs(e))}`,
          `the ${ic} = x ${f < 0 ? '+' : '−'} ${num(Math.abs(f))}`,
        ];
        const hiSolved = [
          `${places[0]}वीं संख्या = x`,
          `${places[1]}वीं = x ${e < 0 ? '−' : '+'} ${num(Math.abs(e))}`,
          `${places[2]}वीं = x ${f < 0 ? '+' : '−'} ${num(Math.abs(f))}`,
        ];
        const sumLine = `3x ${e - f < 0 ? '−' : '+'} ${num(Math.abs(e - f))} = ${num(rest)}`;
        return {
          question: `The average of ${n} numbers is ${num(all)}. The average of the first ${k1} numbers is ${num(p)} and that of the next ${k2} numbers is ${num(q)}. If ${chain}, what is the ${ordinal(asked)} number?`,
          answer: key,
          distractors: kept,
          steps: [
            `Total of all ${n} = ${n} × ${num(all)} = ${num(n * all)}; of the first ${k1} = ${k1} × ${num(p)} = ${num(k1 * p)}; of the next ${k2} = ${k2} × ${num(q)} = ${num(k2 * q)}.`,
            `So the last three add up to ${num(n * all)} − ${num(k1 * p)} − ${num(k2 * q)} = ${num(rest)}.`,
            `Let ${solved.join(', ')}: ${sumLine}, so x = ${num(first)}, and the three are ${three.map((v) => num(v)).join(', ')}.`,
            `The ${ordinal(asked)} number = ${num(key)}.`,
          ],
          hi: {
            question: `${n} संख्याओं का औसत ${num(all)} है। पहली ${k1} संख्याओं का औसत ${num(p)} और अगली ${k2} संख्याओं का औसत ${num(q)} है। यदि ${hiChain} है, तो ${asked}वीं संख्या क्या है?`,
            steps: [
              `सभी ${n} संख्याओं का योग = ${n} × ${num(all)} = ${num(n * all)}; पहली ${k1} का योग = ${k1} × ${num(p)} = ${num(k1 * p)}; अगली ${k2} का योग = ${k2} × ${num(q)} = ${num(k2 * q)}।`,
              `अतः अंतिम तीन संख्याओं का योग = ${num(n * all)} − ${num(k1 * p)} − ${num(k2 * q)} = ${num(rest)}।`,
              `मान लीजिए ${hiSolved.join(', ')}: ${sumLine}, अतः x = ${num(first)}, और तीनों संख्याएँ ${three.map((v) => num(v)).join(', ')} हैं।`,
              `${asked}वीं संख्या = ${num(key)}।`,
            ],
          },
          params: { n, k1, k2, all, p, q, e, f, ask, other },
        };
      });
    },
  },
};
