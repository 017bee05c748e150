/**
 * Coins of three values (issue 19, fourth round; the second audit's forms item 12), beside ratio.ts's
 * `coins` (whose ratio is of the numbers of coins, level 3): the VALUES of the three kinds in a ratio
 * and the total value given, how many coins of one kind (2–3); or the three kinds worth the same and
 * the total value given, how many coins in all (2–3). ratio.ts spreads it in after its other kinds.
 */
import { num, ratio, rupees } from '../format';
import { sum } from '../math';
import { until } from '../question';
import type { Distractor, Kind, Problem } from '../types';
import { aroundKey } from './keyRank';

/** Three coins, largest first: their names and their values in paise. */
const SETS = [
  { names: ['₹ 1', '50-paise', '25-paise'], hi: ['₹ 1', '50 पैसे', '25 पैसे'], paise: [100, 50, 25] },
  { names: ['₹ 5', '₹ 2', '₹ 1'], hi: ['₹ 5', '₹ 2', '₹ 1'], paise: [500, 200, 100] },
  { names: ['₹ 2', '₹ 1', '50-paise'], hi: ['₹ 2', '₹ 1', '50 पैसे'], paise: [200, 100, 50] },
  { names: ['₹ 10', '₹ 5', '₹ 2'], hi: ['₹ 10', '₹ 5', '₹ 2'], paise: [1000, 500, 200] },
] as const;

