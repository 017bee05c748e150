import { article, decimal, num, pct, rupees } from '../format';
import { isWhole } from '../math';
import { byGender, hiListAnd, hiName, hiThing, inHindi } from '../hindi';
import { ARTICLES, anyone, pluralOf } from '../names';
import { defineTopic, until } from '../question';
import { PROFIT_VARIANTS } from './commerceVariants';
import { HI_GOODS, hiGainOrLoss, hiHappens, hiPluralThing, hiProfitWord } from './hindiCommerce';

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
          ],
          steps: [
            `${word[0]!.toUpperCase()}${word.slice(1)} = ${rupees(Math.abs(sp - cp))} on the cost price ${rupees(cp)}: ${num(Math.abs(sp - cp))}/${num(cp)} × 100 = ${pct(Math.abs(p))}.`,
          ],
          hi: {
            question: `${hiName(who)} ने एक ${hiThing(item.name)} के लिए ${rupees(cp)} चुकाए और उसे ${rupees(sp)} में बेच दिया। उसे कितने प्रतिशत ${hiProfitWord(p)} ${p > 0 ? 'हुआ' : 'हुई'}?`,
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
          distractors: [
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
          ],
          steps: [
            `SP = CP × (100 ${p > 0 ? '+' : '−'} ${num(Math.abs(p))})/100 = ${num(cp)} × ${num(100 + p)}/100 = ${rupees(sp)}.`,
          ],
          hi: {
            question: `एक दुकानदार ने एक ${hiThing(item.name)} के लिए ${rupees(cp)} चुकाए। उसे इसे किस मूल्य पर बेचना चाहिए ताकि उसे ${pct(Math.abs(p))} ${hiProfitWord(p)} हो?`,
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
            question: `एक ${hiThing(item.name)} को ${rupees(sp)} में बेचने पर एक व्यापारी को ${pct(Math.abs(p))} ${hiProfitWord(p)} ${hiHappens(p)} है। उसका क्रय मूल्य क्या था?`,
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
            question: `एक दुकानदार के लिए एक ${hiThing(item.name)} का क्रय मूल्य ${rupees(cp)} है। वह इस पर कितना मूल्य अंकित करे कि ${pct(d)} की छूट देने के बाद भी उसे ${pct(p)} लाभ हो?`,
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
          distractors: [
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
          ],
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
        distractors: [
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
        ],
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
            question: `एक ${hiThing(item.name)} को ${rupees(s1)} में बेचने पर एक दुकानदार को ${pct(l)} हानि होती है। ${pct(g)} लाभ पाने के लिए उसे इसे किस मूल्य पर बेचना चाहिए?`,
            steps: [
              `क्रय मूल्य = ${num(s1)} × 100/${num(100 - l)} = ${rupees(cp)}। नया विक्रय मूल्य = ${num(cp)} × ${num(100 + g)}/100 = ${rupees(s2)}।`,
            ],
          },
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
              ],
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
              distractors: [
                {
                  mistake: 'assuming the gain and the loss cancel',
                  hi: 'लाभ और हानि को बराबर कटता मान लेना',
                  value: 0,
                },
                { mistake: 'getting the sign wrong', hi: 'हानि को लाभ समझ लेना', value: (p * p) / 100 },
                { mistake: 'forgetting to square p/10', hi: 'p/10 का वर्ग करना भूल जाना', value: -p / 10 },
                { mistake: 'doubling p²/100', hi: 'p²/100 को दोगुना करना', value: -(p * p) / 50 },
              ],
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
            question: `एक ${hiThing(item.name)} को ${hiFirst} बेचा जाता है। यदि इसे ${rupees(extra)} अधिक में बेचा जाता, तो ${hiSecond}। इसका क्रय मूल्य क्या है?`,
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
  // forms the papers set beside the classic ones (commerceVariants.ts)
  ...PROFIT_VARIANTS,
});
