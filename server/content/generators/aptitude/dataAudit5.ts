/**
 * Data-interpretation charts of the fourth coverage audit (docs/audits/2026-11-coverage-audit-4.md,
 * "Forms not covered", item 4): a bar chart of a budget's heads in per cent with one head's amount
 * given (another head's amount, or three heads together); bars of two years side by side for five
 * crops (one year's average, or the crop with the largest rise); and four bars a year of candidates
 * applied, appeared, qualified and selected (the share of those who appeared that qualified, or the
 * year of the highest pass rate). The drawings have words (heads, crops, a legend), so each is drawn
 * again with its words in Hindi from the same values; the text alternative lists the data in both
 * languages. The drawing is in dataAudit5Bars.ts, the candidates' bars in dataAudit5Pass.ts, the
 * table forms of the same item in dataAudit5Tables.ts.
 */
import type { Figure } from '../../../../contract/figure';
import { num } from '../format';
import { isWhole, sum } from '../math';
import { until } from '../question';
import type { Rng } from '../rng';
import type { Distractor, Kind, Problem } from '../types';
import { enough, groupedBars, listed, onlyMax } from './dataAudit5Bars';
import { passBarsKind } from './dataAudit5Pass';
import { hiLabel, hiOblique } from './hindiData';
import { aroundKey } from './keyRank';

// ── 1. a budget's heads in per cent, one head's amount given ────────────────────────────────

const BUDGET_HEADS = [
  'Education',
  'Health',
  'Agriculture',
  'Roads',
  'Irrigation',
  'Police',
  'Housing',
] as const;

/** Five shares of 100 in steps of 5, from 5 to 40, no two alike. */
function fiveShares(rng: Rng): number[] {
  return until(() => {
    const cuts = Array.from({ length: 4 }, () => rng.int(1, 8));
    const last = 20 - sum(cuts);
    const all = [...cuts, last];
    return last >= 1 && last <= 8 && new Set(all).size === 5 ? all.map((c) => c * 5) : undefined;
  });
}

/**
 * A bar chart of a state's budget by head, in per cent; the amount of one head is given in ₹ crore.
 * Level 1: another head's amount; level 2: three other heads together.
 */
