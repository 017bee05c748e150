/**
 * Profit and loss asked backwards (issue 19, second round): the cost price when the cost and the
 * selling price both change and the profit per cent moves, and the profit or loss per cent when
 * articles are bought n for ₹ a and sold m for ₹ b. profit.ts spreads them in after its other kinds,
 * so the earlier kinds keep their draw order.
 */
import { fraction, num, pct, rupees } from '../format';
import { isWhole } from '../math';
import { isExact, until } from '../question';
import type { Kind } from '../types';
import { hiGainOrLoss } from './hindiCommerce';
import { gainOrLoss } from './profitLevel3';

/** Things sold by the dozen or the handful, with their Hindi (plural, as the papers print them). */
const GOODS: Readonly<Record<string, string>> = {
  pencils: 'पेंसिलें',
  oranges: 'संतरे',
  bananas: 'केले',
  eggs: 'अंडे',
  lemons: 'नींबू',
  toffees: 'टॉफ़ियाँ',
};

export const PROFIT_BACKWARDS: Record<string, Kind> = {
  costFromBothChanges: {
    levels: [3],
    make(rng) {
      return until(() => {
        const p1 = rng.pick([4, 5, 8, 10, 12, 15, 20]);
        const cheaper = rng.pick([5, 10, 15, 20]);
        const p2 = rng.pick([10, 12, 15, 20, 25, 30]);
        const cost = rng.step(200, 5000, 50);
        const sold = (cost * (100 + p1)) / 100;
        const newCost = (cost * (100 - cheaper)) / 100;
        const newSold = (newCost * (100 + p2)) / 100;
        const more = newSold - sold;
        if (p2 <= p1 || !isWhole(sold) || !isWhole(newCost) || !isWhole(newSold) || Math.abs(more) < 1)
          return undefined;
        const unchanged = Math.abs(more) / ((p2 - p1) / 100);
        const dir = more > 0 ? 'more' : 'less';
        // the factor the selling price moves by, as a fraction of the cost price
        const factor = ((100 - cheaper) * (100 + p2)) / 10000 - (100 + p1) / 100;
        return {
          question: `A man sells an article at a profit of ${pct(p1)}. Had he bought it ${pct(cheaper)} cheaper and sold it for ${rupees(Math.abs(more))} ${dir}, he would have gained ${pct(p2)}. What is the cost price of the article?`,
          answer: cost,
          format: rupees,
          distractors: [
            {
              mistake: 'leaving the cost price unchanged',
              hi: 'क्रय मूल्य को अपरिवर्तित मान लेना',
              value: isExact(unchanged) ? unchanged : 0,
            },
            { mistake: 'giving the selling price', hi: 'विक्रय मूल्य बताना', value: sold },
            { mistake: 'giving the new cost price', hi: 'नया क्रय मूल्य बताना', value: newCost },
          ],
          steps: [
            `Let the cost price be C. Selling price = C × ${fraction((100 + p1) / 100)}. New cost = C × ${fraction((100 - cheaper) / 100)}, new selling price = C × ${fraction((100 - cheaper) / 100)} × ${fraction((100 + p2) / 100)} = C × ${fraction(((100 - cheaper) * (100 + p2)) / 10000)}.`,
            `The difference C × ${fraction(Math.abs(factor))} = ${rupees(Math.abs(more))}, so C = ${num(Math.abs(more))} ÷ ${fraction(Math.abs(factor))} = ${rupees(cost)}.`,
          ],
          hi: {
            question: `एक व्यक्ति कोई वस्तु ${pct(p1)} लाभ पर बेचता है। यदि वह इसे ${pct(cheaper)} सस्ता खरीदता और ${rupees(Math.abs(more))} ${more > 0 ? 'अधिक' : 'कम'} में बेचता, तो उसे ${pct(p2)} लाभ होता। वस्तु का क्रय मूल्य क्या है?`,
            steps: [
              `माना क्रय मूल्य C है। विक्रय मूल्य = C × ${fraction((100 + p1) / 100)}। नया क्रय मूल्य = C × ${fraction((100 - cheaper) / 100)}, नया विक्रय मूल्य = C × ${fraction((100 - cheaper) / 100)} × ${fraction((100 + p2) / 100)} = C × ${fraction(((100 - cheaper) * (100 + p2)) / 10000)}।`,
              `अंतर C × ${fraction(Math.abs(factor))} = ${rupees(Math.abs(more))}, अतः C = ${num(Math.abs(more))} ÷ ${fraction(Math.abs(factor))} = ${rupees(cost)}।`,
            ],
          },
          params: { p1, cheaper, p2, more },
        };
      });
    },
  },
  boughtSold: {
    levels: [2, 3],
    make(rng) {
      return until(() => {
        const n = rng.int(2, 12);
        const a = rng.int(1, 20);
        const m = rng.int(2, 12);
        const b = rng.int(1, 20);
        if (n === m || a === b) return undefined;
        const change = ((b * n) / (a * m) - 1) * 100;
        if (!isExact(change) || Math.abs(change) < 1 || Math.abs(change) > 60) return undefined;
        if (!isWhole(change * 6)) return undefined;
        const goods = rng.pick(Object.keys(GOODS));
        const [cp, sp] = [a / n, b / m];
        return {
          question: `A shopkeeper buys ${goods} at ${n} for ${rupees(a)} and sells them at ${m} for ${rupees(b)}. What is his profit or loss per cent?`,
          answer: change,
          format: gainOrLoss,
          allowNonPositive: true,
          wholeOptions: false,
          distractors: [
            {
              mistake: 'dividing by the selling price',
              hi: 'विक्रय मूल्य से भाग देना',
              value: ((sp - cp) / sp) * 100,
            },
            {
              mistake: 'getting profit and loss the wrong way round',
              hi: 'लाभ और हानि को उलट देना',
              value: -change,
            },
            {
              mistake: 'comparing the prices and ignoring the counts',
              hi: 'संख्याओं को छोड़कर केवल मूल्यों की तुलना करना',
              value: ((b - a) / a) * 100,
            },
            {
              mistake: 'comparing the counts per rupee the wrong way round',
              hi: 'प्रति रुपया संख्याओं की उलटी तुलना करना',
              value: ((a * m) / (b * n) - 1) * 100,
            },
          ],
          steps: [
            `Cost price of one = ${num(a)}/${n} = ₹ ${fraction(cp)}; selling price of one = ${num(b)}/${m} = ₹ ${fraction(sp)}.`,
            `Change = (${fraction(sp)} − ${fraction(cp)}) ÷ ${fraction(cp)} × 100 = ${num(change)}%, i.e. ${gainOrLoss(change)}.`,
          ],
          hi: {
            question: `एक दुकानदार ${GOODS[goods]} ${rupees(a)} में ${n} की दर से खरीदता है और ${rupees(b)} में ${m} की दर से बेचता है। उसका लाभ या हानि प्रतिशत क्या है?`,
            steps: [
              `एक का क्रय मूल्य = ${num(a)}/${n} = ₹ ${fraction(cp)}; एक का विक्रय मूल्य = ${num(b)}/${m} = ₹ ${fraction(sp)}।`,
              `परिवर्तन = (${fraction(sp)} − ${fraction(cp)}) ÷ ${fraction(cp)} × 100 = ${num(change)}%, अर्थात ${hiGainOrLoss(change)}।`,
            ],
            format: hiGainOrLoss,
          },
          params: { n, a, m, b },
        };
      });
    },
  },
};
