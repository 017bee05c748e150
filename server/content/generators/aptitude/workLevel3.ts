/**
 * The level-3 kinds of time and work, kept beside work.ts (which spreads them in their draw order):
 * three workers in pairs, efficiency, wages shared by work done, alternate days. Each writes its Hindi
 * twin (issue 15) from the same drawn values.
 */
import { fraction, fractionSteps, num, plural, rupees } from '../format';
import { isWhole, lcmAll } from '../math';
import { byGender, hiName } from '../hindi';
import { people } from '../names';
import { until } from '../question';
import type { Kind, Problem } from '../types';
import { HI_AVERAGE_TIMES, hiCanDo, hiDays } from './hindiCommerce';

const days = (v: number): string => plural(v, 'day');

/** Pairs (a, b) with ab/(a + b) whole: two workers and the days they take together (work.ts uses it too). */
export function pairTogether(rng: { int(a: number, b: number): number }, max = 60): [number, number, number] {
  for (;;) {
    const a = rng.int(4, max);
    const b = rng.int(a + 1, max + 20);
    const t = (a * b) / (a + b);
    if (isWhole(t)) return [a, b, t];
  }
}

export const WORK_LEVEL3: Record<string, Kind> = {
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
                {
                  mistake: "forgetting to halve the sum of the pairs' rates",
                  hi: 'जोड़ियों की दरों के योग को आधा करना भूल जाना',
                  value: all / 2,
                },
                {
                  mistake: 'averaging the three pair times',
                  hi: 'जोड़ियों के तीनों समयों का औसत लेना',
                  value: (ab + bc + ca) / 3,
                },
                { mistake: 'adding the pair times', hi: 'जोड़ियों के समयों को जोड़ना', value: ab + bc + ca },
              ]
            : [
                {
                  mistake: 'giving the time for all three together',
                  hi: 'तीनों के एक साथ काम करने का समय बताना',
                  value: all,
                },
                { mistake: "giving C's time instead", hi: 'इसके स्थान पर C का समय बताना', value: c },
                { mistake: "giving B's time instead", hi: 'इसके स्थान पर B का समय बताना', value: b },
              ],
          steps: [
            `Adding the pairs: 2(A + B + C) = 1/${ab} + 1/${bc} + 1/${ca}, so A + B + C = ${fraction(1 / all)} of the job a day (${days(all)} together).`,
            ...(askAll
              ? []
              : [`A alone = ${fraction(1 / all)} − 1/${bc} = ${fraction(1 / a)} a day, i.e. ${days(a)}.`]),
          ],
          hi: {
            question: `A और B मिलकर एक कार्य ${hiDays(ab)} में, B और C ${hiDays(bc)} में, तथा C और A ${hiDays(ca)} में कर सकते हैं। ${askAll ? 'तीनों मिलकर इसे कितने दिनों में करेंगे' : 'A अकेले इसे कितने दिनों में करेगा'}?`,
            steps: [
              `जोड़ियों को जोड़ने पर: 2(A + B + C) = 1/${ab} + 1/${bc} + 1/${ca}, अतः A + B + C प्रतिदिन ${fraction(1 / all)} कार्य करते हैं (मिलकर ${hiDays(all)})।`,
              ...(askAll
                ? []
                : [
                    `A अकेले = ${fraction(1 / all)} − 1/${bc} = ${fraction(1 / a)} प्रतिदिन, अर्थात ${hiDays(a)}।`,
                  ]),
            ],
            format: hiDays,
          },
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
              hi: `${hiName(x!)} के लिए ${hiName(y!)} के समय को ${p}% घटाना`,
              // cut by 100% there is no time left, and no option (dropped)
              value: (b * (1 - p / 100) * b) / (b * (1 - p / 100) + b),
            },
            { mistake: 'averaging the two times', hi: HI_AVERAGE_TIMES, value: (a + b) / 2 },
            { mistake: `giving ${x!.name}'s time alone`, hi: `केवल ${hiName(x!)} का समय बताना`, value: a },
          ],
          steps: [
            `${x!.name} does ${num(100 + p)}/100 as much a day, so ${x!.name} alone takes ${b} × 100/${num(100 + p)} = ${days(a)}.`,
            `Together: ${num(a)} × ${b}/(${num(a)} + ${b}) = ${days(together)}.`,
          ],
          hi: {
            question: `${hiName(x!)}, ${hiName(y!)} से ${p}% अधिक दक्ष है। ${hiName(y!)} अकेले एक कार्य को ${hiDays(b)} में पूरा ${hiCanDo(y!)}। दोनों मिलकर इसे कितने दिनों में पूरा करेंगे?`,
            steps: [
              `${hiName(x!)} प्रतिदिन ${num(100 + p)}/100 गुना कार्य ${byGender(x!, 'करता', 'करती')} है, अतः ${hiName(x!)} अकेले ${b} × 100/${num(100 + p)} = ${hiDays(a)} ${byGender(x!, 'लेता', 'लेती')} है।`,
              `मिलकर: ${num(a)} × ${b}/(${num(a)} + ${b}) = ${hiDays(together)}।`,
            ],
            format: hiDays,
          },
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
            { mistake: 'sharing the money equally', hi: 'राशि को बराबर बाँटना', value: wage / 3 },
            {
              mistake: `giving ${x!.name}'s share`,
              hi: `${hiName(x!)} का हिस्सा बताना`,
              value: (wage * tc) / a,
            },
            {
              mistake: `giving ${y!.name}'s share`,
              hi: `${hiName(y!)} का हिस्सा बताना`,
              value: (wage * tc) / b,
            },
          ],
          steps: [
            `In ${tc} days ${x!.name} does ${fractionSteps(tc, a)} and ${y!.name} does ${fractionSteps(tc, b)} of the job; ${z!.name} does the rest, 1 − ${fraction(tc / a)} − ${fraction(tc / b)} = ${fraction(cShare)}.`,
            `${z!.name}'s share = ${fraction(cShare)} × ${num(wage)} = ${rupees(cPay)}.`,
          ],
          hi: {
            question: `${hiName(x!)} एक कार्य को ${hiDays(a)} में ${hiCanDo(x!)} और ${hiName(y!)} ${hiDays(b)} में। ${hiName(z!)} की सहायता से वे इसे ${hiDays(tc)} में पूरा करते हैं और उन्हें कुल ${rupees(wage)} मिलते हैं। ${hiName(z!)} का हिस्सा कितना है?`,
            steps: [
              `${hiDays(tc)} में ${hiName(x!)} ${fractionSteps(tc, a)} और ${hiName(y!)} ${fractionSteps(tc, b)} कार्य करते हैं; शेष 1 − ${fraction(tc / a)} − ${fraction(tc / b)} = ${fraction(cShare)} कार्य ${hiName(z!)} ${byGender(z!, 'करता', 'करती')} है।`,
              `${hiName(z!)} का हिस्सा = ${fraction(cShare)} × ${num(wage)} = ${rupees(cPay)}।`,
            ],
          },
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
            {
              mistake: 'doubling the time they take working together',
              hi: 'मिलकर काम करने के समय को दोगुना करना',
              value: 2 * together,
            },
            { mistake: 'averaging the two times', hi: HI_AVERAGE_TIMES, value: (a + b) / 2 },
            {
              mistake: `starting with ${y!.name} instead`,
              hi: `${hiName(y!)} से शुरुआत करना`,
              value: alternateDays(b, a),
            },
          ],
          steps: alternateSteps(a, b, x!.name, y!.name),
          hi: {
            question: `${hiName(x!)} एक कार्य को ${hiDays(a)} में ${hiCanDo(x!)} और ${hiName(y!)} ${hiDays(b)} में। वे एकांतर दिनों में (बारी-बारी से) काम करते हैं, और शुरुआत ${hiName(x!)} ${byGender(x!, 'करता', 'करती')} है। कार्य कितने दिनों में पूरा होगा?`,
            steps: hiAlternateSteps(a, b, hiName(x!), hiName(y!)),
            format: hiDays,
          },
          params: { a, b },
        };
      });
    },
  },
};

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

