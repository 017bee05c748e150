/**
 * Comparing surds of different orders (brief qs, issue 19; SSC syllabus "simplification"): the
 * largest or smallest of four roots such as √3, ∛5, ⁴√10 and ⁶√20, found by raising each to the 12th
 * power (the LCM of the root indices) and comparing whole numbers. The options are the surds
 * themselves (texts), so they print in a stable text order and the key's place follows no size.
 * simplification.ts spreads it in after its other kinds.
 */
import { num } from '../format';
import { until } from '../question';
import type { Distractor, Kind, Problem } from '../types';

type Surd = readonly [number, number]; // [root index, number under the root]

const SIGN: Record<number, string> = { 2: '√', 3: '∛', 4: '⁴√', 6: '⁶√' };
const show = ([k, a]: Surd): string => `${SIGN[k]}${a}`;
/** The surd raised to the 12th power: a whole number that orders the surds. */
const twelfth = ([k, a]: Surd): number => a ** (12 / k);
const SUP: Record<number, string> = { 2: '²', 3: '³', 4: '⁴', 6: '⁶' };
const listed = (ss: readonly Surd[], and: string): string =>
  `${ss.slice(0, -1).map(show).join(', ')} ${and} ${show(ss[ss.length - 1]!)}`;

const byValue = (ss: readonly Surd[]): Surd[] => [...ss].sort((x, y) => twelfth(x) - twelfth(y));
const argBy = (ss: readonly Surd[], score: (s: Surd) => number): Surd =>
  ss.reduce((best, s) => (score(s) > score(best) ? s : best));

function rules(largest: boolean): { mistake: string; hi: string; pick: (ss: readonly Surd[]) => Surd }[] {
  return largest
    ? [
        {
          mistake: 'taking the one with the largest number under the root',
          hi: 'मूल के अंदर सबसे बड़ी संख्या वाला करणी चुन लेना',
          pick: (ss) => argBy(ss, (s) => s[1]),
        },
        {
          mistake: 'taking the square root as the largest (the smallest root index)',
          hi: 'सबसे छोटे मूलांक वाले वर्गमूल को सबसे बड़ा मान लेना',
          pick: (ss) => argBy(ss, (s) => -s[0]),
        },
        {
          mistake: 'taking the smallest instead',
          hi: 'सबसे बड़े के स्थान पर सबसे छोटा चुन लेना',
          pick: (ss) => byValue(ss)[0]!,
        },
        {
          mistake: 'misjudging the two largest',
          hi: 'दो सबसे बड़े करणियों की तुलना में चूक करना',
          pick: (ss) => byValue(ss)[2]!,
        },
      ]
    : [
        {
          mistake: 'taking the one with the smallest number under the root',
          hi: 'मूल के अंदर सबसे छोटी संख्या वाला करणी चुन लेना',
          pick: (ss) => argBy(ss, (s) => -s[1]),
        },
        {
          mistake: 'taking the one with the largest root index as the smallest',
          hi: 'सबसे बड़े मूलांक वाले करणी को सबसे छोटा मान लेना',
          pick: (ss) => argBy(ss, (s) => s[0]),
        },
        {
          mistake: 'taking the largest instead',
          hi: 'सबसे छोटे के स्थान पर सबसे बड़ा चुन लेना',
          pick: (ss) => byValue(ss)[3]!,
        },
        {
          mistake: 'misjudging the two smallest',
          hi: 'दो सबसे छोटे करणियों की तुलना में चूक करना',
          pick: (ss) => byValue(ss)[1]!,
        },
      ];
}

export const SIMPLIFICATION_QS: Record<string, Kind> = {
  surdExtreme: {
    levels: [2, 3],
    make(rng): Problem {
      return until((): Problem | undefined => {
        const indices = rng.sample([2, 3, 4, 6], 4);
        const ss: Surd[] = indices.map((k) => [k, rng.int(2, k === 2 ? 12 : k === 3 ? 30 : 80)] as const);
        const values = ss.map(twelfth);
        if (new Set(values).size < 4 || new Set(ss.map((s) => s[1])).size < 4) return undefined;
        // no root that comes out whole (√4, ∛27): each must be a real surd
        if (ss.some(([k, a]) => Math.round(a ** (1 / k)) ** k === a)) return undefined;
        // close enough that a glance does not settle it: the extremes within a factor of 3
        const sorted = byValue(ss);
        if (twelfth(sorted[3]!) / twelfth(sorted[0]!) > 3 ** 12) return undefined;
        const largest = rng.chance(0.6);
        const key = largest ? sorted[3]! : sorted[0]!;
        const rs = rules(largest);
        if (rs[0]!.pick(ss) === key) return undefined;
        const distractors: Distractor[] = [];
        for (const rule of rs) {
          const s = rule.pick(ss);
          if (s === key || distractors.some((d) => d.value === show(s))) continue;
          distractors.push({ mistake: rule.mistake, hi: rule.hi, value: show(s) });
        }
        if (distractors.length < 3) return undefined;
        const word = largest ? 'largest' : 'smallest';
        const hiWord = largest ? 'सबसे बड़ा' : 'सबसे छोटा';
        const raised = ss
          .map((s) => `(${show(s)})¹² = ${s[1]}${SUP[12 / s[0]]} = ${num(twelfth(s))}`)
          .join(', ');
        return {
          question: `Which is the ${word} of ${listed(ss, 'and')}?`,
          answer: show(key),
          distractors,
          steps: [
            `The LCM of the root indices 2, 3, 4 and 6 is 12, so raise each to the power 12: ${raised}.`,
            `The ${word} of these is ${num(twelfth(key))}, so the ${word} surd is ${show(key)}.`,
          ],
          hi: {
            question: `${listed(ss, 'और')} में से ${hiWord} कौन-सा है?`,
            steps: [
              `मूलांकों 2, 3, 4 और 6 का LCM 12 है, अतः प्रत्येक की घात 12 लीजिए: ${raised}।`,
              `इनमें ${hiWord} ${num(twelfth(key))} है, अतः ${hiWord} करणी ${show(key)} है।`,
            ],
            options: Object.fromEntries(ss.map((s) => [show(s), show(s)])),
          },
          params: { surds: ss.map((s) => [...s]), largest },
        };
      });
    },
  },
};
