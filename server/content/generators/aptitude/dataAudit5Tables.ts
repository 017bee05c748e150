/**
 * Data-interpretation tables of the fourth coverage audit (docs/audits/2026-11-coverage-audit-4.md,
 * "Forms not covered", item 4), beside the charts of dataAudit5.ts: a table of tests done and the per
 * cent found positive each day (the total positives, or the day with the most positive cases); a table
 * of five schools' shares of the students in per cent with each school's boys : girls ratio (the ratio
 * of the girls of two schools); and, from dataAudit5Statements.ts, two statements about a table to
 * judge. Each kind writes its Hindi twin from the same values.
 */
import { num, pct, ratio } from '../format';
import { gcd, reduceRatio, sum } from '../math';
import { until } from '../question';
import type { Rng } from '../rng';
import type { Distractor, Kind, Problem } from '../types';
import { enough, onlyMax } from './dataAudit5Bars';
import { twoStatementsKind } from './dataAudit5Statements';
import { aroundKey } from './keyRank';

// ── 4. tests done and the per cent positive, day by day ────────────────────────────────────────

const DAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'] as const;
const HI_DAYS = ['सोमवार', 'मंगलवार', 'बुधवार', 'गुरुवार', 'शुक्रवार'] as const;

/**
 * A table of the tests done at a health centre on five days and the per cent of them found positive.
 * Level 2: the positive cases over the five days; level 3: the day with the most positive cases.
 */
export const positivityTableKind: Kind = {
  levels: [2, 3],
  make(rng, level): Problem {
    return until((): Problem | undefined => {
      const tests = DAYS.map(() => rng.step(1000, 6000, 200));
      const rates = DAYS.map(() => rng.step(1, 12, 0.5));
      const positives = tests.map((t, i) => (t * rates[i]!) / 100);
      const rows = DAYS.map((d, i) => `${d}: ${num(tests[i]!)}, ${pct(rates[i]!)}`);
      const hiRows = HI_DAYS.map((d, i) => `${d}: ${num(tests[i]!)}, ${pct(rates[i]!)}`);
      const head = `The table shows the number of tests done at a health centre on five days and the percentage of them that were positive.\nDay: Tests done, Positive (%)\n${rows.join('\n')}`;
      const hiHead = `तालिका में एक स्वास्थ्य केंद्र पर पाँच दिनों में की गई जाँचों की संख्या और उनमें से पॉज़िटिव पाई गई जाँचों का प्रतिशत दर्शाया गया है।\nदिन: की गई जाँचें, पॉज़िटिव (%)\n${hiRows.join('\n')}`;
      const each = DAYS.map((d, i) => `${d} ${num(tests[i]!)} × ${pct(rates[i]!)} = ${num(positives[i]!)}`);
      const hiEach = HI_DAYS.map(
        (d, i) => `${d} ${num(tests[i]!)} × ${pct(rates[i]!)} = ${num(positives[i]!)}`,
      );
      if (level === 2) {
        const answer = sum(positives);
        const meanRate = sum(rates) / 5;
        const wrong: Distractor[] = [
          {
            mistake: 'applying the average of the percentages to all the tests',
            hi: 'प्रतिशतों के औसत को सभी जाँचों पर लगा देना',
            value: (sum(tests) * meanRate) / 100,
          },
          { mistake: 'leaving out Friday', hi: 'शुक्रवार को छोड़ देना', value: answer - positives[4]! },
          { mistake: 'counting Monday twice', hi: 'सोमवार को दो बार गिनना', value: answer + positives[0]! },
          { mistake: 'leaving out Monday', hi: 'सोमवार को छोड़ देना', value: answer - positives[0]! },
          { mistake: 'counting Friday twice', hi: 'शुक्रवार को दो बार गिनना', value: answer + positives[4]! },
        ].filter((d) => Number.isInteger(d.value as number) && (d.value as number) > 0);
        if (!enough(wrong, answer)) return undefined;
        return {
          question: `${head}\nHow many positive cases were found over the five days?`,
          answer,
          distractors: aroundKey(wrong, answer, sum(tests) + rates[2]! * 2),
          steps: [`Positive cases each day: ${each.join('; ')}.`, `Total = ${num(answer)}.`],
          hi: {
            question: `${hiHead}\nपाँच दिनों में कुल कितने पॉज़िटिव मामले पाए गए?`,
            steps: [`प्रत्येक दिन के पॉज़िटिव मामले: ${hiEach.join('; ')}।`, `कुल = ${num(answer)}।`],
          },
          params: { ask: 'total', tests, rates },
        };
      }
      const key = onlyMax(positives);
      const byRate = onlyMax(rates);
      const byTests = onlyMax(tests);
      const negatives = onlyMax(tests.map((t, i) => t - positives[i]!));
      const all = [key, byRate, byTests, negatives];
      if (all.some((k) => k === undefined) || new Set(all).size < 4) return undefined;
      const day = (k: number | undefined): string => DAYS[k!]!;
      return {
        question: `${head}\nOn which day were the most positive cases found?`,
        answer: day(key),
        distractors: [
          {
            mistake: 'choosing the day with the highest percentage',
            hi: 'सबसे अधिक प्रतिशत वाला दिन चुन लेना',
            value: day(byRate),
          },
          {
            mistake: 'choosing the day with the most tests',
            hi: 'सबसे अधिक जाँचों वाला दिन चुन लेना',
            value: day(byTests),
          },
          {
            mistake: 'choosing the day with the most negative tests',
            hi: 'सबसे अधिक नेगेटिव जाँचों वाला दिन चुन लेना',
            value: day(negatives),
          },
        ],
        steps: [`Positive cases each day: ${each.join('; ')}.`, `The most are on ${day(key)}.`],
        hi: {
          question: `${hiHead}\nकिस दिन सबसे अधिक पॉज़िटिव मामले पाए गए?`,
          steps: [`प्रत्येक दिन के पॉज़िटिव मामले: ${hiEach.join('; ')}।`, `सबसे अधिक ${HI_DAYS[key!]} को हैं।`],
          options: Object.fromEntries(DAYS.map((d, i) => [d, HI_DAYS[i]!])),
        },
        params: { ask: 'mostDay', tests, rates },
      };
    });
  },
};

