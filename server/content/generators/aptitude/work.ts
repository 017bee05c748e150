import { fraction, num, plural } from '../format';
import { clean, isWhole } from '../math';
import { aroundKey } from './keyRank';
import { byGender, hiName } from '../hindi';
import { people } from '../names';
import { defineTopic, isExact, until } from '../question';
import { WORK_VARIANTS } from './workVariants';
import { WORK_GROUPS } from './workGroups';
import { WORK_OUTLETS } from './workOutlets';
import { WORK_PIPES_TURN } from './workPipesTurn';
import { pairTogether, WORK_LEVEL3 } from './workLevel3';
import { WORK_AUDIT5 } from './workAudit5';
import { WORK_AUDIT6 } from './workAudit6';
import type { Problem } from '../types';
import {
  HI_ADD_TIMES,
  HI_AVERAGE_TIMES,
  HI_PAINTED,
  HI_SUBTRACT_TIMES,
  hiCanDo,
  hiDays,
  hiHours,
  hiHoursIn,
} from './hindiCommerce';

const days = (v: number): string => plural(v, 'day');
const hours = (v: number): string => plural(v, 'hour');

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
          { mistake: 'averaging the two times', hi: HI_AVERAGE_TIMES, value: (a + b) / 2 },
          { mistake: 'adding the two times', hi: HI_ADD_TIMES, value: a + b },
          { mistake: 'subtracting the two times', hi: HI_SUBTRACT_TIMES, value: b - a },
          { mistake: 'halving the shorter time', hi: 'कम समय को आधा करना', value: a / 2 },
        ],
        steps: [
          `In one ${pipes ? 'hour' : 'day'} they do 1/${a} + 1/${b} = ${fraction(1 / a + 1 / b)} of the work, so together they take ${a} × ${b}/(${a} + ${b}) = ${pipes ? hours(t) : days(t)}.`,
        ],
        hi: {
          question: pipes
            ? `पाइप A एक टंकी को ${hiHoursIn(a)} में और पाइप B ${hiHoursIn(b)} में भर सकता है। दोनों मिलकर इसे कितने समय में भरेंगे?`
            : `${hiName(p!)} एक कार्य को ${hiDays(a)} में पूरा ${hiCanDo(p!)} और ${hiName(q!)} ${hiDays(b)} में। मिलकर काम करते हुए वे इसे कितने दिनों में पूरा कर सकते हैं?`,
          steps: [
            `एक ${pipes ? 'घंटे' : 'दिन'} में वे 1/${a} + 1/${b} = ${fraction(1 / a + 1 / b)} कार्य करते हैं, अतः मिलकर वे ${a} × ${b}/(${a} + ${b}) = ${pipes ? hiHours(t) : hiDays(t)} लेते हैं।`,
          ],
          format: pipes ? hiHours : hiDays,
        },
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
            {
              mistake: 'treating the days as proportional to the number of workers',
              hi: 'दिनों को मज़दूरों की संख्या के अनुक्रमानुपाती मानना',
              value: (m2 * d1) / m1,
            },
            {
              mistake: 'adding the change in workers to the days',
              hi: 'मज़दूरों की संख्या के अंतर को दिनों में जोड़ना',
              value: d1 + (m1 - m2),
            },
          ],
          steps: [
            `Total work = ${m1} × ${d1} = ${num(m1 * d1)} worker-days; ${num(m1 * d1)} ÷ ${m2} = ${days(d2)}.`,
          ],
          hi: {
            question: `${m1} मज़दूर एक दीवार को ${hiDays(d1)} में बना सकते हैं। ${m2} मज़दूर उसी दीवार को कितने दिनों में बनाएँगे?`,
            steps: [
              `कुल कार्य = ${m1} × ${d1} = ${num(m1 * d1)} मज़दूर-दिन; ${num(m1 * d1)} ÷ ${m2} = ${hiDays(d2)}।`,
            ],
            format: hiDays,
          },
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
          { mistake: 'subtracting the two times', hi: HI_SUBTRACT_TIMES, value: a - t },
          { mistake: 'adding the two times', hi: HI_ADD_TIMES, value: a + t },
          { mistake: 'using at/(a + t)', hi: 'at/(a + t) लेना', value: (a * t) / (a + t) },
        ],
        steps: [
          `${q!.name}'s one day = 1/${t} − 1/${a} = ${fraction(1 / t - 1 / a)}, so ${q!.name} alone takes ${days(b)}.`,
        ],
        hi: {
          question: `${hiName(p!)} और ${hiName(q!)} मिलकर एक कार्य ${hiDays(t)} में पूरा करते हैं। ${hiName(p!)} अकेले इसे ${hiDays(a)} में ${hiCanDo(p!)}। ${hiName(q!)} अकेले इसे कितने दिनों में ${byGender(q!, 'करेगा', 'करेगी')}?`,
          steps: [
            `${hiName(q!)} का एक दिन का कार्य = 1/${t} − 1/${a} = ${fraction(1 / t - 1 / a)}, अतः ${hiName(q!)} अकेले ${hiDays(b)} ${byGender(q!, 'लेगा', 'लेगी')}।`,
          ],
          format: hiDays,
        },
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
                hi: 'दोनों दरों को जोड़ना मानो दोनों ही भर रहे हों',
                value: (fill * empty) / (fill + empty),
              },
              { mistake: 'subtracting the times', hi: HI_SUBTRACT_TIMES, value: empty - fill },
              { mistake: 'adding the times', hi: HI_ADD_TIMES, value: empty + fill },
            ],
            steps: [
              `Net filling per hour = 1/${fill} − 1/${empty} = ${fraction(1 / fill - 1 / empty)}, so the tank fills in ${hours(net)}.`,
            ],
            hi: {
              question: `एक पाइप एक टंकी को ${hiHoursIn(fill)} में भर सकता है और एक निकास पाइप भरी हुई टंकी को ${hiHoursIn(empty)} में खाली कर सकता है। यदि दोनों एक साथ खोल दिए जाएँ, तो टंकी कितने समय में भरेगी?`,
              steps: [
                `प्रति घंटे शुद्ध भराव = 1/${fill} − 1/${empty} = ${fraction(1 / fill - 1 / empty)}, अतः टंकी ${hiHoursIn(net)} में भरती है।`,
              ],
              format: hiHours,
            },
            params: { type: 'net', fill, empty },
          };
        }
        return {
          question: `A pipe can fill a tank in ${hours(fill)}. Because of a leak at the bottom, it takes ${hours(net)}. How long would the leak take to empty the full tank?`,
          answer: empty,
          format: hours,
          wholeOptions: false,
          distractors: [
            { mistake: 'subtracting the two times', hi: HI_SUBTRACT_TIMES, value: net - fill },
            {
              mistake: 'adding the two rates instead of subtracting',
              hi: 'दरों को घटाने के स्थान पर जोड़ना',
              value: (fill * net) / (fill + net),
            },
            {
              mistake: 'giving the filling time with the leak',
              hi: 'रिसाव सहित भरने का समय बताना',
              value: net,
            },
          ],
          steps: [
            `Leak per hour = 1/${fill} − 1/${num(net)} = ${fraction(1 / fill - 1 / net)}, so the leak empties the tank in ${hours(empty)}.`,
          ],
          hi: {
            question: `एक पाइप एक टंकी को ${hiHoursIn(fill)} में भर सकता है। तली में एक रिसाव के कारण टंकी ${hiHoursIn(net)} में भरती है। रिसाव भरी हुई टंकी को कितने समय में खाली करेगा?`,
            steps: [
              `प्रति घंटे रिसाव = 1/${fill} − 1/${num(net)} = ${fraction(1 / fill - 1 / net)}, अतः रिसाव टंकी को ${hiHoursIn(empty)} में खाली करता है।`,
            ],
            format: hiHours,
          },
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
            {
              mistake: 'ignoring the hours per day',
              hi: 'प्रतिदिन के घंटों को अनदेखा करना',
              value: (m1 * d1 * w2) / (w1 * m2),
            },
            {
              mistake: 'ignoring the amount of work',
              hi: 'कार्य की मात्रा को अनदेखा करना',
              value: (m1 * d1 * h1) / (m2 * h2),
            },
            {
              mistake: 'putting the work ratio the wrong way up',
              hi: 'कार्य के अनुपात को उलटा लेना',
              value: (m1 * d1 * h1 * w1) / (w2 * m2 * h2),
            },
          ],
          steps: [
            `M₁D₁H₁/W₁ = M₂D₂H₂/W₂: ${m1} × ${d1} × ${h1}/${w1} = ${m2} × D × ${h2}/${w2}, so D = ${days(d2)}.`,
          ],
          hi: {
            question: `प्रतिदिन ${h1} घंटे काम करने वाले ${m1} पेंटर ${w1} ${w1 === 1 ? HI_PAINTED[thing]!.one : HI_PAINTED[thing]!.many} को ${hiDays(d1)} में पेंट करते हैं। प्रतिदिन ${h2} घंटे काम करने वाले ${m2} पेंटर ${w2} ${w2 === 1 ? HI_PAINTED[thing]!.one : HI_PAINTED[thing]!.many} को कितने दिनों में पेंट करेंगे?`,
            steps: [
              `M₁D₁H₁/W₁ = M₂D₂H₂/W₂: ${m1} × ${d1} × ${h1}/${w1} = ${m2} × D × ${h2}/${w2}, अतः D = ${hiDays(d2)}।`,
            ],
            format: hiDays,
          },
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
          distractors: aroundKey(
            [
              {
                mistake: `counting only ${q!.name}'s work for the first ${k} days`,
                hi: `पहले ${k} दिनों में केवल ${hiName(q!)} का कार्य गिनना`,
                value: b - k,
              },
              {
                mistake: `finishing at ${p!.name}'s rate instead`,
                hi: `शेष कार्य ${hiName(p!)} की दर से पूरा करना`,
                value: (1 - done) * a,
              },
              { mistake: 'giving the total time from the start', hi: 'शुरू से कुल समय बताना', value: rest + k },
              {
                mistake: 'finishing at their joint rate, as if both stayed',
                hi: 'शेष कार्य दोनों की संयुक्त दर से पूरा करना, मानो दोनों बने रहे',
                value: ((1 - done) * a * b) / (a + b),
              },
              {
                mistake: `taking the ${k} days off the answer again`,
                hi: `उत्तर में से ${k} दिन फिर से घटा देना`,
                value: rest - k,
              },
            ].filter((d) => d.value > 0 && isExact(clean(d.value))),
            rest,
            a + b + k,
          ),
          steps: [
            `In ${k} days they do ${k} × (1/${a} + 1/${b}) = ${fraction(done)} of the job, leaving ${fraction(1 - done)}.`,
            `${q!.name} needs ${fraction(1 - done)} × ${b} = ${days(rest)}.`,
          ],
          hi: {
            question: `${hiName(p!)} एक कार्य को ${hiDays(a)} में ${hiCanDo(p!)} और ${hiName(q!)} ${hiDays(b)} में। वे ${hiDays(k)} तक साथ काम करते हैं, फिर ${hiName(p!)} काम छोड़ ${byGender(p!, 'देता', 'देती')} है। शेष कार्य पूरा करने में ${hiName(q!)} को और कितने दिन लगेंगे?`,
            steps: [
              `${hiDays(k)} में वे ${k} × (1/${a} + 1/${b}) = ${fraction(done)} कार्य करते हैं, और ${fraction(1 - done)} कार्य शेष रहता है।`,
              `${hiName(q!)} को ${fraction(1 - done)} × ${b} = ${hiDays(rest)} चाहिए।`,
            ],
            format: hiDays,
          },
          params: { a, b, k },
        };
      });
    },
  },
  ...WORK_LEVEL3,
  // forms the papers set beside the classic ones (workVariants.ts)
  ...WORK_VARIANTS,
  // gangs of men and women or boys, a tank's capacity from litres a minute (workGroups.ts)
  ...WORK_GROUPS,
  // an outlet closed minutes before the tank is full; one pipe's own time from the others' (workOutlets.ts)
  ...WORK_OUTLETS,
  // pipes opened in turn an hour each, two inlets or two inlets and an outlet (workPipesTurn.ts)
  ...WORK_PIPES_TURN,
  // k% of a job by one of two from their efficiencies, three times in a ratio, extra men to finish on time (workAudit5.ts)
  ...WORK_AUDIT5,
  // A helped by B and C every second or third day; A as fast as (or k times slower than) B and C together (workAudit6.ts)
  ...WORK_AUDIT6,
});
