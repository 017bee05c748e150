/**
 * Data-interpretation forms of the third coverage audit (docs/audits/2026-11-coverage-audit-3.md,
 * "Forms not covered", item 1): a pie whose total is not given but one sector's amount is (the sum of
 * three sectors, or three sectors together as "what per cent more or less" than a fourth); a table of
 * four companies × four months where the sum of two cells is compared with a third as "% more";
 * a table of three series where the year nearest one series' average is asked; and bars of yearly
 * percentage changes, some negative (the years with no rise counted). Each kind writes its
 * Hindi twin beside the English from the same drawn values.
 */
import type { Figure } from '../../../../contract/figure';
import { num, pct, rupees } from '../format';
import { isWhole, sum } from '../math';
import { isExact, until } from '../question';
import type { Rng } from '../rng';
import type { Distractor, Kind, Problem } from '../types';
import { pieChart } from './chartSvg';
import { HEADS } from './dataSubjects';
import { HI_ALT, hiWhose } from './hindiCharts';
import { hiLabel, hiOblique } from './hindiData';
import { aroundKey } from './keyRank';

/** What a pie divides, with its heads; `money` amounts print with ₹, the others in the stated unit. */
const PIE_TOTALS = [
  { whose: "a family's monthly expenditure", money: true, heads: HEADS },
  {
    whose: "a company's annual expenditure (in ₹ lakh)",
    money: false,
    heads: ['Salaries', 'Raw material', 'Transport', 'Taxes', 'Advertising', 'Research', 'Interest'],
  },
  {
    whose: "a state government's budget (in ₹ crore)",
    money: false,
    heads: ['Education', 'Health', 'Agriculture', 'Roads', 'Irrigation', 'Police', 'Housing'],
  },
] as const;

/** Six shares of 100 in steps of 5, none below 5 nor above 35, at most two of one size. */
function sixShares(rng: Rng): number[] {
  return until(() => {
    const cuts = Array.from({ length: 5 }, () => rng.int(1, 6));
    const last = 20 - sum(cuts);
    const all = [...cuts, last].map((c) => c * 5);
    return last >= 1 && last <= 7 && all.every((v) => all.filter((w) => w === v).length <= 2)
      ? all
      : undefined;
  });
}

/**
 * A pie of six heads in per cent whose total is not stated; one head's amount is. Level 2 asks the
 * amount of three heads together (scale the given amount by their shares); level 3 asks the three
 * together as what per cent more or less than a fourth head (the shares alone decide it).
 */
