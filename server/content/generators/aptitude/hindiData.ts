/**
 * The Hindi (issue 15) of data interpretation: what the tables and charts count (dataSubjects.ts and
 * the pies' totals), the heads of spending, the pairs of series, the mistakes the kinds name, and the
 * table kinds' questions and steps. Kept beside dataInterpretation.ts so that file stays a list of
 * problems; the values are the English ones, only the words change (आँकड़ा निर्वचन as papers print it).
 */
import { deg, num, pct, ratio, rupees } from '../format';
import { inHindi, mistakeInHindi, type MistakePatterns, withHindiMistakes } from '../hindi';
import type { Distractor, ProblemHindi } from '../types';

/** What a series counts (dataSubjects.ts SERIES and the chart's extra one), as a feminine noun phrase. */
const SERIES: Readonly<Record<string, string>> = {
  'cars sold by a dealer': 'एक डीलर द्वारा बेची गई कारों की संख्या',
  'scooters made by a factory (in thousands)': 'एक कारखाने द्वारा बनाए गए स्कूटरों की संख्या (हज़ार में)',
  'students who passed a state board examination (in thousands)':
    'राज्य बोर्ड परीक्षा में उत्तीर्ण विद्यार्थियों की संख्या (हज़ार में)',
  'tonnes of rice exported by a trading firm': 'एक व्यापारिक फर्म द्वारा निर्यात किए गए चावल की मात्रा (टन में)',
  'books sold by a bookshop': 'एक पुस्तक विक्रेता द्वारा बेची गई पुस्तकों की संख्या',
  'passengers carried by a ferry service (in thousands)':
    'एक नौका सेवा द्वारा ले जाए गए यात्रियों की संख्या (हज़ार में)',
  'tractors sold in a district': 'एक ज़िले में बेचे गए ट्रैक्टरों की संख्या',
};
export const hiSeries = (what: string): string => inHindi(SERIES, what);

/** The heads of the pies and the labels of the pairs: [as listed, before a postposition (पर, का)]. */
const LABELS: Readonly<Record<string, readonly [string, string]>> = {
  Food: ['भोजन', 'भोजन'],
  Rent: ['किराया', 'किराए'],
  Education: ['शिक्षा', 'शिक्षा'],
  Transport: ['परिवहन', 'परिवहन'],
  Medical: ['चिकित्सा', 'चिकित्सा'],
  Savings: ['बचत', 'बचत'],
  Clothing: ['वस्त्र', 'वस्त्र'],
  Others: ['अन्य', 'अन्य'],
  Salaries: ['वेतन', 'वेतन'],
  'Raw material': ['कच्चा माल', 'कच्चे माल'],
  Taxes: ['कर', 'कर'],
  Advertising: ['विज्ञापन', 'विज्ञापन'],
  Research: ['अनुसंधान', 'अनुसंधान'],
  Interest: ['ब्याज', 'ब्याज'],
  Health: ['स्वास्थ्य', 'स्वास्थ्य'],
  Agriculture: ['कृषि', 'कृषि'],
  Roads: ['सड़क', 'सड़क'],
  Irrigation: ['सिंचाई', 'सिंचाई'],
  Police: ['पुलिस', 'पुलिस'],
  Housing: ['आवास', 'आवास'],
  Production: ['उत्पादन', 'उत्पादन'],
  Sales: ['बिक्री', 'बिक्री'],
  Boys: ['लड़के', 'लड़कों'],
  Girls: ['लड़कियाँ', 'लड़कियों'],
  Exports: ['निर्यात', 'निर्यात'],
  Imports: ['आयात', 'आयात'],
  'Shop A': ['दुकान A', 'दुकान A'],
  'Shop B': ['दुकान B', 'दुकान B'],
};
const label = (english: string): readonly [string, string] => {
  const found = LABELS[english];
  if (!found) throw new Error(`No Hindi for the label ${JSON.stringify(english)}`);
  return found;
};
/** A head or label as listed ("किराया: 20%"). */
export const hiLabel = (english: string): string => label(english)[0];
/** A head or label before a postposition ("किराए पर", "लड़कों और लड़कियों का"); a year stays a year. */
export const hiOblique = (english: string): string => (/^\d+$/.test(english) ? english : label(english)[1]);

