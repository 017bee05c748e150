/**
 * Three people's incomes and expenditures in ratios, one of them saving a given per cent (issue 19,
 * audit 3, item 13), beside ratio.ts's `savings` (two people, equal savings): the ratio of their
 * savings (2–3), or, with one person's savings in rupees, another's income (3). ratio.ts spreads it in
 * after its other kinds.
 */
import { num, pct, ratio, rupees } from '../format';
import { reduceRatio } from '../math';
import { byGender, hiListAnd, hiName } from '../hindi';
import { people } from '../names';
import { until } from '../question';
import type { Distractor, Kind, Problem } from '../types';
import { aroundKey } from './keyRank';

export const RATIO_SAVINGS: Record<string, Kind> = {
  savingsThree: {
    levels: [2, 3],
    make(rng, level): Problem {
      const ask = level === 3 && rng.chance(0.5) ? 'income' : 'ratio';
      return until((): Problem | undefined => {
        const inc = [rng.int(2, 9), rng.int(2, 9), rng.int(2, 9)];
        const exp = [rng.int(2, 9), rng.int(2, 9), rng.int(2, 9)];
        if (new Set(inc).size < 3 || reduceRatio(inc).join() !== inc.join()) return undefined;
        if (reduceRatio(exp).join() !== exp.join() || inc.every((v, i) => v === exp[i])) return undefined;
        const s = rng.pick([10, 20, 25, 30, 40, 50]);
        const j = rng.int(0, 2);
        // income unit 100·exp[j], expenditure unit inc[j]·(100 − s): the saver keeps s% of the income
        const savings = inc.map((v, i) => v * 100 * exp[j]! - exp[i]! * inc[j]! * (100 - s));
        if (savings.some((v) => v <= 0)) return undefined;
        const key = reduceRatio(savings);
        if (key.some((v) => v > 40) || new Set(key).size < 3) return undefined;
        const folk = people(rng, 3);
        const names = folk.map((p) => p.name);
        const hiNames = folk.map((p) => hiName(p));
        const saver = folk[j]!;
        const given = `The incomes of ${names[0]}, ${names[1]} and ${names[2]} are in the ratio ${ratio(inc)} and their expenditures are in the ratio ${ratio(exp)}. ${saver.name} saves ${pct(s)} of ${saver.his} income.`;
        const hiGiven = `${hiNames[0]}, ${hiNames[1]} और ${hiNames[2]} की आय का अनुपात ${ratio(inc)} है और उनके व्यय का अनुपात ${ratio(exp)} है। ${hiName(saver)} अपनी आय का ${pct(s)} ${byGender(saver, 'बचाता', 'बचाती')} है।`;
        const unitLine = `Let the incomes be ${inc.map((v) => `${v}x`).join(', ')} and the expenditures ${exp.map((v) => `${v}y`).join(', ')}.`;
        const hiUnitLine = `मान लीजिए आय ${inc.map((v) => `${v}x`).join(', ')} और व्यय ${exp.map((v) => `${v}y`).join(', ')} हैं।`;
        const spend = `${exp[j]}y = ${pct(100 - s)} of ${inc[j]}x`;
        const hiSpend = `${exp[j]}y = ${inc[j]}x का ${pct(100 - s)}`;
        // in units of x/(100·exp[j]): each income 100·exp[j] times its term, each expenditure inc[j](100 − s)
        const scaled = `taking x = ${100 * exp[j]!} gives y = ${inc[j]! * (100 - s)}, and the savings (income − expenditure) are ${savings.map((v) => num(v)).join(', ')}`;
        const hiScaled = `x = ${100 * exp[j]!} लेने पर y = ${inc[j]! * (100 - s)}, और बचत (आय − व्यय) ${savings.map((v) => num(v)).join(', ')} है`;
        if (ask === 'ratio') {
          const asSpent = inc.map((v, i) => v * 100 * exp[j]! - exp[i]! * inc[j]! * s);
          // the saver's saving taken as s% of the expenditure: income = (100 + s)% of the expenditure
          const onSpending = inc.map((v, i) => v * exp[j]! * (100 + s) - exp[i]! * inc[j]! * 100);
          const wrong = [
            {
              mistake: 'subtracting the terms of the two ratios',
              hi: 'दोनों अनुपातों के पदों को घटाना',
              parts: inc.map((v, i) => v - exp[i]!),
            },
            {
              mistake: `taking ${pct(s)} as what ${saver.name} spends`,
              hi: `${pct(s)} को ${hiName(saver)} का व्यय मान लेना`,
              parts: asSpent,
            },
            {
              mistake: 'taking the saving as a per cent of the expenditure',
              hi: 'बचत को व्यय का प्रतिशत मान लेना',
              parts: onSpending,
            },
            {
              mistake: `taking all three as saving ${pct(s)} of their incomes`,
              hi: `तीनों को अपनी आय का ${pct(s)} बचाने वाला मान लेना`,
              parts: inc,
            },
            {
              mistake: 'giving the ratio of the expenditures',
              hi: 'व्यय का अनुपात बताना',
              parts: exp,
            },
          ];
          const distractors: Distractor[] = wrong
            .filter((d) => d.parts.every((v) => v > 0) && reduceRatio(d.parts).every((v) => v <= 60))
            .map((d) => ({ mistake: d.mistake, hi: d.hi, value: ratio(reduceRatio(d.parts)) }));
          const answer = ratio(key);
          if (new Set([answer, ...distractors.map((d) => d.value)]).size < 4) return undefined;
          return {
            question: `${given} What is the ratio of the savings of ${names[0]}, ${names[1]} and ${names[2]}?`,
            answer,
            distractors,
            steps: [
              unitLine,
              `${saver.name} spends ${pct(100 - s)} of ${saver.his} income: ${spend}.`,
              `So ${scaled}, in the ratio ${answer}.`,
            ],
            hi: {
              question: `${hiGiven} ${hiListAnd(hiNames)} की बचत का अनुपात क्या है?`,
              steps: [
                hiUnitLine,
                `${hiName(saver)} अपनी आय का ${pct(100 - s)} व्यय ${byGender(saver, 'करता', 'करती')} है: ${hiSpend}।`,
                `अतः ${hiScaled}, अर्थात अनुपात ${answer}।`,
              ],
              options: Object.fromEntries(
                [answer, ...distractors.map((d) => d.value as string)].map((o) => [o, o]),
              ),
            },
            params: { ask, inc, exp, s, j },
          };
        }
        // in rupees: the income unit u (x) makes every amount whole
        const t = rng.int(1, 30);
        const u = 100 * exp[j]! * t;
        const y = inc[j]! * (100 - s) * t;
        const b = rng.int(0, 2);
        const c = (b + 1 + rng.int(0, 1)) % 3;
        const knownSaving = savings[b]! * t;
        const answer = inc[c]! * u;
        if (answer > 500000 || answer < 5000 || knownSaving < 500 || knownSaving > 100000) return undefined;
        const other = 3 - b - c;
        const wrong: Distractor[] = [
          {
            mistake: `giving ${names[c]}'s savings`,
            hi: `${hiNames[c]} की बचत बताना`,
            value: savings[c]! * t,
          },
          {
            mistake: `giving ${names[c]}'s expenditure`,
            hi: `${hiNames[c]} का व्यय बताना`,
            value: exp[c]! * y,
          },
          {
            mistake: `giving ${names[other]}'s income`,
            hi: `${hiNames[other]} की आय बताना`,
            value: inc[other]! * u,
          },
          {
            mistake: `giving ${names[b]}'s income`,
            hi: `${hiNames[b]} की आय बताना`,
            value: inc[b]! * u,
          },
          {
            mistake: 'adding the savings to the income instead of the expenditure',
            hi: 'बचत को व्यय के स्थान पर आय में जोड़ना',
            value: answer + savings[c]! * t,
          },
        ];
        const kept = aroundKey(wrong, answer, knownSaving + s);
        if (
          new Set(
            kept
              .slice(0, 3)
              .map((d) => d.value)
              .concat(answer),
          ).size < 4
        )
          return undefined;
        return {
          question: `${given} If ${names[b]} saves ${rupees(knownSaving)} a month, what is ${names[c]}'s monthly income?`,
          answer,
          format: rupees,
          distractors: kept,
          steps: [
            unitLine,
            `${saver.name} spends ${pct(100 - s)} of ${saver.his} income: ${spend}.`,
            `So ${scaled}.`,
            `${names[b]}'s savings are ${rupees(knownSaving)} = ${t} times ${num(savings[b]!)}, so x = ${num(100 * exp[j]!)} × ${t} = ${num(u)} and ${names[c]}'s income = ${inc[c]} × ${num(u)} = ${rupees(answer)}.`,
          ],
          hi: {
            question: `${hiGiven} यदि ${hiNames[b]} की मासिक बचत ${rupees(knownSaving)} है, तो ${hiNames[c]} की मासिक आय कितनी है?`,
            steps: [
              hiUnitLine,
              `${hiName(saver)} अपनी आय का ${pct(100 - s)} व्यय ${byGender(saver, 'करता', 'करती')} है: ${hiSpend}।`,
              `अतः ${hiScaled}।`,
              `${hiNames[b]} की बचत ${rupees(knownSaving)} = ${num(savings[b]!)} का ${t} गुना है, अतः x = ${num(100 * exp[j]!)} × ${t} = ${num(u)} और ${hiNames[c]} की आय = ${inc[c]} × ${num(u)} = ${rupees(answer)}।`,
            ],
          },
          params: { ask, inc, exp, s, j, b, c, saving: knownSaving, names },
        };
      });
    },
  },
};
