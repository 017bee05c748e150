import { ordinal } from '../format';
import { anyone, people } from '../names';
import { defineTopic, until } from '../question';
import type { Problem } from '../types';

const clock = (mins: number): string => {
  const t = ((mins % 1440) + 1440) % 1440;
  const h = Math.floor(t / 60);
  return `${h % 12 || 12}:${String(t % 60).padStart(2, '0')} ${h < 12 ? 'a.m.' : 'p.m.'}`;
};

export const timeSequenceNumberRanking = defineTopic({
  total: {
    levels: [1],
    make(rng) {
      const top = rng.int(5, 40);
      const bottom = rng.int(5, 40);
      const who = anyone(rng);
      return {
        question: `${who.name} is ${ordinal(top)} from the top and ${ordinal(bottom)} from the bottom in a class. How many students are there in the class?`,
        answer: top + bottom - 1,
        distractors: [
          { mistake: `counting ${who.name} twice`, value: top + bottom },
          { mistake: `leaving ${who.name} out altogether`, value: top + bottom - 2 },
          { mistake: 'subtracting the ranks', value: Math.abs(top - bottom) },
          { mistake: 'adding one instead of subtracting', value: top + bottom + 1 },
        ],
        steps: [
          `Total = ${top} + ${bottom} − 1 = ${top + bottom - 1} (${who.name} is counted in both ranks).`,
        ],
        params: { type: 'total', top, bottom },
      };
    },
  },
  otherEnd: {
    levels: [1],
    make(rng) {
      const n = rng.int(15, 60);
      const left = rng.int(2, n - 1);
      const who = anyone(rng);
      return {
        question: `In a row of ${n} children, ${who.name} is ${ordinal(left)} from the left. What is ${who.his} position from the right?`,
        answer: n - left + 1,
        distractors: [
          { mistake: 'forgetting to add 1', value: n - left },
          { mistake: 'adding 2', value: n - left + 2 },
          { mistake: 'giving the position from the left', value: left },
        ],
        steps: [`Position from the right = ${n} − ${left} + 1 = ${n - left + 1}.`],
        params: { type: 'otherEnd', n, left },
      };
    },
  },
  between: {
    levels: [2],
    make(rng) {
      return until(() => {
        const n = rng.int(20, 60);
        const a = rng.int(3, n - 3);
        const b = rng.int(3, n - 3);
        const aPos = a;
        const bPos = n - b + 1;
        if (bPos <= aPos + 1) return undefined;
        const between = bPos - aPos - 1;
        const [p, q] = people(rng, 2);
        return {
          question: `In a row of ${n} people, ${p!.name} is ${ordinal(a)} from the left and ${q!.name} is ${ordinal(b)} from the right. How many people are there between them?`,
          answer: between,
          distractors: [
            { mistake: 'not leaving out the two people themselves', value: bPos - aPos + 1 },
            { mistake: 'subtracting only one of them', value: between + 1 },
            { mistake: 'adding the positions', value: a + b },
            { mistake: 'leaving out one person too many', value: between - 1 },
          ],
          steps: [
            `${q!.name} is ${ordinal(bPos)} from the left (${n} − ${b} + 1). Between the ${ordinal(aPos)} and the ${ordinal(bPos)} there are ${bPos} − ${aPos} − 1 = ${between} people.`,
          ],
          params: { type: 'between', n, a, b },
        };
      });
    },
  },
  interchange: {
    levels: [2, 3],
    make(rng) {
      return until(() => {
        const n = rng.int(20, 60);
        const aLeft = rng.int(3, n - 3);
        const bLeft = rng.int(3, n - 3);
        if (aLeft === bLeft) return undefined;
        const bRight = n - bLeft + 1;
        const [p, q] = people(rng, 2);
        return {
          question: `In a row, ${p!.name} is ${ordinal(aLeft)} from the left and ${q!.name} is ${ordinal(bRight)} from the right. When they interchange their positions, ${p!.name} becomes ${ordinal(bLeft)} from the left. How many people are there in the row?`,
          answer: n,
          distractors: [
            { mistake: 'forgetting to subtract 1', value: bLeft + bRight },
            { mistake: `adding ${p!.name}'s old position`, value: aLeft + bRight - 1 },
            { mistake: 'subtracting 2', value: bLeft + bRight - 2 },
          ],
          steps: [
            `After the swap ${p!.name} stands where ${q!.name} stood: ${ordinal(bLeft)} from the left and ${ordinal(bRight)} from the right. Total = ${bLeft} + ${bRight} − 1 = ${n}.`,
          ],
          params: { type: 'interchange', aLeft, bRight, bLeft },
        };
      });
    },
  },
  timeSequence: {
    levels: [2, 3],
    make(rng): Problem {
      const due = rng.int(6 * 12, 20 * 12) * 5;
      const late = rng.int(5, 80);
      const halt = rng.int(5, 30);
      const kind = rng.pick(['train', 'meeting'] as const);
      if (kind === 'train') {
        const leave = due + late + halt;
        return {
          question: `A train was due at ${clock(due)} It arrived ${late} minutes late and left the station ${halt} minutes after arriving. At what time did it leave?`,
          answer: clock(leave),
          distractors: [
            { mistake: 'forgetting the halt', value: clock(due + late) },
            { mistake: 'subtracting the delay', value: clock(due - late + halt) },
            { mistake: 'forgetting the delay', value: clock(due + halt) },
            {
              mistake: 'counting 100 minutes to the hour',
              value: clock(due + Math.floor((late + halt) / 100) * 60 + ((late + halt) % 100)),
            },
            { mistake: 'subtracting the halt', value: clock(due + late - halt) },
            { mistake: 'adding the delay twice', value: clock(due + 2 * late + halt) },
          ],
          steps: [
            `Arrival = ${clock(due)} + ${late} minutes = ${clock(due + late)}; departure = ${halt} minutes later, ${clock(leave)}`,
          ],
          params: { type: 'train', due, late, halt },
        };
      }
      const early = late;
      const startDelay = halt;
      const who = anyone(rng);
      const arrive = due - early;
      return {
        question: `${who.name} reached a meeting hall ${early} minutes before the scheduled time of ${clock(due)} The meeting started ${startDelay} minutes late. How long did ${who.he} wait for it to start?`,
        answer: `${early + startDelay} minutes`,
        distractors: [
          // equal minutes would give a wait of none
          ...(early === startDelay
            ? []
            : [
                {
                  mistake: 'subtracting the delay instead of adding',
                  value: `${Math.abs(early - startDelay)} minutes`,
                },
              ]),
          { mistake: 'counting only the early minutes', value: `${early} minutes` },
          { mistake: 'counting only the delay', value: `${startDelay} minutes` },
          { mistake: 'adding 10 minutes too many', value: `${early + startDelay + 10} minutes` },
        ],
        steps: [
          `${who.he[0]!.toUpperCase()}${who.he.slice(1)} arrived at ${clock(arrive)} and the meeting began at ${clock(due + startDelay)}: ${early} + ${startDelay} = ${early + startDelay} minutes.`,
        ],
        params: { type: 'meeting', due, early, startDelay },
      };
    },
  },
  digitCount: {
    levels: [3],
    make(rng) {
      return until(() => {
        const digits = Array.from({ length: 30 }, () => rng.int(1, 9));
        const [x, y, z] = rng.sample([1, 2, 3, 4, 5, 6, 7, 8, 9], 3);
        let both = 0;
        let before = 0;
        let after = 0;
        for (let i = 1; i < digits.length - 1; i += 1) {
          if (digits[i] !== x) continue;
          const b = digits[i - 1] === y;
          const a = digits[i + 1] === z;
          if (a && b) both += 1;
          if (b) before += 1;
          if (a) after += 1;
        }
        if (both === 0 || both === before || both === after) return undefined;
        return {
          question: `In the sequence below, how many ${x}s are immediately preceded by ${y} and immediately followed by ${z}?\n${digits.join(' ')}`,
          answer: both,
          distractors: [
            { mistake: `counting every ${x} preceded by ${y}`, value: before },
            { mistake: `counting every ${x} followed by ${z}`, value: after },
            { mistake: 'counting one pattern twice', value: both + 1 },
            { mistake: `counting both kinds together`, value: before + after },
          ],
          steps: [
            `Scan for the pattern ${y} ${x} ${z}: it occurs ${both} ${both === 1 ? 'time' : 'times'} (${before} of the ${x}s come right after ${y}, ${after} come right before ${z}).`,
          ],
          params: { type: 'digitCount', digits, x: x!, y: y!, z: z! },
        };
      });
    },
  },
  sortedPlaces: {
    levels: [3],
    make(rng) {
      return until(() => {
        const len = rng.int(6, 8);
        const digits = rng.sample([1, 2, 3, 4, 5, 6, 7, 8, 9], len);
        const ascending = rng.chance(0.5);
        const sorted = [...digits].sort((a, b) => (ascending ? a - b : b - a));
        const same = digits.filter((d, i) => sorted[i] === d).length;
        const other = [...digits].sort((a, b) => (ascending ? b - a : a - b));
        const sameOther = digits.filter((d, i) => other[i] === d).length;
        if (same === 0 && sameOther === 0) return undefined;
        return {
          question: `If the digits of the number ${digits.join('')} are arranged in ${ascending ? 'ascending' : 'descending'} order, how many digits will remain in the same place?`,
          answer: same,
          allowNonPositive: true,
          distractors: [
            {
              mistake: `arranging in ${ascending ? 'descending' : 'ascending'} order instead`,
              value: sameOther,
            },
            { mistake: 'counting one digit too many', value: same + 1 },
            ...(same > 0 ? [{ mistake: 'missing one digit', value: same - 1 }] : []),
            { mistake: 'counting two digits too many', value: same + 2 },
          ],
          steps: [
            `${digits.join('')} → ${sorted.join('')}. Digits in the same place: ${same === 0 ? 'none' : digits.filter((d, i) => sorted[i] === d).join(', ')} (${same}).`,
          ],
          params: { type: 'sortedPlaces', digits, ascending },
        };
      });
    },
  },
});
