/**
 * A weighted average of two rates on two bases, asked for the whole (issue 19, third round): "tax of
 * 30% on a part of an income and 40% on the rest comes to 37% of the income; the first part is ₹ x;
 * find the income". The parts stand in the ratio of the differences of the rates from the overall
 * rate, the lower rate's part taking the higher rate's difference (alligation). percentage.ts spreads
 * it in after its other kinds, so the earlier kinds keep their draw order.
 */
import { num, pct, rupees } from '../format';
import { gcd } from '../math';
import { until } from '../question';
import type { Kind } from '../types';

/** A story of two rates on two parts of a whole, in both languages. */
interface Story {
  name: string;
  rates: readonly (readonly [number, number])[];
  unit: number;
  min: number;
  max: number;
  format: (n: number) => string;
  /** The question, given the rates, the overall rate, which part is known ('low' or 'high') and its size. */
  en: (r1: number, r2: number, r: number, known: string) => string;
  hi: (r1: number, r2: number, r: number, known: string) => string;
  whole: string;
  hiWhole: string;
}

const STORIES: readonly Story[] = [
  {
    name: 'tax',
    rates: [
      [5, 10],
      [10, 20],
      [10, 15],
      [20, 30],
      [15, 25],
      [30, 40],
      [20, 25],
    ],
    unit: 5000,
    min: 100000,
    max: 2000000,
    format: rupees,
    en: (r1, r2, r, known) =>
      `A man pays income tax at ${pct(r1)} on a part of his income and at ${pct(r2)} on the rest. His total tax comes to ${pct(r)} of his income. ${known} What is his total income?`,
    hi: (r1, r2, r, known) =>
      `एक व्यक्ति अपनी आय के एक भाग पर ${pct(r1)} और शेष पर ${pct(r2)} की दर से आयकर देता है। उसका कुल कर उसकी आय का ${pct(r)} होता है। ${known} उसकी कुल आय कितनी है?`,
    whole: 'income',
    hiWhole: 'कुल आय',
  },
  {
    name: 'pass',
    rates: [
      [40, 60],
      [50, 70],
      [60, 80],
      [30, 50],
      [45, 65],
      [50, 80],
      [40, 70],
    ],
    unit: 10,
    min: 400,
    max: 2500,
    format: num,
    en: (r1, r2, r, known) =>
      `In an examination, ${pct(r1)} of the boys and ${pct(r2)} of the girls passed, and ${pct(r)} of all the students passed. ${known} How many students appeared in the examination?`,
    hi: (r1, r2, r, known) =>
      `एक परीक्षा में ${pct(r1)} लड़के और ${pct(r2)} लड़कियाँ उत्तीर्ण हुईं, और कुल ${pct(r)} विद्यार्थी उत्तीर्ण हुए। ${known} परीक्षा में कितने विद्यार्थी बैठे?`,
    whole: 'number of students',
    hiWhole: 'कुल विद्यार्थी',
  },
  {
    name: 'discount',
    rates: [
      [10, 20],
      [5, 15],
      [10, 25],
      [15, 30],
      [20, 30],
      [5, 20],
    ],
    unit: 500,
    min: 40000,
    max: 500000,
    format: rupees,
    en: (r1, r2, r, known) =>
      `A shopkeeper allows a discount of ${pct(r1)} on a part of his stock and ${pct(r2)} on the rest, and his total discount comes to ${pct(r)} of the marked price of the whole stock. ${known} What is the marked price of the whole stock?`,
    hi: (r1, r2, r, known) =>
      `एक दुकानदार अपने माल के एक भाग पर ${pct(r1)} और शेष पर ${pct(r2)} की छूट देता है, और उसकी कुल छूट पूरे माल के अंकित मूल्य का ${pct(r)} होती है। ${known} पूरे माल का अंकित मूल्य कितना है?`,
    whole: 'marked price',
    hiWhole: 'कुल अंकित मूल्य',
  },
];

