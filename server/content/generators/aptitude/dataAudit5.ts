/**
 * Data-interpretation charts of the fourth coverage audit (docs/audits/2026-11-coverage-audit-4.md,
 * "Forms not covered", item 4): a bar chart of a budget's heads in per cent with one head's amount
 * given (another head's amount, or three heads together); bars of two years side by side for five
 * crops (one year's average, or the crop with the largest rise); and four bars a year of candidates
 * applied, appeared, qualified and selected (the share of those who appeared that qualified, or the
 * year of the highest pass rate). The drawings have words (heads, crops, a legend), so each is drawn
 * again with its words in Hindi from the same values; the text alternative lists the data in both
 * languages. The table forms of the same item are in dataAudit5Tables.ts.
 */
import type { Figure } from '../../../../contract/figure';
import { num, pct } from '../format';
import { isWhole, sum } from '../math';
import { isExact, until } from '../question';
import type { Rng } from '../rng';
import type { Distractor, Kind, Problem } from '../types';
import { axisFor } from './chartSvg';
import { hiLabel, hiOblique } from './hindiData';
import { aroundKey } from './keyRank';

// ── the drawing: groups of bars, one bar a series ─────────────────────────────────────────────

const INK = '#1f2937';
const FILLS = ['#3b82f6', '#f97316', '#22c55e', '#a855f7'] as const;
const [LEFT, RIGHT, TOP, BOTTOM] = [44, 312, 34, 170] as const;
const r2 = (v: number): string => String(Math.round(v * 100) / 100);
const text = (x: number, y: number, words: string, size = 9, extra = ' text-anchor="middle"'): string =>
  `<text x="${r2(x)}" y="${r2(y)}" font-size="${size}" font-family="sans-serif" fill="${INK}"${extra}>${words}</text>`;

/**
 * Bars in groups (one group a label, one bar a series, class `bar`), each value printed on top of its
 * bar (turned upright when the bars are narrow), the group's label under it, and a legend of the
 * series above the plot when there is more than one; `suffix` follows each printed value ("%"). Only
 * words the caller passes are drawn, so the same call with Hindi words gives the same drawing in Hindi.
 */
export function groupedBars(
  labels: readonly string[],
  series: readonly string[],
  values: readonly (readonly number[])[],
  suffix = '',
): string {
  const slot = (RIGHT - LEFT) / labels.length;
  const width = Math.min(26, (slot * 0.8) / series.length);
  // narrow bars carry their values upright, so the axis leaves room above the tallest
  const upright = width < 16;
  const { tick, top } = axisFor(Math.max(...values.flat()) * (upright ? 1.2 : 1));
  const y = (v: number): number => BOTTOM - (v * (BOTTOM - TOP)) / top;
  const parts: string[] = [];
  for (let v = 0; v <= top; v += tick) {
    parts.push(
      `<path d="M${LEFT} ${r2(y(v))}H${RIGHT}" stroke="${v === 0 ? INK : '#d1d5db'}" stroke-width="1"/>`,
      `<text class="tick" x="${LEFT - 4}" y="${r2(y(v))}" font-size="9" font-family="sans-serif" fill="${INK}" text-anchor="end" dominant-baseline="middle">${v}</text>`,
    );
  }
  parts.push(`<path d="M${LEFT} ${TOP - 4}V${BOTTOM}" stroke="${INK}" stroke-width="1"/>`);
  labels.forEach((name, g) => {
    const x0 = LEFT + g * slot + (slot - width * series.length) / 2;
    series.forEach((_, s) => {
      const v = values[s]![g]!;
      const x = x0 + s * width;
      const mid = x + width / 2;
      parts.push(
        `<rect class="bar" x="${r2(x)}" y="${r2(y(v))}" width="${r2(width)}" height="${r2(BOTTOM - y(v))}" fill="${FILLS[s]}" stroke="#fff" stroke-width="0.5"/>`,
        upright
          ? text(
              mid + 3,
              y(v) - 3,
              `${num(v)}${suffix}`,
              8,
              ` transform="rotate(-90 ${r2(mid + 3)} ${r2(y(v) - 3)})"`,
            )
          : text(mid, y(v) - 3, `${num(v)}${suffix}`, 8),
      );
    });
    parts.push(text(LEFT + g * slot + slot / 2, BOTTOM + 13, name));
  });
  if (series.length > 1) {
    const spread = (RIGHT - LEFT) / series.length;
    series.forEach((name, s) => {
      const x = LEFT + s * spread;
      parts.push(
        `<rect class="swatch" x="${r2(x)}" y="6" width="10" height="10" fill="${FILLS[s]}"/>`,
        `<text x="${r2(x + 14)}" y="15" font-size="9" font-family="sans-serif" fill="${INK}">${name}</text>`,
      );
    });
  }
  const height = 190;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 320 ${height}" width="320" height="${height}"><rect width="320" height="${height}" fill="#fff"/>${parts.join('')}</svg>`;
}

