/**
 * The percentage change in a solid's volume or surface area when its one length changes (brief qs,
 * issue 19; SSC syllabus "mensuration"): a cube's edge, a sphere's radius, or a cylinder's radius
 * and height both changed by r%; the volume goes with the cube of (1 ± r/100), the area with the
 * square. mensuration.ts spreads it in after its other kinds.
 */
import { decimal, pct } from '../format';
import { until } from '../question';
import type { Kind, Problem } from '../types';
import { aroundKey } from './keyRank';

/** Clears floating-point dust from a percentage with at most a few decimals. */
const tidy = (x: number): number => Math.round(x * 1e6) / 1e6;

const SOLIDS = {
  cube: { en: 'the edge of a cube', hi: 'एक घन की भुजा', hiOf: 'उसके' },
  sphere: { en: 'the radius of a sphere', hi: 'एक गोले की त्रिज्या', hiOf: 'उसके' },
  cylinder: {
    en: 'both the radius and the height of a cylinder',
    hi: 'एक बेलन की त्रिज्या और ऊँचाई दोनों',
    hiOf: 'उसके',
  },
} as const;

export const MENSURATION_QS: Record<string, Kind> = {
  solidChange: {
    levels: [2, 3],
    make(rng): Problem {
      return until((): Problem | undefined => {
        const solid = rng.pick(['cube', 'sphere', 'cylinder'] as const);
        const up = rng.chance(0.6);
        const r = up ? rng.pick([10, 20, 30, 40, 50, 100]) : rng.pick([10, 20, 30, 40, 50]);
        const volume = solid === 'cylinder' || rng.chance(0.65);
        const power = volume ? 3 : 2;
        const f = 1 + (up ? r : -r) / 100;
        const key = tidy(Math.abs(f ** power - 1) * 100);
        const otherPower = volume ? 2 : 3;
        const wrong = [
          {
            mistake: `multiplying the ${r}% by ${power}`,
            value: power * r,
            hi: `${r}% को ${power} से गुणा कर देना`,
          },
          {
            mistake: `taking the ${volume ? 'volume' : 'area'} to change by the same ${r}%`,
            value: r,
            hi: `${volume ? 'आयतन' : 'क्षेत्रफल'} में भी वही ${r}% परिवर्तन मान लेना`,
          },
          {
            mistake: `${volume ? 'squaring instead of cubing' : 'cubing instead of squaring'} (1 ${up ? '+' : '−'} ${r}/100)`,
            value: tidy(Math.abs(f ** otherPower - 1) * 100),
            hi: `(1 ${up ? '+' : '−'} ${r}/100) का ${volume ? 'घन के स्थान पर वर्ग' : 'वर्ग के स्थान पर घन'} लेना`,
          },
          {
            mistake: `giving the new ${volume ? 'volume' : 'area'} as a percentage of the old`,
            value: tidy(f ** power * 100),
            hi: `नए ${volume ? 'आयतन' : 'क्षेत्रफल'} को पुराने के प्रतिशत के रूप में दे देना`,
          },
          // a decrease past 100% is no option a candidate would mark
        ].filter((w) => w.value > 0 && w.value !== key && w.value < (up ? 1000 : 100));
        if (new Set(wrong.map((w) => w.value)).size < 3) return undefined;
        const what = volume ? 'volume' : solid === 'sphere' ? 'surface area' : 'total surface area';
        const hiWhat = volume ? 'आयतन' : solid === 'sphere' ? 'पृष्ठीय क्षेत्रफल' : 'संपूर्ण पृष्ठीय क्षेत्रफल';
        const dir = up ? 'increase' : 'decrease';
        const hiDir = up ? 'वृद्धि' : 'कमी';
        const factor = decimal(f);
        const raised = decimal(tidy(f ** power));
        const s = SOLIDS[solid];
        return {
          question: `If ${s.en} ${solid === 'cylinder' ? 'are' : 'is'} ${up ? 'increased' : 'decreased'} by ${r}%, by what percentage does its ${what} ${dir}?`,
          answer: key,
          format: pct,
          wholeOptions: false,
          distractors: aroundKey(wrong, key, r + power),
          steps: [
            `The ${what} goes with the ${volume ? 'cube' : 'square'} of the length${solid === 'cylinder' ? ' (radius² × height)' : ''}: the new ${what} = ${factor}${power === 3 ? '³' : '²'} = ${raised} times the old.`,
            `${up ? `Increase = ${raised} − 1` : `Decrease = 1 − ${raised}`} = ${decimal(tidy(key / 100))} = ${pct(key)}.`,
          ],
          hi: {
            question: `यदि ${s.hi} में ${r}% की ${up ? 'वृद्धि' : 'कमी'} की जाए, तो ${s.hiOf} ${hiWhat} में कितने प्रतिशत की ${hiDir} होगी?`,
            steps: [
              `${hiWhat} लंबाई के ${volume ? 'घन' : 'वर्ग'} के अनुसार बदलता है${solid === 'cylinder' ? ' (त्रिज्या² × ऊँचाई)' : ''}: नया ${hiWhat} = ${factor}${power === 3 ? '³' : '²'} = पुराने का ${raised} गुना।`,
              `${up ? `वृद्धि = ${raised} − 1` : `कमी = 1 − ${raised}`} = ${decimal(tidy(key / 100))} = ${pct(key)}।`,
            ],
          },
          params: { solid, r, up, volume },
        };
      });
    },
  },
};