export const pieOneSectorKind: Kind = {
  levels: [2, 3],
  make(rng, level): Problem {
    return until((): Problem | undefined => {
      const t = rng.pick(PIE_TOTALS);
      const heads = rng.sample(t.heads, 6);
      const shares = sixShares(rng);
      const [x, p, q, r, s] = rng.sample([0, 1, 2, 3, 4, 5], 5) as [number, number, number, number, number];
      const unitAmount = t.money ? rng.step(400, 2400, 200) : rng.step(4, 30, 2);
      const amount = (shares[x]! / 5) * unitAmount;
      const money = (v: number): string => (t.money ? rupees(v) : num(v));
      const of = (k: number): number => (shares[k]! / shares[x]!) * amount;
      const group = [p, q, r];
      const groupShare = sum(group.map((k) => shares[k]!));
      const figure = pieChart(t.whose, heads, shares, '%');
      const hiChart = pieChart(t.whose, heads.map(hiLabel), shares, '%').svg;
      const named = `${heads[p]}, ${heads[q]} and ${heads[r]}`;
      const hiNamed = `${hiLabel(heads[p]!)}, ${hiLabel(heads[q]!)} और ${hiOblique(heads[r]!)}`;
      const head = `The pie chart shows how ${t.whose} is divided among six heads (in per cent). The amount for ${heads[x]} is ${money(amount)}.`;
      const hiHead = `पाई चार्ट में दर्शाया गया है कि ${hiWhose(t.whose)} छह मदों में किस प्रकार बँटा है (प्रतिशत में)। ${hiOblique(heads[x]!)} की राशि ${money(amount)} है।`;
      const params = { ask: '', shares, heads, x, group, s, amount };
      const pick = x + 6 * p + shares[s]!;
      if (level === 2) {
        const answer = (groupShare / shares[x]!) * amount;
        if (!isWhole(answer)) return undefined;
        const wrong: Distractor[] = [
          {
            mistake: `taking the amount for ${heads[x]} as the whole total`,
            hi: `${hiOblique(heads[x]!)} की राशि को ही पूरा कुल मान लेना`,
            value: (groupShare / 100) * amount,
          },
          {
            mistake: `leaving out ${heads[r]}`,
            hi: `${hiOblique(heads[r]!)} को छोड़ देना`,
            value: answer - of(r),
          },
          {
            mistake: `adding the amount for ${heads[x]} too`,
            hi: `${hiOblique(heads[x]!)} की राशि भी जोड़ लेना`,
            value: answer + amount,
          },
          {
            mistake: `leaving out ${heads[p]}`,
            hi: `${hiOblique(heads[p]!)} को छोड़ देना`,
            value: answer - of(p),
          },
          {
            mistake: 'giving what is left after the three heads',
            hi: 'तीनों मदों के बाद बची राशि बता देना',
            value: ((100 - groupShare) / shares[x]!) * amount,
          },
          {
            mistake: 'giving the total of all the heads',
            hi: 'सभी मदों का कुल बता देना',
            value: (100 / shares[x]!) * amount,
          },
        ].filter((d) => isWhole(d.value as number) && (d.value as number) > 0);
        return {
          questionFigure: figure,
          question: `${head}\nWhat is the total amount for ${named}?`,
          answer,
          format: t.money ? rupees : num,
          distractors: aroundKey(wrong, answer, pick),
          steps: [
            `${shares[x]}% is ${money(amount)}, so 1% is ${money(amount / shares[x]!)}.`,
            `${named}: ${group.map((k) => `${shares[k]}%`).join(' + ')} = ${groupShare}%, so ${groupShare} × ${money(amount / shares[x]!)} = ${money(answer)}.`,
          ],
          hi: {
            question: `${hiHead}\n${hiNamed} की कुल राशि कितनी है?`,
            steps: [
              `${shares[x]}% = ${money(amount)}, अतः 1% = ${money(amount / shares[x]!)}।`,
              `${hiNamed}: ${group.map((k) => `${shares[k]}%`).join(' + ')} = ${groupShare}%, अतः ${groupShare} × ${money(amount / shares[x]!)} = ${money(answer)}।`,
            ],
            figureAlt: HI_ALT.pie(hiWhose(t.whose), heads, shares, '%'),
            figureSvg: hiChart,
          },
          params: { ...params, ask: 'sumThree' },
        };
      }
      const other = shares[s]!;
      if (groupShare === other) return undefined;
      const more = groupShare > other;
      const [big, small] = more ? [groupShare, other] : [other, groupShare];
      const answer = ((big - small) / (more ? small : big)) * 100;
      if (!isExact(answer) || !isExact(((big - small) / (more ? big : small)) * 100)) return undefined;
      const word = more ? 'more' : 'less';
      const wrong: Distractor[] = [
        {
          mistake: `dividing by the share of ${named} instead`,
          hi: `इसके स्थान पर ${hiNamed} के हिस्से से भाग देना`,
          value: ((big - small) / (more ? big : small)) * 100,
        },
        {
          mistake: `writing ${named} as a percentage of ${heads[s]}`,
          hi: `${hiNamed} को ${hiOblique(heads[s]!)} के प्रतिशत के रूप में लिखना`,
          value: (groupShare / other) * 100,
        },
        {
          mistake: 'taking the gap in percentage points as the answer',
          hi: 'प्रतिशत अंकों के अंतर को ही उत्तर मान लेना',
          value: big - small,
        },
        {
          mistake: `leaving out ${heads[r]}`,
          hi: `${hiOblique(heads[r]!)} को छोड़ देना`,
          value: (Math.abs(groupShare - shares[r]! - other) / other) * 100,
        },
        {
          mistake: `leaving out ${heads[p]}`,
          hi: `${hiOblique(heads[p]!)} को छोड़ देना`,
          value: (Math.abs(groupShare - shares[p]! - other) / other) * 100,
        },
        {
          mistake: `counting ${heads[x]} in the group too`,
          hi: `${hiOblique(heads[x]!)} को भी समूह में गिन लेना`,
          value: (Math.abs(groupShare + shares[x]! - other) / other) * 100,
        },
      ].filter((d) => isExact(d.value as number) && (d.value as number) > 0);
      return {
        questionFigure: figure,
        question: `${head}\nThe total amount for ${named} is what percentage ${word} than the amount for ${heads[s]}?`,
        answer,
        format: pct,
        distractors: aroundKey(wrong, answer, pick),
        steps: [
          `The given amount is not needed: the total is the same for every head, so compare the shares. ${named}: ${group.map((k) => `${shares[k]}`).join(' + ')} = ${groupShare}%; ${heads[s]}: ${other}%.`,
          `(${big} − ${small}) ÷ ${more ? small : big} × 100 = ${pct(answer)} ${word}.`,
        ],
        hi: {
          question: `${hiHead}\n${hiNamed} की कुल राशि ${hiOblique(heads[s]!)} की राशि से कितने प्रतिशत ${more ? 'अधिक' : 'कम'} है?`,
          steps: [
            `दी गई राशि की आवश्यकता नहीं है: सभी मदों का कुल एक ही है, अतः हिस्सों की तुलना करें। ${hiNamed}: ${group.map((k) => `${shares[k]}`).join(' + ')} = ${groupShare}%; ${hiLabel(heads[s]!)}: ${other}%।`,
            `(${big} − ${small}) ÷ ${more ? small : big} × 100 = ${pct(answer)} ${more ? 'अधिक' : 'कम'}।`,
          ],
          figureAlt: HI_ALT.pie(hiWhose(t.whose), heads, shares, '%'),
          figureSvg: hiChart,
        },
        params: { ...params, ask: 'groupVsOne' },
      };
    });
  },
};

