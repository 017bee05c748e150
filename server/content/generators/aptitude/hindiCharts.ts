/**
 * The Hindi (issue 15) of the chart kinds (dataCharts.ts): each ask's question and steps, and the
 * drawings' text alternatives in Hindi with the same data (दंड आलेख, रेखा आलेख, आयतचित्र, पाई चार्ट).
 * A bar or line chart or a histogram serves both languages (its numbers and years read the same); a
 * pie's legend names its heads, so a pie is redrawn with them in Hindi (dataPies.ts).
 */
import { deg, num, pct, ratio, rupees } from '../format';
import { inHindi } from '../hindi';
import type { ProblemHindi } from '../types';
import { hiLabel, hiOblique } from './hindiData';

/** What a pie divides (dataCharts.ts TOTALS), as the subject of "… ₹ X है". */
const TOTALS: Readonly<Record<string, string>> = {
  "a family's monthly expenditure": 'एक परिवार का मासिक व्यय',
  "a company's annual expenditure (in ₹ lakh)": 'एक कंपनी का वार्षिक व्यय (₹ लाख में)',
  "a state government's budget (in ₹ crore)": 'एक राज्य सरकार का बजट (₹ करोड़ में)',
};
export const hiWhose = (whose: string): string => inHindi(TOTALS, whose);

const pairs = (labels: readonly string[], values: readonly number[]): string =>
  labels.map((l, i) => `${l}: ${num(values[i]!)}`).join('; ');

/** The drawings' text alternatives in Hindi, the same data as chartSvg.ts's English ones. */
export const HI_ALT = {
  bar: (caption: string, labels: readonly string[], values: readonly number[]): string =>
    `दंड आलेख — ${caption}: ${pairs(labels, values)}।`,
  line: (caption: string, labels: readonly string[], values: readonly number[]): string =>
    `रेखा आलेख — ${caption}: ${pairs(labels, values)}।`,
  histogram: (total: number, start: number, width: number, counts: readonly number[]): string =>
    `${total} विद्यार्थियों के अंकों का आयतचित्र, वर्ग-अंतराल ${width}: ${counts.map((f, i) => `${start + width * i}–${start + width * (i + 1)}: ${f}`).join('; ')}।`,
  pie: (caption: string, heads: readonly string[], shares: readonly number[], unit: '%' | '°'): string =>
    `पाई चार्ट — ${caption}: ${heads.map((h, i) => `${hiLabel(h)} ${num(shares[i]!)}${unit}`).join('; ')}।`,
  twoPies: (
    titles: readonly [string, string],
    heads: readonly string[],
    shares: readonly (readonly number[])[],
  ): string => {
    const one = (k: 0 | 1) => heads.map((h, i) => `${hiLabel(h)} ${num(shares[k]![i]!)}%`).join('; ');
    return `एक परिवार के मासिक व्यय के दो पाई चार्ट। ${titles[0]}: ${one(0)}। ${titles[1]}: ${one(1)}।`;
  },
};

const rows = (values: readonly number[]): string => values.map((v) => num(v)).join(' + ');
const ask = (
  head: string,
  question: string,
  steps: string[],
  figureAlt: string,
  figureSvg?: string,
): ProblemHindi => ({
  question: `${head}\n${question}`,
  steps,
  figureAlt,
  ...(figureSvg ? { figureSvg } : {}),
});

/** A pie chart in Hindi: its text alternative, and the chart redrawn with its legend in Hindi. */
export interface HiChart {
  readonly alt: string;
  readonly svg: string;
}