/** The sentence that states the known part, in both languages. */
function knownPart(story: Story, low: boolean, rate: number, value: string): { en: string; hi: string } {
  if (story.name === 'pass')
    return low
      ? { en: `There were ${value} boys.`, hi: `लड़कों की संख्या ${value} थी।` }
      : { en: `There were ${value} girls.`, hi: `लड़कियों की संख्या ${value} थी।` };
  if (story.name === 'tax')
    return {
      en: `The part of his income taxed at ${pct(rate)} is ${value}.`,
      hi: `आय का वह भाग जिस पर ${pct(rate)} कर लगता है, ${value} है।`,
    };
  return {
    en: `The marked price of the part sold at ${pct(rate)} discount is ${value}.`,
    hi: `${pct(rate)} छूट पर बेचे गए भाग का अंकित मूल्य ${value} है।`,
  };
}

export const PERCENTAGE_WEIGHTED: Record<string, Kind> = {
  twoRatesWhole: {
    levels: [2, 3],
    make(rng) {
      return until(() => {
        const story = rng.pick(STORIES);
        const [r1, r2] = rng.pick(story.rates);
        const r = rng.int(r1 + 1, r2 - 1);
        // the parts at r1 and r2 stand as (r2 − r) : (r − r1)
        const g = gcd(r2 - r, r - r1);
        const [u1, u2] = [(r2 - r) / g, (r - r1) / g];
        if (u1 === u2 || u1 + u2 > 12) return undefined;
        const whole = rng.step(story.min, story.max, story.unit * (u1 + u2));
        const [p1, p2] = [(whole * u1) / (u1 + u2), (whole * u2) / (u1 + u2)];
        if (Math.min(p1, p2) < story.min / 4) return undefined;
        const low = rng.chance(0.6);
        const [known, knownRate, knownU, otherU] = low ? [p1, r1, u1, u2] : [p2, r2, u2, u1];
        const value = story.format(known);
        const sentence = knownPart(story, low, knownRate, value);
        const swapped = (known * (u1 + u2)) / otherU;
        const byRates = low ? (known * (r1 + r2)) / r1 : (known * (r1 + r2)) / r2;
        const [d1, d2] = [r2 - r, r - r1];
        return {
          question: story.en(r1, r2, r, sentence.en),
          answer: whole,
          format: story.format,
          distractors: [
            {
              mistake: 'giving the known part the other difference of the rates',
              hi: 'ज्ञात भाग को दरों का दूसरा अंतर दे देना',
              value: swapped,
            },
            {
              mistake: 'giving the other part',
              hi: 'दूसरा भाग बता देना',
              value: whole - known,
            },
            {
              mistake: 'splitting the whole in the ratio of the rates',
              hi: 'पूरे को दरों के अनुपात में बाँट देना',
              value: byRates,
            },
            {
              mistake: 'giving twice the known part',
              hi: 'ज्ञात भाग का दोगुना बता देना',
              value: 2 * known,
            },
          ],
          steps: [
            `By alligation the part at ${pct(r1)} and the part at ${pct(r2)} stand as (${r2} − ${r}) : (${r} − ${r1}) = ${d1} : ${d2}${g > 1 ? ` = ${u1} : ${u2}` : ''}.`,
            `The known part is ${knownU} of ${u1 + u2} shares, so the ${story.whole} = ${num(known)} × ${u1 + u2}/${knownU} = ${story.format(whole)}. (Check: ${pct(r1)} of ${num(p1)} + ${pct(r2)} of ${num(p2)} = ${num((r1 * p1 + r2 * p2) / 100)} = ${pct(r)} of ${num(whole)}.)`,
          ],
          hi: {
            question: story.hi(r1, r2, r, sentence.hi),
            steps: [
              `एलीगेशन से ${pct(r1)} वाला भाग और ${pct(r2)} वाला भाग (${r2} − ${r}) : (${r} − ${r1}) = ${d1} : ${d2}${g > 1 ? ` = ${u1} : ${u2}` : ''} के अनुपात में हैं।`,
              `ज्ञात भाग ${u1 + u2} में से ${knownU} हिस्से है, अतः ${story.hiWhole} = ${num(known)} × ${u1 + u2}/${knownU} = ${story.format(whole)}। (जाँच: ${num(p1)} का ${pct(r1)} + ${num(p2)} का ${pct(r2)} = ${num((r1 * p1 + r2 * p2) / 100)} = ${num(whole)} का ${pct(r)})`,
            ],
          },
          params: { story: story.name, r1, r2, r, low, known },
        };
      });
    },
  },
};