const COMPANIES = ['P', 'Q', 'R', 'S'] as const;
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June'] as const;
const HI_MONTHS: Readonly<Record<string, string>> = {
  January: 'जनवरी',
  February: 'फ़रवरी',
  March: 'मार्च',
  April: 'अप्रैल',
  May: 'मई',
  June: 'जून',
};
/** What the companies' table counts: the English, and the Hindi of "the … of company X in month M". */
const COUNTED = [
  { what: 'cars sold by four companies', unit: 'sales', hi: 'की कारों की बिक्री' },
  { what: 'scooters made by four companies (in hundreds)', unit: 'production', hi: 'का स्कूटरों का उत्पादन' },
  {
    what: 'mobile phones sold by four companies (in thousands)',
    unit: 'sales',
    hi: 'की मोबाइल फ़ोनों की बिक्री',
  },
] as const;
const HI_COUNTED: Readonly<Record<string, string>> = {
  'cars sold by four companies': 'चार कंपनियों द्वारा बेची गई कारों की संख्या',
  'scooters made by four companies (in hundreds)': 'चार कंपनियों द्वारा बनाए गए स्कूटरों की संख्या (सौ में)',
  'mobile phones sold by four companies (in thousands)':
    'चार कंपनियों द्वारा बेचे गए मोबाइल फ़ोनों की संख्या (हज़ार में)',
};

/**
 * A table of four companies × four months; the sum of two cells (two companies, two months) is what
 * per cent more than a third cell (level 2 and 3).
 */
