/**
 * Time-and-work relations asked for another of their unknowns (coverage audit 5, items 4 and 5):
 * - `helpedEveryThirdDay`: A works every day and B and C help A on every second or third day: the days
 *   the job takes (beside `alternate`, where two take turns);
 * - `oneAsTwoTogether`: A takes as long as (or k times as long as) B and C together: from the three's
 *   time together, A's or B-and-C's time; with A and B's time together and C's alone, B's time; with
 *   A's and B's times alone, C's;
 * - `efficientAlone`: A is p% more efficient than B, their time together given: A's or B's alone (the
 *   bank's `efficiency` asks the time together);
 * - `outletOwnTime`: two inlets and an outlet fill the tank in t hours: the outlet's own time.
 * work.ts spreads them in after its other kinds; each writes its Hindi twin from the same drawn values.
 */
import { fraction, num, plural } from '../format';
import { gcd, isWhole, lcmAll } from '../math';
import { until } from '../question';
import type { Distractor, Kind, Problem } from '../types';
import { hiDays } from './hindiCommerce';
import { aroundKey } from './keyRank';

const days = (v: number): string => plural(v, 'day');
const hoursText = (v: number): string => plural(v, 'hour');
const hiHoursText = (v: number): string => `${num(v)} घंटे`;

/** Whole, positive, not the key, each value once. */
const usable = (wrong: Distractor[], key: number): Distractor[] =>
  wrong
    .map((w) => ({ ...w, value: Math.round((w.value as number) * 1e6) / 1e6 }))
    .filter(
      (w, i, all) =>
        w.value > 0 &&
        isWhole(w.value) &&
        Math.abs(w.value - key) > 1e-6 &&
        all.findIndex((o) => o.value === w.value) === i,
    );

const EVERY: Record<number, [string, string]> = {
  2: ['every second day', 'हर दूसरे दिन'],
  3: ['every third day', 'हर तीसरे दिन'],
};

/** "the same time as", "twice as long as", "three times as long as". */
const AS_LONG: Record<number, [string, string]> = {
  1: ['in the same time as', 'उतने ही समय में कर सकता है जितने में'],
  2: ['in twice the time taken by', 'उससे दोगुने समय में कर सकता है जितने में'],
  3: ['in three times the time taken by', 'उससे तीन गुने समय में कर सकता है जितने में'],
};

