/**
 * Candidates who failed in one subject, the other, and both (issue 19, a survey of the forms SSC papers
 * ask in percentage): the per cent who passed in both (2), or, with the number who passed in both, how
 * many sat the examination (2–3). percentage.ts spreads it in after its other kinds.
 */
import { num, pct } from '../format';
import { until } from '../question';
import type { Distractor, Kind, Problem } from '../types';
import { aroundKey } from './keyRank';

const SUBJECTS = [
  { en: ['Hindi', 'English'], hi: ['हिंदी', 'अंग्रेज़ी'] },
  { en: ['Mathematics', 'Science'], hi: ['गणित', 'विज्ञान'] },
  { en: ['English', 'Mathematics'], hi: ['अंग्रेज़ी', 'गणित'] },
  { en: ['History', 'Geography'], hi: ['इतिहास', 'भूगोल'] },
] as const;

export const PERCENTAGE_FAILED: Record<string, Kind> = {
  failedBoth: {
    levels: [2], // level 3 (half per cents) left its candidates-count mistakes above the key rarely whole: the key was the largest
    make(rng, level): Problem {
      const ask = level === 2 && rng.chance(0.4) ? 'percent' : 'appeared';
      return until((): Problem | undefined => {
        const subject = rng.pick(SUBJECTS);
        const x = rng.step(10, 45, level === 3 ? 0.5 : 1);
        const y = rng.step(10, 45, level === 3 ? 0.5 : 1);
        const z = rng.step(4, Math.min(x, y) - 2, level === 3 ? 0.5 : 1);
        const passed = 100 - (x + y - z);
        if (x === y || z >= Math.min(x, y) || passed <= 0) return undefined;
        const [s1, s2] = subject.en;
        const [h1, h2] = subject.hi;
        const given = `In an examination, ${pct(x)} of the candidates failed in ${s1}, ${pct(y)} failed in ${s2} and ${pct(z)} failed in both subjects.`;
        const hiGiven = `एक परीक्षा में ${pct(x)} परीक्षार्थी ${h1} में, ${pct(y)} ${h2} में और ${pct(z)} दोनों विषयों में अनुत्तीर्ण हुए।`;
        const failLine = `Failed in at least one subject = ${pct(x)} + ${pct(y)} − ${pct(z)} = ${pct(x + y - z)}, so passed in both = 100% − ${pct(x + y - z)} = ${pct(passed)}.`;
        const hiFailLine = `कम से कम एक विषय में अनुत्तीर्ण = ${pct(x)} + ${pct(y)} − ${pct(z)} = ${pct(x + y - z)}, अतः दोनों में उत्तीर्ण = 100% − ${pct(x + y - z)} = ${pct(passed)}।`;
        if (ask === 'percent') {
          const wrong: Distractor[] = [
            {
              mistake: 'not adding back those who failed in both',
              hi: 'दोनों में अनुत्तीर्ण परीक्षार्थियों को वापस न जोड़ना',
              value: 100 - x - y,
            },
            {
              mistake: 'giving the per cent who failed in at least one subject',
              hi: 'कम से कम एक विषय में अनुत्तीर्ण होने वालों का प्रतिशत बताना',
              value: x + y - z,
            },
            {
              mistake: 'subtracting those who failed in both once more',
              hi: 'दोनों में अनुत्तीर्ण परीक्षार्थियों को एक बार और घटाना',
              value: 100 - x - y - z,
            },
            {
              mistake: 'taking all but those who failed in both as passed',
              hi: 'दोनों में अनुत्तीर्ण को छोड़कर सभी को उत्तीर्ण मान लेना',
              value: 100 - z,
            },
            {
              mistake: 'giving the per cent who failed in only one subject',
              hi: 'केवल एक विषय में अनुत्तीर्ण होने वालों का प्रतिशत बताना',
              value: x + y - 2 * z,
            },
          ].filter((d) => d.value > 0);
          const kept = aroundKey(wrong, passed, x + y + z);
          return {
            question: `${given} What percentage of the candidates passed in both subjects?`,
            answer: passed,
            format: pct,
            distractors: kept,
            steps: [failLine],
            hi: {
              question: `${hiGiven} कितने प्रतिशत परीक्षार्थी दोनों विषयों में उत्तीर्ण हुए?`,
              steps: [hiFailLine],
            },
            params: { ask, x, y, z },
          };
        }
        const total = rng.step(200, 5000, 100);
        const n = (total * passed) / 100;
        if (!Number.isInteger(n)) return undefined;
        const from = (share: number): number => (n * 100) / share;
        const wrong: Distractor[] = [
          {
            mistake: 'not adding back those who failed in both',
            hi: 'दोनों में अनुत्तीर्ण परीक्षार्थियों को वापस न जोड़ना',
            value: 100 - x - y > 0 ? from(100 - x - y) : NaN,
          },
          {
            mistake: 'subtracting those who failed in both once more',
            hi: 'दोनों में अनुत्तीर्ण परीक्षार्थियों को एक बार और घटाना',
            value: 100 - x - y - z > 0 ? from(100 - x - y - z) : NaN,
          },
          {
            mistake: 'giving the number who failed in at least one subject',
            hi: 'कम से कम एक विषय में अनुत्तीर्ण होने वालों की संख्या बताना',
            value: total - n,
          },
          {
            mistake: 'taking those who passed as the per cent who failed in at least one',
            hi: 'उत्तीर्ण परीक्षार्थियों को कम से कम एक विषय में अनुत्तीर्ण होने वालों का प्रतिशत मान लेना',
            value: from(x + y - z),
          },
          {
            mistake: 'taking all but those who failed in both as passed',
            hi: 'दोनों में अनुत्तीर्ण को छोड़कर सभी को उत्तीर्ण मान लेना',
            value: from(100 - z),
          },
          {
            mistake: 'giving the number who failed in both subjects',
            hi: 'दोनों विषयों में अनुत्तीर्ण होने वालों की संख्या बताना',
            value: (total * z) / 100,
          },
          {
            mistake: 'giving the number who failed in only one subject',
            hi: 'केवल एक विषय में अनुत्तीर्ण होने वालों की संख्या बताना',
            value: (total * (x + y - 2 * z)) / 100,
          },
        ].filter((d) => Number.isFinite(d.value) && d.value > 0 && Number.isInteger(d.value));
        const kept = aroundKey(wrong, total, n + x);
        if (
          new Set(
            kept
              .slice(0, 3)
              .map((d) => d.value)
              .concat(total),
          ).size < 4
        )
          return undefined;
        return {
          question: `${given} If ${num(n)} candidates passed in both subjects, how many candidates appeared in the examination?`,
          answer: total,
          distractors: kept,
          steps: [
            failLine,
            `${pct(passed)} of the candidates = ${num(n)}, so all of them = ${num(n)} × 100/${num(passed)} = ${num(total)}.`,
          ],
          hi: {
            question: `${hiGiven} यदि ${num(n)} परीक्षार्थी दोनों विषयों में उत्तीर्ण हुए, तो परीक्षा में कुल कितने परीक्षार्थी बैठे?`,
            steps: [
              hiFailLine,
              `परीक्षार्थियों का ${pct(passed)} = ${num(n)}, अतः कुल परीक्षार्थी = ${num(n)} × 100/${num(passed)} = ${num(total)}।`,
            ],
          },
          params: { ask, x, y, z, n },
        };
      });
    },
  },
};