export const cellsSumKind: Kind = {
  levels: [2, 3],
  make(rng): Problem {
    return until((): Problem | undefined => {
      const c = rng.pick(COUNTED);
      const first = rng.int(0, 2);
      const months = MONTHS.slice(first, first + 4);
      const grid = COMPANIES.map(() => months.map(() => rng.step(40, 200, 5)));
      const cells = rng.sample(
        COMPANIES.flatMap((_, i) => months.map((_, j) => [i, j] as const)),
        3,
      ) as [readonly [number, number], readonly [number, number], readonly [number, number]];
      const [a, b, d] = cells;
      if (a[0] === b[0] && a[1] === b[1]) return undefined;
      if (new Set(cells.map(([i]) => i)).size < 2) return undefined;
      const at = ([i, j]: readonly [number, number]): number => grid[i]![j]!;
      const total = at(a) + at(b);
      const third = at(d);
      const answer = ((total - third) / third) * 100;
      if (answer <= 0 || !isExact(answer) || !isWhole(answer * 2)) return undefined;
      const cell = ([i, j]: readonly [number, number]): string =>
        `the ${c.unit} of ${COMPANIES[i]} in ${months[j]}`;
      const hiCell = ([i, j]: readonly [number, number]): string =>
        `${months[j] ? HI_MONTHS[months[j]!] : ''} में कंपनी ${COMPANIES[i]} ${c.hi}`;
      const wrong: Distractor[] = [
        {
          mistake: 'dividing by the sum instead',
          hi: 'इसके स्थान पर योग से भाग देना',
          value: ((total - third) / total) * 100,
        },
        {
          mistake: 'writing the sum as a percentage of the third figure',
          hi: 'योग को तीसरे आँकड़े के प्रतिशत के रूप में लिखना',
          value: (total / third) * 100,
        },
        {
          mistake: 'leaving out the second figure of the sum',
          hi: 'योग की दूसरी संख्या को छोड़ देना',
          value: ((at(a) - third) / third) * 100,
        },
        {
          mistake: 'writing the third figure as a percentage of the sum',
          hi: 'तीसरे आँकड़े को योग के प्रतिशत के रूप में लिखना',
          value: (third / total) * 100,
        },
        {
          mistake: 'taking the difference itself as the percentage',
          value: total - third,
        },
        {
          mistake: `reading the ${months[a[1]]} figure of ${COMPANIES[d[0]]} as the third`,
          hi: `तीसरे आँकड़े के रूप में कंपनी ${COMPANIES[d[0]]} का ${HI_MONTHS[months[a[1]]!]} का आँकड़ा पढ़ लेना`,
          value: ((total - grid[d[0]]![a[1]]!) / grid[d[0]]![a[1]]!) * 100,
        },
      ].filter((w) => isExact(w.value) && w.value > 0 && isWhole(w.value * 2));
      const rows = COMPANIES.map((name, i) => `${name}: ${grid[i]!.map((v) => num(v)).join(', ')}`);
      const head = `The table shows the ${c.what} in four months (${months.join(', ')}).\nCompany: ${months.join(', ')}\n${rows.join('\n')}`;
      const hiMonths = months.map((m) => HI_MONTHS[m]!).join(', ');
      const hiRows = COMPANIES.map((name, i) => `${name}: ${grid[i]!.map((v) => num(v)).join(', ')}`);
      const hiHead = `तालिका में चार महीनों (${hiMonths}) में ${HI_COUNTED[c.what]} दर्शाई गई है।\nकंपनी: ${hiMonths}\n${hiRows.join('\n')}`;
      const withHi = wrong.map((w) => (w.hi ? w : { ...w, hi: 'अंतर को ही प्रतिशत मान लेना' }));
      return {
        question: `${head}\nThe sum of ${cell(a)} and ${cell(b)} is what percentage more than ${cell(d)}?`,
        answer,
        format: pct,
        distractors: aroundKey(withHi, answer, at(a) + at(d)),
        steps: [
          `Sum = ${num(at(a))} + ${num(at(b))} = ${num(total)}; the third figure is ${num(third)}.`,
          `(${num(total)} − ${num(third)}) ÷ ${num(third)} × 100 = ${pct(answer)}.`,
        ],
        hi: {
          question: `${hiHead}\n${hiCell(a)} और ${hiCell(b)} का योग ${hiCell(d)} से कितने प्रतिशत अधिक है?`,
          steps: [
            `योग = ${num(at(a))} + ${num(at(b))} = ${num(total)}; तीसरा आँकड़ा ${num(third)} है।`,
            `(${num(total)} − ${num(third)}) ÷ ${num(third)} × 100 = ${pct(answer)}।`,
          ],
        },
        params: { grid, months, a: [...a], b: [...b], d: [...d] },
      };
    });
  },
};

