/**
 * The level-3 kinds of profit and loss, kept beside profit.ts (which spreads them in their draw order):
 * two articles at the same price, gain as metres of cloth, a price raised for a better gain, mark-up
 * with a false weight. Each writes its Hindi twin (issue 15) from the same drawn values.
 */
import { article, decimal, num, pct, rupees } from '../format';
import { isWhole } from '../math';
import { byGender, hiName } from '../hindi';
import { ARTICLES, anyone, pluralOf } from '../names';
import { isExact, until } from '../question';
import type { Kind } from '../types';
import { hiGainOrLoss, hiOneThing, hiPluralThing } from './hindiCommerce';
import { aroundKey } from './keyRank';

/** "12% profit", "5% loss", "No profit, no loss" (profit.ts shows its discounts' result the same way). */
export const gainOrLoss = (value: number): string =>
  Math.abs(value) < 1e-9 ? 'No profit, no loss' : value > 0 ? `${pct(value)} profit` : `${pct(-value)} loss`;

export const PROFIT_LEVEL3: Record<string, Kind> = {
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
              // paise where a slip gives them, as the (p/10)² % slips below the key do
              wholeOptions: false,
              // slips on both sides of the key, ordered around it (issue 19)
              distractors: aroundKey(
                [
                  {
                    mistake: `taking ${pct(p)} of the two selling prices together`,
                    hi: `दोनों विक्रय मूल्यों के योग का ${pct(p)} लेना`,
                    value: (2 * sp * p) / 100,
                  },
                  {
                    mistake: 'finding the loss on one article only',
                    hi: 'केवल एक वस्तु पर हानि ज्ञात करना',
                    value: cp2 - sp,
                  },
                  {
                    mistake: 'finding the gain on one article only',
                    hi: 'केवल एक वस्तु पर लाभ ज्ञात करना',
                    value: sp - cp1,
                  },
                  {
                    mistake: `taking the ${pct((p * p) / 100)} loss on the two selling prices, not on the cost`,
                    hi: `${pct((p * p) / 100)} हानि को क्रय मूल्य के स्थान पर दोनों विक्रय मूल्यों पर लेना`,
                    value: (2 * sp * p * p) / 10000,
                  },
                  {
                    mistake: `taking the ${pct((p * p) / 100)} loss on one selling price only`,
                    hi: `${pct((p * p) / 100)} हानि को केवल एक विक्रय मूल्य पर लेना`,
                    value: (sp * p * p) / 10000,
                  },
                  {
                    mistake: `giving the loss per cent, ${num((p * p) / 100)}, as the rupees lost`,
                    hi: `हानि प्रतिशत ${num((p * p) / 100)} को ही रुपयों में हानि बता देना`,
                    value: (p * p) / 100,
                  },
                ].filter((d) => isExact(d.value)),
                loss,
                sp / 50 + p,
              ),
              steps: [
                `Cost of the first = ${num(sp)} × 100/${100 + p} = ${rupees(cp1)}; of the second = ${num(sp)} × 100/${100 - p} = ${rupees(cp2)}.`,
                `Total cost ${rupees(cp1 + cp2)} against ${rupees(2 * sp)} received: loss ${rupees(loss)}. (Equal gain and loss of p% at the same price always mean a loss of (p/10)²%: here (${num(p)}/10)² = ${decimal((p * p) / 100)}%.)`,
              ],
              hi: {
                question: `${hiName(who)} दो ${hiPluralThing(item.name)} ${rupees(sp)} प्रति नग की दर से ${byGender(who, 'बेचता', 'बेचती')} है; एक पर उसे ${pct(p)} लाभ होता है और दूसरे पर ${pct(p)} हानि। उसे कुल कितने रुपये की हानि होती है?`,
                steps: [
                  `पहली वस्तु का क्रय मूल्य = ${num(sp)} × 100/${100 + p} = ${rupees(cp1)}; दूसरी का = ${num(sp)} × 100/${100 - p} = ${rupees(cp2)}।`,
                  `कुल क्रय मूल्य ${rupees(cp1 + cp2)} और प्राप्त राशि ${rupees(2 * sp)}: हानि ${rupees(loss)}। (एक ही विक्रय मूल्य पर बराबर p% लाभ और p% हानि होने पर सदैव (p/10)²% हानि होती है: यहाँ (${num(p)}/10)² = ${decimal((p * p) / 100)}%।)`,
                ],
              },
              params: { sp, p, ask: 'amount' },
            }
          : {
              question: `A trader sells two ${pluralOf(item)} at the same price, ${rupees(sp)} each. He gains ${pct(p)} on one and loses ${pct(p)} on the other. What is his overall gain or loss per cent?`,
              answer: -(p * p) / 100,
              format: gainOrLoss,
              allowNonPositive: true,
              trap: true,
              // slips on both sides of the key, ordered around it (issue 19)
              distractors: aroundKey(
                [
                  {
                    mistake: 'assuming the gain and the loss cancel',
                    hi: 'यह मान लेना कि लाभ और हानि एक-दूसरे को काट देते हैं',
                    value: 0,
                  },
                  { mistake: 'getting the sign wrong', hi: 'हानि को लाभ समझ लेना', value: (p * p) / 100 },
                  { mistake: 'forgetting to square p/10', hi: 'p/10 का वर्ग करना भूल जाना', value: -p / 10 },
                  { mistake: 'doubling p²/100', hi: 'p²/100 को दोगुना करना', value: -(p * p) / 50 },
                  {
                    mistake: `taking the ${pct(p)} loss on the one article as the overall loss`,
                    hi: `एक वस्तु पर हुई ${pct(p)} हानि को ही कुल हानि मान लेना`,
                    value: -p,
                  },
                ],
                -(p * p) / 100,
                sp / 50 + p,
              ),
              steps: [
                `When two articles sell at the same price with equal gain and loss of p%, there is always a loss of p²/100 % = ${num(p * p)}/100 = ${pct((p * p) / 100)}, i.e. ${gainOrLoss(-(p * p) / 100)}.`,
              ],
              hi: {
                question: `एक व्यापारी दो ${hiPluralThing(item.name)} एक ही मूल्य पर, ${rupees(sp)} प्रति नग, बेचता है। एक पर उसे ${pct(p)} लाभ होता है और दूसरे पर ${pct(p)} हानि। उसका कुल लाभ या हानि प्रतिशत क्या है?`,
                steps: [
                  `जब दो वस्तुएँ एक ही मूल्य पर बिकती हैं और एक पर p% लाभ तथा दूसरी पर p% हानि होती है, तो सदैव p²/100 % हानि होती है = ${num(p * p)}/100 = ${pct((p * p) / 100)}, अर्थात ${hiGainOrLoss(-(p * p) / 100)}।`,
                ],
                format: hiGainOrLoss,
              },
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
          {
            mistake: `dividing ${b} by ${a} (the metres sold)`,
            hi: `${b} को ${a} (बेचे गए मीटर) से भाग देना`,
            value: (b / a) * 100,
          },
          {
            mistake: loss ? `dividing by ${a} − ${b}` : `dividing by ${a} + ${b}`,
            hi: loss ? `${a} − ${b} से भाग देना` : `${a} + ${b} से भाग देना`,
            value: loss ? (b / (a - b)) * 100 : (b / (a + b)) * 100,
          },
          { mistake: 'dividing the other way round', hi: 'उलटा भाग देना', value: (y / x) * 100 },
        ],
        steps: loss
          ? [
              `SP of ${a} m = CP of ${a} m − SP of ${b} m, so CP of ${a} m = SP of ${a + b} m. Loss = SP of ${b} m on CP = SP of ${a + b} m: ${b}/${a + b} × 100 = ${pct(value)}.`,
            ]
          : [
              `SP of ${a} m − CP of ${a} m = SP of ${b} m, so CP of ${a} m = SP of ${a - b} m. Gain = ${b}/${a - b} × 100 = ${pct(value)}.`,
            ],
        hi: {
          question: loss
            ? `${a} मीटर कपड़ा बेचने पर एक दुकानदार को ${b} मीटर कपड़े के विक्रय मूल्य के बराबर हानि होती है। उसकी हानि प्रतिशत क्या है?`
            : `${a} मीटर कपड़ा बेचने पर एक दुकानदार को ${b} मीटर कपड़े के विक्रय मूल्य के बराबर लाभ होता है। उसका लाभ प्रतिशत क्या है?`,
          steps: loss
            ? [
                `${a} मीटर का विक्रय मूल्य = ${a} मीटर का क्रय मूल्य − ${b} मीटर का विक्रय मूल्य, अतः ${a} मीटर का क्रय मूल्य = ${a + b} मीटर का विक्रय मूल्य। हानि = ${b} मीटर का विक्रय मूल्य, क्रय मूल्य = ${a + b} मीटर का विक्रय मूल्य: ${b}/${a + b} × 100 = ${pct(value)}।`,
              ]
            : [
                `${a} मीटर का विक्रय मूल्य − ${a} मीटर का क्रय मूल्य = ${b} मीटर का विक्रय मूल्य, अतः ${a} मीटर का क्रय मूल्य = ${a - b} मीटर का विक्रय मूल्य। लाभ = ${b}/${a - b} × 100 = ${pct(value)}।`,
              ],
        },
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
        const hiFirst = g1 < 0 ? `${pct(-g1)} की हानि पर` : `${pct(g1)} के लाभ पर`;
        const hiSecond = g2 < 0 ? `केवल ${pct(-g2)} की हानि होती` : `${pct(g2)} का लाभ होता`;
        return {
          question: `A ${item.name} is sold ${first}. Had it been sold for ${rupees(extra)} more, there would have been ${second}. What is its cost price?`,
          answer: cp,
          format: rupees,
          distractors: [
            g1 * g2 < 0
              ? {
                  mistake: 'subtracting one percentage from the other instead of adding them',
                  hi: 'दोनों प्रतिशतों को जोड़ने के स्थान पर घटाना',
                  value: (extra * 100) / Math.abs(g2 + g1),
                }
              : {
                  mistake: 'adding the two percentages instead of subtracting one from the other',
                  hi: 'दोनों प्रतिशतों को घटाने के स्थान पर जोड़ना',
                  value: (extra * 100) / (Math.abs(g1) + Math.abs(g2)),
                },
            {
              mistake: 'dividing by the second percentage only',
              hi: 'केवल दूसरे प्रतिशत से भाग देना',
              value: (extra * 100) / Math.abs(g2),
            },
            {
              mistake: 'giving the first selling price',
              hi: 'पहला विक्रय मूल्य बताना',
              value: (cp * (100 + g1)) / 100,
            },
          ],
          steps: [
            `The extra ${rupees(extra)} is the difference between ${num(100 + g2)}% and ${num(100 + g1)}% of the cost, i.e. ${num(g2 - g1)}%. CP = ${num(extra)} × 100/${num(g2 - g1)} = ${rupees(cp)}.`,
          ],
          hi: {
            question: `${hiOneThing(item.name)} को ${hiFirst} बेचा जाता है। यदि इसे ${rupees(extra)} अधिक में बेचा जाता, तो ${hiSecond}। इसका क्रय मूल्य क्या है?`,
            steps: [
              `अतिरिक्त ${rupees(extra)} क्रय मूल्य के ${num(100 + g2)}% और ${num(100 + g1)}% का अंतर है, अर्थात ${num(g2 - g1)}%। क्रय मूल्य = ${num(extra)} × 100/${num(g2 - g1)} = ${rupees(cp)}।`,
            ],
          },
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
            { mistake: 'ignoring the false weight', hi: 'कम तौल को अनदेखा करना', value: sp - 100 },
            {
              mistake: 'adding the weight gain to the price gain instead of compounding',
              hi: 'तौल के लाभ को मूल्य के लाभ में सीधे जोड़ देना',
              value: sp - 100 + ((1000 - w) / w) * 100,
            },
            {
              mistake: 'subtracting the discount from the mark-up before the weight',
              hi: 'तौल से पहले अंकित वृद्धि में से छूट को सीधे घटाना',
              value: ((100 + m - d - cost) / cost) * 100,
            },
          ],
          steps: [
            `Take the cost of 1 kg as ₹ 100. He sells "1 kg" for ${num(100 + m)} × ${num(100 - d)}/100 = ₹ ${num(sp)}, but it costs him only ${num(w)} g = ₹ ${num(cost)}.`,
            `Gain = (${num(sp)} − ${num(cost)})/${num(cost)} × 100 = ${pct(gain)}.`,
          ],
          hi: {
            question: `एक व्यापारी अपने माल पर क्रय मूल्य से ${pct(m)} अधिक मूल्य अंकित करता है और ${pct(d)} की छूट देता है। साथ ही वह 1 किग्रा के स्थान पर ${num(w)} ग्राम के बाट का प्रयोग करता है। उसका कुल लाभ प्रतिशत क्या है?`,
            steps: [
              `माना 1 किग्रा का क्रय मूल्य ₹ 100 है। वह "1 किग्रा" ${num(100 + m)} × ${num(100 - d)}/100 = ₹ ${num(sp)} में बेचता है, पर उसे यह केवल ${num(w)} ग्राम = ₹ ${num(cost)} में पड़ता है।`,
              `लाभ = (${num(sp)} − ${num(cost)})/${num(cost)} × 100 = ${pct(gain)}।`,
            ],
          },
          params: { m, d, w },
        };
      });
    },
  },
};
