/**
 * The fourth coverage audit's bars of candidates (item 4; the other charts are in dataAudit5.ts):
 * four bars a year, those who applied, appeared, qualified and were selected; the per cent of those
 * who appeared that qualified, or the year of the highest pass rate. The legend has words, so the
 * drawing is made again with them in Hindi.
 */
import type { Figure } from '../../../../contract/figure';
import { num, pct } from '../format';
import { isWhole } from '../math';
import { isExact, until } from '../question';
import type { Distractor, Kind, Problem } from '../types';
import { enough, groupedBars, listed, onlyMax } from './dataAudit5Bars';
import { aroundKey } from './keyRank';

const STAGES = ['Applied', 'Appeared', 'Qualified', 'Selected'] as const;
const HI_STAGES = ['आवेदन', 'उपस्थित', 'उत्तीर्ण', 'चयनित'] as const;

/**
 * Four bars a year for four years: candidates who applied, appeared, qualified and were selected in
 * an examination. Level 2: what per cent of those who appeared in a year qualified; level 3: the
 * year in which that pass rate was the highest.
 */
export const passBarsKind: Kind = {
  levels: [2, 3],
  make(rng, level): Problem {
    return until((): Problem | undefined => {
      const first = rng.int(2015, 2021);
      const years = [0, 1, 2, 3].map((i) => first + i);
      const labels = years.map(String);
      const appeared = years.map(() => rng.step(400, 980, 20));
      const rates = years.map(() => rng.step(20, 70, 5));
      const applied = appeared.map((a) => a + rng.step(40, 300, 20));
      const qualified = appeared.map((a, i) => (a * rates[i]!) / 100);
      const selected = qualified.map((q) => rng.step(10, Math.max(10, Math.floor(q / 2)), 10));
      const values = [applied, appeared, qualified, selected];
      const figure: Figure = {
        svg: groupedBars(labels, STAGES, values),
        alt: `Bar chart of the candidates of an examination, year by year: ${listed(labels, STAGES, values)}.`,
      };
      const hiCommon = {
        figureAlt: `दंड आलेख — एक परीक्षा के अभ्यर्थी, वर्षवार: ${listed(labels, HI_STAGES, values)}।`,
        figureSvg: groupedBars(labels, HI_STAGES, values),
      };
      const head = `The bar chart shows the number of candidates who applied for an examination, appeared in it, qualified and were selected, from ${years[0]} to ${years[3]}.`;
      const hiHead = `दंड आलेख में ${years[0]} से ${years[3]} तक एक परीक्षा के लिए आवेदन करने वाले, उसमें उपस्थित होने वाले, उत्तीर्ण होने वाले और चयनित अभ्यर्थियों की संख्या दर्शाई गई है।`;
      const share = (a: number, b: number): number => (a / b) * 100;
      const nice = (v: number): boolean => isExact(v) && isWhole(v * 100) && v > 0;
      if (level === 2) {
        const [i, j] = rng.sample([0, 1, 2, 3], 2) as [number, number];
        const answer = rates[i]!;
        const wrong: Distractor[] = [
          {
            mistake: 'dividing by those who applied',
            hi: 'आवेदन करने वालों की संख्या से भाग देना',
            value: share(qualified[i]!, applied[i]!),
          },
          {
            mistake: 'giving the share that did not qualify',
            hi: 'उत्तीर्ण न होने वालों का हिस्सा दे देना',
            value: 100 - answer,
          },
          {
            mistake: `reading the bars of ${years[j]}`,
            hi: `${years[j]} के दंड पढ़ लेना`,
            value: rates[j]!,
          },
          {
            mistake: 'taking those selected instead of those qualified',
            hi: 'उत्तीर्ण के स्थान पर चयनित अभ्यर्थी ले लेना',
            value: share(selected[i]!, appeared[i]!),
          },
        ].filter((d) => nice(d.value as number));
        if (!enough(wrong, answer)) return undefined;
        return {
          questionFigure: figure,
          question: `${head}\nWhat percentage of the candidates who appeared in ${years[i]} qualified?`,
          answer,
          format: pct,
          distractors: aroundKey(wrong, answer, first + appeared[j]!),
          steps: [
            `${years[i]}: appeared ${num(appeared[i]!)}, qualified ${num(qualified[i]!)}; ${num(qualified[i]!)} ÷ ${num(appeared[i]!)} × 100 = ${pct(answer)}.`,
          ],
          hi: {
            ...hiCommon,
            question: `${hiHead}\n${years[i]} में उपस्थित अभ्यर्थियों में से कितने प्रतिशत उत्तीर्ण हुए?`,
            steps: [
              `${years[i]}: उपस्थित ${num(appeared[i]!)}, उत्तीर्ण ${num(qualified[i]!)}; ${num(qualified[i]!)} ÷ ${num(appeared[i]!)} × 100 = ${pct(answer)}।`,
            ],
          },
          params: { ask: 'share', years, applied, appeared, qualified, selected, i, j },
        };
      }
      const key = onlyMax(rates);
      const most = onlyMax(qualified);
      const ofApplied = onlyMax(qualified.map((q, k) => q / applied[k]!));
      const selectedRate = onlyMax(selected.map((s, k) => s / appeared[k]!));
      if ([key, most, ofApplied, selectedRate].some((k) => k === undefined)) return undefined;
      if (new Set([key, most, ofApplied, selectedRate]).size < 4) return undefined;
      const at = (k: number | undefined): string => String(years[k!]);
      return {
        questionFigure: figure,
        question: `${head}\nIn which year was the percentage of the candidates who appeared and qualified the highest?`,
        answer: at(key),
        distractors: [
          {
            mistake: 'choosing the year with the most candidates qualified',
            hi: 'सबसे अधिक उत्तीर्ण अभ्यर्थियों वाला वर्ष चुन लेना',
            value: at(most),
          },
          {
            mistake: 'dividing by those who applied',
            hi: 'आवेदन करने वालों की संख्या से भाग देना',
            value: at(ofApplied),
          },
          {
            mistake: 'taking those selected instead of those qualified',
            hi: 'उत्तीर्ण के स्थान पर चयनित अभ्यर्थी ले लेना',
            value: at(selectedRate),
          },
        ],
        steps: [
          `Qualified ÷ appeared × 100: ${years.map((y, k) => `${y} ${num(qualified[k]!)}/${num(appeared[k]!)} = ${pct(rates[k]!)}`).join('; ')}.`,
          `The highest is ${at(key)}.`,
        ],
        hi: {
          ...hiCommon,
          question: `${hiHead}\nकिस वर्ष उपस्थित अभ्यर्थियों में से उत्तीर्ण होने वालों का प्रतिशत सबसे अधिक था?`,
          steps: [
            `उत्तीर्ण ÷ उपस्थित × 100: ${years.map((y, k) => `${y} ${num(qualified[k]!)}/${num(appeared[k]!)} = ${pct(rates[k]!)}`).join('; ')}।`,
            `सबसे अधिक ${at(key)} में है।`,
          ],
          options: Object.fromEntries(labels.map((y) => [y, y])),
        },
        params: { ask: 'bestYear', years, applied, appeared, qualified, selected },
      };
    });
  },
};