/** Three series of one table: crops produced by a state, in lakh tonnes. */
const CROPS = ['Wheat', 'Rice', 'Maize', 'Barley', 'Mustard'] as const;
const HI_CROPS: Readonly<Record<string, string>> = {
  Wheat: 'गेहूँ',
  Rice: 'चावल',
  Maize: 'मक्का',
  Barley: 'जौ',
  Mustard: 'सरसों',
};

/**
 * A table of three crops' production over five or six years; the year in which one crop's production
 * was nearest its average over the years (levels 2 and 3).
 */
export const nearestAverageKind: Kind = {
  levels: [2, 3],
  make(rng, level): Problem {
    return until((): Problem | undefined => {
      const crops = rng.sample(CROPS, 3);
      const n = level === 2 ? 5 : 6;
      const start = rng.int(2015, 2024 - n);
      const years = Array.from({ length: n }, (_, i) => start + i);
      const table = crops.map(() => years.map(() => rng.int(20, 95)));
      const c = rng.int(0, 2);
      const row = table[c]!;
      const avg = sum(row) / n;
      // an average printed exactly (two decimals at most), so every distance is exact too
      if (!isWhole(avg * 100)) return undefined;
      const gaps = row.map((v) => Math.abs(v - avg));
      const order = [...gaps.keys()].sort((i, j) => gaps[i]! - gaps[j]!);
      // the nearest year must be clearly nearest: at least 1 ahead of the next
      if (gaps[order[1]!]! - gaps[order[0]!]! < 1) return undefined;
      const key = order[0]!;
      const o = (c + 1 + rng.int(0, 1)) % 3;
      const otherAvg = sum(table[o]!) / n;
      const otherGaps = table[o]!.map((v) => Math.abs(v - otherAvg));
      const otherNearest = [...otherGaps.keys()].sort((i, j) => otherGaps[i]! - otherGaps[j]!);
      if (otherGaps[otherNearest[1]!]! - otherGaps[otherNearest[0]!]! < 1) return undefined;
      const allAvg = sum(table.map((r) => sum(r))) / (3 * n);
      const allGaps = row.map((v) => Math.abs(v - allAvg));
      const allOrder = [...allGaps.keys()].sort((i, j) => allGaps[i]! - allGaps[j]!);
      if (allGaps[allOrder[1]!]! - allGaps[allOrder[0]!]! < 1) return undefined;
      const furthest = order[n - 1]!;
      if (gaps[furthest]! - gaps[order[n - 2]!]! < 1) return undefined;
      const wrongAt = [
        {
          mistake: `taking the year nearest the average of ${crops[o]}`,
          hi: `${HI_CROPS[crops[o]!]} के औसत के निकटतम वर्ष ले लेना`,
          at: otherNearest[0]!,
        },
        {
          mistake: 'comparing with the average of all three crops',
          hi: 'तीनों फ़सलों के औसत से तुलना करना',
          at: allOrder[0]!,
        },
        {
          mistake: 'taking the year furthest from the average',
          hi: 'औसत से सबसे दूर वाला वर्ष ले लेना',
          at: furthest,
        },
      ];
      if (new Set([key, ...wrongAt.map((w) => w.at)]).size < 4) return undefined;
      const rows = years.map(
        (y, i) => `${y}: ${crops.map((name, k) => `${name} ${table[k]![i]}`).join(', ')}`,
      );
      const hiRows = years.map(
        (y, i) => `${y}: ${crops.map((name, k) => `${HI_CROPS[name]} ${table[k]![i]}`).join(', ')}`,
      );
      const cropName = crops[c]!;
      const hiCrop = HI_CROPS[cropName]!;
      const options = Object.fromEntries(years.map((y) => [String(y), String(y)]));
      return {
        question: `The table shows the production of ${crops.slice(0, 2).join(', ')} and ${crops[2]} in a state (in lakh tonnes).\n${rows.join('\n')}\nIn which year was the production of ${cropName} nearest to its average production over these ${n} years?`,
        answer: String(years[key]),
        distractors: wrongAt.map((w) => ({ mistake: w.mistake, hi: w.hi, value: String(years[w.at]) })),
        steps: [
          `Average of ${cropName} = (${row.join(' + ')}) ÷ ${n} = ${num(sum(row))} ÷ ${n} = ${num(avg)}.`,
          `Distance from it: ${years.map((y, i) => `${y} ${num(gaps[i]!)}`).join(', ')}; the nearest is ${years[key]}.`,
        ],
        hi: {
          question: `तालिका में एक राज्य में ${HI_CROPS[crops[0]!]}, ${HI_CROPS[crops[1]!]} और ${HI_CROPS[crops[2]!]} का उत्पादन (लाख टन में) दर्शाया गया है।\n${hiRows.join('\n')}\nकिस वर्ष ${hiCrop} का उत्पादन इन ${n} वर्षों के उसके औसत उत्पादन के सबसे निकट था?`,
          steps: [
            `${hiCrop} का औसत = (${row.join(' + ')}) ÷ ${n} = ${num(sum(row))} ÷ ${n} = ${num(avg)}।`,
            `औसत से दूरी: ${years.map((y, i) => `${y} ${num(gaps[i]!)}`).join(', ')}; सबसे निकट ${years[key]} है।`,
          ],
          options,
        },
        params: { crops, years, table, c, o },
      };
    });
  },
};