/** The pairs' titles (dataInterpretation.ts PAIRS), as what the table shows. */
const PAIR_TITLES: Readonly<Record<string, string>> = {
  'production and sales of bicycles by a company (in thousands)':
    'एक कंपनी द्वारा साइकिलों का उत्पादन और बिक्री (हज़ार में)',
  'number of boys and girls admitted to a college': 'एक कॉलेज में प्रवेश पाने वाले लड़कों और लड़कियों की संख्या',
  'exports and imports of a firm (in ₹ crore)': 'एक फर्म का निर्यात और आयात (₹ करोड़ में)',
  'number of laptops sold by two shops, A and B': 'दो दुकानों, A और B, द्वारा बेचे गए लैपटॉपों की संख्या',
};
export const hiPairTitle = (what: string): string => inHindi(PAIR_TITLES, what);

/** The mistakes the kinds name, as Hindi infinitives: fixed ones by their English. */
const MISTAKES: Readonly<Record<string, string>> = {
  'averaging the first and last years only': 'केवल पहले और अंतिम वर्ष का औसत लेना',
  "taking the middle year's figure": 'बीच वाले वर्ष का आँकड़ा ले लेना',
  "taking the later middle year's figure": 'बीच के दो वर्षों में से बाद वाले का आँकड़ा ले लेना',
  'leaving out the last year': 'अंतिम वर्ष को छोड़ देना',
  'leaving out the first year': 'पहले वर्ष को छोड़ देना',
  'counting one year twice': 'एक वर्ष को दो बार गिन लेना',
  'subtracting the first year from the last': 'अंतिम वर्ष में से पहला वर्ष घटाना',
  'giving the highest figure itself': 'सबसे बड़ा आँकड़ा ही बता देना',
  'adding the highest and lowest': 'सबसे बड़े और सबसे छोटे आँकड़ों को जोड़ना',
  'subtracting instead of adding': 'जोड़ने के स्थान पर घटाना',
  'doubling the first year only': 'केवल पहले वर्ष को दोगुना करना',
  'taking the difference itself as the percentage': 'अंतर को ही प्रतिशत मान लेना',
  'using 3 degrees for each per cent': 'प्रत्येक 1% के लिए 3° लेना',
  'taking the percentage as the angle': 'प्रतिशत को ही कोण मान लेना',
  'using 4 degrees for each per cent': 'प्रत्येक 1% के लिए 4° लेना',
  'giving the larger amount itself': 'बड़ी राशि ही बता देना',
  'adding the two amounts': 'दोनों राशियों को जोड़ना',
  'taking the percentage gap of the larger head instead of the income':
    'आय के स्थान पर बड़े मद की राशि का प्रतिशत अंतर लेना',
  'misplacing the decimal point': 'दशमलव बिंदु गलत स्थान पर लगाना',
  'spending what is left after this head': 'इस मद के बाद बची राशि बता देना',
  'writing the ratio the other way round': 'अनुपात को उलटा लिखना',
  'using the totals of all the years': 'सभी वर्षों के योगों का अनुपात लेना',
  'choosing the largest increase in numbers, not in per cent':
    'प्रतिशत के स्थान पर संख्या में सबसे बड़ी वृद्धि वाला वर्ष चुनना',
  'choosing the lowest percentage change': 'सबसे कम प्रतिशत परिवर्तन वाला वर्ष चुनना',
  'choosing the year with the highest figure': 'सबसे बड़े आँकड़े वाला वर्ष चुनना',
  'comparing only the first year': 'केवल पहले वर्ष की तुलना करना',
  'finding the percentage difference instead': 'इसके स्थान पर प्रतिशत अंतर निकालना',
  'choosing the year with the largest gap': 'सबसे बड़े अंतर वाला वर्ष चुनना',
  'choosing the largest ratio instead of the largest difference':
    'सबसे बड़े अंतर के स्थान पर सबसे बड़े अनुपात वाला वर्ष चुनना',
  'choosing the year with the highest total': 'सबसे बड़े योग वाला वर्ष चुनना',
  'counting the tallest bar twice': 'सबसे ऊँचे दंड को दो बार गिनना',
  'averaging the tallest and shortest bars': 'सबसे ऊँचे और सबसे छोटे दंडों का औसत लेना',
  'adding the two years': 'दोनों वर्षों के आँकड़ों को जोड़ना',
  'taking the gap between the tallest and shortest bars': 'सबसे ऊँचे और सबसे छोटे दंडों का अंतर लेना',
  'counting the years below the average': 'औसत से कम वाले वर्षों को गिनना',
  'comparing with the average of the first and last years': 'पहले और अंतिम वर्ष के औसत से तुलना करना',
  'counting every year except the lowest': 'सबसे कम वाले वर्ष को छोड़कर सभी वर्षों को गिनना',
  'averaging all the years shown': 'दर्शाए गए सभी वर्षों का औसत लेना',
  'choosing the largest percentage rise instead': 'इसके स्थान पर सबसे बड़ी प्रतिशत वृद्धि वाला वर्ष चुनना',
  'choosing the year with the largest fall': 'सबसे बड़ी गिरावट वाला वर्ष चुनना',
  'giving the number of students, not the percentage': 'प्रतिशत के स्थान पर विद्यार्थियों की संख्या बताना',
  'taking the angles as percentages': 'कोणों को प्रतिशत मान लेना',
  'dividing by 360 as if the shares were angles': 'हिस्सों को कोण मानकर 360 से भाग देना',
  'taking the gap in percentage points of the whole as the answer':
    'पूरे के प्रतिशत अंकों के अंतर को ही उत्तर मान लेना',
  'taking the change in the totals': 'कुल राशियों का परिवर्तन ले लेना',
  'comparing the percentages as if the totals were equal': 'कुल राशियों को बराबर मानकर प्रतिशतों की तुलना करना',
  'comparing the totals only': 'केवल कुल राशियों की तुलना करना',
  'applying each year’s percentage to the other year’s total': 'प्रत्येक वर्ष के प्रतिशत को दूसरे वर्ष के कुल पर लगाना',
};

