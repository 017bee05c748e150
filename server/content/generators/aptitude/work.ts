import { fraction, num, plural, rupees } from '../format';
import { isWhole, lcmAll } from '../math';
import { people } from '../names';
import { defineTopic, until } from '../question';
import { WORK_VARIANTS } from './workVariants';
import type { Problem } from '../types';

const days = (v: number): string => plural(v, 'day');
const hours = (v: number): string => plural(v, 'hour');

/** Pairs (a, b) with ab/(a + b) whole: two workers and the days they take together. */
function pairTogether(rng: { int(a: number, b: number): number }, max = 60): [number, number, number] {
  for (;;) {
    const a = rng.int(4, max);
    const b = rng.int(a + 1, max + 20);
    const t = (a * b) / (a + b);
    if (isWhole(t)) return [a, b, t];
  }
}

export const timeAndWork = defineTopic({
  together: {
    levels: [1],
    make(rng) {
      const [a, b, t] = pairTogether(rng);
      const [p, q] = people(rng, 2);
      const pipes = rng.chance(0.3);
      return {
        question: pipes
          ? `Pipe A can fill a tank in ${hours(a)} and pipe B in ${hours(b)}. How long will both together take to fill it?`
          : `${p!.name} can finish a piece of work in ${days(a)} and ${q!.name} in ${days(b)}. In how many days can they finish it working together?`,
        answer: t,
        format: pipes ? hours : days,
        wholeOptions: false,
        distractors: [
          { mistake: 'averaging the two times', value: (a + b) / 2 },
          { mistake: 'adding the two times', value: a + b },
          { mistake: 'subtracting the two times', value: b - a },
          { mistake: 'halving the shorter time', value: a / 2 },
        ],
        steps: [
          `In one ${pipes ? 'hour' : 'day'} they do 1/${a} + 1/${b} = ${fraction(1 / a + 1 / b)} of the work, so together they take ${a} × ${b}/(${a} + ${b}) = ${pipes ? hours(t) : days(t)}.`,
        ],
        params: { a, b },
      };
    },
  },
  menDays: {
    levels: [1],
    make(rng) {
      return until(() => {
        const m1 = rng.int(4, 40);
        const d1 = rng.int(4, 40);
        const m2 = rng.int(4, 60);
        const d2 = (m1 * d1) / m2;
        if (!isWhole(d2) || m1 === m2) return undefined;
        return {
          question: `${m1} workers can build a wall in ${days(d1)}. How many days will ${m2} workers take to build the same wall?`,
          answer: d2,
          format: days,
          wholeOptions: false,
          distractors: [
            { mistake: 'treating the days as proportional to the number of workers', value: (m2 * d1) / m1 },
            { mistake: 'adding the change in workers to the days', value: d1 + (m1 - m2) },
          ],
          steps: [
            `Total work = ${m1} × ${d1} = ${num(m1 * d1)} worker-days; ${num(m1 * d1)} ÷ ${m2} = ${days(d2)}.`,
          ],
          params: { m1, d1, m2 },
        };
      });
    },
  },
  otherAlone: {
    levels: [2],
    make(rng) {
      const [a, b, t] = pairTogether(rng);
      const [p, q] = people(rng, 2);
      return {
        question: `${p!.name} and ${q!.name} together finish a job in ${days(t)}. ${p!.name} alone can do it in ${days(a)}. How long would ${q!.name} take alone?`,
        answer: b,
        format: days,
        distractors: [
          { mistake: 'subtracting the two times', value: a - t },
          { mistake: 'adding the two times', value: a + t },
          { mistake: 'using at/(a + t)', value: (a * t) / (a + t) },
        ],
        steps: [
          `${q!.name}'s one day = 1/${t} − 1/${a} = ${fraction(1 / t - 1 / a)}, so ${q!.name} alone takes ${days(b)}.`,
        ],
        params: { t, a },
      };
    },
  },
  pipesLeak: {
    levels: [2, 3],
    make(rng): Problem {
      return until((): Problem | undefined => {
        const fill = rng.int(2, 20);
        const empty = rng.int(fill + 1, 40);
        const net = (fill * empty) / (empty - fill);
        if (!isWhole(net * 2) || net > 4 * fill) return undefined;
        if (rng.chance(0.5)) {
          return {
            question: `A pipe can fill a tank in ${hours(fill)} and an outlet can empty the full tank in ${hours(empty)}. If both are opened together, how long does the tank take to fill?`,
            answer: net,
            format: hours,
            wholeOptions: false,
            distractors: [
              {
                mistake: 'adding the two rates as if both were filling',
                value: (fill * empty) / (fill + empty),
              },
              { mistake: 'subtracting the times', value: empty - fill },
              { mistake: 'adding the times', value: empty + fill },
            ],
            steps: [
              `Net filling per hour = 1/${fill} − 1/${empty} = ${fraction(1 / fill - 1 / empty)}, so the tank fills in ${hours(net)}.`,
            ],
            params: { type: 'net', fill, empty },
          };
        }
        return {
          question: `A pipe can fill a tank in ${hours(fill)}. Because of a leak at the bottom, it takes ${hours(net)}. How long would the leak take to empty the full tank?`,
          answer: empty,
          format: hours,
          wholeOptions: false,
          distractors: [
            { mistake: 'subtracting the two times', value: net - fill },
            { mistake: 'adding the two rates instead of subtracting', value: (fill * net) / (fill + net) },
            { mistake: 'giving the filling time with the leak', value: net },
          ],
          steps: [
            `Leak per hour = 1/${fill} − 1/${num(net)} = ${fraction(1 / fill - 1 / net)}, so the leak empties the tank in ${hours(empty)}.`,
          ],
          params: { type: 'leak', fill, net },
        };
      });
    },
  },
  mdh: {
    levels: [2],
    make(rng) {
      return until(() => {
        const m1 = rng.int(5, 30);
        const d1 = rng.int(5, 30);
        const h1 = rng.int(5, 10);
        const w1 = rng.int(1, 4);
        const m2 = rng.int(5, 40);
        const h2 = rng.int(5, 10);
        const w2 = rng.int(1, 6);
        const d2 = (m1 * d1 * h1 * w2) / (w1 * m2 * h2);
        if (!isWhole(d2) || d2 < 2 || m1 === m2) return undefined;
        const thing = rng.pick(['rooms', 'classrooms', 'shops', 'houses']);
        return {
          question: `${m1} painters working ${h1} hours a day paint ${w1} ${w1 === 1 ? thing.slice(0, -1) : thing} in ${days(d1)}. In how many days will ${m2} painters working ${h2} hours a day paint ${w2} ${w2 === 1 ? thing.slice(0, -1) : thing}?`,
          answer: d2,
          format: days,
          distractors: [
            { mistake: 'ignoring the hours per day', value: (m1 * d1 * w2) / (w1 * m2) },
            { mistake: 'ignoring the amount of work', value: (m1 * d1 * h1) / (m2 * h2) },
            {
              mistake: 'putting the work ratio the wrong way up',
              value: (m1 * d1 * h1 * w1) / (w2 * m2 * h2),
            },
          ],
          steps: [
            `M₁D₁H₁/W₁ = M₂D₂H₂/W₂: ${m1} × ${d1} × ${h1}/${w1} = ${m2} × D × ${h2}/${w2}, so D = ${days(d2)}.`,
          ],
          params: { m1, d1, h1, w1, m2, h2, w2 },
        };
      });
    },
  },
  leaves: {
    levels: [2, 3],
    make(rng) {
      return until(() => {
        const a = rng.int(6, 40);
        const b = rng.int(6, 40);
        const k = rng.int(2, 10);
        const done = k * (1 / a + 1 / b);
        if (a === b || done >= 1) return undefined;
        const rest = (1 - done) * b;
        if (!isWhole(rest * 2) || rest < 3) return undefined;
        const [p, q] = people(rng, 2);
        return {
          question: `${p!.name} can do a job in ${days(a)} and ${q!.name} in ${days(b)}. They work together for ${days(k)}, and then ${p!.name} leaves. How many more days does ${q!.name} take to finish the job?`,
          answer: rest,
          format: days,
          wholeOptions: false,
          distractors: [
            { mistake: `counting only ${q!.name}'s work for the first ${k} days`, value: b - k },
            { mistake: `finishing at ${p!.name}'s rate instead`, value: (1 - done) * a },
            { mistake: 'giving the total time from the start', value: rest + k },
          ],
          steps: [
            `In ${k} days they do ${k} × (1/${a} + 1/${b}) = ${fraction(done)} of the job, leaving ${fraction(1 - done)}.`,
            `${q!.name} needs ${fraction(1 - done)} × ${b} = ${days(rest)}.`,
          ],
          params: { a, b, k },
        };
      });
    },
  },
  threeWorkers: {
    levels: [3],
    make(rng): Problem {
      return until((): Problem | undefined => {
        // work rates in units a day; the job is L units, L a common multiple of every rate that matters
        const [ra, rb, rc] = [rng.int(1, 8), rng.int(1, 8), rng.int(1, 8)];
        if (new Set([ra, rb, rc]).size < 3) return undefined;
        const job = lcmAll([ra, rb, rc, ra + rb, rb + rc, rc + ra, ra + rb + rc]);
        const [a, b, c] = [job / ra, job / rb, job / rc];
        if (Math.max(a, b, c) > 150) return undefined;
        const ab = job / (ra + rb);
        const bc = job / (rb + rc);
        const ca = job / (rc + ra);
        const all = job / (ra + rb + rc);
        const askAll = rng.chance(0.5);
        return {
          question: `A and B together can do a job in ${days(ab)}, B and C in ${days(bc)}, and C and A in ${days(ca)}. How long will ${askAll ? 'all three take working together' : 'A take alone'}?`,
          answer: askAll ? all : a,
          format: days,
          wholeOptions: false,
          distractors: askAll
            ? [
                { mistake: "forgetting to halve the sum of the pairs' rates", value: all / 2 },
                { mistake: 'averaging the three pair times', value: (ab + bc + ca) / 3 },
                { mistake: 'adding the pair times', value: ab + bc + ca },
              ]
            : [
                { mistake: 'giving the time for all three together', value: all },
                { mistake: "giving C's time instead", value: c },
                { mistake: "giving B's time instead", value: b },
              ],
          steps: [
            `Adding the pairs: 2(A + B + C) = 1/${ab} + 1/${bc} + 1/${ca}, so A + B + C = ${fraction(1 / all)} of the job a day (${days(all)} together).`,
            ...(askAll
              ? []
              : [`A alone = ${fraction(1 / all)} − 1/${bc} = ${fraction(1 / a)} a day, i.e. ${days(a)}.`]),
          ],
          params: { ab, bc, ca, ask: askAll ? 'all' : 'a' },
        };
      });
    },
  },
  efficiency: {
    levels: [3],
    make(rng) {
      return until(() => {
        const p = rng.pick([20, 25, 50, 60, 100, 40]);
        const b = rng.int(6, 60);
        const a = b / (1 + p / 100);
        const together = (a * b) / (a + b);
        if (!isWhole(a) || !isWhole(together * 2)) return undefined;
        const [x, y] = people(rng, 2);
        return {
          question: `${x!.name} is ${p}% more efficient than ${y!.name}. ${y!.name} alone can finish a job in ${days(b)}. How long will they take working together?`,
          answer: together,
          format: days,
          wholeOptions: false,
          distractors: [
            {
              mistake: `cutting ${y!.name}'s time by ${p}% for ${x!.name}`,
              // cut by 100% there is no time left, and no option (dropped)
              value: (b * (1 - p / 100) * b) / (b * (1 - p / 100) + b),
            },
            { mistake: 'averaging the two times', value: (a + b) / 2 },
            { mistake: `giving ${x!.name}'s time alone`, value: a },
          ],
          steps: [
            `${x!.name} does ${num(100 + p)}/100 as much a day, so ${x!.name} alone takes ${b} × 100/${num(100 + p)} = ${days(a)}.`,
            `Together: ${num(a)} × ${b}/(${num(a)} + ${b}) = ${days(together)}.`,
          ],
          params: { p, b },
        };
      });
    },
  },
  wages: {
    levels: [3],
    make(rng) {
      return until(() => {
        const [a, b, t] = pairTogether(rng, 40);
        const tc = rng.int(2, t - 1);
        const cShare = 1 - tc / a - tc / b;
        const wage = rng.step(1200, 30000, 100);
        const cPay = wage * cShare;
        if (cShare <= 0 || !isWhole(cPay)) return undefined;
        const [x, y, z] = people(rng, 3);
        return {
          question: `${x!.name} can do a job in ${days(a)} and ${y!.name} in ${days(b)}. With ${z!.name}'s help they finish it in ${days(tc)} and are paid ${rupees(wage)} in all. What is ${z!.name}'s share?`,
          answer: cPay,
          format: rupees,
          distractors: [
            { mistake: 'sharing the money equally', value: wage / 3 },
            { mistake: `giving ${x!.name}'s share`, value: (wage * tc) / a },
            { mistake: `giving ${y!.name}'s share`, value: (wage * tc) / b },
          ],
          steps: [
            `In ${tc} days ${x!.name} does ${tc}/${a} and ${y!.name} does ${tc}/${b} of the job; ${z!.name} does the rest, ${fraction(cShare)}.`,
            `${z!.name}'s share = ${fraction(cShare)} × ${num(wage)} = ${rupees(cPay)}.`,
          ],
          params: { a, b, tc, wage, names: [x!.name, y!.name] },
        };
      });
    },
  },
  alternate: {
    levels: [3],
    make(rng) {
      return until(() => {
        const a = rng.int(4, 30);
        const b = rng.int(4, 30);
        if (a === b) return undefined;
        const day = alternateDays(a, b);
        if (!isWhole(day * 4)) return undefined;
        const [x, y] = people(rng, 2);
        const together = (a * b) / (a + b);
        return {
          question: `${x!.name} can do a job in ${days(a)} and ${y!.name} in ${days(b)}. They work on alternate days, ${x!.name} starting. In how many days is the job finished?`,
          answer: day,
          format: days,
          wholeOptions: false,
          distractors: [
            { mistake: 'doubling the time they take working together', value: 2 * together },
            { mistake: 'averaging the two times', value: (a + b) / 2 },
            { mistake: `starting with ${y!.name} instead`, value: alternateDays(b, a) },
          ],
          steps: alternateSteps(a, b, x!.name, y!.name),
          params: { a, b },
        };
      });
    },
  },
  // forms the papers set beside the classic ones (workVariants.ts)
  ...WORK_VARIANTS,
});