/** What the change bars measure: the English caption and its Hindi. */
const CHANGED = [
  { what: 'the production of a steel plant', hi: 'एक इस्पात संयंत्र के उत्पादन' },
  { what: 'the sales of a car dealer', hi: 'एक कार डीलर की बिक्री' },
  { what: 'the exports of a firm', hi: 'एक फर्म के निर्यात' },
] as const;

const signedPct = (v: number): string => (v < 0 ? `−${num(-v)}%` : `${num(v)}%`);

/**
 * Bars of the yearly percentage change, some below the zero line: each bar starts at zero, its value
 * printed beside its end (above a rise, below a fall), the year under the zero line's axis. Numbers and
 * years only, so the drawing serves both languages.
 */
function changeBars(caption: string, years: readonly number[], changes: readonly number[]): Figure {
  const top = Math.max(10, Math.ceil(Math.max(...changes) / 5) * 5 + 5);
  const bottom = Math.min(-10, Math.floor(Math.min(...changes) / 5) * 5 - 5);
  const [y0, y1] = [20, 180];
  const y = (v: number): number => y0 + ((top - v) / (top - bottom)) * (y1 - y0);
  const r = (v: number): string => String(Math.round(v * 100) / 100);
  const text = (x: number, at: number, words: string, anchor = 'middle'): string =>
    `<text x="${r(x)}" y="${r(at)}" font-size="10" font-family="sans-serif" fill="#1f2937" text-anchor="${anchor}">${words}</text>`;
  const grid: string[] = [];
  for (let v = bottom; v <= top; v += 5) {
    grid.push(
      `<path d="M44 ${r(y(v))}H310" stroke="${v === 0 ? '#1f2937' : '#d1d5db'}" stroke-width="1"/>`,
      `<text class="tick" x="40" y="${r(y(v))}" font-size="9" font-family="sans-serif" fill="#1f2937" text-anchor="end" dominant-baseline="middle">${v < 0 ? `−${-v}` : v}</text>`,
    );
  }
  const slot = (310 - 44) / years.length;
  const bars = changes
    .map((v, i) => {
      const x = 44 + slot * i + (slot - 28) / 2;
      const [from, to] = v >= 0 ? [y(v), y(0)] : [y(0), y(v)];
      return `<rect class="bar" x="${r(x)}" y="${r(from)}" width="28" height="${r(Math.max(to - from, 1))}" fill="${v < 0 ? '#f87171' : '#3b82f6'}"/>${text(x + 14, v >= 0 ? from - 3 : to + 11, signedPct(v))}${text(x + 14, 196, String(years[i]))}`;
    })
    .join('');
  const height = 204;
  return {
    svg: `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 320 ${height}" width="320" height="${height}"><rect width="320" height="${height}" fill="#fff"/>${grid.join('')}<path d="M44 ${y0 - 4}V${y1}" stroke="#1f2937" stroke-width="1"/>${bars}</svg>`,
    alt: `Bar chart of the percentage change in ${caption} over the previous year: ${years.map((yr, i) => `${yr}: ${signedPct(changes[i]!)}`).join('; ')}.`,
  };
}