/** Mistakes that carry the question's years, marks or heads: the English pattern and its Hindi. */
const PATTERNS: MistakePatterns = [
  [/^dividing by (\d+) instead of (\d+)$/, (wrong, right) => `${right} के स्थान पर ${wrong} से भाग देना`],
  [/^dividing by (\d+)$/, (n) => `${n} से भाग देना`],
  [/^reading the year after (\d+)$/, (y) => `${y} के बाद वाले वर्ष को पढ़ लेना`],
  [/^reading the year before (\d+)$/, (y) => `${y} से पहले वाले वर्ष को पढ़ लेना`],
  [
    /^dividing by the (\d+) figure instead of (?:the )?(\d+)(?: figure)?$/,
    (wrong, right) => `${right} के स्थान पर ${wrong} के आँकड़े से भाग देना`,
  ],
  [
    /^writing (.+) as a percentage of (.+)$/,
    (a, b) => `${hiOblique(a)} को ${hiOblique(b)} के प्रतिशत के रूप में लिखना`,
  ],
  [/^reading the share of (.+) instead$/, (h) => `${hiOblique(h)} का हिस्सा पढ़ लेना`],
  [/^reading the row for (\d+)$/, (y) => `${y} की पंक्ति पढ़ लेना`],
  [
    /^comparing (\D+) with the total of both in (\d+)$/,
    (a, y) => `${y} में ${hiOblique(a)} की तुलना दोनों के योग से करना`,
  ],
  [
    /^dividing the other way \((.+) as a percentage of (.+)\)$/,
    (a, b) => `उलटा भाग देना (${hiOblique(a)} को ${hiOblique(b)} के प्रतिशत के रूप में लेना)`,
  ],
  [/^looking only at (.+)$/, (a) => `केवल ${hiOblique(a)} को देखना`],
  [/^choosing the year with the highest (.+)$/, (a) => `सबसे अधिक ${hiOblique(a)} वाला वर्ष चुनना`],
  [
    /^reading the bar for (\d+) instead of (\d+)$/,
    (wrong, right) => `${right} के स्थान पर ${wrong} का दंड पढ़ लेना`,
  ],
  [/^comparing (\d+) with the two years together$/, (y) => `${y} की तुलना दोनों वर्षों के योग से करना`],
  [/^comparing the two years together with (\d+)$/, (y) => `दोनों वर्षों के योग की तुलना ${y} से करना`],
  [/^leaving out (\d+)$/, (y) => `${y} को छोड़ देना`],
  [/^averaging (\d+) and (\d+) only$/, (a, b) => `केवल ${a} और ${b} का औसत लेना`],
  [/^counting the students below (\d+) instead$/, (m) => `इसके स्थान पर ${m} से कम अंक वाले विद्यार्थियों को गिनना`],
  [/^including the class just below (\d+)$/, (m) => `${m} से ठीक नीचे वाले वर्ग को भी जोड़ लेना`],
  [/^taking only the class starting at (\d+)$/, (m) => `केवल ${m} से शुरू होने वाला वर्ग लेना`],
  [/^finding the percentage scoring (\d+) or more$/, (m) => `${m} या अधिक अंक पाने वालों का प्रतिशत निकालना`],
  [/^counting the class starting at (\d+) as below \1$/, (m) => `${m} से शुरू होने वाले वर्ग को ${m} से कम में गिनना`],
  [/^reading the sector of (.+) instead$/, (h) => `${hiOblique(h)} का त्रिज्यखंड पढ़ लेना`],
  [/^giving what is left after (.+)$/, (h) => `${hiOblique(h)} के बाद बची राशि बताना`],
  [/^giving the amount for (.+) itself$/, (h) => `केवल ${hiOblique(h)} की राशि बता देना`],
  [/^dividing by the share of (.+) instead$/, (h) => `इसके स्थान पर ${hiOblique(h)} के हिस्से से भाग देना`],
  [
    /^applying the change in percentage points to the (\d+) total$/,
    (y) => `प्रतिशत अंकों के परिवर्तन को ${y} के कुल व्यय पर लगाना`,
  ],
  [/^giving the (\d+) amount itself$/, (y) => `${y} की राशि ही बता देना`],
];