/** The data as a text alternative: each label with its values, series named. */
const listed = (
  labels: readonly string[],
  series: readonly string[],
  values: readonly (readonly number[])[],
) =>
  labels
    .map((l, g) =>
      series.length === 1
        ? `${l}: ${num(values[0]![g]!)}`
        : `${l}: ${series.map((s, k) => `${s} ${num(values[k]![g]!)}`).join(', ')}`,
    )
    .join('; ');

/** At least three wrong values, distinct from one another and from the key. */
export const enough = (wrong: readonly Distractor[], answer: number): boolean =>
  new Set(
    wrong.map((w) => Math.round((w.value as number) * 1e6)).filter((v) => v !== Math.round(answer * 1e6)),
  ).size >= 3;

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

/** The one index holding the largest value, or undefined when two share it. */
const onlyMax = (values: readonly number[]): number | undefined => {
  const top = Math.max(...values);
  return values.filter((v) => Math.abs(v - top) < 1e-9).length === 1 ? values.indexOf(top) : undefined;
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

// ── 3. candidates applied, appeared, qualified and selected, four bars a year ─────────────────

const STAGES = ['Applied', 'Appeared', 'Qualified', 'Selected'] as const;
const HI_STAGES = ['आवेदन', 'उपस्थित', 'उत्तीर्ण', 'चयनित'] as const;

/**
 * Four bars a year for four years: candidates who applied, appeared, qualified and were selected in
 * an examination. Level 2: what per cent of those who appeared in a year qualified; level 3: the
 * year in which that pass rate was the highest.
 */
export const passBarsKind: Kind = {
  levels: [2, 3],
  make(rng, level): Problem {
    return until((): Problem | undefined => {
      const first = rng.int(2015, 2021);
      const years = [0, 1, 2, 3].map((i) => first + i);
      const labels = years.map(String);
      const appeared = years.map(() => rng.step(400, 980, 20));
      const rates = years.map(() => rng.step(20, 70, 5));
      const applied = appeared.map((a) => a + rng.step(40, 300, 20));
      const qualified = appeared.map((a, i) => (a * rates[i]!) / 100);
      const selected = qualified.map((q) => rng.step(10, Math.max(10, Math.floor(q / 2)), 10));
      const values = [applied, appeared, qualified, selected];
      const figure: Figure = {
        svg: groupedBars(labels, STAGES, values),
        alt: `Bar chart of the candidates of an examination, year by year: ${listed(labels, STAGES, values)}.`,
      };
      const hiCommon = {
        figureAlt: `दंड आलेख — एक परीक्षा के अभ्यर्थी, वर्षवार: ${listed(labels, HI_STAGES, values)}।`,
        figureSvg: groupedBars(labels, HI_STAGES, values),
      };
      const head = `The bar chart shows the number of candidates who applied for an examination, appeared in it, qualified and were selected, from ${years[0]} to ${years[3]}.`;
      const hiHead = `दंड आलेख में ${years[0]} से ${years[3]} तक एक परीक्षा के लिए आवेदन करने वाले, उसमें उपस्थित होने वाले, उत्तीर्ण होने वाले और चयनित अभ्यर्थियों की संख्या दर्शाई गई है।`;
      const share = (a: number, b: number): number => (a / b) * 100;
      const nice = (v: number): boolean => isExact(v) && isWhole(v * 100) && v > 0;
      if (level === 2) {
        const [i, j] = rng.sample([0, 1, 2, 3], 2) as [number, number];
        const answer = rates[i]!;
        const wrong: Distractor[] = [
          {
            mistake: 'dividing by those who applied',
            hi: 'आवेदन करने वालों की संख्या से भाग देना',
            value: share(qualified[i]!, applied[i]!),
          },
          {
            mistake: 'giving the share that did not qualify',
            hi: 'उत्तीर्ण न होने वालों का हिस्सा दे देना',
            value: 100 - answer,
          },
          {
            mistake: `reading the bars of ${years[j]}`,
            hi: `${years[j]} के दंड पढ़ लेना`,
            value: rates[j]!,
          },
          {
            mistake: 'taking those selected instead of those qualified',
            hi: 'उत्तीर्ण के स्थान पर चयनित अभ्यर्थी ले लेना',
            value: share(selected[i]!, appeared[i]!),
          },
        ].filter((d) => nice(d.value as number));
        if (!enough(wrong, answer)) return undefined;
        return {
          questionFigure: figure,
          question: `${head}\nWhat percentage of the candidates who appeared in ${years[i]} qualified?`,
          answer,
          format: pct,
          distractors: aroundKey(wrong, answer, first + appeared[j]!),
          steps: [
            `${years[i]}: appeared ${num(appeared[i]!)}, qualified ${num(qualified[i]!)}; ${num(qualified[i]!)} ÷ ${num(appeared[i]!)} × 100 = ${pct(answer)}.`,
          ],
          hi: {
            ...hiCommon,
            question: `${hiHead}\n${years[i]} में उपस्थित अभ्यर्थियों में से कितने प्रतिशत उत्तीर्ण हुए?`,
            steps: [
              `${years[i]}: उपस्थित ${num(appeared[i]!)}, उत्तीर्ण ${num(qualified[i]!)}; ${num(qualified[i]!)} ÷ ${num(appeared[i]!)} × 100 = ${pct(answer)}।`,
            ],
          },
          params: { ask: 'share', years, applied, appeared, qualified, selected, i, j },
        };
      }
      const key = onlyMax(rates);
      const most = onlyMax(qualified);
      const ofApplied = onlyMax(qualified.map((q, k) => q / applied[k]!));
      const selectedRate = onlyMax(selected.map((s, k) => s / appeared[k]!));
      if ([key, most, ofApplied, selectedRate].some((k) => k === undefined)) return undefined;
      if (new Set([key, most, ofApplied, selectedRate]).size < 4) return undefined;
      const at = (k: number | undefined): string => String(years[k!]);
      return {
        questionFigure: figure,
        question: `${head}\nIn which year was the percentage of the candidates who appeared and qualified the highest?`,
        answer: at(key),
        distractors: [
          {
            mistake: 'choosing the year with the most candidates qualified',
            hi: 'सबसे अधिक उत्तीर्ण अभ्यर्थियों वाला वर्ष चुन लेना',
            value: at(most),
          },
          {
            mistake: 'dividing by those who applied',
            hi: 'आवेदन करने वालों की संख्या से भाग देना',
            value: at(ofApplied),
          },
          {
            mistake: 'taking those selected instead of those qualified',
            hi: 'उत्तीर्ण के स्थान पर चयनित अभ्यर्थी ले लेना',
            value: at(selectedRate),
          },
        ],
        steps: [
          `Qualified ÷ appeared × 100: ${years.map((y, k) => `${y} ${num(qualified[k]!)}/${num(appeared[k]!)} = ${pct(rates[k]!)}`).join('; ')}.`,
          `The highest is ${at(key)}.`,
        ],
        hi: {
          ...hiCommon,
          question: `${hiHead}\nकिस वर्ष उपस्थित अभ्यर्थियों में से उत्तीर्ण होने वालों का प्रतिशत सबसे अधिक था?`,
          steps: [
            `उत्तीर्ण ÷ उपस्थित × 100: ${years.map((y, k) => `${y} ${num(qualified[k]!)}/${num(appeared[k]!)} = ${pct(rates[k]!)}`).join('; ')}।`,
            `सबसे अधिक ${at(key)} में है।`,
          ],
          options: Object.fromEntries(labels.map((y) => [y, y])),
        },
        params: { ask: 'bestYear', years, applied, appeared, qualified, selected },
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