function alternateDays(first: number, second: number): number {
  let done = 0;
  let day = 0;
  while (done < 1 - 1e-12) {
    const rate = day % 2 === 0 ? 1 / first : 1 / second;
    if (done + rate >= 1 - 1e-12) {
      day += (1 - done) / rate;
      done = 1;
    } else {
      done += rate;
      day += 1;
    }
  }
  return day;
}

/** The worked steps of the alternate-days count, from the same simulation as alternateDays. */
function alternateSteps(a: number, b: number, first: string, second: string): string[] {
  const pair = 1 / a + 1 / b;
  const pairs = Math.floor((1 - 1e-12) / pair);
  let done = pairs * pair;
  let day = 2 * pairs;
  const steps = [
    `Every 2 days they do 1/${a} + 1/${b} = ${fraction(pair)} of the job, so after ${pairs} pairs (${day} days) ${fraction(done)} is done and ${fraction(1 - done)} is left.`,
  ];
  if (done + 1 / a >= 1 - 1e-12) {
    steps.push(
      Math.abs((1 - done) * a - 1) < 1e-9
        ? `${first} finishes it by working the whole of day ${day + 1}: ${days(day + 1)} in all.`
        : `On day ${day + 1} ${first} needs ${fraction(1 - done)} ÷ 1/${a} = ${fraction((1 - done) * a)} of a day: ${days(day + (1 - done) * a)} in all.`,
    );
  } else {
    done += 1 / a;
    day += 1;
    steps.push(
      `Day ${day} (${first}) brings it to ${fraction(done)}; ${second} needs ${fraction(1 - done)} × ${b} = ${fraction((1 - done) * b)} of day ${day + 1}: ${days(day + (1 - done) * b)} in all.`,
    );
  }
  return steps;
}