/** The bar chart's asks. */
export const HI_BAR = {
  head: (series: string, n: number) => `दंड आलेख में ${n} वर्षों में ${series} दर्शाई गई है।`,
  total: (head: string, alt: string, n: number, values: readonly number[], total: number) =>
    ask(head, `सभी ${n} वर्षों का कुल योग क्या है?`, [`कुल = ${rows(values)} = ${num(total)}।`], alt),
  average: (head: string, alt: string, n: number, values: readonly number[], total: number, avg: number) =>
    ask(
      head,
      `इन ${n} वर्षों का प्रति वर्ष औसत क्या है?`,
      [`कुल = ${rows(values)} = ${num(total)}; औसत = ${num(total)} ÷ ${n} = ${num(avg)}।`],
      alt,
    ),
  difference: (head: string, alt: string, yi: number, vi: number, yj: number, vj: number) =>
    ask(
      head,
      `${yi} और ${yj} के आँकड़ों में कितना अंतर है?`,
      [`${yi}: ${num(vi)}; ${yj}: ${num(vj)}; अंतर = ${num(Math.abs(vi - vj))}।`],
      alt,
    ),
  ratio: (head: string, alt: string, yi: number, vi: number, yj: number, vj: number, r: readonly number[]) =>
    ask(head, `${yi} के आँकड़े का ${yj} के आँकड़े से अनुपात क्या है?`, [`${num(vi)} : ${num(vj)} = ${ratio(r)}।`], alt),
  percentChange: (
    head: string,
    alt: string,
    yi: number,
    vi: number,
    yj: number,
    vj: number,
    change: number,
  ) =>
    ask(
      head,
      `${yi} से ${yj} तक आँकड़े में कितने प्रतिशत की ${change > 0 ? 'वृद्धि' : 'कमी'} हुई?`,
      [`परिवर्तन = ${num(vj)} − ${num(vi)} = ${num(vj - vi)}; ${num(vi)} पर यह ${pct(Math.abs(change))} है।`],
      alt,
    ),
  aboveAverage: (
    head: string,
    alt: string,
    n: number,
    total: number,
    avg: number,
    listed: string,
    above: number,
  ) =>
    ask(
      head,
      `इनमें से कितने वर्षों में आँकड़ा सभी ${n} वर्षों के औसत से अधिक था?`,
      [`औसत = ${num(total)} ÷ ${n} = ${num(avg)}। इससे अधिक: ${listed || 'कोई नहीं'}, अर्थात ${above}।`],
      alt,
    ),
};

/** The line graph's asks. */
export const HI_LINE = {
  head: (series: string, from: number, to: number) => `रेखा आलेख में ${from} से ${to} तक ${series} दर्शाई गई है।`,
  average: (head: string, alt: string, from: number, to: number, run: readonly number[], avg: number) =>
    ask(
      head,
      `${from} से ${to} तक (दोनों वर्ष सम्मिलित) का औसत क्या है?`,
      [`${rows(run)} = ${num(run.reduce((s, v) => s + v, 0))}; ÷ ${run.length} = ${num(avg)}।`],
      alt,
    ),
  largestRise: (head: string, alt: string, changes: string, best: string) =>
    ask(
      head,
      'किस वर्ष में पिछले वर्ष की तुलना में वृद्धि (संख्या में) सबसे अधिक थी?',
      [`पिछले वर्ष की तुलना में परिवर्तन: ${changes}। सबसे बड़ी वृद्धि ${best} में है।`],
      alt,
    ),
};

/** The histogram's asks. */
export const HI_HISTOGRAM = {
  head: (total: number) =>
    `आयतचित्र (हिस्टोग्राम) में एक परीक्षा में ${total} विद्यार्थियों के अंक दर्शाए गए हैं (प्रत्येक वर्ग में उसकी निचली सीमा सम्मिलित है, ऊपरी सीमा नहीं)।`,
  atLeast: (
    head: string,
    alt: string,
    mark: number,
    last: boolean,
    from: readonly number[],
    atLeast: number,
  ) =>
    ask(
      head,
      `कितने विद्यार्थियों ने ${mark} या उससे अधिक अंक प्राप्त किए?`,
      [
        last
          ? `केवल अंतिम वर्ग ${mark} या उससे ऊपर से शुरू होता है: ${num(atLeast)}।`
          : `${mark} से आगे के वर्ग: ${rows(from)} = ${num(atLeast)}।`,
      ],
      alt,
    ),
  percentBelow: (
    head: string,
    alt: string,
    mark: number,
    listed: string,
    below: number,
    total: number,
    share: number,
  ) =>
    ask(
      head,
      `कितने प्रतिशत विद्यार्थियों ने ${mark} से कम अंक प्राप्त किए?`,
      [
        `${mark} से कम: ${listed}${num(below)}, कुल ${num(total)} में से; ${num(below)}/${num(total)} × 100 = ${pct(share)}।`,
      ],
      alt,
    ),
};

