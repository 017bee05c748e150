/**
 * Commerce forms the papers set beside the classic ones (issue 19, item 5): an article sold along a
 * chain (A → B → C, each with a profit or a loss), kept with profit and loss; and cutting consumption
 * when a price rises but a fixed charge on each unit does not, kept with percentage.
 */
import { num, pct, rupees } from '../format';
import { isWhole } from '../math';
import { byGender, hiName } from '../hindi';
import { people } from '../names';
import { isExact, until } from '../question';
import type { Kind, Problem } from '../types';

const change = (p: number): string => (p >= 0 ? `a profit of ${pct(p)}` : `a loss of ${pct(-p)}`);
const factor = (p: number): string => `${num(100 + p)}/100`;
const hiAt = (p: number): string => (p >= 0 ? `${pct(p)} लाभ पर` : `${pct(-p)} हानि पर`);

export const PROFIT_VARIANTS: Record<string, Kind> = {
  chainSales: {
    levels: [2, 3],
    make(rng, level): Problem {
      return until((): Problem | undefined => {
        const n = level === 2 ? 2 : 3;
        const rates = Array.from({ length: n }, (_, i) =>
          level === 3 && i === 1
            ? -rng.pick([5, 10, 12.5, 20, 25])
            : rng.pick([5, 10, 12.5, 15, 20, 25, 30, 40, 50]),
        );
        const cost = rng.step(400, 20000, 200);
        let price = cost;
        for (const r of rates) price = (price * (100 + r)) / 100;
        if (!isWhole(price)) return undefined;
        const folk = people(rng, n + 1);
        const names = folk.map((p) => p.name);
        const hiNames = folk.map(hiName);
        // each seller's verb agrees with the seller: "रवि ... बेचता है, प्रिया ... बेचती है"
        const hiSales = rates
          .map(
            (r, i) =>
              `${hiNames[i]} ${i === 0 ? 'एक वस्तु' : 'उसे'} ${hiNames[i + 1]} को ${hiAt(r)} ${byGender(folk[i]!, 'बेचता', 'बेचती')} है`,
          )
          .join(', ');
        const sales = rates
          .map(
            (r, i) => `${names[i]} sells ${i === 0 ? 'an article' : 'it'} to ${names[i + 1]} at ${change(r)}`,
          )
          .join(', ');
        const sum = rates.reduce((s, r) => s + r, 0);
        const last = names[n]!;
        return {
          question: `${sales}. If ${last} pays ${rupees(price)} for the article, how much did it cost ${names[0]}?`,
          answer: cost,
          format: rupees,
          distractors: [
            {
              mistake: 'adding the percentages and undoing them at once',
              hi: 'प्रतिशतों को जोड़कर एक ही बार में हटाना',
              value: (price * 100) / (100 + sum),
            },
            {
              mistake: `taking the percentages off ${last}'s price`,
              hi: `${hiNames[n]} के मूल्य पर ही प्रतिशत घटा-बढ़ा देना`,
              value: rates.reduce((p, r) => (p * (100 - r)) / 100, price),
            },
            {
              mistake: 'undoing only the last sale',
              hi: 'केवल अंतिम बिक्री को हटाना',
              value: (price * 100) / (100 + rates[n - 1]!),
            },
          ],
          steps: [
            `${last}'s price = cost × ${rates.map(factor).join(' × ')}, so the cost = ${rupees(price)} × ${rates.map((r) => `100/${num(100 + r)}`).join(' × ')} = ${rupees(cost)}.`,
          ],
          hi: {
            question: `${hiSales}। यदि ${hiNames[n]} उस वस्तु के लिए ${rupees(price)} ${byGender(folk[n]!, 'चुकाता', 'चुकाती')} है, तो ${hiNames[0]} को वह वस्तु कितने में पड़ी थी?`,
            steps: [
              `${hiNames[n]} का मूल्य = क्रय मूल्य × ${rates.map(factor).join(' × ')}, अतः क्रय मूल्य = ${rupees(price)} × ${rates.map((r) => `100/${num(100 + r)}`).join(' × ')} = ${rupees(cost)}।`,
            ],
          },
          params: { rates, price },
        };
      });
    },
  },
};