export const RATIO_COINS: Record<string, Kind> = {
  coinsByValue: {
    levels: [2, 3],
    make(rng) {
      const ask = rng.pick(['oneKind', 'equalValue'] as const);
      return until((): Problem | undefined => {
        const set = rng.pick(SETS);
        const [d1, d2, d3] = set.paise;
        if (ask === 'equalValue') {
          // each kind worth the same: a whole number of coins of each
          const each = rng.int(2, 60) * (d1 / 100);
          const counts = set.paise.map((d) => (each * 100) / d);
          if (!counts.every((c) => Number.isInteger(c))) return undefined;
          const total = 3 * each;
          const coins = sum(counts);
          const wrong: Distractor[] = [
            {
              mistake: `giving the ${set.names[2]} coins only`,
              hi: `केवल ${set.hi[2]} के सिक्के बताना`,
              value: counts[2]!,
            },
            {
              mistake: 'not splitting the value into three equal parts',
              hi: 'मूल्य को तीन बराबर भागों में न बाँटना',
              value: coins * 3,
            },
            {
              mistake: `giving the ${set.names[0]} coins only`,
              hi: `केवल ${set.hi[0]} के सिक्के बताना`,
              value: counts[0]!,
            },
            {
              mistake: `taking every coin as a ${set.names[2]} coin`,
              hi: `हर सिक्के को ${set.hi[2]} का सिक्का मान लेना`,
              value: (total * 100) / d3,
            },
            {
              mistake: `leaving out the ${set.names[0]} coins`,
              hi: `${set.hi[0]} के सिक्कों को छोड़ देना`,
              value: counts[1]! + counts[2]!,
            },
            {
              mistake: 'taking equal numbers of coins instead of equal values',
              hi: 'बराबर मूल्य के स्थान पर बराबर संख्या में सिक्के लेना',
              value: (3 * total * 100) / (d1 + d2 + d3),
            },
          ];
          return {
            question: `A bag contains ${set.names[0]}, ${set.names[1]} and ${set.names[2]} coins, and the coins of each kind are worth the same amount. If the total value is ${rupees(total)}, how many coins are there in the bag?`,
            answer: coins,
            distractors: aroundKey(wrong, coins, each),
            steps: [
              `Each kind is worth ${rupees(total)} ÷ 3 = ${rupees(each)}: ${set.names.map((coin, k) => `${counts[k]} coins of ${coin}`).join(', ')}. In all ${counts.join(' + ')} = ${num(coins)}.`,
            ],
            hi: {
              question: `एक थैले में ${set.hi[0]}, ${set.hi[1]} और ${set.hi[2]} के सिक्के हैं, और प्रत्येक प्रकार के सिक्कों का मूल्य बराबर है। यदि कुल मूल्य ${rupees(total)} है, तो थैले में कुल कितने सिक्के हैं?`,
              steps: [
                `प्रत्येक प्रकार का मूल्य = ${rupees(total)} ÷ 3 = ${rupees(each)}: ${set.paise.map((_, k) => `${set.hi[k]} के ${counts[k]} सिक्के`).join(', ')}। कुल ${counts.join(' + ')} = ${num(coins)}।`,
              ],
            },
            params: { ask, paise: [...set.paise], total },
          };
        }
        const r = [rng.int(1, 9), rng.int(1, 9), rng.int(1, 9)];
        if (new Set(r).size < 3) return undefined;
        const k = rng.int(0, 2);
        const total = (sum(r) * rng.int(2, 40) * d1) / 100;
        const values = r.map((x) => (total * x) / sum(r));
        const counts = values.map((v, i) => (v * 100) / set.paise[i]!);
        if (!counts.every((c) => Number.isInteger(c))) return undefined;
        // the slip: the ratio read as one of numbers of coins
        const sets = (total * 100) / sum(r.map((x, i) => x * set.paise[i]!));
        const name = set.names[k]!;
        const other = (k + 1 + rng.int(0, 1)) % 3;
        const wrong: Distractor[] = [
          {
            mistake: 'reading the ratio as one of numbers of coins',
            hi: 'अनुपात को सिक्कों की संख्या का अनुपात मान लेना',
            value: sets * r[k]!,
          },
          {
            mistake: `giving the value of the ${name} coins in rupees`,
            hi: `${set.hi[k]} के सिक्कों का रुपयों में मूल्य बताना`,
            value: values[k]!,
          },
          {
            mistake: `giving the number of ${set.names[other]} coins`,
            hi: `${set.hi[other]} के सिक्कों की संख्या बताना`,
            value: counts[other]!,
          },
          {
            mistake: 'giving the number of coins in all',
            hi: 'कुल सिक्कों की संख्या बताना',
            value: sum(counts),
          },
        ];
        return {
          question: `A bag contains ${set.names[0]}, ${set.names[1]} and ${set.names[2]} coins whose values are in the ratio ${ratio(r)}. If their total value is ${rupees(total)}, how many ${name} coins are there?`,
          answer: counts[k]!,
          distractors: aroundKey(wrong, counts[k]!, total + k),
          steps: [
            `The values are in the ratio ${ratio(r)}, so the ${name} coins are worth ${rupees(total)} × ${r[k]}/${sum(r)} = ${rupees(values[k]!)}. Each is worth ${rupees(set.paise[k]! / 100)}, so there are ${num(values[k]!)} ÷ ${num(set.paise[k]! / 100)} = ${num(counts[k]!)} coins.`,
          ],
          hi: {
            question: `एक थैले में ${set.hi[0]}, ${set.hi[1]} और ${set.hi[2]} के सिक्के हैं जिनके मूल्य ${ratio(r)} के अनुपात में हैं। यदि उनका कुल मूल्य ${rupees(total)} है, तो ${set.hi[k]} के कितने सिक्के हैं?`,
            steps: [
              `मूल्य ${ratio(r)} के अनुपात में हैं, अतः ${set.hi[k]} के सिक्कों का मूल्य = ${rupees(total)} × ${r[k]}/${sum(r)} = ${rupees(values[k]!)}। एक सिक्का ${rupees(set.paise[k]! / 100)} का है, अतः ${num(values[k]!)} ÷ ${num(set.paise[k]! / 100)} = ${num(counts[k]!)} सिक्के।`,
            ],
          },
          params: { ask, paise: [...set.paise], r, total, k, other },
        };
      });
    },
  },
  coinsFromOptions: {
    levels: [2, 3],
    make(rng) {
      return until((): Problem | undefined => {
        const set = rng.pick(SETS);
        const [d1, d2, d3] = set.paise;
        const counts = [rng.int(4, 60), rng.int(4, 60), rng.int(4, 60)];
        if (new Set(counts).size < 3) return undefined;
        const paise = sum(counts.map((c, i) => c * set.paise[i]!));
        if (paise % 100 !== 0) return undefined;
        const total = paise / 100;
        const coins = sum(counts);
        const split = (c: readonly number[]): string => c.map((v) => num(v)).join(', ');
        const valueOf = (c: readonly number[]): number => sum(c.map((v, i) => v * set.paise[i]!));
        const seen = new Set([split(counts)]);
        const fresh = (c: number[]): number[] | undefined => {
          if (c.some((v) => v < 2) || new Set(c).size < 3 || seen.has(split(c))) return undefined;
          seen.add(split(c));
          return c;
        };
        // splits drawn afresh, not made from the key (a key every option is a slip from gives itself away):
        // two with the right number of coins but the wrong value, one with the value but not the number
        const countOnly = (): number[] | undefined => {
          for (let tries = 0; tries < 50; tries += 1) {
            const x = rng.int(2, coins - 4);
            const y = rng.int(2, coins - x - 2);
            const c = [x, y, coins - x - y];
            if (valueOf(c) !== paise && Math.max(...c) <= 70) {
              const kept = fresh(c);
              if (kept) return kept;
            }
          }
          return undefined;
        };
        const valueOnly = (): number[] | undefined => {
          for (let tries = 0; tries < 50; tries += 1) {
            const x = rng.int(2, Math.floor(paise / d1) - 1);
            const y = rng.int(2, Math.max(2, Math.floor((paise - x * d1) / d2) - 1));
            const z = (paise - x * d1 - y * d2) / d3;
            const c = [x, y, z];
            if (Number.isInteger(z) && z >= 2 && x + y + z !== coins && Math.max(...c) <= 80) {
              const kept = fresh(c);
              if (kept) return kept;
            }
          }
          return undefined;
        };
        const byCount = countOnly();
        const byValue = valueOnly();
        const byCount2 = countOnly();
        if (!byCount || !byValue || !byCount2) return undefined;
        const wrong: Distractor[] = [
          {
            mistake: 'checking only the number of coins',
            hi: 'केवल सिक्कों की संख्या की जाँच करना',
            value: split(byCount),
          },
          { mistake: 'checking only the total value', hi: 'केवल कुल मूल्य की जाँच करना', value: split(byValue) },
          {
            mistake: 'adding up the coins but not their values',
            hi: 'सिक्कों को गिनना पर उनके मूल्य न जोड़ना',
            value: split(byCount2),
          },
        ];
        const distractors = rng.chance(0.5) ? wrong : [wrong[1]!, wrong[0]!, wrong[2]!];
        const answer = split(counts);
        const worth = counts.map((c, i) => (c * set.paise[i]!) / 100);
        // amounts as papers write them: ₹ 23.50, ₹ 9.50 (paise in two places)
        const money = (r: number): string => (Number.isInteger(r) ? rupees(r) : `₹ ${r.toFixed(2)}`);
        const each = set.paise.map((d) => money(d / 100));
        return {
          question: `A bag contains ${set.names[0]}, ${set.names[1]} and ${set.names[2]} coins, ${num(coins)} coins in all, worth ${rupees(total)} together. Which of the following can be the numbers of ${set.names[0]}, ${set.names[1]} and ${set.names[2]} coins respectively?`,
          answer,
          distractors,
          steps: [
            `The right split must give ${num(coins)} coins and ${rupees(total)} together; try each option.`,
            `${answer}: ${counts.join(' + ')} = ${num(coins)} coins, worth ${counts.map((c, i) => `${c} × ${each[i]}`).join(' + ')} = ₹ ${worth.map((w) => money(w).replace(/^₹ /, '')).join(' + ')} = ${rupees(total)}. It fits.`,
            `The others fail: ${split(byCount)} and ${split(byCount2)} make ${num(coins)} coins but are worth ${money(valueOf(byCount) / 100)} and ${money(valueOf(byCount2) / 100)}; ${split(byValue)} is worth ${rupees(total)} but makes ${num(sum(byValue))} coins.`,
          ],
          hi: {
            question: `एक थैले में ${set.hi[0]}, ${set.hi[1]} और ${set.hi[2]} के सिक्के हैं, कुल ${num(coins)} सिक्के, जिनका कुल मूल्य ${rupees(total)} है। निम्नलिखित में से कौन-सी क्रमशः ${set.hi[0]}, ${set.hi[1]} और ${set.hi[2]} के सिक्कों की संख्याएँ हो सकती हैं?`,
            steps: [
              `सही विकल्प में ${num(coins)} सिक्के होने चाहिए और उनका कुल मूल्य ${rupees(total)} होना चाहिए; प्रत्येक विकल्प की जाँच कीजिए।`,
              `${answer}: ${counts.join(' + ')} = ${num(coins)} सिक्के, मूल्य ${counts.map((c, i) => `${c} × ${each[i]}`).join(' + ')} = ₹ ${worth.map((w) => money(w).replace(/^₹ /, '')).join(' + ')} = ${rupees(total)}। यह सही बैठता है।`,
              `अन्य विकल्प सही नहीं बैठते: ${split(byCount)} और ${split(byCount2)} में ${num(coins)} सिक्के हैं पर उनका मूल्य ${money(valueOf(byCount) / 100)} और ${money(valueOf(byCount2) / 100)} है; ${split(byValue)} का मूल्य ${rupees(total)} है पर इसमें ${num(sum(byValue))} सिक्के हैं।`,
            ],
          },
          params: {
            paise: [...set.paise],
            names: [...set.names],
            coins,
            total,
            candidates: [answer, ...distractors.map((d) => d.value as string)],
          },
        };
      });
    },
  },
};