/** The pie chart's asks; `money` shows an amount as the English does (₹ or a bare number). */
export const HI_PIE = {
  head: (whose: string, total: string, degrees: boolean) =>
    `${whose} ${total} है। पाई चार्ट में दर्शाया गया है कि यह विभिन्न मदों में किस प्रकार बँटा है${degrees ? ' (त्रिज्यखंडों के केंद्रीय कोण)' : ''}।`,
  amount: (head: string, chart: HiChart, h: string, share: number, total: string, amount: string) =>
    ask(
      head,
      `${hiOblique(h)} पर कितनी राशि जाती है?`,
      [`${total} का ${share}% = ${amount}।`],
      chart.alt,
      chart.svg,
    ),
  angle: (head: string, chart: HiChart, h: string, share: number) =>
    ask(
      head,
      `${hiOblique(h)} के त्रिज्यखंड का केंद्रीय कोण क्या है?`,
      [`360° = 100%, अतः 1% = 3.6°; ${share} × 3.6 = ${deg(share * 3.6)}।`],
      chart.alt,
      chart.svg,
    ),
  difference: (
    head: string,
    chart: HiChart,
    more: string,
    less: string,
    of: string,
    total: string,
    gap: string,
  ) =>
    ask(
      head,
      `${hiOblique(more)} पर ${hiOblique(less)} की तुलना में कितनी अधिक राशि जाती है?`,
      [`अंतर = ${total} का ${of} = ${gap}।`],
      chart.alt,
      chart.svg,
    ),
  percentMore: (
    head: string,
    chart: HiChart,
    more: string,
    less: string,
    a: number,
    b: number,
    value: number,
  ) =>
    ask(
      head,
      `${hiOblique(more)} की राशि ${hiOblique(less)} की राशि से कितने प्रतिशत अधिक है?`,
      [
        `कुल दोनों के लिए एक ही है, अतः हिस्सों की तुलना करें: (${num(a)} − ${num(b)}) ÷ ${num(b)} × 100 = ${pct(value)}।`,
      ],
      chart.alt,
      chart.svg,
    ),
};

/** The two pies' asks. */
export const HI_TWO_PIES = {
  head: (titles: readonly [string, string], t1: number, t2: number) =>
    `पाई चार्ट में एक परिवार का ${titles[0]} का मासिक व्यय (कुल ${rupees(t1)}) और ${titles[1]} का मासिक व्यय (कुल ${rupees(t2)}) दर्शाया गया है।`,
  lines: (
    titles: readonly [string, string],
    a: number,
    t1: number,
    x: number,
    b: number,
    t2: number,
    y: number,
  ) =>
    `${titles[0]}: ${rupees(t1)} का ${a}% = ${rupees(x)}। ${titles[1]}: ${rupees(t2)} का ${b}% = ${rupees(y)}।`,
  change: (
    head: string,
    chart: HiChart,
    titles: readonly [string, string],
    h: string,
    up: boolean,
    lines: string,
    change: number,
  ) =>
    ask(
      head,
      `${titles[0]} से ${titles[1]} तक ${hiOblique(h)} पर व्यय में कितनी ${up ? 'वृद्धि' : 'कमी'} हुई?`,
      [`${lines} परिवर्तन = ${rupees(change)}।`],
      chart.alt,
      chart.svg,
    ),
  ratio: (
    head: string,
    chart: HiChart,
    titles: readonly [string, string],
    h: string,
    lines: string,
    x: number,
    y: number,
    r: readonly number[],
  ) =>
    ask(
      head,
      `${titles[0]} में ${hiOblique(h)} पर व्यय का ${titles[1]} में उस पर हुए व्यय से अनुपात क्या है?`,
      [`${lines} अनुपात ${num(x)} : ${num(y)} = ${ratio(r)}।`],
      chart.alt,
      chart.svg,
    ),
};