// ── 5. schools' shares in per cent and their boys : girls ─────────────────────────────────────

const SCHOOLS = ['A', 'B', 'C', 'D', 'E'] as const;
const SPLITS = [
  [3, 2],
  [2, 3],
  [5, 4],
  [4, 5],
  [7, 3],
  [3, 7],
  [5, 3],
  [3, 5],
  [7, 5],
  [5, 7],
  [1, 1],
  [4, 1],
  [1, 4],
] as const;

/** Five shares of 100 in steps of 5, from 5 to 40. */
function fiveShares(rng: Rng): number[] {
  return until(() => {
    const cuts = Array.from({ length: 4 }, () => rng.int(1, 8));
    const last = 20 - sum(cuts);
    return last >= 1 && last <= 8 ? [...cuts, last].map((c) => c * 5) : undefined;
  });
}

/**
 * A table of five schools: each school's share of all the students (in per cent) and its ratio of
 * boys to girls; the number of students is given. Level 3: the ratio of the girls of one school to the
 * girls of another.
 */
export const schoolRatioKind: Kind = {
  levels: [3],
  make(rng): Problem {
    return until((): Problem | undefined => {
      const total = rng.step(2400, 9600, 400);
      const shares = fiveShares(rng);
      const splits = SCHOOLS.map(() => rng.pick(SPLITS));
      const students = shares.map((s) => (total * s) / 100);
      const girls = students.map((n, i) => (n * splits[i]![1]) / (splits[i]![0] + splits[i]![1]));
      const boys = students.map((n, i) => n - girls[i]!);
      if (girls.some((g) => !Number.isInteger(g))) return undefined;
      const [i, j] = rng.sample([0, 1, 2, 3, 4], 2) as [number, number];
      const key = reduceRatio([girls[i]!, girls[j]!]);
      if (key[0] === key[1] || Math.max(...key) > 40) return undefined;
      const wrong: Distractor[] = [
        {
          mistake: 'taking the boys instead of the girls',
          hi: 'लड़कियों के स्थान पर लड़के ले लेना',
          value: ratio(reduceRatio([boys[i]!, boys[j]!])),
        },
        {
          mistake: "comparing the schools' shares only",
          hi: 'केवल विद्यालयों के प्रतिशत हिस्सों की तुलना करना',
          value: ratio(reduceRatio([shares[i]!, shares[j]!])),
        },
        {
          mistake: "comparing the girls' terms of the two ratios only",
          hi: 'दोनों अनुपातों में केवल लड़कियों के पदों की तुलना करना',
          value: ratio(reduceRatio([splits[i]![1], splits[j]![1]])),
        },
        {
          mistake: 'writing the ratio the other way round',
          hi: 'अनुपात को उल्टा लिख देना',
          value: ratio([...key].reverse()),
        },
      ];
      const distinct = new Set(wrong.map((w) => w.value).filter((v) => v !== ratio(key)));
      if (distinct.size < 3) return undefined;
      const rows = SCHOOLS.map((s, k) => `${s}: ${shares[k]}%, ${ratio(splits[k]!)}`);
      const girlsStep = (k: number): string =>
        `${SCHOOLS[k]}: ${shares[k]}% of ${num(total)} = ${num(students[k]!)}; girls = ${num(students[k]!)} × ${splits[k]![1]}/${splits[k]![0] + splits[k]![1]} = ${num(girls[k]!)}`;
      const hiGirlsStep = (k: number): string =>
        `${SCHOOLS[k]}: ${num(total)} का ${shares[k]}% = ${num(students[k]!)}; लड़कियाँ = ${num(students[k]!)} × ${splits[k]![1]}/${splits[k]![0] + splits[k]![1]} = ${num(girls[k]!)}`;
      const g = gcd(girls[i]!, girls[j]!);
      return {
        question: `The table shows how ${num(total)} students are distributed among five schools (in per cent) and the ratio of boys to girls in each school.\nSchool: Students (%), Boys : Girls\n${rows.join('\n')}\nWhat is the ratio of the number of girls in school ${SCHOOLS[i]} to that in school ${SCHOOLS[j]}?`,
        answer: ratio(key),
        distractors: wrong,
        steps: [
          `${girlsStep(i)}.`,
          `${girlsStep(j)}.`,
          `${num(girls[i]!)} : ${num(girls[j]!)} = ${ratio(key)} (dividing by ${num(g)}).`,
        ],
        hi: {
          question: `तालिका में ${num(total)} विद्यार्थियों का पाँच विद्यालयों में वितरण (प्रतिशत में) और प्रत्येक विद्यालय में लड़कों और लड़कियों का अनुपात दर्शाया गया है।\nविद्यालय: विद्यार्थी (%), लड़के : लड़कियाँ\n${rows.join('\n')}\nविद्यालय ${SCHOOLS[i]} और विद्यालय ${SCHOOLS[j]} में लड़कियों की संख्या का अनुपात क्या है?`,
          steps: [
            `${hiGirlsStep(i)}।`,
            `${hiGirlsStep(j)}।`,
            `${num(girls[i]!)} : ${num(girls[j]!)} = ${ratio(key)} (${num(g)} से भाग देकर)।`,
          ],
        },
        params: { total, shares, splits: splits.map((s) => [...s]), i, j },
      };
    });
  },
};

/** The audit-4 tables, spread into the data-interpretation topic after the charts. */
export const AUDIT5_TABLE_KINDS: Record<string, Kind> = {
  positivityTable: positivityTableKind,
  schoolRatio: schoolRatioKind,
  twoStatements: twoStatementsKind,
};
