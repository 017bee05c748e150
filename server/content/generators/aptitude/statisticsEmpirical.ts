/**
 * The empirical relation of a moderately skewed distribution (issue 19, second round): mode =
 * 3 median − 2 mean, asked for the mode, the mean or the median from the other two. statistics.ts
 * spreads it in after its other kinds, so the earlier kinds keep their draw order.
 */
import { num } from '../format';
import { until } from '../question';
import type { Kind } from '../types';

const WORDS = { mode: 'mode', mean: 'mean', median: 'median' } as const;
const HI_WORDS = { mode: 'बहुलक', mean: 'माध्य', median: 'माध्यिका' } as const;
type Measure = keyof typeof WORDS;

export const STATISTICS_EMPIRICAL: Record<string, Kind> = {
  empiricalMode: {
    levels: [2, 3],
    make(rng, level) {
      return until(() => {
        const mean = rng.int(12, 90);
        const median = mean + rng.pick([-1, 1]) * rng.int(1, 9);
        const mode = 3 * median - 2 * mean;
        if (mode <= 0) return undefined;
        const ask: Measure = level === 2 ? 'mode' : rng.pick(['mode', 'mean', 'median'] as const);
        const values: Record<Measure, number> = { mode, mean, median };
        const [g1, g2] = (['mode', 'mean', 'median'] as const).filter((m) => m !== ask) as [Measure, Measure];
        const distractors =
          ask === 'mode'
            ? [
                {
                  mistake: 'swapping the mean and the median',
                  hi: 'माध्य और माध्यिका को आपस में बदल देना',
                  value: 3 * mean - 2 * median,
                },
                {
                  mistake: 'adding 2 × mean instead of taking it away',
                  hi: '2 × माध्य को घटाने के स्थान पर जोड़ना',
                  value: 3 * median + 2 * mean,
                },
                {
                  mistake: 'taking the mean once, not twice',
                  hi: 'माध्य को दो बार के स्थान पर एक बार घटाना',
                  value: 3 * median - mean,
                },
              ]
            : ask === 'mean'
              ? [
                  {
                    mistake: 'swapping the mean and the median',
                    hi: 'माध्य और माध्यिका को आपस में बदल देना',
                    value: (mode + 2 * median) / 3,
                  },
                  { mistake: 'forgetting to halve', hi: '2 से भाग देना भूल जाना', value: 3 * median - mode },
                  {
                    mistake: 'adding the mode instead of taking it away',
                    hi: 'बहुलक को घटाने के स्थान पर जोड़ना',
                    value: (3 * median + mode) / 2,
                  },
                ]
              : [
                  {
                    mistake: 'swapping the mean and the median',
                    hi: 'माध्य और माध्यिका को आपस में बदल देना',
                    value: (3 * mean - mode) / 2,
                  },
                  { mistake: 'forgetting to divide by 3', hi: '3 से भाग देना भूल जाना', value: mode + 2 * mean },
                  {
                    mistake: 'taking 2 × mean away instead of adding it',
                    hi: '2 × माध्य को जोड़ने के स्थान पर घटाना',
                    value: (mode - 2 * mean) / 3,
                  },
                ];
        const solve =
          ask === 'mode'
            ? `Mode = 3 × ${num(median)} − 2 × ${num(mean)} = ${num(3 * median)} − ${num(2 * mean)} = ${num(mode)}.`
            : ask === 'mean'
              ? `2 × mean = 3 × ${num(median)} − ${num(mode)} = ${num(3 * median - mode)}, so mean = ${num(mean)}.`
              : `3 × median = ${num(mode)} + 2 × ${num(mean)} = ${num(mode + 2 * mean)}, so median = ${num(median)}.`;
        const hiSolve =
          ask === 'mode'
            ? `बहुलक = 3 × ${num(median)} − 2 × ${num(mean)} = ${num(3 * median)} − ${num(2 * mean)} = ${num(mode)}।`
            : ask === 'mean'
              ? `2 × माध्य = 3 × ${num(median)} − ${num(mode)} = ${num(3 * median - mode)}, अतः माध्य = ${num(mean)}।`
              : `3 × माध्यिका = ${num(mode)} + 2 × ${num(mean)} = ${num(mode + 2 * mean)}, अतः माध्यिका = ${num(median)}।`;
        return {
          question: `In a moderately skewed distribution, the ${WORDS[g1]} is ${num(values[g1])} and the ${WORDS[g2]} is ${num(values[g2])}. What is the ${WORDS[ask]}?`,
          answer: values[ask],
          distractors,
          steps: [`For a moderately skewed distribution, mode = 3 median − 2 mean.`, solve],
          hi: {
            question: `किसी मध्यम विषम बंटन में ${HI_WORDS[g1]} ${num(values[g1])} और ${HI_WORDS[g2]} ${num(values[g2])} है। ${HI_WORDS[ask]} क्या है?`,
            steps: [`मध्यम विषम बंटन में बहुलक = 3 माध्यिका − 2 माध्य।`, hiSolve],
          },
          params: { ask, given: { [g1]: values[g1], [g2]: values[g2] } },
        };
      });
    },
  },
};
