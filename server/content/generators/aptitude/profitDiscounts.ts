/**
 * Profit forms asked the other way round (issue 19, audit 3, item 4): the second of two successive
 * discounts from the marked price, the first discount and the selling price; and the gain when the
 * marked price of a articles equals the cost of b and the selling price of c equals the marked price
 * of d (a two-step `articlesCost`). profit.ts spreads them in after its other kinds.
 */
import { article, fraction, num, pct, rupees } from '../format';
import { isWhole, reduceRatio } from '../math';
import { until } from '../question';
import type { Kind, Problem } from '../types';
import { hiOneThing } from './hindiCommerce';
import { aroundKey } from './keyRank';
import { ARTICLES } from '../names';

/** A per cent the papers print: two decimals at most (12.5), or thirds, sixths, sevenths … (33⅓, 14 2/7). */
const printable = (v: number): boolean =>
  Math.abs(v * 100 - Math.round(v * 100)) < 1e-6 ||
  [3, 6, 7, 9, 11, 12].some((d) => Math.abs(v * d - Math.round(v * d)) < 1e-6);

export const PROFIT_DISCOUNTS: Record<string, Kind> = {
  secondDiscount: {
    levels: [2, 3],
    make(rng): Problem {
      return until((): Problem | undefined => {
        const item = rng.pick(ARTICLES);
        const marked = rng.step(Math.max(100, item.min), Math.max(200, item.max), 10);
        const d1 = rng.pick([5, 10, 12.5, 15, 20, 25]);
        const d2 = rng.pick([4, 5, 6, 8, 10, 12.5, 15, 20, 25]);
        const after1 = (marked * (100 - d1)) / 100;
        const sold = (after1 * (100 - d2)) / 100;
        if (!isWhole(after1) || !isWhole(sold) || d1 === d2) return undefined;
        const single = (100 * (marked - sold)) / marked;
        const wrong = [
          {
            mistake: 'taking the whole discount less the first',
            hi: 'कुल छूट में से पहली छूट सीधे घटाना',
            value: single - d1,
          },
          {
            mistake: 'adding the product term instead of subtracting it',
            hi: 'गुणनफल वाले पद को घटाने के स्थान पर जोड़ना',
            value: (single - d1) / (1 + d1 / 100),
          },
          {
            mistake: 'giving the single equivalent discount',
            hi: 'एकल समतुल्य छूट बताना',
            value: single,
          },
          {
            mistake: 'taking the second discount on the selling price',
            hi: 'दूसरी छूट को विक्रय मूल्य पर लेना',
            value: (100 * (after1 - sold)) / sold,
          },
          {
            mistake: 'giving the whole discount as a per cent of the selling price',
            hi: 'कुल छूट को विक्रय मूल्य का प्रतिशत बताना',
            value: (100 * (marked - sold)) / sold,
          },
          { mistake: 'giving the first discount again', hi: 'पहली छूट ही दोबारा बताना', value: d1 },
        ]
          .filter((d) => d.value > 0 && printable(d.value) && Math.abs(d.value - d2) > 1e-9)
          .filter((e, i, all) => all.findIndex((o) => Math.abs(o.value - e.value) < 1e-9) === i);
        const kept = aroundKey(wrong, d2, marked / 10 + d1);
        if (new Set(kept.slice(0, 3).map((d) => d.value)).size < 3) return undefined;
        return {
          question: `The marked price of ${article(item.name)} ${item.name} is ${rupees(marked)}. It is sold for ${rupees(sold)} after two successive discounts, the first of which is ${pct(d1)}. What is the second discount?`,
          answer: d2,
          format: pct,
          distractors: kept,
          steps: [
            `After the first discount the price is ${num(marked)} × ${num(100 - d1)}/100 = ${rupees(after1)}.`,
            `The second discount takes it from ${rupees(after1)} to ${rupees(sold)}: ${num(after1 - sold)}/${num(after1)} × 100 = ${pct(d2)}.`,
          ],
          hi: {
            question: `${hiOneThing(item.name)} का अंकित मूल्य ${rupees(marked)} है। दो क्रमागत छूटों के बाद इसे ${rupees(sold)} में बेचा जाता है, जिनमें पहली छूट ${pct(d1)} है। दूसरी छूट कितनी है?`,
            steps: [
              `पहली छूट के बाद मूल्य = ${num(marked)} × ${num(100 - d1)}/100 = ${rupees(after1)}।`,
              `दूसरी छूट मूल्य को ${rupees(after1)} से ${rupees(sold)} कर देती है: ${num(after1 - sold)}/${num(after1)} × 100 = ${pct(d2)}।`,
            ],
          },
          params: { marked, d1, sold },
        };
      });
    },
  },
  articlesTwoStep: {
    levels: [2, 3],
    make(rng): Problem {
      return until((): Problem | undefined => {
        const markup = rng.pick([20, 25, 40, 50, 60, 75, 80, 100]);
        const off = rng.pick([10, 12.5, 20, 25, 30, 37.5, 40]);
        const [mk, ck] = reduceRatio([100, 100 + markup]); // marked of mk = cost of ck
        const [sk, dk] = reduceRatio([1000, 10 * (100 - off)]); // selling of sk = marked of dk
        const u = rng.int(1, 12);
        const v = rng.int(1, 12);
        const [a, b, c, d] = [mk! * u, ck! * u, sk! * v, dk! * v];
        if (Math.min(a, b, c, d) < 8 || Math.max(a, b, c, d) > 120 || new Set([a, b, c, d]).size < 4)
          return undefined;
        const ratio = (b * d) / (a * c); // selling price over cost price
        const gain = 100 * (ratio - 1);
        if (gain <= 0 || !printable(gain)) return undefined;
        const wrong = [
          {
            mistake: 'stopping at the markup',
            hi: 'केवल अंकन प्रतिशत पर रुक जाना',
            value: 100 * (b / a - 1),
          },
          {
            mistake: 'reading the second relation the wrong way round',
            hi: 'दूसरे संबंध को उलटा पढ़ना',
            value: 100 * ((b * c) / (a * d) - 1),
          },
          {
            mistake: 'giving the discount per cent',
            hi: 'छूट प्रतिशत बताना',
            value: 100 * (1 - d / c),
          },
          {
            mistake: 'subtracting the discount from the markup',
            hi: 'अंकन प्रतिशत में से छूट प्रतिशत सीधे घटाना',
            value: 100 * (b / a - 1) - 100 * (1 - d / c),
          },
          {
            mistake: 'giving the selling price as a per cent of the cost price',
            hi: 'विक्रय मूल्य को क्रय मूल्य का प्रतिशत बताना',
            value: 100 * ratio,
          },
          {
            mistake: 'taking the gain as a per cent of the selling price',
            hi: 'लाभ को विक्रय मूल्य का प्रतिशत मानना',
            value: 100 * (1 - 1 / ratio),
          },
          {
            mistake: 'taking the gain as a per cent of the marked price',
            hi: 'लाभ को अंकित मूल्य का प्रतिशत मानना',
            value: (100 * (ratio - 1) * a) / b,
          },
        ]
          .filter((w) => w.value > 0 && printable(w.value) && Math.abs(w.value - gain) > 1e-9)
          .filter((e, i, all) => all.findIndex((o) => Math.abs(o.value - e.value) < 1e-9) === i);
        const kept = aroundKey(wrong, gain, a + c);
        if (new Set(kept.slice(0, 3).map((w) => w.value)).size < 3) return undefined;
        return {
          question: `The marked price of ${a} articles is equal to the cost price of ${b} articles, and the selling price of ${c} articles is equal to the marked price of ${d} articles. What is the gain per cent?`,
          answer: gain,
          format: pct,
          distractors: kept,
          steps: [
            `Let one article cost ₹ 1. Marked price of ${a} = ₹ ${b}, so one is marked at ₹ ${b}/${a}.`,
            `Selling price of ${c} = marked price of ${d} = ₹ ${d} × ${b}/${a}, so one sells for ₹ ${b} × ${d}/(${a} × ${c}) = ₹ ${fraction(ratio)}.`,
            `Gain = ${fraction(ratio)} − 1 = ₹ ${fraction(ratio - 1)} on ₹ 1: ${pct(gain)}.`,
          ],
          hi: {
            question: `${a} वस्तुओं का अंकित मूल्य ${b} वस्तुओं के क्रय मूल्य के बराबर है, और ${c} वस्तुओं का विक्रय मूल्य ${d} वस्तुओं के अंकित मूल्य के बराबर है। लाभ प्रतिशत कितना है?`,
            steps: [
              `मान लीजिए एक वस्तु का क्रय मूल्य ₹ 1 है। ${a} वस्तुओं का अंकित मूल्य = ₹ ${b}, अतः एक वस्तु का अंकित मूल्य ₹ ${b}/${a} है।`,
              `${c} वस्तुओं का विक्रय मूल्य = ${d} वस्तुओं का अंकित मूल्य = ₹ ${d} × ${b}/${a}, अतः एक वस्तु का विक्रय मूल्य ₹ ${b} × ${d}/(${a} × ${c}) = ₹ ${fraction(ratio)} है।`,
              `लाभ = ${fraction(ratio)} − 1 = ₹ ${fraction(ratio - 1)}, ₹ 1 पर: ${pct(gain)}।`,
            ],
          },
          params: { a, b, c, d },
        };
      });
    },
  },
};