/** alternateSteps in Hindi, from the same simulation. */
function hiAlternateSteps(a: number, b: number, first: string, second: string): string[] {
  const pair = 1 / a + 1 / b;
  const pairs = Math.floor((1 - 1e-12) / pair);
  let done = pairs * pair;
  let day = 2 * pairs;
  const steps = [
    `प्रत्येक 2 दिनों में वे 1/${a} + 1/${b} = ${fraction(pair)} कार्य करते हैं, अतः ${pairs} जोड़ी दिनों (${day} दिन) के बाद ${fraction(done)} कार्य हो चुका है और ${fraction(1 - done)} शेष है।`,
  ];
  if (done + 1 / a >= 1 - 1e-12) {
    steps.push(
      Math.abs((1 - done) * a - 1) < 1e-9
        ? `दिन ${day + 1} को ${first} के पूरे दिन काम करने से कार्य समाप्त होता है: कुल ${hiDays(day + 1)}।`
        : `दिन ${day + 1} को ${first} को ${fraction(1 - done)} ÷ 1/${a} = ${fraction((1 - done) * a)} दिन चाहिए: कुल ${hiDays(day + (1 - done) * a)}।`,
    );
  } else {
    done += 1 / a;
    day += 1;
    steps.push(
      `दिन ${day} (${first}) के बाद ${fraction(done)} कार्य हो जाता है; ${second} को दिन ${day + 1} का ${fraction(1 - done)} × ${b} = ${fraction((1 - done) * b)} भाग चाहिए: कुल ${hiDays(day + (1 - done) * b)}।`,
    );
  }
  return steps;
}