const UNITS = [
  {
    item: 'cooking-gas cylinders',
    unit: 'cylinder',
    charge: 'a delivery charge',
    hi: { item: 'रसोई गैस सिलिंडर', unit: 'सिलिंडर', charge: 'डिलीवरी शुल्क' },
  },
  {
    item: 'water tankers',
    unit: 'tanker',
    charge: 'a fixed transport charge',
    hi: { item: 'पानी के टैंकर', unit: 'टैंकर', charge: 'निश्चित परिवहन शुल्क' },
  },
  {
    item: 'bags of cement',
    unit: 'bag',
    charge: 'a loading charge',
    hi: { item: 'सीमेंट की बोरियाँ', unit: 'बोरी', charge: 'लदाई शुल्क' },
  },
] as const;

export const PERCENTAGE_VARIANTS: Record<string, Kind> = {
  consumptionExtra: {
    levels: [3],
    make(rng): Problem {
      return until((): Problem | undefined => {
        const u = rng.pick(UNITS);
        const price = rng.step(200, 1200, 20);
        const extra = rng.step(20, 200, 10);
        const rise = rng.step(20, 400, 20);
        const [before, after] = [price + extra, price + rise + extra];
        const cut = (rise / after) * 100;
        if (!isExact(cut) || !isWhole(cut * 4)) return undefined;
        return {
          question: `A family buys ${u.item}: each ${u.unit} costs ${rupees(price)} plus ${u.charge} of ${rupees(extra)}. The price of a ${u.unit} rises to ${rupees(price + rise)}, and the charge stays the same. By what percentage must the family cut the number of ${u.item} it buys to keep its spending on them unchanged?`,
          answer: cut,
          format: pct,
          distractors: [
            {
              mistake: 'leaving out the charge',
              value: (rise / (price + rise)) * 100,
              hi: 'शुल्क को छोड़ देना',
            },
            {
              mistake: 'dividing the rise by the old cost',
              value: (rise / before) * 100,
              hi: 'वृद्धि को पुरानी लागत से भाग देना',
            },
            {
              mistake: 'taking the price rise in per cent as the cut',
              value: (rise / price) * 100,
              hi: 'मूल्य की प्रतिशत वृद्धि को ही कमी मान लेना',
            },
          ],
          steps: [
            `Cost of a ${u.unit}: ${rupees(before)} before, ${rupees(price + rise)} + ${rupees(extra)} = ${rupees(after)} after. Spending is number × cost, so the number must fall by ${num(after - before)}/${num(after)} × 100 = ${pct(cut)}.`,
          ],
          hi: {
            question: `एक परिवार ${u.hi.item} खरीदता है: प्रत्येक ${u.hi.unit} का मूल्य ${rupees(price)} है और उस पर ${rupees(extra)} का ${u.hi.charge} लगता है। एक ${u.hi.unit} का मूल्य बढ़कर ${rupees(price + rise)} हो जाता है, जबकि शुल्क वही रहता है। ${u.hi.item} पर अपना खर्च न बदलने देने के लिए परिवार को उनकी संख्या में कितने प्रतिशत की कमी करनी होगी?`,
            steps: [
              `एक ${u.hi.unit} की लागत: पहले ${rupees(before)}, बाद में ${rupees(price + rise)} + ${rupees(extra)} = ${rupees(after)}। खर्च = संख्या × लागत, इसलिए संख्या में ${num(after - before)}/${num(after)} × 100 = ${pct(cut)} की कमी करनी होगी।`,
            ],
          },
          params: { price, extra, rise },
        };
      });
    },
  },
};