/**
 * A bar chart of yearly percentage changes, some negative: the years in which the figure did not rise
 * (a fall or no change) counted (2), or the figure of a later year from an earlier one, the changes
 * applied one after another (3).
 */
export const changeBarsKind: Kind = {
  levels: [2, 3],
  make(rng, level): Problem {
    return until((): Problem | undefined => {
      const c = rng.pick(CHANGED);
      const n = 6;
      const start = rng.int(2015, 2018);
      const years = Array.from({ length: n }, (_, i) => start + i);
      const changes = years.map(() => rng.pick([-15, -10, -5, 0, 5, 10, 15, 20, 25]));
      const falls = changes.filter((v) => v < 0).length;
      if (falls < 1 || falls > 3 || changes.filter((v) => v === 0).length > 1) return undefined;
      const figure = changeBars(c.what, years, changes);
      const hiAlt = `दंड आलेख — पिछले वर्ष की तुलना में ${c.hi} में प्रतिशत परिवर्तन: ${years.map((yr, i) => `${yr}: ${signedPct(changes[i]!)}`).join('; ')}।`;
      const head = `The bar chart shows the percentage change in ${c.what} over the previous year, from ${years[0]} to ${years[n - 1]}.`;
      const hiHead = `दंड आलेख में ${years[0]} से ${years[n - 1]} तक, पिछले वर्ष की तुलना में ${c.hi} में प्रतिशत परिवर्तन दर्शाया गया है।`;
      const listed = years.map((yr, i) => `${yr} ${signedPct(changes[i]!)}`).join(', ');
      if (level === 2) {
        const answer = changes.filter((v) => v <= 0).length;
        const lower = changes.filter((v, i) => i > 0 && v < changes[i - 1]!).length;
        const wrong: Distractor[] = [
          {
            mistake: 'counting the years whose bar is lower than the year before',
            hi: 'पिछले वर्ष से छोटे दंड वाले वर्षों को गिनना',
            value: lower,
          },
          { mistake: 'counting only the falls', hi: 'केवल गिरावट वाले वर्षों को गिनना', value: falls },
          { mistake: 'counting the years that rose', hi: 'वृद्धि वाले वर्षों को गिनना', value: n - answer },
          {
            mistake: 'counting a rise below 10% as no rise',
            hi: '10% से कम वृद्धि को भी वृद्धि न मानना',
            value: changes.filter((v) => v < 10).length,
          },
        ].filter((d) => (d.value as number) > 0);
        return {
          questionFigure: figure,
          question: `${head}\nIn how many of these years did ${c.what} not rise over the previous year?`,
          answer,
          distractors: aroundKey(wrong, answer, start + lower),
          steps: [
            `Each bar is the change over the year before, so a year with no rise has a bar at or below zero: ${listed}.`,
            `Years at or below zero: ${answer}.`,
          ],
          hi: {
            question: `${hiHead}\nइनमें से कितने वर्षों में ${c.hi} में पिछले वर्ष की तुलना में वृद्धि नहीं हुई?`,
            steps: [
              `प्रत्येक दंड पिछले वर्ष की तुलना में परिवर्तन है, अतः जिस वर्ष वृद्धि नहीं हुई उसका दंड शून्य पर या उससे नीचे है: ${listed}।`,
              `शून्य पर या उससे नीचे वाले वर्ष: ${answer}।`,
            ],
            figureAlt: hiAlt,
          },
          params: { ask: 'noRise', years, changes },
        };
      }
      const i = rng.int(1, n - 2);
      const [a, b] = [changes[i]!, changes[i + 1]!];
      if (a === 0 || b === 0) return undefined;
      const base = rng.step(800, 4000, 400);
      const factor = (v: number): number => 1 + v / 100;
      const answer = base * factor(a) * factor(b);
      const wrong: Distractor[] = [
        {
          mistake: 'adding the two percentages',
          hi: 'दोनों प्रतिशतों को जोड़ लेना',
          value: base * (1 + (a + b) / 100),
        },
        {
          mistake: `applying only the change of ${years[i + 1]}`,
          hi: `केवल ${years[i + 1]} का परिवर्तन लगाना`,
          value: base * factor(b),
        },
        {
          mistake: `applying the change of ${years[i - 1]} as well`,
          hi: `${years[i - 1]} का परिवर्तन भी लगा देना`,
          value: base * factor(changes[i - 1]!) * factor(a) * factor(b),
        },
        {
          mistake: 'reading a fall as a rise',
          hi: 'गिरावट को वृद्धि पढ़ लेना',
          value: base * factor(Math.abs(a)) * factor(Math.abs(b)),
        },
      ].filter((d) => isWhole(d.value as number) && Math.abs((d.value as number) - answer) > 1e-9);
      if (!isWhole(answer)) return undefined;
      return {
        questionFigure: figure,
        question: `${head}\nIn ${years[i - 1]}, ${c.what} stood at ${num(base)}. What did it stand at in ${years[i + 1]}?`,
        answer,
        distractors: aroundKey(wrong, answer, base + i),
        steps: [
          `${years[i]}: ${num(base)} × (1 ${a < 0 ? '−' : '+'} ${Math.abs(a)}/100) = ${num(base * factor(a))}.`,
          `${years[i + 1]}: ${num(base * factor(a))} × (1 ${b < 0 ? '−' : '+'} ${Math.abs(b)}/100) = ${num(answer)}.`,
        ],
        hi: {
          question: `${hiHead}\n${years[i - 1]} में यह आँकड़ा ${num(base)} था। ${years[i + 1]} में यह कितना था?`,
          steps: [
            `${years[i]}: ${num(base)} × (1 ${a < 0 ? '−' : '+'} ${Math.abs(a)}/100) = ${num(base * factor(a))}।`,
            `${years[i + 1]}: ${num(base * factor(a))} × (1 ${b < 0 ? '−' : '+'} ${Math.abs(b)}/100) = ${num(answer)}।`,
          ],
          figureAlt: hiAlt,
        },
        params: { ask: 'successive', years, changes, i, base },
      };
    });
  },
};

/** The audit-3 forms, spread into the data-interpretation topic after its other kinds. */
export const FORM_KINDS: Record<string, Kind> = {
  pieOneSector: pieOneSectorKind,
  cellsSum: cellsSumKind,
  nearestAverage: nearestAverageKind,
  changeBars: changeBarsKind,
};
