/**
 * Marked above the cost and sold at a discount, with the gain given in rupees (issue 19, third round):
 * the cost price or the marked price. profit.ts spreads it in after its other kinds.
 */
import { num, pct, rupees } from '../format';
import { isWhole } from '../math';
import { until } from '../question';
import type { Kind, Level, Problem } from '../types';

export const PROFIT_MARKUP: Record<string, Kind> = {
  markupGain: {
    levels: [2, 3],
    make(rng, level: Level): Problem {
      return until((): Problem | undefined => {
        const markup = rng.pick([20, 25, 30, 40, 50, 60]);
        const off = rng.pick([5, 10, 15, 20, 25]);
        const cost = rng.step(200, 5000, 50);
        const marked = (cost * (100 + markup)) / 100;
        const sold = (marked * (100 - off)) / 100;
        const gain = sold - cost;
        if (gain <= 0 || !isWhole(marked) || !isWhole(sold) || markup <= off) return undefined;
        // level 2 asks the cost price; level 3 the marked price as well
        const ask = level === 2 ? 'cost' : rng.pick(['cost', 'marked'] as const);
        const netShare = sold / cost - 1;
        // the slip of taking the gain as (markup − discount)% of the cost
        const slipCost = gain / ((markup - off) / 100);
        const wrong =
          ask === 'cost'
            ? [
                {
                  mistake: 'taking the gain as the markup less the discount, in per cent',
                  hi: 'लाभ प्रतिशत को अंकन प्रतिशत में से छूट प्रतिशत घटाकर लेना',
                  value: slipCost,
                },
                { mistake: 'giving the selling price', hi: 'विक्रय मूल्य बताना', value: sold },
                { mistake: 'giving the marked price', hi: 'अंकित मूल्य बताना', value: marked },
                {
                  mistake: 'taking the gain as the markup plus the discount, in per cent',
                  hi: 'लाभ प्रतिशत को अंकन और छूट प्रतिशत का योग मानना',
                  value: gain / ((markup + off) / 100),
                },
              ]
            : [
                {
                  mistake: 'taking the gain as the markup less the discount, in per cent',
                  hi: 'लाभ प्रतिशत को अंकन प्रतिशत में से छूट प्रतिशत घटाकर लेना',
                  value: (slipCost * (100 + markup)) / 100,
                },
                { mistake: 'giving the selling price', hi: 'विक्रय मूल्य बताना', value: sold },
                { mistake: 'giving the cost price', hi: 'क्रय मूल्य बताना', value: cost },
                {
                  mistake: 'adding the markup to the selling price',
                  hi: 'विक्रय मूल्य में अंकन प्रतिशत जोड़ना',
                  value: (sold * (100 + markup)) / 100,
                },
              ];
        const answer = ask === 'cost' ? cost : marked;
        // the slip stays first (the trap line); the others in a drawn order, so the key's place among
        // the four prices varies
        const kept = [wrong[0]!, ...rng.shuffle(wrong.slice(1))].filter(
          (d) => isWhole(d.value) && d.value > 0 && d.value !== answer,
        );
        if (new Set(kept.map((d) => d.value)).size < 3) return undefined;
        const asked = ask === 'cost' ? 'cost price' : 'marked price';
        const hiAsked = ask === 'cost' ? 'क्रय मूल्य' : 'अंकित मूल्य';
        return {
          question: `A shopkeeper marks an article ${pct(markup)} above its cost price and allows a discount of ${pct(off)}. He gains ${rupees(gain)}. What is the ${asked} of the article?`,
          answer,
          format: rupees,
          distractors: kept,
          steps: [
            `On a cost of ₹ 100 the marked price is ₹ ${num(100 + markup)} and the selling price ${num(100 + markup)} × ${num(100 - off)}/100 = ₹ ${num(100 * (1 + netShare))}, a gain of ${pct(100 * netShare)}.`,
            `So ${pct(100 * netShare)} of the cost = ${rupees(gain)}: cost price = ${num(gain)} × 100/${num(100 * netShare)} = ${rupees(cost)}${ask === 'marked' ? `, and the marked price = ${num(cost)} × ${num(100 + markup)}/100 = ${rupees(marked)}` : ''}.`,
          ],
          hi: {
            question: `एक दुकानदार किसी वस्तु पर क्रय मूल्य से ${pct(markup)} अधिक मूल्य अंकित करता है और ${pct(off)} की छूट देता है। उसे ${rupees(gain)} का लाभ होता है। वस्तु का ${hiAsked} क्या है?`,
            steps: [
              `₹ 100 क्रय मूल्य पर अंकित मूल्य ₹ ${num(100 + markup)} और विक्रय मूल्य ${num(100 + markup)} × ${num(100 - off)}/100 = ₹ ${num(100 * (1 + netShare))} है, अर्थात ${pct(100 * netShare)} लाभ।`,
              `अतः क्रय मूल्य का ${pct(100 * netShare)} = ${rupees(gain)}: क्रय मूल्य = ${num(gain)} × 100/${num(100 * netShare)} = ${rupees(cost)}${ask === 'marked' ? `, और अंकित मूल्य = ${num(cost)} × ${num(100 + markup)}/100 = ${rupees(marked)}` : ''}।`,
            ],
          },
          params: { markup, off, gain, ask },
        };
      });
    },
  },
};
