/**
 * Ratio of totals from two groups given in separate ratios (issue 19, third round): "On farm A hens :
 * goats = 5 : 3 and on farm B 4 : 7; the farms have 160 and 220 animals; find hens : goats on the two
 * farms together". Each group is split by its own ratio, the parts are added, and the sum is reduced.
 * ratio.ts spreads it in after its other kinds, so the earlier kinds keep their draw order.
 */
import { num, ratio } from '../format';
import { reduceRatio } from '../math';
import { until } from '../question';
import type { Kind } from '../types';

/** Two groups and the two kinds of member counted in them, in both languages. */
interface Setting {
  group: string;
  /** "On farm A", "In school A" */
  at: string;
  groups: string;
  hiGroup: string;
  hiGroups: string;
  first: string;
  second: string;
  hiFirst: string;
  hiSecond: string;
  /** the members' Hindi as a subject: मुर्गियाँ, लड़के */
  hiFirstAre: string;
  hiSecondAre: string;
  /** how a total is stated: "farm A has 160 animals" */
  has: (group: string, n: string) => string;
  hiHas: (group: string, n: string) => string;
  /** the unit a total is a multiple of, and its range */
  min: number;
  max: number;
}

const SETTINGS: readonly Setting[] = [
  {
    group: 'farm',
    at: 'On',
    groups: 'farms',
    hiGroup: 'फार्म',
    hiGroups: 'दोनों फार्मों',
    first: 'hens',
    second: 'goats',
    hiFirst: 'मुर्गियों',
    hiSecond: 'बकरियों',
    hiFirstAre: 'मुर्गियाँ',
    hiSecondAre: 'बकरियाँ',
    has: (g, n) => `farm ${g} has ${n} animals`,
    hiHas: (g, n) => `फार्म ${g} पर ${n} जानवर हैं`,
    min: 60,
    max: 400,
  },
  {
    group: 'school',
    at: 'In',
    groups: 'schools',
    hiGroup: 'विद्यालय',
    hiGroups: 'दोनों विद्यालयों',
    first: 'boys',
    second: 'girls',
    hiFirst: 'लड़कों',
    hiSecond: 'लड़कियों',
    hiFirstAre: 'लड़के',
    hiSecondAre: 'लड़कियाँ',
    has: (g, n) => `school ${g} has ${n} students`,
    hiHas: (g, n) => `विद्यालय ${g} में ${n} विद्यार्थी हैं`,
    min: 200,
    max: 1500,
  },
  {
    group: 'village',
    at: 'In',
    groups: 'villages',
    hiGroup: 'गाँव',
    hiGroups: 'दोनों गाँवों',
    first: 'men',
    second: 'women',
    hiFirst: 'पुरुषों',
    hiSecond: 'महिलाओं',
    hiFirstAre: 'पुरुष',
    hiSecondAre: 'महिलाएँ',
    has: (g, n) => `village ${g} has ${n} people`,
    hiHas: (g, n) => `गाँव ${g} में ${n} लोग हैं`,
    min: 500,
    max: 5000,
  },
];

const cap = (s: string): string => `${s[0]!.toUpperCase()}${s.slice(1)}`;