export const budgetBarsKind: Kind = {
  levels: [1, 2],
  make(rng, level): Problem {
    return until((): Problem | undefined => {
      const heads = rng.sample(BUDGET_HEADS, 5);
      const shares = fiveShares(rng);
      const [x, y, z, w] = rng.sample([0, 1, 2, 3, 4], 4) as [number, number, number, number];
      const unit = rng.step(20, 300, 10);
      const amount = (shares[x]! / 5) * unit;
      const of = (k: number): number => (shares[k]! / shares[x]!) * amount;
      const svg = groupedBars(heads, ['Share'], [shares], '%');
      const hiSvg = groupedBars(heads.map(hiLabel), ['Share'], [shares], '%');
      const figure: Figure = {
        svg,
        alt: `Bar chart of a state government's budget by head (in per cent): ${heads.map((h, i) => `${h}: ${shares[i]}%`).join('; ')}.`,
      };
      const hiAlt = `दंड आलेख — एक राज्य सरकार का मदवार बजट (प्रतिशत में): ${heads.map((h, i) => `${hiLabel(h)}: ${shares[i]}%`).join('; ')}।`;
      const head = `The bar chart shows how a state government's budget is divided among five heads (in per cent). The amount for ${heads[x]} is ₹ ${num(amount)} crore.`;
      const hiHead = `दंड आलेख में दर्शाया गया है कि एक राज्य सरकार का बजट पाँच मदों में किस प्रकार बँटा है (प्रतिशत में)। ${hiOblique(heads[x]!)} की राशि ₹ ${num(amount)} करोड़ है।`;
      const oneStep = `${shares[x]}% is ₹ ${num(amount)} crore, so 1% is ₹ ${num(amount / shares[x]!)} crore.`;
      const hiOneStep = `${shares[x]}% = ₹ ${num(amount)} करोड़, अतः 1% = ₹ ${num(amount / shares[x]!)} करोड़।`;
      const common = { questionFigure: figure };
      const hiCommon = { figureAlt: hiAlt, figureSvg: hiSvg };
      if (level === 1) {
        const answer = of(y);
        if (!isWhole(answer)) return undefined;
        const wrong: Distractor[] = [
          {
            mistake: `taking the amount for ${heads[x]} as the whole budget`,
            hi: `${hiOblique(heads[x]!)} की राशि को ही पूरा बजट मान लेना`,
            value: (shares[y]! / 100) * amount,
          },
          {
            mistake: `reading the bar of ${heads[z]}`,
            hi: `${hiOblique(heads[z]!)} का दंड पढ़ लेना`,
            value: of(z),
          },
          {
            mistake: 'dividing the shares the other way round',
            hi: 'हिस्सों का उल्टा भाग देना',
            value: (shares[x]! / shares[y]!) * amount,
          },
          {
            mistake: `giving the gap between ${heads[y]} and ${heads[x]}`,
            hi: `${hiOblique(heads[y]!)} और ${hiOblique(heads[x]!)} का अंतर दे देना`,
            value: Math.abs(answer - amount),
          },
          {
            mistake: 'giving the whole budget',
            hi: 'पूरा बजट दे देना',
            value: (100 / shares[x]!) * amount,
          },
          // the amount given is no trap: it is printed in the question
        ].filter((d) => isWhole(d.value as number) && (d.value as number) > 0 && d.value !== amount);
        if (!enough(wrong, answer)) return undefined;
        return {
          ...common,
          question: `${head}\nWhat is the amount for ${heads[y]} (in ₹ crore)?`,
          answer,
          distractors: aroundKey(wrong, answer, unit + z),
          steps: [
            oneStep,
            `${heads[y]}: ${shares[y]} × ₹ ${num(amount / shares[x]!)} crore = ₹ ${num(answer)} crore.`,
          ],
          hi: {
            ...hiCommon,
            question: `${hiHead}\n${hiOblique(heads[y]!)} की राशि कितनी है (₹ करोड़ में)?`,
            steps: [
              hiOneStep,
              `${hiLabel(heads[y]!)}: ${shares[y]} × ₹ ${num(amount / shares[x]!)} करोड़ = ₹ ${num(answer)} करोड़।`,
            ],
          },
          params: { ask: 'other', heads, shares, x, y, z, amount },
        };
      }
      const group = [y, z, w];
      const groupShare = sum(group.map((k) => shares[k]!));
      const answer = (groupShare / shares[x]!) * amount;
      if (!isWhole(answer)) return undefined;
      const wrong: Distractor[] = [
        {
          mistake: `taking the amount for ${heads[x]} as the whole budget`,
          hi: `${hiOblique(heads[x]!)} की राशि को ही पूरा बजट मान लेना`,
          value: (groupShare / 100) * amount,
        },
        {
          mistake: `leaving out ${heads[w]}`,
          hi: `${hiOblique(heads[w]!)} को छोड़ देना`,
          value: answer - of(w),
        },
        {
          mistake: `adding the amount for ${heads[x]} too`,
          hi: `${hiOblique(heads[x]!)} की राशि भी जोड़ लेना`,
          value: answer + amount,
        },
        {
          mistake: 'giving the rest of the budget',
          hi: 'बजट का शेष भाग दे देना',
          value: ((100 - groupShare) / shares[x]!) * amount,
        },
        {
          mistake: 'giving the whole budget',
          hi: 'पूरा बजट दे देना',
          value: (100 / shares[x]!) * amount,
        },
      ].filter((d) => isWhole(d.value as number) && (d.value as number) > 0);
      if (!enough(wrong, answer)) return undefined;
      const named = `${heads[y]}, ${heads[z]} and ${heads[w]}`;
      const hiNamed = `${hiLabel(heads[y]!)}, ${hiLabel(heads[z]!)} और ${hiOblique(heads[w]!)}`;
      return {
        ...common,
        question: `${head}\nWhat is the total amount for ${named} (in ₹ crore)?`,
        answer,
        distractors: aroundKey(wrong, answer, unit + w),
        steps: [
          oneStep,
          `${named}: ${group.map((k) => `${shares[k]}%`).join(' + ')} = ${groupShare}%, so ${groupShare} × ₹ ${num(amount / shares[x]!)} crore = ₹ ${num(answer)} crore.`,
        ],
        hi: {
          ...hiCommon,
          question: `${hiHead}\n${hiNamed} की कुल राशि कितनी है (₹ करोड़ में)?`,
          steps: [
            hiOneStep,
            `${hiNamed}: ${group.map((k) => `${shares[k]}%`).join(' + ')} = ${groupShare}%, अतः ${groupShare} × ₹ ${num(amount / shares[x]!)} करोड़ = ₹ ${num(answer)} करोड़।`,
          ],
        },
        params: { ask: 'three', heads, shares, x, group, amount },
      };
    });
  },
};