export const WORK_AUDIT6: Record<string, Kind> = {
  helpedEveryThirdDay: {
    levels: [3],
    make(rng): Problem {
      return until((): Problem | undefined => {
        const k = rng.chance(0.7) ? 3 : 2;
        const [a, b, c] = [rng.step(10, 40, 2), rng.step(15, 90, 5), rng.step(15, 120, 5)];
        if (b === c || a >= b || a >= c) return undefined;
        const work = lcmAll([a, b, c]);
        if (work > 600) return undefined;
        const [ra, rb, rc] = [work / a, work / b, work / c];
        const cycle = k * ra + rb + rc; // the work of one k-day round
        if (work % cycle !== 0) return undefined;
        const key = (k * work) / cycle;
        if (key < 2 * k) return undefined;
        const wrong = usable(
          [
            {
              mistake: 'letting all three work every day',
              hi: 'तीनों को हर दिन काम करता मान लेना',
              value: work / (ra + rb + rc),
            },
            {
              mistake: `counting A's work only on the days B and C help`,
              hi: 'A का कार्य केवल उन्हीं दिनों में गिनना जिनमें B और C सहायता करते हैं',
              value: (k * work) / (ra + rb + rc),
            },
            {
              mistake: `giving the number of ${k}-day rounds`,
              hi: `${k}-दिन के चक्रों की संख्या बताना`,
              value: work / cycle,
            },
            {
              mistake: 'giving the time A takes alone',
              hi: 'A का अकेले लगने वाला समय बताना',
              value: a,
            },
            {
              mistake: "leaving out C's help",
              hi: 'C की सहायता छोड़ देना',
              value: (k * work) / (k * ra + rb),
            },
            {
              mistake: "leaving out B's help",
              hi: 'B की सहायता छोड़ देना',
              value: (k * work) / (k * ra + rc),
            },
            {
              mistake: `letting B and C help on ${k - 1} of every ${k} days`,
              hi: `B और C को हर ${k} में से ${k - 1} दिन सहायता करता मान लेना`,
              value: (k * work) / (k * ra + (k - 1) * (rb + rc)),
            },
          ],
          key,
        );
        const kept = aroundKey(wrong, key, a + b + c);
        if (kept.length < 3) return undefined;
        const [every, hiEvery] = EVERY[k]!;
        return {
          question: `A can do a piece of work in ${days(a)}, B in ${days(b)} and C in ${days(c)}. A works every day and is assisted by B and C on ${every}. In how many days will the work be finished?`,
          answer: key,
          format: days,
          distractors: kept,
          steps: [
            `Take the work as ${num(work)} units (LCM of ${a}, ${b}, ${c}): A does ${num(ra)}, B ${num(rb)} and C ${num(rc)} units a day.`,
            `In ${k} days: ${k} × ${num(ra)} + ${num(rb)} + ${num(rc)} = ${num(cycle)} units.`,
            `${num(work)} ÷ ${num(cycle)} = ${num(work / cycle)} rounds of ${k} days = ${days(key)}.`,
          ],
          hi: {
            question: `A किसी कार्य को ${hiDays(a)} में, B ${hiDays(b)} में और C ${hiDays(c)} में कर सकता है। A प्रतिदिन काम करता है और ${hiEvery} B और C उसकी सहायता करते हैं। कार्य कितने दिनों में पूरा होगा?`,
            steps: [
              `कुल कार्य = ${num(work)} इकाई (${a}, ${b}, ${c} का ल.स.): A प्रतिदिन ${num(ra)}, B ${num(rb)} और C ${num(rc)} इकाई करता है।`,
              `${k} दिनों में: ${k} × ${num(ra)} + ${num(rb)} + ${num(rc)} = ${num(cycle)} इकाई।`,
              `${num(work)} ÷ ${num(cycle)} = ${k} दिनों के ${num(work / cycle)} चक्र = ${hiDays(key)}।`,
            ],
            format: hiDays,
          },
          params: { a, b, c, every: k },
        };
      });
    },
  },

  oneAsTwoTogether: {
    levels: [2, 3],
    make(rng, level): Problem {
      return until((): Problem | undefined => {
        const roll = rng.int(1, 20);
        const classic = level === 3 && roll <= 7;
        if (!classic && roll <= 14 && roll > (level === 3 ? 7 : 6)) {
          // A = B + C in rates; A alone x days, B alone y days: C alone xy/(y − x)
          const x = rng.int(4, 40);
          const y = rng.int(x + 2, 3 * x);
          const key = (x * y) / (y - x);
          if (!isWhole(key) || key > 200 || key === y) return undefined;
          const wrong = usable(
            [
              { mistake: 'taking the difference of the days', hi: 'दिनों का अंतर लेना', value: y - x },
              { mistake: 'adding the days', hi: 'दिनों को जोड़ना', value: x + y },
              {
                mistake: "adding B's rate to A's instead of taking it away",
                hi: 'B की दर को A की दर से घटाने के स्थान पर जोड़ना',
                value: (x * y) / (x + y),
              },
              {
                mistake: 'doubling the result',
                hi: 'परिणाम को दोगुना करना',
                value: (2 * x * y) / (y - x),
              },
              {
                mistake: 'halving the result',
                hi: 'परिणाम को आधा करना',
                value: (x * y) / (y - x) / 2,
              },
            ],
            key,
          );
          const kept = aroundKey(wrong, key, x + y);
          if (kept.length < 3) return undefined;
          return {
            question: `A can do a piece of work in the same time as B and C together. A alone can do it in ${days(x)} and B alone in ${days(y)}. In how many days can C alone do it?`,
            answer: key,
            format: days,
            distractors: kept,
            steps: [
              `A's one day = B's + C's, so C's one day = 1/${x} − 1/${y} = ${fraction(1 / x - 1 / y)}.`,
              `C alone takes ${days(key)}.`,
            ],
            hi: {
              question: `A किसी कार्य को उतने ही समय में कर सकता है जितने में B और C मिलकर। A अकेले उसे ${hiDays(x)} में और B अकेले ${hiDays(y)} में कर सकता है। C अकेले उसे कितने दिनों में कर सकता है?`,
              steps: [
                `A का एक दिन का कार्य = B + C का, अतः C का एक दिन का कार्य = 1/${x} − 1/${y} = ${fraction(1 / x - 1 / y)}।`,
                `C अकेले ${hiDays(key)} लेगा।`,
              ],
              format: hiDays,
            },
            params: { form: 'alone', x, y, ask: 'C' },
          };
        }
        if (classic) {
          // A = B + C in rates; A and B together x days, C alone y days: B alone 2xy/(y − x)
          const x = rng.int(4, 30);
          const y = rng.step(x + 5, 120, 5);
          const key = (2 * x * y) / (y - x);
          if (!isWhole(key) || key > 200) return undefined;
          const rb = (1 / x - 1 / y) / 2;
          const ra = rb + 1 / y;
          const wrong = usable(
            [
              {
                mistake: "taking B's rate as (A and B) − C",
                hi: 'B की दर को (A और B) − C मान लेना',
                value: (x * y) / (y - x),
              },
              { mistake: "giving A's time alone", hi: 'A का अकेले लगने वाला समय बताना', value: 1 / ra },
              {
                mistake: 'adding C to A and B instead of taking it away',
                hi: 'C को घटाने के स्थान पर A और B में जोड़ देना',
                value: (2 * x * y) / (y + x),
              },
              {
                mistake: 'taking the difference of the days',
                hi: 'दिनों का अंतर लेना',
                value: y - x,
              },
              {
                mistake: 'halving the days of A and B together',
                hi: 'A और B के साथ के दिनों को आधा करना',
                value: x / 2,
              },
              {
                mistake: 'doubling the days of A and B together',
                hi: 'A और B के साथ के दिनों को दोगुना करना',
                value: 2 * x,
              },
            ],
            key,
          );
          const kept = aroundKey(wrong, key, x + y);
          if (kept.length < 3) return undefined;
          return {
            question: `A can do a piece of work in the same time as B and C together. A and B together can do it in ${days(x)}, and C alone in ${days(y)}. In how many days can B alone do it?`,
            answer: key,
            format: days,
            distractors: kept,
            steps: [
              `A's one day = B's + C's, so (A + B)'s one day = 2 × B's + C's: 1/${x} = 2 × B + 1/${y}.`,
              `B's one day = (1/${x} − 1/${y}) ÷ 2 = ${fraction(rb)}, so B alone takes ${days(key)}.`,
            ],
            hi: {
              question: `A किसी कार्य को उतने ही समय में कर सकता है जितने में B और C मिलकर। A और B मिलकर उसे ${hiDays(x)} में, और C अकेले ${hiDays(y)} में कर सकता है। B अकेले उसे कितने दिनों में कर सकता है?`,
              steps: [
                `A का एक दिन का कार्य = B + C का, अतः (A + B) का एक दिन का कार्य = 2 × B + C: 1/${x} = 2 × B + 1/${y}।`,
                `B का एक दिन का कार्य = (1/${x} − 1/${y}) ÷ 2 = ${fraction(rb)}, अतः B अकेले ${hiDays(key)} लेगा।`,
              ],
              format: hiDays,
            },
            params: { form: 'classic', x, y, ask: 'B' },
          };
        }
        // A takes m times as long as B and C together; all three together t days
        const m = rng.pick([1, 2, 3]);
        const t = rng.int(3, 24);
        const askA = rng.chance(0.6);
        const aTime = t * (m + 1);
        const bcTime = (t * (m + 1)) / m;
        const key = askA ? aTime : bcTime;
        if (!isWhole(bcTime)) return undefined;
        const wrong = usable(
          [
            {
              mistake: askA ? 'giving the time B and C take together' : 'giving the time A takes alone',
              hi: askA ? 'B और C का साथ में लगने वाला समय बताना' : 'A का अकेले लगने वाला समय बताना',
              value: askA ? bcTime : aTime,
            },
            m === 1
              ? {
                  mistake: 'giving the time all three take together',
                  hi: 'तीनों का साथ में लगने वाला समय बताना',
                  value: t,
                }
              : {
                  mistake: `multiplying the time together by ${m}`,
                  hi: `साथ के समय को ${m} से गुणा करना`,
                  value: t * m,
                },
            {
              mistake: `splitting the time together in the ratio ${m} : 1`,
              hi: `साथ के समय को ${m} : 1 के अनुपात में बाँटना`,
              value: askA ? (t * m) / (m + 1) : t / (m + 1),
            },
            {
              mistake: `multiplying the time together by ${m + 2}`,
              hi: `साथ के समय को ${m + 2} से गुणा करना`,
              value: t * (m + 2),
            },
            {
              mistake: "adding A's time and B and C's time",
              hi: 'A के समय और B तथा C के समय को जोड़ना',
              value: aTime + bcTime,
            },
            ...(m > 1
              ? [
                  {
                    mistake: `multiplying the time together by ${2 * m}`,
                    hi: `साथ के समय को ${2 * m} से गुणा करना`,
                    value: 2 * m * t,
                  },
                ]
              : []),
            {
              mistake: 'halving the time together',
              hi: 'साथ के समय को आधा करना',
              value: t / 2,
            },
          ],
          key,
        );
        const kept = aroundKey(wrong, key, t + m);
        if (kept.length < 3) return undefined;
        const [asLong, hiAsLong] = AS_LONG[m]!;
        const askWhat = askA ? 'A alone' : 'B and C together';
        const hiAskWhat = askA ? 'A अकेले' : 'B और C मिलकर';
        return {
          question: `A can do a piece of work ${asLong} B and C together. A, B and C together can finish it in ${days(t)}. In how many days can ${askWhat} finish it?`,
          answer: key,
          format: days,
          distractors: kept,
          steps: [
            m === 1
              ? `A's one day equals B's and C's together, so in ${days(t)} A does half the work.`
              : `A takes ${m} times as long, so A's one day is 1/${m} of B's and C's together: A does 1 part for their ${m}.`,
            `A's share of the work together is 1/${m + 1}: A alone takes ${t} × ${m + 1} = ${days(aTime)}; B and C together take ${t} × ${m + 1}/${m} = ${days(bcTime)}.`,
          ],
          hi: {
            question: `A किसी कार्य को ${hiAsLong} B और C मिलकर। A, B और C मिलकर उसे ${hiDays(t)} में पूरा कर सकते हैं। ${hiAskWhat} उसे कितने दिनों में पूरा ${askA ? 'कर सकता है' : 'कर सकते हैं'}?`,
            steps: [
              m === 1
                ? `A का एक दिन का कार्य B और C के मिलकर एक दिन के कार्य के बराबर है, अतः ${hiDays(t)} में A आधा कार्य करता है।`
                : `A को ${m} गुना समय लगता है, अतः A का एक दिन का कार्य B और C के मिलकर कार्य का 1/${m} है: उनके ${m} भाग पर A का 1 भाग।`,
              `साथ के कार्य में A का भाग 1/${m + 1} है: A अकेले ${t} × ${m + 1} = ${hiDays(aTime)} लेगा; B और C मिलकर ${t} × ${m + 1}/${m} = ${hiDays(bcTime)} लेंगे।`,
            ],
            format: hiDays,
          },
          params: { form: 'multiple', m, t, ask: askA ? 'A' : 'BC' },
        };
      });
    },
  },
  efficientAlone: {
    levels: [2, 3],
    make(rng): Problem {
      return until((): Problem | undefined => {
        const p = rng.pick([20, 25, 40, 50, 60, 75, 100]);
        const [u, v] = [100 + p, 100].map((x) => x / gcd(100 + p, 100)) as [number, number];
        const t = rng.int(4, 40);
        const aTime = (t * (u + v)) / u;
        const bTime = (t * (u + v)) / v;
        if (!isWhole(aTime) || !isWhole(bTime) || bTime > 150) return undefined;
        const askA = rng.chance(0.5);
        const key = askA ? aTime : bTime;
        const lessB = t * (1 + 1 / (1 - p / 100)); // A's time taken as p% less than B's
        const wrong = usable(
          [
            {
              mistake: askA ? "giving B's time alone" : "giving A's time alone",
              hi: askA ? 'B का अकेले लगने वाला समय बताना' : 'A का अकेले लगने वाला समय बताना',
              value: askA ? bTime : aTime,
            },
            {
              mistake: `increasing the time together by ${p}%`,
              hi: `साथ के समय को ${p}% बढ़ाना`,
              value: t * (1 + p / 100),
            },
            {
              mistake: 'doubling the time together',
              hi: 'साथ के समय को दोगुना करना',
              value: 2 * t,
            },
            {
              mistake: `splitting the time together in the ratio ${u} : ${v}`,
              hi: `साथ के समय को ${u} : ${v} के अनुपात में बाँटना`,
              value: (t * (askA ? u : v)) / (u + v),
            },
            {
              mistake: `taking A's time as ${p}% less than B's`,
              hi: `A के समय को B के समय से ${p}% कम मान लेना`,
              value: p < 100 ? (askA ? lessB * (1 - p / 100) : lessB) : NaN,
            },
          ].filter((w) => Number.isFinite(w.value)),
          key,
        );
        const kept = aroundKey(wrong, key, t + p);
        if (kept.length < 3) return undefined;
        const who = askA ? 'A' : 'B';
        return {
          question: `A is ${p}% more efficient than B. Working together, they can finish a piece of work in ${days(t)}. In how many days can ${who} alone finish it?`,
          answer: key,
          format: days,
          distractors: kept,
          steps: [
            `Efficiencies A : B = ${100 + p} : 100 = ${u} : ${v}; together they do ${u + v} units a day, so the work is ${u + v} × ${t} = ${num((u + v) * t)} units.`,
            `${who} alone: ${num((u + v) * t)} ÷ ${askA ? u : v} = ${days(key)}.`,
          ],
          hi: {
            question: `A, B से ${p}% अधिक दक्ष है। मिलकर वे एक कार्य को ${hiDays(t)} में पूरा कर सकते हैं। ${who} अकेले उसे कितने दिनों में पूरा कर सकता है?`,
            steps: [
              `दक्षता A : B = ${100 + p} : 100 = ${u} : ${v}; मिलकर वे प्रतिदिन ${u + v} इकाई करते हैं, अतः कुल कार्य ${u + v} × ${t} = ${num((u + v) * t)} इकाई है।`,
              `${who} अकेले: ${num((u + v) * t)} ÷ ${askA ? u : v} = ${hiDays(key)}।`,
            ],
            format: hiDays,
          },
          params: { p, t, ask: who },
        };
      });
    },
  },
  outletOwnTime: {
    levels: [2],
    make(rng): Problem {
      return until((): Problem | undefined => {
        // the tank as w units: A fills x, B fills y and C empties z units an hour
        const w = rng.pick([12, 24, 30, 36, 40, 48, 60, 72, 90, 120]);
        const per = Array.from({ length: w }, (_, i) => i + 1).filter((d) => w % d === 0 && d < w);
        const [x, y, z] = [rng.pick(per), rng.pick(per), rng.pick(per)];
        if (x <= y || x + y - z <= 0 || w % (x + y - z) !== 0) return undefined;
        const [a, b, key, t] = [w / x, w / y, w / z, w / (x + y - z)];
        if (t > 60 || key > 120 || t === key || b > 40) return undefined;
        const net = 1 / key;
        const wrong = usable(
          [
            {
              mistake: 'adding the third rate instead of taking it away',
              hi: 'तीसरी दर को घटाने के स्थान पर जोड़ना',
              value: 1 / (1 / a + 1 / b + 1 / t),
            },
            {
              mistake: 'giving the time A and B take together',
              hi: 'A और B का साथ में लगने वाला समय बताना',
              value: (a * b) / (a + b),
            },
            { mistake: "leaving out B's filling", hi: 'B द्वारा भरना छोड़ देना', value: 1 / (1 / a - 1 / t) },
            { mistake: "leaving out A's filling", hi: 'A द्वारा भरना छोड़ देना', value: 1 / (1 / b - 1 / t) },
            { mistake: "giving A's own filling time", hi: 'A के भरने का समय बताना', value: a },
            { mistake: "giving B's own filling time", hi: 'B के भरने का समय बताना', value: b },
          ],
          key,
        );
        const kept = aroundKey(wrong, key, a + b + t);
        if (kept.length < 3) return undefined;
        return {
          question: `Pipes A and B can fill a tank in ${hoursText(a)} and ${hoursText(b)} respectively, and pipe C can empty it. When all three are opened together, the tank is filled in ${hoursText(t)}. In how many hours can C alone empty the full tank?`,
          answer: key,
          format: hoursText,
          distractors: kept,
          steps: [
            `In one hour A and B fill 1/${a} + 1/${b}; with C open the tank gains 1/${t}.`,
            `C empties 1/${a} + 1/${b} − 1/${t} = ${fraction(net)} of the tank an hour, so C alone empties it in ${hoursText(key)}.`,
          ],
          hi: {
            question: `पाइप A और B एक टंकी को क्रमशः ${hiHoursText(a)} और ${hiHoursText(b)} में भर सकते हैं, और पाइप C उसे खाली कर सकता है। तीनों को एक साथ खोलने पर टंकी ${hiHoursText(t)} में भरती है। C अकेले भरी हुई टंकी को कितने घंटों में खाली कर सकता है?`,
            steps: [
              `एक घंटे में A और B मिलकर 1/${a} + 1/${b} भाग भरते हैं; C के खुले रहने पर टंकी 1/${t} भाग भरती है।`,
              `C प्रति घंटे 1/${a} + 1/${b} − 1/${t} = ${fraction(net)} भाग खाली करता है, अतः C अकेले ${hiHoursText(key)} में खाली करेगा।`,
            ],
            format: hiHoursText,
          },
          params: { a, b, t },
        };
      });
    },
  },
};
