import { num, pct, ratio, rupees, withUnit } from '../format';
import { clean, gcd, isWhole, reduceRatio } from '../math';
import { GRAINS } from '../names';
import {
  HI_EQUAL,
  HI_PRICES_AS_RATIO,
  HI_REVERSED,
  hiGrainAt,
  hiKg,
  hiLiquid,
  hiLitres,
  hiPerKg,
} from './hindiMixture';
import { defineTopic, isExact, until } from '../question';
import { aroundKey } from './keyRank';
import type { Problem } from '../types';
import { MIXTURE_ADD_BOTH } from './mixtureAddBoth';
import { MIXTURE_AUDIT6 } from './mixtureAudit6';

const litres = withUnit('litres');
const perKg = (v: number): string => `₹ ${num(v)} per kg`;

export const mixtureAlligation = defineTopic({
  mixPrice: {
    levels: [1],
    make(rng) {
      return until(() => {
        const grain = rng.pick(GRAINS);
        const p1 = rng.step(20, 80, 2);
        const p2 = p1 + rng.step(4, 60, 2);
        const a = rng.int(2, 30);
        const b = rng.int(2, 30);
        const price = (a * p1 + b * p2) / (a + b);
        if (!isWhole(price) || a === b) return undefined;
        return {
          question: `${a} kg of ${grain} at ₹ ${p1} per kg is mixed with ${b} kg at ₹ ${p2} per kg. What is the price of the mixture per kg?`,
          answer: price,
          format: perKg,
          wholeOptions: false,
          distractors: aroundKey(
            [
              {
                mistake: 'averaging the two prices without the quantities',
                hi: 'मात्राओं का ध्यान रखे बिना दोनों मूल्यों का औसत लेना',
                value: (p1 + p2) / 2,
              },
              {
                mistake: 'weighting the prices the wrong way round',
                hi: 'मात्राओं को उलटे मूल्यों से गुणा करना',
                value: (b * p1 + a * p2) / (a + b),
              },
              // (not the total cost: printed "per kg" it is a + b times the price, no trap at all)
              {
                mistake: 'taking the price of the larger quantity, ignoring the smaller',
                hi: 'कम मात्रा की उपेक्षा करके अधिक मात्रा वाले अनाज का मूल्य ही ले लेना',
                value: a > b ? p1 : p2,
              },
              {
                mistake: 'taking the price of the smaller quantity, ignoring the larger',
                hi: 'अधिक मात्रा की उपेक्षा करके कम मात्रा वाले अनाज का मूल्य ही ले लेना',
                value: a > b ? p2 : p1,
              },
            ].filter((d) => isExact(clean(d.value))),
            price,
            a + b + p1,
          ),
          steps: [
            `Total cost = ${a} × ${p1} + ${b} × ${p2} = ${rupees(a * p1 + b * p2)} for ${a + b} kg, so the mixture costs ${num(a * p1 + b * p2)} ÷ ${a + b} = ${perKg(price)}.`,
          ],
          hi: {
            question: `${hiGrainAt(grain, p1)} के ${hiKg(a)} को ${hiGrainAt(grain, p2)} के ${hiKg(b)} के साथ मिलाया जाता है। मिश्रण का प्रति किग्रा मूल्य क्या है?`,
            steps: [
              `कुल मूल्य = ${a} × ${p1} + ${b} × ${p2} = ${rupees(a * p1 + b * p2)}, जो ${hiKg(a + b)} का है; अतः मिश्रण का मूल्य = ${num(a * p1 + b * p2)} ÷ ${a + b} = ${hiPerKg(price)}।`,
            ],
            format: hiPerKg,
          },
          params: { a, p1, b, p2 },
        };
      });
    },
  },
  alligationRatio: {
    levels: [1, 2],
    make(rng) {
      return until(() => {
        const grain = rng.pick(GRAINS);
        const cheap = rng.step(20, 80, 2);
        const dear = cheap + rng.step(6, 60, 2);
        const mean = rng.int(cheap + 1, dear - 1);
        const r = reduceRatio([dear - mean, mean - cheap]);
        if (r[0] === r[1] || r[0]! > 12 || r[1]! > 12) return undefined;
        return {
          question: `In what ratio must ${grain} at ₹ ${cheap} per kg be mixed with ${grain} at ₹ ${dear} per kg so that the mixture costs ₹ ${mean} per kg?`,
          answer: ratio(r),
          distractors: [
            {
              mistake: 'writing the alligation ratio the wrong way round',
              hi: 'एकांतरण अनुपात को उलटा लिखना',
              value: ratio([...r].reverse()),
            },
            {
              mistake: 'using the prices themselves as the ratio',
              hi: HI_PRICES_AS_RATIO,
              value: ratio(reduceRatio([cheap, dear])),
            },
            {
              mistake: 'comparing each price with the total difference',
              hi: 'प्रत्येक अंतर की तुलना कुल अंतर से करना',
              value: ratio(reduceRatio([dear - mean, dear - cheap])),
            },
            { mistake: 'mixing equal quantities', hi: HI_EQUAL, value: '1 : 1' },
            {
              mistake: 'measuring both gaps from the cheaper price',
              hi: 'दोनों अंतर सस्ते मूल्य से नापना',
              value: ratio(reduceRatio([mean - cheap, dear - cheap])),
            },
          ],
          steps: [
            `By alligation: cheaper : dearer = (${dear} − ${mean}) : (${mean} − ${cheap}) = ${dear - mean} : ${mean - cheap}${r[0] === dear - mean ? '' : ` = ${ratio(r)}`}.`,
          ],
          hi: {
            question: `${hiGrainAt(grain, cheap)} को ${hiGrainAt(grain, dear)} के साथ किस अनुपात में मिलाया जाए कि मिश्रण का मूल्य ₹ ${mean} प्रति किग्रा हो?`,
            steps: [
              `एकांतरण नियम से: सस्ता : महँगा = (${dear} − ${mean}) : (${mean} − ${cheap}) = ${dear - mean} : ${mean - cheap}${r[0] === dear - mean ? '' : ` = ${ratio(r)}`}।`,
            ],
          },
          params: { cheap, dear, mean },
        };
      });
    },
  },
  addWater: {
    levels: [1, 2],
    make(rng): Problem {
      return until((): Problem | undefined => {
        const [m, w] = reduceRatio([rng.int(2, 9), rng.int(1, 6)]);
        const unit = rng.int(2, 12);
        const total = (m! + w!) * unit;
        const [m2, w2] = reduceRatio([rng.int(1, 9), rng.int(1, 9)]);
        if (w2! * m! <= m2! * w!) return undefined; // the new ratio must have relatively more water
        const milk = m! * unit;
        const water = w! * unit;
        const added = (milk * w2!) / m2! - water;
        if (!isWhole(added * 2) || added <= 0) return undefined;
        return {
          question: `A mixture of ${litres(total)} has milk and water in the ratio ${m} : ${w}. How much water must be added to make the ratio ${m2} : ${w2}?`,
          answer: added,
          format: litres,
          wholeOptions: false,
          distractors: [
            // a mistake that gives no amount to add (the water alone already too much) is no option
            ...((water * m2!) / w2! - milk > 0
              ? [
                  {
                    mistake: 'keeping the water fixed instead of the milk',
                    hi: 'दूध के स्थान पर पानी को स्थिर मान लेना',
                    value: (water * m2!) / w2! - milk,
                  },
                ]
              : []),
            {
              mistake: 'giving the total water in the new mixture',
              hi: 'नए मिश्रण का कुल पानी बता देना',
              value: (milk * w2!) / m2!,
            },
            {
              mistake: 'using the whole mixture as the milk',
              hi: 'पूरे मिश्रण को दूध मान लेना',
              value: (total * w2!) / m2! - water,
            },
          ],
          steps: [
            `Milk = ${litres(milk)} and water = ${litres(water)}. The milk does not change, so the new water = ${milk} × ${w2}/${m2} = ${litres((milk * w2!) / m2!)}.`,
            `Water to add = ${num((milk * w2!) / m2!)} − ${water} = ${litres(added)}.`,
          ],
          hi: {
            question: `${hiLitres(total)} मिश्रण में दूध और पानी का अनुपात ${m} : ${w} है। इसमें कितना पानी मिलाया जाए कि यह अनुपात ${m2} : ${w2} हो जाए?`,
            steps: [
              `दूध = ${hiLitres(milk)} और पानी = ${hiLitres(water)}। दूध नहीं बदलता, इसलिए नया पानी = ${milk} × ${w2}/${m2} = ${hiLitres((milk * w2!) / m2!)}।`,
              `मिलाया जाने वाला पानी = ${num((milk * w2!) / m2!)} − ${water} = ${hiLitres(added)}।`,
            ],
            format: hiLitres,
          },
          params: { total, m: m!, w: w!, m2: m2!, w2: w2! },
        };
      });
    },
  },
  sellForProfit: {
    levels: [2],
    make(rng) {
      return until(() => {
        const grain = rng.pick(GRAINS);
        const cheap = rng.step(20, 60, 2);
        const dear = cheap + rng.step(10, 50, 2);
        const profit = rng.pick([10, 20, 25, 12.5, 50]);
        const sell = rng.int(cheap + 1, Math.floor(dear * 1.5));
        const cost = (sell * 100) / (100 + profit);
        if (!isWhole(cost) || cost <= cheap || cost >= dear) return undefined;
        const r = reduceRatio([dear - cost, cost - cheap]);
        if (r[0]! > 12 || r[1]! > 12 || r[0] === r[1]) return undefined;
        const naive = reduceRatio([Math.abs(dear - sell), Math.abs(sell - cheap)]);
        return {
          question: `A grocer mixes ${grain} costing ₹ ${cheap} per kg with ${grain} costing ₹ ${dear} per kg and sells the mixture at ₹ ${sell} per kg, making a profit of ${pct(profit)}. In what ratio did he mix them?`,
          answer: ratio(r),
          distractors: [
            // the selling price can be a mean only between the two prices
            ...(sell < dear
              ? [
                  {
                    mistake: 'using the selling price as the mean price',
                    hi: 'विक्रय मूल्य को ही माध्य मूल्य मान लेना',
                    value: ratio(naive),
                  },
                ]
              : []),
            {
              mistake: 'writing the ratio the wrong way round',
              hi: HI_REVERSED,
              value: ratio([...r].reverse()),
            },
            {
              mistake: 'using the prices themselves as the ratio',
              hi: HI_PRICES_AS_RATIO,
              value: ratio(reduceRatio([cheap, dear])),
            },
            { mistake: 'mixing equal quantities', hi: HI_EQUAL, value: '1 : 1' },
            {
              mistake: 'measuring both gaps from the dearer price',
              hi: 'दोनों अंतर महँगे मूल्य से नापना',
              value: ratio(reduceRatio([dear - cost, dear - cheap])),
            },
          ],
          steps: [
            `Cost price of the mixture = ${sell} × 100/${num(100 + profit)} = ₹ ${num(cost)} per kg.`,
            `Alligation: (${dear} − ${num(cost)}) : (${num(cost)} − ${cheap}) = ${ratio(r)}.`,
          ],
          hi: {
            question: `एक पंसारी ${hiGrainAt(grain, cheap)} को ${hiGrainAt(grain, dear)} के साथ मिलाकर मिश्रण को ₹ ${sell} प्रति किग्रा पर बेचता है और उसे ${pct(profit)} का लाभ होता है। उसने इन्हें किस अनुपात में मिलाया?`,
            steps: [
              `मिश्रण का क्रय मूल्य = ${sell} × 100/${num(100 + profit)} = ₹ ${num(cost)} प्रति किग्रा।`,
              `एकांतरण नियम से: (${dear} − ${num(cost)}) : (${num(cost)} − ${cheap}) = ${ratio(r)}।`,
            ],
          },
          params: { cheap, dear, sell, profit },
        };
      });
    },
  },
  replacement: {
    levels: [2, 3],
    make(rng, level) {
      return until(() => {
        const v = rng.step(20, 100, 10);
        const x = rng.pick([2, 4, 5, 8, 10, 16, 20, 25]);
        const times = level === 3 ? rng.pick([2, 3]) : 2;
        if (x >= v / 2) return undefined;
        const left = v * (1 - x / v) ** times;
        if (!isWhole(left * 100)) return undefined;
        const liquid = rng.pick(['milk', 'pure juice', 'petrol', 'honey']);
        return {
          question: `A vessel holds ${litres(v)} of ${liquid}. ${litres(x)} is taken out and replaced with water. This is done ${times === 2 ? 'once more' : 'twice more'}. How much ${liquid} is left in the vessel?`,
          answer: left,
          format: litres,
          wholeOptions: false,
          distractors: [
            {
              mistake: `subtracting ${x} litres each time`,
              hi: `हर बार ${x} लीटर घटाना`,
              value: v - times * x,
            },
            {
              mistake: 'applying the fraction only once',
              hi: 'भिन्न को केवल एक बार लगाना',
              value: v * (1 - x / v),
            },
            {
              mistake: 'applying the fraction one time too many',
              hi: 'भिन्न को एक बार अधिक लगाना',
              value: v * (1 - x / v) ** (times + 1),
            },
          ],
          steps: [
            `Each time ${num(x)}/${num(v)} of what is there goes, so ${liquid} left = ${num(v)} × (1 − ${num(x)}/${num(v)})${times === 2 ? '²' : '³'} = ${litres(left)}.`,
          ],
          hi: {
            question: `एक बर्तन में ${hiLitres(v)} ${hiLiquid(liquid)} है। इसमें से ${hiLitres(x)} निकालकर उतना ही पानी मिला दिया जाता है। यह प्रक्रिया ${times === 2 ? 'एक बार और' : 'दो बार और'} दोहराई जाती है। अब बर्तन में कितना ${hiLiquid(liquid)} बचा है?`,
            steps: [
              `हर बार जो है उसका ${num(x)}/${num(v)} भाग निकल जाता है, अतः बचा ${hiLiquid(liquid)} = ${num(v)} × (1 − ${num(x)}/${num(v)})${times === 2 ? '²' : '³'} = ${hiLitres(left)}।`,
            ],
            format: hiLitres,
          },
          params: { v, x, times },
        };
      });
    },
  },
  milkmanGain: {
    levels: [3],
    make(rng): Problem {
      const askRatio = rng.chance(0.5);
      // percentages of water that come out clean: g/(100 + g) × 100
      const g = askRatio
        ? rng.pick([10, 20, 25, 12.5, 50, 40, 5, 60, 30])
        : rng.pick([20, 25, 50, 60, 12.5, 100, 150, 25]);
      const waterMilk = reduceRatio([g * 2, 200]);
      const waterShare = (g / (100 + g)) * 100;
      if (askRatio) {
        return {
          question: `A milkman mixes water with milk and sells the mixture at the cost price of milk, gaining ${pct(g)}. What is the ratio of water to milk in the mixture?`,
          answer: ratio(waterMilk),
          distractors: [
            {
              mistake: 'writing milk : water',
              hi: 'दूध : पानी लिख देना',
              value: ratio([...waterMilk].reverse()),
            },
            {
              mistake: 'comparing water with the whole mixture',
              hi: 'पानी की तुलना पूरे मिश्रण से करना',
              value: ratio(reduceRatio([g * 2, 200 + g * 2])),
            },
            ...(g < 100
              ? [
                  {
                    mistake: 'taking the gain as the share of water in the mixture',
                    hi: 'लाभ को मिश्रण में पानी का हिस्सा मान लेना',
                    value: ratio(reduceRatio([g * 2, 200 - g * 2])),
                  },
                ]
              : []),
          ],
          steps: [
            `He gains ${pct(g)} on the milk he pays for, so for every 100 parts of milk he adds ${num(g)} parts of water: water : milk = ${num(g)} : 100 = ${ratio(waterMilk)}.`,
          ],
          hi: {
            question: `एक दूधवाला दूध में पानी मिलाकर मिश्रण को दूध के क्रय मूल्य पर बेचता है और ${pct(g)} लाभ कमाता है। मिश्रण में पानी और दूध का अनुपात क्या है?`,
            steps: [
              `वह जिस दूध का मूल्य चुकाता है उस पर ${pct(g)} लाभ कमाता है, अतः हर 100 भाग दूध में ${num(g)} भाग पानी मिलाता है: पानी : दूध = ${num(g)} : 100 = ${ratio(waterMilk)}।`,
            ],
          },
          params: { g, ask: 'ratio' },
        };
      }
      return {
        question: `A milkman mixes water with milk and sells the mixture at the cost price of milk, gaining ${pct(g)}. What percentage of the mixture is water?`,
        answer: waterShare,
        format: pct,
        distractors: [
          {
            mistake: 'taking the gain as the percentage of water',
            hi: 'लाभ को ही पानी का प्रतिशत मान लेना',
            value: g,
          },
          ...(g < 100
            ? [{ mistake: 'dividing by 100 − gain', hi: '100 − लाभ से भाग देना', value: (g / (100 - g)) * 100 }]
            : []),
          { mistake: 'giving the percentage of milk', hi: 'दूध का प्रतिशत बता देना', value: 100 - waterShare },
        ],
        steps: [
          `Water : milk = ${num(g)} : 100, so water is ${num(g)}/${num(100 + g)} of the mixture = ${pct(waterShare)}.`,
        ],
        hi: {
          question: `एक दूधवाला दूध में पानी मिलाकर मिश्रण को दूध के क्रय मूल्य पर बेचता है और ${pct(g)} लाभ कमाता है। मिश्रण में कितने प्रतिशत पानी है?`,
          steps: [
            `पानी : दूध = ${num(g)} : 100, अतः पानी मिश्रण का ${num(g)}/${num(100 + g)} भाग = ${pct(waterShare)} है।`,
          ],
        },
        params: { g, ask: 'percent' },
      };
    },
  },
  twoVessels: {
    levels: [3],
    make(rng) {
      return until(() => {
        const [a1, b1] = reduceRatio([rng.int(1, 9), rng.int(1, 9)]);
        const [a2, b2] = reduceRatio([rng.int(1, 9), rng.int(1, 9)]);
        const f1 = a1! / (a1! + b1!);
        const f2 = a2! / (a2! + b2!);
        if (Math.abs(f1 - f2) < 1e-9) return undefined;
        const x = rng.int(1, 6);
        const y = rng.int(1, 6);
        if (gcd(x, y) !== 1 || x === y) return undefined;
        const target = reduceRatio([
          x * a1! * (a2! + b2!) + y * a2! * (a1! + b1!),
          x * b1! * (a2! + b2!) + y * b2! * (a1! + b1!),
        ]);
        if (target[0]! > 30 || target[1]! > 30) return undefined;
        return {
          question: `Vessel A has milk and water in the ratio ${a1} : ${b1}; vessel B has them in the ratio ${a2} : ${b2}. In what ratio must the contents of A and B be mixed to get a mixture with milk and water in the ratio ${target[0]} : ${target[1]}?`,
          answer: ratio([x, y]),
          distractors: [
            { mistake: 'writing the ratio the wrong way round', hi: HI_REVERSED, value: ratio([y, x]) },
            { mistake: 'mixing equal amounts', hi: HI_EQUAL, value: '1 : 1' },
            {
              mistake: 'using the sizes of the two ratios',
              hi: 'दोनों अनुपातों के कुल भागों को ही अनुपात मान लेना',
              value: ratio(reduceRatio([a1! + b1!, a2! + b2!])),
            },
            {
              mistake: 'comparing the milk parts of the two ratios',
              hi: 'दोनों अनुपातों के दूध वाले भागों की तुलना करना',
              value: ratio(reduceRatio([a1!, a2!])),
            },
            {
              mistake: 'comparing the water parts of the two ratios',
              hi: 'दोनों अनुपातों के पानी वाले भागों की तुलना करना',
              value: ratio(reduceRatio([b1!, b2!])),
            },
            {
              mistake: 'alligating on milk : water instead of milk : mixture',
              hi: 'दूध : मिश्रण के स्थान पर दूध : पानी पर एकांतरण लगाना',
              value: ratio(
                reduceRatio([
                  Math.abs(a2! * target[1]! - target[0]! * b2!) * b1!,
                  Math.abs(target[0]! * b1! - a1! * target[1]!) * b2!,
                ]),
              ),
            },
          ],
          steps: [
            `Milk is ${a1}/${a1! + b1!} of A, ${a2}/${a2! + b2!} of B and ${target[0]}/${target[0]! + target[1]!} of the mixture.`,
            `By alligation on these fractions, A : B = ${ratio([x, y])}.`,
          ],
          hi: {
            question: `बर्तन A में दूध और पानी का अनुपात ${a1} : ${b1} है; बर्तन B में यह अनुपात ${a2} : ${b2} है। A और B की सामग्री को किस अनुपात में मिलाया जाए कि मिश्रण में दूध और पानी का अनुपात ${target[0]} : ${target[1]} हो?`,
            steps: [
              `दूध A का ${a1}/${a1! + b1!}, B का ${a2}/${a2! + b2!} और मिश्रण का ${target[0]}/${target[0]! + target[1]!} भाग है।`,
              `इन भिन्नों पर एकांतरण नियम से, A : B = ${ratio([x, y])}।`,
            ],
          },
          params: { a1: a1!, b1: b1!, a2: a2!, b2: b2!, t1: target[0]!, t2: target[1]! },
        };
      });
    },
  },
  // water and the other liquid both added, the new ratio given: x (mixtureAddBoth.ts)
  ...MIXTURE_ADD_BOTH,
  // part of a mixture replaced by another mixture: the final ratio (mixtureAudit6.ts)
  ...MIXTURE_AUDIT6,
});
