/**
 * Profit and discount stories asked for their other unknowns (coverage audit 5, items 3 and 4): the
 * gain per cent at a second selling price, the first price's gain or loss known (`gainAtSecondPrice`,
 * beside `lossToGain`, which asks the price for a gain); the bill from the gap between a single
 * discount and two successive ones (`billFromDiscountGap`, beside `successiveDiscounts`, which asks the
 * single discount). profit.ts spreads them in after its other kinds; each writes its Hindi twin from
 * the same drawn values.
 */
import { num, pct, rupees } from '../format';
import { clean, gcd, hasDecimals, isWhole, lcm } from '../math';
import { ARTICLES } from '../names';
import { until } from '../question';
import type { Distractor, Kind, Problem } from '../types';
import { hiOneThing } from './hindiCommerce';
import { aroundKey } from './keyRank';

/**
 * Named mistakes kept only when positive and whole (with `exact`, in hundredths or thirds or sixths,
 * as 12.5 or 16⅔, as percentage options print), not the key, first of each value.
 */
const nice = (v: number): boolean => hasDecimals(v, 2) || hasDecimals(v * 6, 0);

const usable = (wrong: Distractor[], key: number, exact = false): Distractor[] =>
  wrong
    .filter((w) => typeof w.value === 'number' && Number.isFinite(w.value))
    .map((w) => ({ ...w, value: clean(w.value as number) }))
    .filter((w) => (w.value as number) > 0 && (exact ? nice(w.value as number) : isWhole(w.value as number)))
    .filter((w) => Math.abs((w.value as number) - key) > 1e-6)
    .filter((w, i, all) => all.findIndex((o) => o.value === w.value) === i);

