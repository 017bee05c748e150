import { num, pct, rupees } from '../format';
import { clean, isWhole } from '../math';
import { hiListAnd, hiName, inHindi } from '../hindi';
import { ARTICLES, anyone } from '../names';
import { defineTopic, isExact, until } from '../question';
import { PROFIT_VARIANTS } from './commerceVariants';
import { PROFIT_BACKWARDS } from './profitBackwards';
import { PROFIT_MARKUP } from './profitMarkup';
import { PROFIT_ARTICLES } from './profitArticles';
import { PROFIT_DISCOUNTS } from './profitDiscounts';
import { aroundKey } from './keyRank';
import { gainOrLoss, PROFIT_LEVEL3 } from './profitLevel3';
import { HI_GOODS, hiGainOrLoss, hiHappens, hiOneThing, hiProfitWord } from './hindiCommerce';
import { PROFIT_AUDIT4 } from './audit4Arithmetic';
import { PROFIT_QS } from './profitQs';
import { PROFIT_AUDIT6 } from './profitAudit6';

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
          distractors: aroundKey(
            [
              {
                mistake: 'dividing by the selling price instead of the cost price',
                hi: 'क्रय मूल्य के स्थान पर विक्रय मूल्य से भाग देना',
                value: (Math.abs(sp - cp) / sp) * 100,
              },
              {
                mistake: 'writing the selling price as a percentage of the cost price',
                hi: 'विक्रय मूल्य को क्रय मूल्य के प्रतिशत के रूप में लिखना',
                value: (sp / cp) * 100,
              },
              { mistake: 'halving the percentage', hi: 'प्रतिशत को आधा करना', value: Math.abs(p) / 2 },
              { mistake: 'doubling the percentage', hi: 'प्रतिशत को दोगुना करना', value: Math.abs(p) * 2 },
            ].filter((d) => isExact(clean(d.value))),
            Math.abs(p),
            cp,
          ),
          steps: [
            `${word[0]!.toUpperCase()}${word.slice(1)} = ${rupees(Math.abs(sp - cp))} on the cost price ${rupees(cp)}: ${num(Math.abs(sp - cp))}/${num(cp)} × 100 = ${pct(Math.abs(p))}.`,
          ],
          hi: {
            question: `${hiName(who)} ने ${hiOneThing(item.name)} के लिए ${rupees(cp)} चुकाए और उसे ${rupees(sp)} में बेच दिया। उसे कितने प्रतिशत ${hiProfitWord(p)} ${p > 0 ? 'हुआ' : 'हुई'}?`,
            steps: [
              `${hiProfitWord(p)} = क्रय मूल्य ${rupees(cp)} पर ${rupees(Math.abs(sp - cp))}: ${num(Math.abs(sp - cp))}/${num(cp)} × 100 = ${pct(Math.abs(p))}।`,
            ],
          },
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
          distractors: aroundKey(
            [
              {
                mistake:
                  p > 0
                    ? 'subtracting the profit instead of adding it'
                    : 'adding the loss instead of subtracting it',
                hi: p > 0 ? 'लाभ को जोड़ने के स्थान पर घटाना' : 'हानि को घटाने के स्थान पर जोड़ना',
                value: cp * (1 - p / 100),
              },
              {
                mistake: `giving only the ${p > 0 ? 'profit' : 'loss'} amount`,
                hi: `केवल ${hiProfitWord(p)} की राशि बताना`,
                value: (cp * Math.abs(p)) / 100,
              },
              {
                mistake: 'taking the percentage on the selling price',
                hi: 'प्रतिशत को विक्रय मूल्य पर लेना',
                value: p > 0 ? (cp * 100) / (100 - p) : (cp * 100) / (100 - p),
              },
              {
                mistake: `taking the ${pct(Math.abs(p))} as ${rupees(Math.abs(p))}`,
                hi: `${pct(Math.abs(p))} को ${rupees(Math.abs(p))} मान लेना`,
                value: cp + p,
              },
              {
                mistake: `applying the ${p > 0 ? 'profit' : 'loss'} twice`,
                hi: `${hiProfitWord(p)} को दो बार लगाना`,
                value: cp * (1 + p / 100) * (1 + p / 100),
              },
            ].filter(
              (d) =>
                d.value > 0 &&
                isExact(clean(d.value)) &&
                (!Number.isInteger(sp) || Number.isInteger(clean(d.value))),
            ),
            sp,
            cp,
          ),
          steps: [
            `SP = CP × (100 ${p > 0 ? '+' : '−'} ${num(Math.abs(p))})/100 = ${num(cp)} × ${num(100 + p)}/100 = ${rupees(sp)}.`,
          ],
          hi: {
            question: `एक दुकानदार ने ${hiOneThing(item.name)} के लिए ${rupees(cp)} चुकाए। उसे इसे किस मूल्य पर बेचना चाहिए ताकि उसे ${pct(Math.abs(p))} ${hiProfitWord(p)} हो?`,
            steps: [
              `विक्रय मूल्य = क्रय मूल्य × (100 ${p > 0 ? '+' : '−'} ${num(Math.abs(p))})/100 = ${num(cp)} × ${num(100 + p)}/100 = ${rupees(sp)}।`,
            ],
          },
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
              hi: p > 0 ? `विक्रय मूल्य का ${pct(p)} उसी में से घटाना` : `विक्रय मूल्य का ${pct(-p)} उसी में जोड़ना`,
              value: sp * (1 - p / 100),
            },
            {
              mistake:
                p > 0
                  ? 'adding the profit to the selling price'
                  : 'subtracting the loss from the selling price',
              hi: p > 0 ? 'लाभ को विक्रय मूल्य में जोड़ना' : 'हानि को विक्रय मूल्य में से घटाना',
              value: sp * (1 + p / 100),
            },
            {
              mistake: `dividing by ${num(100 - p)} instead of ${num(100 + p)}`,
              hi: `${num(100 + p)} के स्थान पर ${num(100 - p)} से भाग देना`,
              value: (sp * 100) / (100 - p),
            },
          ],
          steps: [`SP = CP × ${num(100 + p)}/100, so CP = ${num(sp)} × 100/${num(100 + p)} = ${rupees(cp)}.`],
          hi: {
            question: `${hiOneThing(item.name)} को ${rupees(sp)} में बेचने पर एक व्यापारी को ${pct(Math.abs(p))} ${hiProfitWord(p)} ${hiHappens(p)} है। उसका क्रय मूल्य क्या था?`,
            steps: [
              `विक्रय मूल्य = क्रय मूल्य × ${num(100 + p)}/100, अतः क्रय मूल्य = ${num(sp)} × 100/${num(100 + p)} = ${rupees(cp)}।`,
            ],
          },
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
            {
              mistake: 'subtracting the discount from the mark-up',
              hi: 'अंकित वृद्धि में से छूट घटाना',
              value: m - d,
            },
            {
              mistake: 'getting the sign of the result wrong',
              hi: 'लाभ को हानि (या हानि को लाभ) समझ लेना',
              value: -net,
            },
            { mistake: 'adding the mark-up and the discount', hi: 'अंकित वृद्धि और छूट को जोड़ना', value: m + d },
          ],
          steps: [
            `Take CP = 100. Marked price = ${num(100 + m)}; after ${pct(d)} discount, SP = ${num(100 + m)} × ${num(100 - d)}/100 = ${num(100 + net)}.`,
            `So the result is ${gainOrLoss(net).toLowerCase()}.`,
          ],
          hi: {
            question: `एक दुकानदार अपने माल पर क्रय मूल्य से ${pct(m)} अधिक मूल्य अंकित करता है और ${pct(d)} की छूट देता है। उसका लाभ या हानि प्रतिशत क्या है?`,
            steps: [
              `माना क्रय मूल्य = 100। अंकित मूल्य = ${num(100 + m)}; ${pct(d)} छूट के बाद, विक्रय मूल्य = ${num(100 + m)} × ${num(100 - d)}/100 = ${num(100 + net)}।`,
              `अतः परिणाम: ${hiGainOrLoss(net)}।`,
            ],
            format: hiGainOrLoss,
          },
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
              hi: 'लाभ और छूट के प्रतिशतों को जोड़कर क्रय मूल्य पर लगाना',
              value: (cp * (100 + p + d)) / 100,
            },
            {
              mistake: 'adding the discount to the selling price instead of dividing',
              hi: 'भाग देने के स्थान पर विक्रय मूल्य में छूट जोड़ना',
              value: ((cp * (100 + p)) / 100) * ((100 + d) / 100),
            },
            {
              mistake: 'stopping at the selling price',
              hi: 'विक्रय मूल्य पर ही रुक जाना',
              value: (cp * (100 + p)) / 100,
            },
          ],
          steps: [
            `Selling price = ${num(cp)} × ${num(100 + p)}/100 = ${rupees((cp * (100 + p)) / 100)}, and this is ${pct(100 - d)} of the marked price.`,
            `Marked price = ${num((cp * (100 + p)) / 100)} × 100/${num(100 - d)} = ${rupees(mp)}.`,
          ],
          hi: {
            question: `एक दुकानदार के लिए ${hiOneThing(item.name)} का क्रय मूल्य ${rupees(cp)} है। वह इस पर कितना मूल्य अंकित करे कि ${pct(d)} की छूट देने के बाद भी उसे ${pct(p)} लाभ हो?`,
            steps: [
              `विक्रय मूल्य = ${num(cp)} × ${num(100 + p)}/100 = ${rupees((cp * (100 + p)) / 100)}, और यह अंकित मूल्य का ${pct(100 - d)} है।`,
              `अंकित मूल्य = ${num((cp * (100 + p)) / 100)} × 100/${num(100 - d)} = ${rupees(mp)}।`,
            ],
          },
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
          // spread round the key (keyRank.ts): the price paid above it, the larger discount alone below
          distractors: aroundKey(
            [
              { mistake: 'adding the discounts', hi: 'छूटों को सीधे जोड़ना', value: d1 + d2 + d3 },
              {
                mistake: d3
                  ? 'subtracting the second discount instead of adding it'
                  : 'subtracting the second discount from the first',
                hi: d3 ? 'दूसरी छूट को जोड़ने के स्थान पर घटाना' : 'पहली छूट में से दूसरी छूट घटाना',
                value: d1 - d2 + d3,
              },
              d3
                ? {
                    mistake: 'applying only the first two discounts',
                    hi: 'केवल पहली दो छूटें लगाना',
                    value: d1 + d2 - (d1 * d2) / 100,
                  }
                : {
                    mistake: 'adding the product term instead of subtracting it',
                    hi: 'गुणनफल वाले पद को घटाने के स्थान पर जोड़ना',
                    value: d1 + d2 + (d1 * d2) / 100,
                  },
              {
                mistake: 'multiplying the first two discount percentages',
                hi: 'पहली दो छूटों के प्रतिशतों का गुणा करना',
                value: (d1 * d2) / 100,
              },

              {
                mistake: 'giving the price paid as a per cent of the marked price',
                hi: 'चुकाए गए मूल्य को अंकित मूल्य का प्रतिशत बताना',
                value: 100 - single,
              },
              {
                mistake: 'applying only the largest discount',
                hi: 'केवल सबसे बड़ी छूट लगाना',
                value: Math.max(d1, d2, d3),
              },
            ].filter((d) => d.value > 0),
            single,
            d1 * 7 + d2 + d3,
          ),
          steps: [
            `Price left = ${[d1, d2, d3]
              .filter(Boolean)
              .map((d) => `${num(100 - d)}%`)
              .join(
                ' × ',
              )} of the price = ${pct(100 - single)}, so the single discount is 100% − ${pct(100 - single)} = ${pct(single)}.`,
          ],
          hi: {
            question: `${hiListAnd([d1, d2, d3].filter(Boolean).map((d) => pct(d)))} की क्रमागत छूटों के बराबर एकल छूट कितनी है?`,
            steps: [
              `शेष मूल्य = मूल्य का ${[d1, d2, d3]
                .filter(Boolean)
                .map((d) => `${num(100 - d)}%`)
                .join(
                  ' × ',
                )} = ${pct(100 - single)}, अतः एकल छूट = 100% − ${pct(100 - single)} = ${pct(single)}।`,
            ],
          },
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
        // slips on both sides of the key, ordered around it (issue 19)
        distractors: aroundKey(
          [
            {
              mistake: 'dividing the shortfall by 1000 g instead of the weight actually given',
              hi: 'कमी को वास्तव में दिए गए भार के स्थान पर 1000 ग्राम से भाग देना',
              value: ((1000 - w) / 1000) * 100,
            },
            {
              mistake: 'writing 1000 g as a percentage of the weight given',
              hi: '1000 ग्राम को दिए गए भार के प्रतिशत के रूप में लिखना',
              value: (1000 / w) * 100,
            },
            {
              mistake: 'forgetting to multiply by 100',
              hi: '100 से गुणा करना भूल जाना',
              value: (1000 - w) / w,
            },
            {
              mistake: 'taking the grams short as the gain per cent',
              hi: 'कम दिए गए ग्रामों को ही लाभ प्रतिशत मान लेना',
              value: 1000 - w,
            },
            {
              mistake: 'dividing the weight given by the shortfall',
              hi: 'दिए गए भार को कमी से भाग देना',
              value: (w / (1000 - w)) * 100,
            },
          ],
          gain,
          w,
        ),
        steps: [
          `He gives ${num(w)} g but is paid for 1000 g, gaining ${num(1000 - w)} g on ${num(w)} g: ${num(1000 - w)}/${num(w)} × 100 = ${pct(gain)}.`,
        ],
        hi: {
          question: `एक बेईमान दुकानदार ${inHindi(HI_GOODS, grain)} को क्रय मूल्य पर बेचने का दावा करता है, परंतु 1 किग्रा के स्थान पर ${num(w)} ग्राम के बाट का प्रयोग करता है। उसका लाभ प्रतिशत क्या है?`,
          steps: [
            `वह ${num(w)} ग्राम देता है पर 1000 ग्राम का मूल्य लेता है, अर्थात ${num(w)} ग्राम पर ${num(1000 - w)} ग्राम का लाभ: ${num(1000 - w)}/${num(w)} × 100 = ${pct(gain)}।`,
          ],
        },
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
            {
              mistake: `adding ${pct(g)} to the old selling price`,
              hi: `पुराने विक्रय मूल्य में ${pct(g)} जोड़ना`,
              value: (s1 * (100 + g)) / 100,
            },
            {
              mistake: `adding ${pct(l + g)} to the old selling price`,
              hi: `पुराने विक्रय मूल्य में ${pct(l + g)} जोड़ना`,
              value: (s1 * (100 + l + g)) / 100,
            },
            { mistake: 'stopping at the cost price', hi: 'क्रय मूल्य पर ही रुक जाना', value: cp },
          ],
          steps: [
            `CP = ${num(s1)} × 100/${num(100 - l)} = ${rupees(cp)}. New SP = ${num(cp)} × ${num(100 + g)}/100 = ${rupees(s2)}.`,
          ],
          hi: {
            question: `${hiOneThing(item.name)} को ${rupees(s1)} में बेचने पर एक दुकानदार को ${pct(l)} हानि होती है। ${pct(g)} लाभ पाने के लिए उसे इसे किस मूल्य पर बेचना चाहिए?`,
            steps: [
              `क्रय मूल्य = ${num(s1)} × 100/${num(100 - l)} = ${rupees(cp)}। नया विक्रय मूल्य = ${num(cp)} × ${num(100 + g)}/100 = ${rupees(s2)}।`,
            ],
          },
          params: { s1, l, g },
        };
      });
    },
  },
  ...PROFIT_LEVEL3,
  // forms the papers set beside the classic ones (commerceVariants.ts)
  ...PROFIT_VARIANTS,
  // asked backwards: the cost price, n bought for ₹ a and m sold for ₹ b (profitBackwards.ts)
  ...PROFIT_BACKWARDS,
  // marked above the cost, sold at a discount, the gain in rupees: the cost or marked price (profitMarkup.ts)
  ...PROFIT_MARKUP,
  // the cost of a articles equal to the selling price of b; a profit on the selling price (profitArticles.ts)
  ...PROFIT_ARTICLES,
  // the second of two discounts; marked price of a = cost of b, selling price of c = marked price of d (profitDiscounts.ts)
  ...PROFIT_DISCOUNTS,
  // the cost price from the marked price, the discount and the gain (audit4Arithmetic.ts)
  ...PROFIT_AUDIT4,
  // a part sold at a loss: the rest's profit per cent, or price a kg, for a gain on the whole (profitQs.ts)
  ...PROFIT_QS,
  // the gain per cent at a second price, the bill from a single and two successive discounts' gap (profitAudit6.ts)
  ...PROFIT_AUDIT6,
});