// ── 2. two years side by side for five crops ──────────────────────────────────────────────────

const CROPS: Readonly<Record<string, string>> = {
  Wheat: 'गेहूँ',
  Rice: 'चावल',
  Maize: 'मक्का',
  Barley: 'जौ',
  Mustard: 'सरसों',
  Gram: 'चना',
  Cotton: 'कपास',
};

/**
 * Bars of two consecutive years side by side for five crops of a state (in lakh tonnes). Level 1: the
 * average production of the five crops in one year; level 3: the crop whose production rose the most
 * (in tonnes) from the first year to the second.
 */
export const twoYearBarsKind: Kind = {
  levels: [1, 3],
  make(rng, level): Problem {
    return until((): Problem | undefined => {
      const crops = rng.sample(Object.keys(CROPS), 5);
      const first = rng.int(2016, 2023);
      const years = [first, first + 1];
      const values = years.map(() => crops.map(() => rng.step(40, 240, 5)));
      const svg = groupedBars(crops, years.map(String), values);
      const hiCrops = crops.map((c) => CROPS[c]!);
      const figure: Figure = {
        svg,
        alt: `Bar chart of the production of five crops in a state in ${years[0]} and ${years[1]} (in lakh tonnes): ${listed(crops, years.map(String), values)}.`,
      };
      const hiCommon = {
        figureAlt: `दंड आलेख — एक राज्य में ${years[0]} और ${years[1]} में पाँच फ़सलों का उत्पादन (लाख टन में): ${listed(hiCrops, years.map(String), values)}।`,
        figureSvg: groupedBars(hiCrops, years.map(String), values),
      };
      const head = `The bar chart shows the production of five crops in a state in ${years[0]} and ${years[1]} (in lakh tonnes).`;
      const hiHead = `दंड आलेख में एक राज्य में ${years[0]} और ${years[1]} में पाँच फ़सलों का उत्पादन (लाख टन में) दर्शाया गया है।`;
      if (level === 1) {
        const k = rng.int(0, 1);
        const row = values[k]!;
        const other = values[1 - k]!;
        const total = sum(row);
        const answer = total / 5;
        if (!isWhole(answer)) return undefined;
        const wrong: Distractor[] = [
          { mistake: 'dividing by 4 instead of 5', hi: '5 के स्थान पर 4 से भाग देना', value: total / 4 },
          {
            mistake: `averaging ${years[1 - k]} instead`,
            hi: `इसके स्थान पर ${years[1 - k]} का औसत निकालना`,
            value: sum(other) / 5,
          },
          {
            mistake: 'averaging both years together',
            hi: 'दोनों वर्षों का एक साथ औसत निकालना',
            value: (total + sum(other)) / 10,
          },
          {
            mistake: 'averaging the tallest and shortest bars of the year',
            hi: 'उस वर्ष के सबसे ऊँचे और सबसे छोटे दंड का औसत निकालना',
            value: (Math.max(...row) + Math.min(...row)) / 2,
          },
          {
            mistake: `leaving out ${crops[4]}`,
            hi: `${CROPS[crops[4]!]} को छोड़ देना`,
            value: (total - row[4]!) / 4,
          },
        ].filter((d) => isWhole(d.value as number));
        if (!enough(wrong, answer)) return undefined;
        return {
          questionFigure: figure,
          question: `${head}\nWhat is the average production of the five crops in ${years[k]} (in lakh tonnes)?`,
          answer,
          distractors: aroundKey(wrong, answer, first + total),
          steps: [
            `${years[k]}: ${row.map((v) => num(v)).join(' + ')} = ${num(total)}; average = ${num(total)} ÷ 5 = ${num(answer)}.`,
          ],
          hi: {
            ...hiCommon,
            question: `${hiHead}\n${years[k]} में पाँचों फ़सलों का औसत उत्पादन कितना है (लाख टन में)?`,
            steps: [
              `${years[k]}: ${row.map((v) => num(v)).join(' + ')} = ${num(total)}; औसत = ${num(total)} ÷ 5 = ${num(answer)}।`,
            ],
          },
          params: { ask: 'average', crops, years, values, k },
        };
      }
      const [before, after] = values as [number[], number[]];
      const rises = crops.map((_, i) => after[i]! - before[i]!);
      const key = onlyMax(rises);
      const byPct = onlyMax(crops.map((_, i) => after[i]! / before[i]!));
      const highest = onlyMax(after);
      const both = onlyMax(crops.map((_, i) => after[i]! + before[i]!));
      if (key === undefined || byPct === undefined || highest === undefined || both === undefined)
        return undefined;
      if (rises[key]! <= 0 || new Set([key, byPct, highest, both]).size < 4) return undefined;
      const changes = crops
        .map((c, i) => `${c} ${rises[i]! >= 0 ? '+' : '−'}${num(Math.abs(rises[i]!))}`)
        .join(', ');
      const hiChanges = crops
        .map((c, i) => `${CROPS[c]} ${rises[i]! >= 0 ? '+' : '−'}${num(Math.abs(rises[i]!))}`)
        .join(', ');
      return {
        questionFigure: figure,
        question: `${head}\nWhich crop's production rose the most (in lakh tonnes) from ${years[0]} to ${years[1]}?`,
        answer: crops[key]!,
        distractors: [
          {
            mistake: 'choosing the largest percentage rise instead',
            hi: 'इसके स्थान पर सबसे अधिक प्रतिशत वृद्धि चुन लेना',
            value: crops[byPct]!,
          },
          {
            mistake: `choosing the crop with the tallest bar in ${years[1]}`,
            hi: `${years[1]} में सबसे ऊँचे दंड वाली फ़सल चुन लेना`,
            value: crops[highest]!,
          },
          {
            mistake: 'choosing the crop with the most over both years',
            hi: 'दोनों वर्षों में मिलाकर सबसे अधिक उत्पादन वाली फ़सल चुन लेना',
            value: crops[both]!,
          },
        ],
        steps: [
          `Change from ${years[0]} to ${years[1]}: ${changes}.`,
          `The largest rise is ${crops[key]}'s, ${num(rises[key]!)} lakh tonnes.`,
        ],
        hi: {
          ...hiCommon,
          question: `${hiHead}\n${years[0]} से ${years[1]} तक किस फ़सल के उत्पादन में सबसे अधिक वृद्धि (लाख टन में) हुई?`,
          steps: [
            `${years[0]} से ${years[1]} तक परिवर्तन: ${hiChanges}।`,
            `सबसे अधिक वृद्धि ${CROPS[crops[key]!]} में है, ${num(rises[key]!)} लाख टन।`,
          ],
          options: Object.fromEntries(crops.map((c) => [c, CROPS[c]!])),
        },
        params: { ask: 'largestRise', crops, years, values },
      };
    });
  },
};

/** The audit-4 charts, spread into the data-interpretation topic after its other kinds. */
export const AUDIT5_CHART_KINDS: Record<string, Kind> = {
  budgetBars: budgetBarsKind,
  twoYearBars: twoYearBarsKind,
  passBars: passBarsKind,
};