/** Each distractor with its mistake in Hindi (an option no named mistake gives needs none). */
export const withHindi = (distractors: readonly Distractor[]): Distractor[] =>
  withHindiMistakes(distractors, (mistake) => mistakeInHindi(MISTAKES, PATTERNS, mistake));

const rows = (values: readonly number[]): string => values.map((v) => num(v)).join(' + ');

/** A table written as lines ("2019: 240"), as the English `table`. */
export const hiTable = (title: string, years: readonly number[], values: readonly number[]): string =>
  [`निम्नलिखित तालिका ${title} दर्शाती है।`, ...years.map((y, i) => `${y}: ${num(values[i]!)}`)].join('\n');

/** A table of two series, as the English `pairTable`. */
export function hiPairTable(
  what: string,
  labels: readonly [string, string],
  years: readonly number[],
  a: readonly number[],
  b: readonly number[],
): string {
  const [la, lb] = labels.map(hiLabel) as [string, string];
  return [
    `निम्नलिखित तालिका ${hiPairTitle(what)} दर्शाती है।`,
    ...years.map((y, i) => `${y}: ${la} ${num(a[i]!)}, ${lb} ${num(b[i]!)}`),
  ].join('\n');
}

/** The table kinds' questions (the table, a line break, the ask) and steps. */
export const HI_TABLE = {
  average: (table: string, n: number, values: readonly number[], avg: number): ProblemHindi => ({
    question: `${table}\nइन ${n} वर्षों का प्रति वर्ष औसत क्या है?`,
    steps: [
      `कुल = ${rows(values)} = ${num(values.reduce((s, v) => s + v, 0))}; औसत = ${num(values.reduce((s, v) => s + v, 0))} ÷ ${n} = ${num(avg)}।`,
    ],
  }),
  total: (table: string, n: number, values: readonly number[], total: number): ProblemHindi => ({
    question: `${table}\nसभी ${n} वर्षों का कुल योग क्या है?`,
    steps: [`कुल = ${rows(values)} = ${num(total)}।`],
  }),
  range: (table: string, hi: number, lo: number): ProblemHindi => ({
    question: `${table}\nसबसे बड़ा वार्षिक आँकड़ा सबसे छोटे आँकड़े से कितना अधिक है?`,
    steps: [`सबसे बड़ा = ${num(hi)}, सबसे छोटा = ${num(lo)}; अंतर = ${num(hi - lo)}।`],
  }),
  combined: (table: string, y1: number, v1: number, y2: number, v2: number): ProblemHindi => ({
    question: `${table}\n${y1} और ${y2} का संयुक्त आँकड़ा क्या है?`,
    steps: [`${y1}: ${num(v1)}, ${y2}: ${num(v2)}; दोनों का योग ${num(v1 + v2)}।`],
  }),
  growth: (table: string, y1: number, v1: number, y2: number, v2: number, change: number): ProblemHindi => ({
    question: `${table}\n${y1} से ${y2} तक आँकड़े में कितने प्रतिशत की ${change > 0 ? 'वृद्धि' : 'कमी'} हुई?`,
    steps: [
      `परिवर्तन = ${num(v2)} − ${num(v1)} = ${num(v2 - v1)}; ${num(v1)} पर यह ${pct(Math.abs(change))} है।`,
    ],
  }),
  /** The family's pie written as lines ("भोजन: 20%"). */
  pie: (income: number, heads: readonly string[], shares: readonly number[]): string =>
    [
      `एक परिवार का ${rupees(income)} का मासिक व्यय पाई चार्ट में प्रतिशत के रूप में दर्शाया गया है:`,
      ...heads.map((h, i) => `${hiLabel(h)}: ${shares[i]}%`),
    ].join('\n'),
  pieAngle: (chart: string, head: string, share: number): ProblemHindi => ({
    question: `${chart}\n${hiOblique(head)} के त्रिज्यखंड का केंद्रीय कोण क्या है?`,
    steps: [`पूरा वृत्त, 360°, 100% है, अतः 1% = 3.6°। ${hiLabel(head)}: ${share} × 3.6 = ${deg(share * 3.6)}।`],
  }),
  pieDifference: (
    chart: string,
    more: string,
    less: string,
    gap: number,
    income: number,
    diff: number,
  ): ProblemHindi => ({
    question: `${chart}\n${hiOblique(more)} पर ${hiOblique(less)} की तुलना में कितना अधिक व्यय होता है?`,
    steps: [`अंतर ${rupees(income)} का ${gap}% = ${rupees(diff)} है।`],
  }),
  pieAmount: (chart: string, head: string, share: number, income: number, amount: number): ProblemHindi => ({
    question: `${chart}\nपरिवार ${hiOblique(head)} पर कितना व्यय करता है?`,
    steps: [`${rupees(income)} का ${share}% = ${num(income)} × ${share}/100 = ${rupees(amount)}।`],
  }),
  ratioOfYears: (
    table: string,
    la: string,
    lb: string,
    year: number,
    a: number,
    b: number,
    r: readonly number[],
  ): ProblemHindi => ({
    question: `${table}\n${year} में ${hiOblique(la)} और ${hiOblique(lb)} का अनुपात क्या है?`,
    steps: [
      `${year} में: ${hiLabel(la)} ${num(a)}, ${hiLabel(lb)} ${num(b)}; अनुपात ${num(a)} : ${num(b)} = ${ratio(r)}।`,
    ],
  }),
  highestGrowth: (
    table: string,
    labelOf: string,
    lines: readonly { year: string; rise: number; base: number; percent: number }[],
    best: string,
  ): ProblemHindi => ({
    question: `${table}\nकिस वर्ष में ${hiOblique(labelOf)} में पिछले वर्ष की तुलना में प्रतिशत वृद्धि सबसे अधिक थी?`,
    steps: [
      `पिछले वर्ष की तुलना में वृद्धि: ${lines.map((l) => `${l.year}: ${num(l.base)} पर ${num(l.rise)} (लगभग ${num(l.percent)}%)`).join('; ')}।`,
      `सबसे अधिक प्रतिशत वृद्धि ${best} में है।`,
    ],
  }),
  averagePercent: (
    table: string,
    la: string,
    lb: string,
    n: number,
    sa: number,
    sb: number,
    value: number,
  ): ProblemHindi => ({
    question: `${table}\nइन वर्षों में ${hiOblique(lb)} का औसत, ${hiOblique(la)} के औसत का कितना प्रतिशत है?`,
    steps: [
      `दोनों औसतों का भाजक ${n} एक ही है, अतः योगों की तुलना करें: ${hiLabel(lb)} ${num(sb)}, ${hiLabel(la)} ${num(sa)}। ${num(sb)}/${num(sa)} × 100 = ${pct(value)}।`,
    ],
  }),
  pairBest: (
    table: string,
    la: string,
    lb: string,
    ask: 'total' | 'gap',
    years: readonly number[],
    figures: readonly number[],
    best: number,
  ): ProblemHindi => ({
    question:
      ask === 'total'
        ? `${table}\nकिस वर्ष में ${hiOblique(la)} और ${hiOblique(lb)} का संयुक्त आँकड़ा सबसे अधिक था?`
        : `${table}\nकिस वर्ष में ${hiOblique(la)} और ${hiOblique(lb)} के बीच अंतर सबसे अधिक था?`,
    steps: [
      `${ask === 'total' ? 'योग' : 'अंतर'}: ${years.map((y, i) => `${y}: ${num(figures[i]!)}`).join(', ')}। सबसे अधिक ${num(figures[best]!)} है, ${years[best]} में।`,
    ],
  }),
};
