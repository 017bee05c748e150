/**
 * Both components added to a mixture (issue 19, audit 3, item 12), beside mixture.ts's `addWater`: a
 * mixture in a ratio, x litres of water and k·x litres of the other liquid (or the other way) added,
 * the new ratio given: x (2–3). mixture.ts spreads it in after its other kinds.
 */
import { num, ratio, term, withUnit } from '../format';
import { reduceRatio } from '../math';
import { until } from '../question';
import type { Distractor, Kind, Problem } from '../types';
import { hiLitres } from './hindiMixture';
import { aroundKey } from './keyRank';

const litres = withUnit('litres');

/** The liquid mixed with water: milk, syrup, acid, spirit (all masculine in Hindi). */
const LIQUIDS = [
  { en: 'milk', hi: 'दूध' },
  { en: 'syrup', hi: 'शरबत' },
  { en: 'acid', hi: 'अम्ल' },
  { en: 'spirit', hi: 'स्पिरिट' },
] as const;

export const MIXTURE_ADD_BOTH: Record<string, Kind> = {
  addBoth: {
    levels: [2, 3],
    make(rng): Problem {
      return until((): Problem | undefined => {
        const liquid = rng.pick(LIQUIDS);
        const [m, w] = reduceRatio([rng.int(1, 9), rng.int(1, 9)]);
        const unit = rng.int(2, 15);
        const total = (m! + w!) * unit;
        const milk = m! * unit;
        const water = w! * unit;
        const [c, d] = reduceRatio([rng.int(1, 9), rng.int(1, 9)]);
        // x litres of water and lx·x of the liquid, or wx·x of water and x of the liquid
        const k = rng.int(1, 4);
        const liquidMore = rng.chance(0.6);
        const [lx, wx] = liquidMore ? [k, 1] : [1, k];
        if (c! * w! === d! * m!) return undefined;
        const denominator = d! * lx - c! * wx;
        if (denominator === 0) return undefined;
        const x = (c! * water - d! * milk) / denominator;
        if (!Number.isInteger(x) || x <= 0 || x > 40) return undefined;
        const solve = (numerator: number, den: number): number => (den === 0 ? NaN : numerator / den);
        const wrong: Distractor[] = [
          {
            mistake: 'adding the water only',
            hi: 'केवल पानी मिलाना',
            value: solve(d! * milk - c! * water, c! * wx),
          },
          {
            mistake: `adding the ${liquid.en} only`,
            hi: `केवल ${liquid.hi} मिलाना`,
            value: solve(c! * water - d! * milk, d! * lx),
          },
          {
            mistake: 'swapping the amounts added',
            hi: 'मिलाई गई मात्राओं को आपस में बदल देना',
            value: solve(c! * water - d! * milk, d! * wx - c! * lx),
          },
          {
            mistake: `reading the new ratio as water to ${liquid.en}`,
            hi: `नए अनुपात को पानी और ${liquid.hi} का अनुपात मान लेना`,
            value: solve(c! * milk - d! * water, d! * wx - c! * lx),
          },
          {
            mistake: 'taking the terms of the old ratio as the litres in the mixture',
            hi: 'पुराने अनुपात के पदों को ही मिश्रण के लीटर मान लेना',
            value: solve(c! * w! - d! * m!, denominator),
          },
          ...(lx !== wx
            ? [
                {
                  mistake: `adding x litres each of water and ${liquid.en}`,
                  hi: `पानी और ${liquid.hi} दोनों x लीटर मिलाना`,
                  value: solve(c! * water - d! * milk, d! - c!),
                },
              ]
            : []),
          {
            mistake: 'leaving out the water already in the mixture',
            hi: 'मिश्रण में पहले से उपस्थित पानी को छोड़ देना',
            value: solve(d! * milk, c! * wx - d! * lx),
          },
          {
            mistake: `leaving out the ${liquid.en} already in the mixture`,
            hi: `मिश्रण में पहले से उपस्थित ${liquid.hi} को छोड़ देना`,
            value: solve(c! * water, d! * lx - c! * wx),
          },
          {
            mistake: `giving the ${lx > 1 ? liquid.en : 'water'} added`,
            hi: `मिलाया गया ${lx > 1 ? liquid.hi : 'पानी'} बताना`,
            value: k * x,
          },
          {
            mistake: 'giving all that is added',
            hi: 'मिलाई गई कुल मात्रा बताना',
            value: (lx + wx) * x,
          },
        ].filter((e) => Number.isFinite(e.value) && e.value > 0 && Number.isInteger(e.value * 4));
        const kept = aroundKey(wrong, x, total + c! + d!);
        if (
          new Set(
            kept
              .slice(0, 3)
              .map((e) => e.value)
              .concat(x),
          ).size < 4
        )
          return undefined;
        const added = `${term(wx)} litres of water and ${term(lx)} litres of ${liquid.en}`;
        const hiAdded = `${term(wx)} लीटर पानी और ${term(lx)} लीटर ${liquid.hi}`;
        // the equation's x-terms gathered on the side where they are positive
        const sign = denominator < 0 ? -1 : 1;
        const gathered = `${term(sign * denominator)} = ${num(sign * (c! * water - d! * milk))}`;
        const newMilk = `${num(milk)} + ${term(lx)}`;
        const newWater = `${num(water)} + ${term(wx)}`;
        return {
          question: `A mixture of ${litres(total)} contains ${liquid.en} and water in the ratio ${ratio([m!, w!])}. If ${added} are added to it, the ratio of ${liquid.en} to water becomes ${ratio([c!, d!])}. What is the value of x?`,
          answer: x,
          format: num,
          wholeOptions: false,
          distractors: kept,
          steps: [
            `${liquid.en[0]!.toUpperCase()}${liquid.en.slice(1)} = ${total} × ${m}/${m! + w!} = ${litres(milk)} and water = ${total} × ${w}/${m! + w!} = ${litres(water)}.`,
            `After adding: (${newMilk}) : (${newWater}) = ${ratio([c!, d!])}, so ${d} × (${newMilk}) = ${c} × (${newWater}).`,
            `${num(d! * milk)} + ${term(d! * lx)} = ${num(c! * water)} + ${term(c! * wx)}, ${Math.abs(denominator) === 1 ? `so x = ${num(x)}` : `so ${gathered} and x = ${num(x)}`}.`,
          ],
          hi: {
            question: `${hiLitres(total)} के एक मिश्रण में ${liquid.hi} और पानी का अनुपात ${ratio([m!, w!])} है। यदि इसमें ${hiAdded} मिलाया जाए, तो ${liquid.hi} और पानी का अनुपात ${ratio([c!, d!])} हो जाता है। x का मान क्या है?`,
            steps: [
              `${liquid.hi} = ${total} × ${m}/${m! + w!} = ${hiLitres(milk)} और पानी = ${total} × ${w}/${m! + w!} = ${hiLitres(water)}।`,
              `मिलाने के बाद: (${newMilk}) : (${newWater}) = ${ratio([c!, d!])}, अतः ${d} × (${newMilk}) = ${c} × (${newWater})।`,
              `${num(d! * milk)} + ${term(d! * lx)} = ${num(c! * water)} + ${term(c! * wx)}, ${Math.abs(denominator) === 1 ? `अतः x = ${num(x)}` : `अतः ${gathered} और x = ${num(x)}`}।`,
            ],
          },
          params: { total, m: m!, w: w!, c: c!, d: d!, lx, wx, liquid: liquid.en },
        };
      });
    },
  },
};