export const RATIO_GROUPS: Record<string, Kind> = {
  groupsTogether: {
    levels: [2, 3],
    make(rng) {
      return until(() => {
        const s = rng.pick(SETTINGS);
        const [a1, b1] = reduceRatio([rng.int(1, 9), rng.int(1, 9)]) as [number, number];
        const [a2, b2] = reduceRatio([rng.int(1, 9), rng.int(1, 9)]) as [number, number];
        if (a1 === b1 || a2 === b2 || (a1 === a2 && b1 === b2) || (a1 - b1) * (a2 - b2) > 0) return undefined;
        const k1 = rng.int(Math.ceil(s.min / (a1 + b1)), Math.floor(s.max / (a1 + b1)));
        const k2 = rng.int(Math.ceil(s.min / (a2 + b2)), Math.floor(s.max / (a2 + b2)));
        const [t1, t2] = [k1 * (a1 + b1), k2 * (a2 + b2)];
        if (t1 === t2 || t1 % 10 !== 0 || t2 % 10 !== 0) return undefined;
        const [x, y] = [k1 * a1 + k2 * a2, k1 * b1 + k2 * b2];
        const key = reduceRatio([x, y]);
        if (key[0]! > 60 || key[1]! > 60) return undefined;
        const added = reduceRatio([a1 + a2, b1 + b2]);
        // each group taken as the same size: a1/(a1 + b1) + a2/(a2 + b2) against the rest
        const equal = reduceRatio([a1 * (a2 + b2) + a2 * (a1 + b1), b1 * (a2 + b2) + b2 * (a1 + b1)]);
        const crossed = reduceRatio([k1 * a1 + k2 * b2, k1 * b1 + k2 * a2]);
        const wrong = [added, equal, crossed, [key[1]!, key[0]!]];
        // every option in small terms like the key's, none equal to it
        if (wrong.some((w) => (w[0] === key[0] && w[1] === key[1]) || Math.max(...w) > 99)) return undefined;
        if (new Set(wrong.map((w) => ratio(w))).size < 3) return undefined;
        const [n1, n2] = [num(t1), num(t2)];
        return {
          question: `${s.at} ${s.group} A the ratio of ${s.first} to ${s.second} is ${a1} : ${b1}, and ${s.at.toLowerCase()} ${s.group} B it is ${a2} : ${b2}. ${cap(s.has('A', n1))} and ${s.has('B', n2)}. What is the ratio of ${s.first} to ${s.second} ${s.at === 'On' ? 'on' : 'in'} the two ${s.groups} together?`,
          answer: ratio(key),
          trap: true,
          distractors: [
            {
              mistake: 'adding the two ratios term by term',
              hi: 'दोनों अनुपातों के पदों को सीधे जोड़ देना',
              value: ratio(added),
            },
            {
              mistake: `taking the two ${s.groups} as the same size`,
              hi: `${s.hiGroups} को बराबर आकार का मान लेना`,
              value: ratio(equal),
            },
            {
              mistake: `reading ${s.group} B’s ratio the other way round`,
              hi: `${s.hiGroup} B के अनुपात को उलटा पढ़ना`,
              value: ratio(crossed),
            },
            {
              mistake: `giving ${s.second} to ${s.first}`,
              hi: 'अनुपात को उलटे क्रम में लिखना',
              value: ratio([key[1]!, key[0]!]),
            },
          ],
          steps: [
            `${cap(s.group)} A: ${s.first} = ${n1} × ${a1}/${a1 + b1} = ${num(k1 * a1)}, ${s.second} = ${num(k1 * b1)}. ${cap(s.group)} B: ${s.first} = ${n2} × ${a2}/${a2 + b2} = ${num(k2 * a2)}, ${s.second} = ${num(k2 * b2)}.`,
            `Together: ${s.first} = ${num(k1 * a1)} + ${num(k2 * a2)} = ${num(x)}, ${s.second} = ${num(k1 * b1)} + ${num(k2 * b2)} = ${num(y)}; ${num(x)} : ${num(y)} = ${ratio(key)}.`,
          ],
          hi: {
            question: `${s.hiGroup} A में ${s.hiFirst} और ${s.hiSecond} का अनुपात ${a1} : ${b1} है तथा ${s.hiGroup} B में यह ${a2} : ${b2} है। ${s.hiHas('A', n1)} और ${s.hiHas('B', n2)}। ${s.hiGroups} को मिलाकर ${s.hiFirst} और ${s.hiSecond} का अनुपात क्या है?`,
            steps: [
              `${s.hiGroup} A: ${s.hiFirstAre} = ${n1} × ${a1}/${a1 + b1} = ${num(k1 * a1)}, ${s.hiSecondAre} = ${num(k1 * b1)}। ${s.hiGroup} B: ${num(k2 * a2)} और ${num(k2 * b2)} (${n2} × ${a2}/${a2 + b2} और ${n2} × ${b2}/${a2 + b2})।`,
              `कुल: ${num(k1 * a1)} + ${num(k2 * a2)} = ${num(x)} और ${num(k1 * b1)} + ${num(k2 * b2)} = ${num(y)}; ${num(x)} : ${num(y)} = ${ratio(key)}।`,
            ],
          },
          params: { a1, b1, a2, b2, t1, t2, setting: s.group },
        };
      });
    },
  },
};
