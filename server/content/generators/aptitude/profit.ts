import { article, decimal, num, pct, rupees } from '../format';
import { isWhole } from '../math';
import { ARTICLES, anyone, pluralOf } from '../names';
import { defineTopic, until } from '../question';
import { PROFIT_VARIANTS } from './commerceVariants';

const gainOrLoss = (value: number): string =>
  Math.abs(value) < 1e-9 ? 'No profit, no loss' : value > 0 ? `${pct(value)} profit` : `${pct(-value)} loss`;

export const profitAndLoss = defineTopic({
  profitPercent: {
    levels: [1],
    make(rng) {
      return until(() => {
        const item = rng.pick(ARTICLES);
        const cp = rng.step(item.min, item.max, 20);
        const p = rng.pick([5, 8, 10, 12, 12.5, 15, 20, 25, 30, 40]) * (rng.chance(0.65) ? 1 : -1);
        const sp = cp * (1 + p / 100);
        if (!isWhole(sp)) return undefined;
        const who = anyone(rng);
        const word = p > 0 ? 'profit' : 'loss';
        return {
          question: `${who.name} buys a ${item.name} for ${rupees(cp)} and sells it for ${rupees(sp)}. What is ${who.his} ${word} per cent?`,
          answer: Math.abs(p),
          format: pct,
          distractors: [
            {
              mistake: 'dividing by the selling price instead of the cost price',
              value: (Math.abs(sp - cp) / sp) * 100,
            },
            {
              mistake: 'writing the selling price as a percentage of the cost price',
              value: (sp / cp) * 100,
            },
            { mistake: 'halving the percentage', value: Math.abs(p) / 2 },
            { mistake: 'doubling the percentage', value: Math.abs(p) * 2 },
          ],
          steps: [
            `${word[0]!.toUpperCase()}${word.slice(1)} = ${rupees(Math.abs(sp - cp))} on the cost price ${rupees(cp)}: ${num(Math.abs(sp - cp))}/${num(cp)} × 100 = ${pct(Math.abs(p))}.`,
          ],
          params: { cp, sp },
        };
      });
    },
  },
  sellingPrice: {
    levels: [1],
    make(rng) {
      return until(() => {
        const item = rng.pick(ARTICLES);
        const cp = rng.step(item.min, item.max, 20);
        const p = rng.pick([5, 8, 10, 12, 15, 20, 25, 30, 40]) * (rng.chance(0.65) ? 1 : -1);
        const sp = cp * (1 + p / 100);
        if (!isWhole(sp)) return undefined;
        return {
          question: `A shopkeeper buys a ${item.name} for ${rupees(cp)}. At what price must he sell it to make a ${p > 0 ? 'profit' : 'loss'} of ${pct(Math.abs(p))}?`,
          answer: sp,
          format: rupees,
          distractors: [
            {
              mistake:
                p > 0
                  ? 'subtracting the profit instead of adding it'
                  : 'adding the loss instead of subtracting it',
              value: cp * (1 - p / 100),
            },
            {
              mistake: `giving only the ${p > 0 ? 'profit' : 'loss'} amount`,
              value: (cp * Math.abs(p)) / 100,
            },
            {
              mistake: 'taking the percentage on the selling price',
              value: p > 0 ? (cp * 100) / (100 - p) : (cp * 100) / (100 - p),
            },
          ],
          steps: [
            `SP = CP × (100 ${p > 0 ? '+' : '−'} ${num(Math.abs(p))})/100 = ${num(cp)} × ${num(100 + p)}/100 = ${rupees(sp)}.`,
          ],
          params: { cp, p },
        };
      });
    },
  },
  costPrice: {
    levels: [1, 2],
    make(rng) {
      return until(() => {
        const item = rng.pick(ARTICLES);
        const cp = rng.step(item.min, item.max, 20);
        const p = rng.pick([5, 10, 12.5, 15, 20, 25, 30, 40]) * (rng.chance(0.65) ? 1 : -1);
        const sp = cp * (1 + p / 100);
        if (!isWhole(sp) || !isWhole((sp * p) / 100)) return undefined;
        return {
          question: `By selling a ${item.name} for ${rupees(sp)}, a trader makes a ${p > 0 ? 'profit' : 'loss'} of ${pct(Math.abs(p))}. What did it cost him?`,
          answer: cp,
          format: rupees,
          distractors: [
            {
              // the percentage taken of the selling price instead of the cost price
              mistake:
                p > 0
                  ? `taking ${pct(p)} of the selling price off it`
                  : `adding ${pct(-p)} of the selling price to it`,
              value: sp * (1 - p / 100),
            },
            {
              mistake:
                p > 0
                  ? 'adding the profit to the selling price'
                  : 'subtracting the loss from the selling price',
              value: sp * (1 + p / 100),
            },
            {
              mistake: `dividing by ${num(100 - p)} instead of ${num(100 + p)}`,
              value: (sp * 100) / (100 - p),
            },
          ],
          steps: [`SP = CP × ${num(100 + p)}/100, so CP = ${num(sp)} × 100/${num(100 + p)} = ${rupees(cp)}.`],
          params: { sp, p },
        };
      });
    },
  },
  discountProfit: {
    levels: [2],
    make(rng) {
      return until(() => {
        const m = rng.pick([20, 25, 30, 40, 50, 60]);
        const d = rng.pick([5, 10, 12.5, 15, 20, 25]);
        const net = ((100 + m) * (100 - d)) / 100 - 100;
        if (!isWhole(net * 2) || Math.abs(net) < 1e-9) return undefined;
        return {
          question: `A shopkeeper marks his goods ${pct(m)} above the cost price and allows a discount of ${pct(d)}. What is his profit or loss per cent?`,
          answer: net,
          format: gainOrLoss,
          allowNonPositive: true,
          distractors: [
            { mistake: 'subtracting the discount from the mark-up', value: m - d },
            { mistake: 'getting the sign of the result wrong', value: -net },
            { mistake: 'adding the mark-up and the discount', value: m + d },
          ],
          steps: [
            `Take CP = 100. Marked price = ${num(100 + m)}; after ${pct(d)} discount, SP = ${num(100 + m)} × ${num(100 - d)}/100 = ${num(100 + net)}.`,
            `So the result is ${gainOrLoss(net).toLowerCase()}.`,
          ],
          params: { m, d },
        };
      });
    },
  },
  markedPrice: {
    levels: [2, 3],
    make(rng) {
      return until(() => {
        const item = rng.pick(ARTICLES);
        const cp = rng.step(item.min, item.max, 50);
        const p = rng.pick([10, 12, 15, 20, 25, 8]);
        const d = rng.pick([10, 12, 15, 20, 25, 4, 5]);
        const mp = (cp * (100 + p)) / (100 - d);
        if (!isWhole(mp)) return undefined;
        return {
          question: `A ${item.name} costs a shopkeeper ${rupees(cp)}. What price should he mark on it so that he can allow a discount of ${pct(d)} and still make a profit of ${pct(p)}?`,
          answer: mp,
          format: rupees,
          distractors: [
            {
              mistake: 'adding the profit and discount percentages to the cost',
              value: (cp * (100 + p + d)) / 100,
            },
            {
              mistake: 'adding the discount to the selling price instead of dividing',
              value: ((cp * (100 + p)) / 100) * ((100 + d) / 100),
            },
            { mistake: 'stopping at the selling price', value: (cp * (100 + p)) / 100 },
          ],
          steps: [
            `Selling price = ${num(cp)} × ${num(100 + p)}/100 = ${rupees((cp * (100 + p)) / 100)}, and this is ${pct(100 - d)} of the marked price.`,
            `Marked price = ${num((cp * (100 + p)) / 100)} × 100/${num(100 - d)} = ${rupees(mp)}.`,
          ],
          params: { cp, p, d },
        };
      });
    },
  },
  successiveDiscounts: {
    levels: [2],
    make(rng) {
      return until(() => {
        const d1 = rng.pick([10, 15, 20, 25, 30, 40]);
        const d2 = rng.pick([5, 10, 15, 20, 25]);
        const d3 = rng.chance(0.3) ? rng.pick([5, 10]) : 0;
        const single = 100 - (100 - d1) * (1 - d2 / 100) * (1 - d3 / 100);
        if (!isWhole(single * 100)) return undefined;
        const list = d3 ? `${pct(d1)}, ${pct(d2)} and ${pct(d3)}` : `${pct(d1)} and ${pct(d2)}`;
        return {
          question: `What single discount is equivalent to successive discounts of ${list}?`,
          answer: single,
          format: pct,
          distractors: [
            { mistake: 'adding the discounts', value: d1 + d2 + d3 },
            {
              mistake: d3
                ? 'subtracting the second discount instead of adding it'
                : 'subtracting the second discount from the first',
              value: d1 - d2 + d3,
            },
            d3
              ? { mistake: 'applying only the first two discounts', value: d1 + d2 - (d1 * d2) / 100 }
              : {
                  mistake: 'adding the product term instead of subtracting it',
                  value: d1 + d2 + (d1 * d2) / 100,
                },
            { mistake: 'multiplying the first two discount percentages', value: (d1 * d2) / 100 },
          ],
          steps: [
            `Price left = ${[d1, d2, d3]
              .filter(Boolean)
              .map((d) => `${num(100 - d)}%`)
              .join(
                ' × ',
              )} of the price = ${pct(100 - single)}, so the single discount is 100% − ${pct(100 - single)} = ${pct(single)}.`,
          ],
          params: { d1, d2, d3 },
        };
      });
    },
  },
  falseWeight: {
    levels: [2],
    make(rng) {
      const w = rng.pick([800, 900, 960, 750, 875, 600, 880, 950]);
      const gain = ((1000 - w) / w) * 100;
      const grain = rng.pick(['rice', 'sugar', 'dal', 'wheat flour']);
      return {
        question: `A dishonest shopkeeper claims to sell ${grain} at cost price, but uses a weight of ${num(w)} g for 1 kg. What is his gain per cent?`,
        answer: gain,
        format: pct,
        distractors: [
          {
            mistake: 'dividing the shortfall by 1000 g instead of the weight actually given',
            value: ((1000 - w) / 1000) * 100,
          },
          { mistake: 'writing 1000 g as a percentage of the weight given', value: (1000 / w) * 100 },
        ],
        steps: [
          `He gives ${num(w)} g but is paid for 1000 g, gaining ${num(1000 - w)} g on ${num(w)} g: ${num(1000 - w)}/${num(w)} × 100 = ${pct(gain)}.`,
        ],
        params: { w },
      };
    },
  },
  lossToGain: {
    levels: [2],
    make(rng) {
      return until(() => {
        const item = rng.pick(ARTICLES);
        const cp = rng.step(item.min, item.max, 50);
        const l = rng.pick([5, 10, 12, 15, 20, 25, 8]);
        const g = rng.pick([5, 10, 12, 15, 20, 25, 30]);
        const s1 = (cp * (100 - l)) / 100;
        const s2 = (cp * (100 + g)) / 100;
        if (!isWhole(s1) || !isWhole(s2)) return undefined;
        return {
          question: `By selling a ${item.name} for ${rupees(s1)}, a shopkeeper loses ${pct(l)}. At what price should he sell it to gain ${pct(g)}?`,
          answer: s2,
          format: rupees,
          distractors: [
            { mistake: `adding ${pct(g)} to the old selling price`, value: (s1 * (100 + g)) / 100 },
            { mistake: `adding ${pct(l + g)} to the old selling price`, value: (s1 * (100 + l + g)) / 100 },
            { mistake: 'stopping at the cost price', value: cp },
          ],
          steps: [
            `CP = ${num(s1)} × 100/${num(100 - l)} = ${rupees(cp)}. New SP = ${num(cp)} × ${num(100 + g)}/100 = ${rupees(s2)}.`,
          ],
          params: { s1, l, g },
        };
      });
    },
  },
  twoAtSamePrice: {
    levels: [3],
    make(rng) {
      return until(() => {
        const p = rng.pick([10, 20, 25, 15, 30, 12, 5]);
        const item = rng.pick(ARTICLES);
        const sp = rng.step(item.min, item.max, 50);
        const cp1 = (sp * 100) / (100 + p);
        const cp2 = (sp * 100) / (100 - p);
        if (!isWhole(cp1) || !isWhole(cp2)) return undefined;
        const who = anyone(rng);
        const loss = cp1 + cp2 - 2 * sp;
        const askAmount = rng.chance(0.5);
        return askAmount
          ? {
              question: `${who.name} sells two ${pluralOf(item)} for ${rupees(sp)} each, gaining ${pct(p)} on one and losing ${pct(p)} on the other. What is ${who.his} overall loss in rupees?`,
              answer: loss,
              format: rupees,
              distractors: [
                {
                  mistake: `taking ${pct(p)} of the two selling prices together`,
                  value: (2 * sp * p) / 100,
                },
                { mistake: 'finding the loss on one article only', value: cp2 - sp },
                { mistake: 'finding the gain on one article only', value: sp - cp1 },
              ],
              steps: [
                `Cost of the first = ${num(sp)} × 100/${100 + p} = ${rupees(cp1)}; of the second = ${num(sp)} × 100/${100 - p} = ${rupees(cp2)}.`,
                `Total cost ${rupees(cp1 + cp2)} against ${rupees(2 * sp)} received: loss ${rupees(loss)}. (Equal gain and loss of p% at the same price always mean a loss of (p/10)²%: here (${num(p)}/10)² = ${decimal((p * p) / 100)}%.)`,
              ],
              params: { sp, p, ask: 'amount' },
            }
          : {
              question: `A trader sells two ${pluralOf(item)} at the same price, ${rupees(sp)} each. He gains ${pct(p)} on one and loses ${pct(p)} on the other. What is his overall gain or loss per cent?`,
              answer: -(p * p) / 100,
              format: gainOrLoss,
              allowNonPositive: true,
              trap: true,
              distractors: [
                { mistake: 'assuming the gain and the loss cancel', value: 0 },
                { mistake: 'getting the sign wrong', value: (p * p) / 100 },
                { mistake: 'forgetting to square p/10', value: -p / 10 },
                { mistake: 'doubling p²/100', value: -(p * p) / 50 },
              ],
              steps: [
                `When two articles sell at the same price with equal gain and loss of p%, there is always a loss of p²/100 % = ${num(p * p)}/100 = ${pct((p * p) / 100)}, i.e. ${gainOrLoss(-(p * p) / 100)}.`,
              ],
              params: { sp, p, ask: 'percent' },
            };
      });
    },
  },
  clothGain: {
    levels: [3],
    make(rng) {
      const loss = rng.chance(0.3);
      // b : (a − b) for a gain, b : (a + b) for a loss, in a ratio that gives a clean percentage
      const [x, y] = rng.pick([
        [1, 4],
        [1, 2],
        [1, 5],
        [1, 3],
        [1, 1],
        [1, 8],
        [2, 5],
        [3, 10],
        [2, 3],
        [3, 5],
      ] as const);
      const k = rng.int(2, loss ? 8 : 10);
      const b = k * x;
      const a = loss ? k * (y - x) : k * (x + y);
      const value = (x / y) * 100;
      return {
        question: loss
          ? `By selling ${a} m of cloth, a shopkeeper loses the selling price of ${b} m. What is his loss per cent?`
          : `By selling ${a} m of cloth, a shopkeeper gains the selling price of ${b} m. What is his gain per cent?`,
        answer: value,
        format: pct,
        distractors: [
          { mistake: `dividing ${b} by ${a} (the metres sold)`, value: (b / a) * 100 },
          {
            mistake: loss ? `dividing by ${a} − ${b}` : `dividing by ${a} + ${b}`,
            value: loss ? (b / (a - b)) * 100 : (b / (a + b)) * 100,
          },
          { mistake: 'dividing the other way round', value: (y / x) * 100 },
        ],
        steps: loss
          ? [
              `SP of ${a} m = CP of ${a} m − SP of ${b} m, so CP of ${a} m = SP of ${a + b} m. Loss = SP of ${b} m on CP = SP of ${a + b} m: ${b}/${a + b} × 100 = ${pct(value)}.`,
            ]
          : [
              `SP of ${a} m − CP of ${a} m = SP of ${b} m, so CP of ${a} m = SP of ${a - b} m. Gain = ${b}/${a - b} × 100 = ${pct(value)}.`,
            ],
        params: { a, b, loss },
      };
    },
  },
  extraForGain: {
    levels: [3],
    make(rng) {
      return until(() => {
        const item = rng.pick(ARTICLES);
        const cp = rng.step(item.min, item.max, 50);
        const g1 = rng.pick([-10, -5, 4, 5, 8, 10, 12, 15]);
        const g2 = g1 + rng.pick([4, 5, 6, 8, 10, 12, 15]);
        const extra = (cp * (g2 - g1)) / 100;
        if (!isWhole(extra)) return undefined;
        const first = g1 < 0 ? `at a loss of ${pct(-g1)}` : `at a profit of ${pct(g1)}`;
        const second = g2 < 0 ? `a loss of only ${pct(-g2)}` : `a profit of ${pct(g2)}`;
        return {
          question: `A ${item.name} is sold ${first}. Had it been sold for ${rupees(extra)} more, there would have been ${second}. What is its cost price?`,
          answer: cp,
          format: rupees,
          distractors: [
            g1 * g2 < 0
              ? {
                  mistake: 'subtracting one percentage from the other instead of adding them',
                  value: (extra * 100) / Math.abs(g2 + g1),
                }
              : {
                  mistake: 'adding the two percentages instead of subtracting one from the other',
                  value: (extra * 100) / (Math.abs(g1) + Math.abs(g2)),
                },
            { mistake: 'dividing by the second percentage only', value: (extra * 100) / Math.abs(g2) },
            { mistake: 'giving the first selling price', value: (cp * (100 + g1)) / 100 },
          ],
          steps: [
            `The extra ${rupees(extra)} is the difference between ${num(100 + g2)}% and ${num(100 + g1)}% of the cost, i.e. ${num(g2 - g1)}%. CP = ${num(extra)} × 100/${num(g2 - g1)} = ${rupees(cp)}.`,
          ],
          params: { g1, g2, extra },
        };
      });
    },
  },
  markupFalseWeight: {
    levels: [3],
    make(rng) {
      return until(() => {
        const m = rng.pick([10, 20, 25, 30, 40, 50]);
        const d = rng.pick([10, 20, 25, 12.5, 15]);
        const w = rng.pick([800, 900, 960, 750, 840, 880]);
        const sp = (100 + m) * (1 - d / 100); // per kg claimed, for goods costing 100 per kg
        const cost = (100 * w) / 1000;
        const gain = ((sp - cost) / cost) * 100;
        if (!isWhole(gain * 100) || gain <= 0) return undefined;
        return {
          question: `A trader marks his goods ${pct(m)} above cost price and gives a discount of ${pct(d)}. He also uses ${article(w)} ${num(w)} g weight in place of 1 kg. What is his overall gain per cent?`,
          answer: gain,
          format: pct,
          distractors: [
            { mistake: 'ignoring the false weight', value: sp - 100 },
            {
              mistake: 'adding the weight gain to the price gain instead of compounding',
              value: sp - 100 + ((1000 - w) / w) * 100,
            },
            {
              mistake: 'subtracting the discount from the mark-up before the weight',
              value: ((100 + m - d - cost) / cost) * 100,
            },
          ],
          steps: [
            `Take the cost of 1 kg as ₹ 100. He sells "1 kg" for ${num(100 + m)} × ${num(100 - d)}/100 = ₹ ${num(sp)}, but it costs him only ${num(w)} g = ₹ ${num(cost)}.`,
            `Gain = (${num(sp)} − ${num(cost)})/${num(cost)} × 100 = ${pct(gain)}.`,
          ],
          params: { m, d, w },
        };
      });
    },
  },
  // forms the papers set beside the classic ones (commerceVariants.ts)
  ...PROFIT_VARIANTS,
});