export const PROFIT_AUDIT6: Record<string, Kind> = {
  gainAtSecondPrice: {
    levels: [2],
    make(rng): Problem {
      return until((): Problem | undefined => {
        const item = rng.pick(ARTICLES);
        const cp = rng.step(item.min, item.max, 20);
        const first = rng.pick([-25, -20, -15, -12, -10, -8, -5, 5, 8, 10, 12, 15]);
        const g = rng.pick([5, 8, 10, 12, 15, 18, 20, 24, 25, 30, 35, 40]);
        if (g <= first) return undefined;
        const s1 = (cp * (100 + first)) / 100;
        const s2 = (cp * (100 + g)) / 100;
        if (!Number.isInteger(clean(s1)) || !Number.isInteger(clean(s2))) return undefined;
        const loss = first < 0;
        const wrong = usable(
          [
            {
              mistake: 'taking the rise on the first selling price as the gain',
              hi: 'पहले विक्रय मूल्य पर हुई वृद्धि को ही लाभ मान लेना',
              value: ((s2 - s1) / s1) * 100,
            },
            {
              mistake: 'taking the price difference as a per cent of the cost price',
              hi: 'मूल्यों के अंतर को क्रय मूल्य का प्रतिशत मान लेना',
              value: ((s2 - s1) / cp) * 100,
            },
            {
              mistake: 'taking the rise as a per cent of the second price',
              hi: 'वृद्धि को दूसरे मूल्य का प्रतिशत मान लेना',
              value: ((s2 - s1) / s2) * 100,
            },
            {
              mistake: 'finding the gain on the selling price',
              hi: 'लाभ को विक्रय मूल्य पर निकालना',
              value: ((s2 - cp) / s2) * 100,
            },
            {
              mistake: loss
                ? 'subtracting the loss per cent from the rise on the first price'
                : 'adding the first gain per cent to the rise on the first price',
              hi: loss
                ? 'पहले मूल्य पर हुई वृद्धि में से हानि प्रतिशत घटाना'
                : 'पहले मूल्य पर हुई वृद्धि में पहला लाभ प्रतिशत जोड़ना',
              value: ((s2 - s1) / s1) * 100 + first,
            },
            {
              mistake: loss
                ? 'taking the cost price as the first price plus the loss per cent of it'
                : 'taking the cost price as the first price less the gain per cent of it',
              hi: loss
                ? 'पहले मूल्य में उसी का हानि प्रतिशत जोड़कर क्रय मूल्य मानना'
                : 'पहले मूल्य में से उसी का लाभ प्रतिशत घटाकर क्रय मूल्य मानना',
              value: ((s2 - s1 * (1 - first / 100)) / (s1 * (1 - first / 100))) * 100,
            },
          ],
          g,
          true,
        );
        const kept = aroundKey(wrong, g, cp / 20 + g);
        if (kept.length < 3) return undefined;
        const firstEn = loss ? `loses ${pct(-first)}` : `gains ${pct(first)}`;
        const firstHi = loss ? `${pct(-first)} हानि होती है` : `${pct(first)} लाभ होता है`;
        const name = item.name;
        const [qEn, qHi] = rng.chance(0.5)
          ? [
              `By selling a ${name} for ${rupees(s1)}, a shopkeeper ${firstEn}. What will be his gain per cent if he sells it for ${rupees(s2)}?`,
              `${hiOneThing(name)} को ${rupees(s1)} में बेचने पर एक दुकानदार को ${firstHi}। यदि वह इसे ${rupees(s2)} में बेचे, तो उसका लाभ प्रतिशत क्या होगा?`,
            ]
          : [
              `A trader ${firstEn} when he sells a ${name} for ${rupees(s1)}. If he sells it for ${rupees(s2)}, what is his gain per cent?`,
              `एक व्यापारी को ${firstHi} जब वह ${hiOneThing(name)} ${rupees(s1)} में बेचता है। यदि वह इसे ${rupees(s2)} में बेचे, तो उसका लाभ प्रतिशत कितना है?`,
            ];
        const cpEn = `Cost price = ${num(s1)} × 100/${100 + first} = ${rupees(cp)}.`;
        const gainEn = `Gain at ${rupees(s2)} = ${num(s2)} − ${num(cp)} = ${rupees(s2 - cp)}, i.e. ${num(s2 - cp)} × 100/${num(cp)} = ${pct(g)}.`;
        return {
          question: qEn,
          answer: g,
          format: pct,
          distractors: kept,
          steps: [cpEn, gainEn],
          hi: {
            question: qHi,
            steps: [
              `क्रय मूल्य = ${num(s1)} × 100/${100 + first} = ${rupees(cp)}।`,
              `${rupees(s2)} पर लाभ = ${num(s2)} − ${num(cp)} = ${rupees(s2 - cp)}, अर्थात ${num(s2 - cp)} × 100/${num(cp)} = ${pct(g)}।`,
            ],
          },
          params: { s1, first, s2 },
        };
      });
    },
  },
  billFromDiscountGap: {
    levels: [2, 3],
    make(rng): Problem {
      return until((): Problem | undefined => {
        const b = rng.pick([5, 10, 15, 20, 25, 30, 40]);
        const c = rng.pick([5, 10, 15, 20, 25, 30]);
        const both = b + c - (b * c) / 100; // the single discount the two make
        const a = Math.round(both) + rng.pick([-3, -2, -1, 1, 2, 3]);
        const gap = Math.abs(a - both);
        if (a <= 0 || a >= 90 || gap < 0.5 || a === b + c) return undefined;
        // a bill whose price after the two discounts divides into whole rupees the slip below reads back
        const after = Math.round((100 - both) * 100);
        const unit = lcm(100, after / gcd(after, 10000));
        if (unit > 50000) return undefined;
        const bill = unit * rng.int(Math.ceil(1000 / unit), Math.floor(100000 / unit));
        const d = (bill * gap) / 100;
        if (!hasDecimals(d, 0)) return undefined;
        const wrong = usable(
          [
            {
              mistake: 'adding the two discounts as one',
              hi: 'दोनों बट्टों को सीधे जोड़ लेना',
              value: (d * 100) / Math.abs(a - (b + c)),
            },
            {
              mistake: 'dividing by the single discount instead of the gap',
              hi: 'अंतर के स्थान पर एकल बट्टे से भाग देना',
              value: (d * 100) / a,
            },
            {
              mistake: 'giving the price after the single discount',
              hi: 'एकल बट्टे के बाद का मूल्य बता देना',
              value: bill - (bill * a) / 100,
            },
            {
              mistake: 'taking the gap as the product part b × c/100 alone',
              hi: 'अंतर को केवल गुणनफल वाला भाग b × c/100 मान लेना',
              value: (d * 100) / ((b * c) / 100),
            },
            {
              mistake: 'reading the gap as a per cent of the price after the two discounts',
              hi: 'अंतर को दोनों बट्टों के बाद के मूल्य का प्रतिशत मान लेना',
              value: (bill * 100) / (100 - both),
            },
            {
              mistake: 'dividing by the two discounts’ single equivalent instead of the gap',
              hi: 'अंतर के स्थान पर दोनों बट्टों के एकल तुल्य बट्टे से भाग देना',
              value: (d * 100) / both,
            },
          ],
          bill,
        );
        const kept = aroundKey(wrong, bill, bill / 100 + a);
        if (kept.length < 3) return undefined;
        const singleMore = a > both;
        const [qEn, qHi] = rng.chance(0.5)
          ? [
              `The difference between a single discount of ${pct(a)} and two successive discounts of ${pct(b)} and ${pct(c)} on a bill is ${rupees(d)}. What is the amount of the bill?`,
              `किसी बिल पर ${pct(a)} के एकल बट्टे और ${pct(b)} तथा ${pct(c)} के दो क्रमिक बट्टों का अंतर ${rupees(d)} है। बिल की राशि कितनी है?`,
            ]
          : [
              `On an article, a single discount of ${pct(a)} gives ${singleMore ? 'more' : 'less'} discount than two successive discounts of ${pct(b)} and ${pct(c)}, the difference being ${rupees(d)}. What is the marked price of the article?`,
              `किसी वस्तु पर ${pct(a)} का एकल बट्टा, ${pct(b)} और ${pct(c)} के दो क्रमिक बट्टों से ${rupees(d)} ${singleMore ? 'अधिक' : 'कम'} बट्टा देता है। वस्तु का अंकित मूल्य क्या है?`,
            ];
        return {
          question: qEn,
          answer: bill,
          format: rupees,
          distractors: kept,
          steps: [
            `Two successive discounts of ${pct(b)} and ${pct(c)} make ${b} + ${c} − ${b} × ${c}/100 = ${pct(both)}.`,
            `The gap is ${pct(gap)} of the bill: ${num(gap)}% of M = ${rupees(d)}, so M = ${num(d)} × 100/${num(gap)} = ${rupees(bill)}.`,
          ],
          hi: {
            question: qHi,
            steps: [
              `${pct(b)} और ${pct(c)} के दो क्रमिक बट्टे ${b} + ${c} − ${b} × ${c}/100 = ${pct(both)} के बराबर हैं।`,
              `अंतर बिल का ${pct(gap)} है: M का ${num(gap)}% = ${rupees(d)}, अतः M = ${num(d)} × 100/${num(gap)} = ${rupees(bill)}।`,
            ],
          },
          params: { a, b, c, d },
        };
      });
    },
  },
};
