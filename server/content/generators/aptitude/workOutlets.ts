/**
 * Pipes asked the other way round (issue 19, audit 3, items 4 and 8): an outlet closed some minutes
 * before the tank is full, the whole time asked; and one pipe's own time from the hours the others
 * take after it is closed. work.ts spreads them in after its other kinds.
 */
import { fraction, minutesFormat, plural } from '../format';
import { isWhole } from '../math';
import { until } from '../question';
import type { Kind, Problem } from '../types';
import { hiHours, hiHoursIn } from './hindiCommerce';
import { hiMinutes } from './hindiSpeed';
import { aroundKey } from './keyRank';

const hours = (v: number): string => plural(v, 'hour');

export const WORK_OUTLETS: Record<string, Kind> = {
  outletClosedBefore: {
    levels: [2, 3],
    make(rng): Problem {
      return until((): Problem | undefined => {
        const a = rng.int(4, 30);
        const b = rng.int(a + 1, 40);
        const c = rng.int(Math.max(a, 6), 60);
        const k = rng.int(1, 6);
        const inflow = 1 / a + 1 / b;
        const net = inflow - 1 / c;
        if (net <= 0) return undefined;
        // the outlet runs T − k minutes: inflow·T − (T − k)/c = 1
        const total = (1 - k / c) / net;
        if (!isWhole(total) || total - k < 1 - 1e-9 || total > 90 || k >= c) return undefined;
        const whole = (v: number): boolean => isWhole(v) && v > 0;
        const wrong = [
          {
            mistake: 'letting the outlet run the whole time',
            hi: 'निकास पाइप को पूरे समय खुला मानना',
            value: 1 / net,
          },
          {
            mistake: 'giving the time the outlet was open',
            hi: 'निकास पाइप के खुले रहने का समय बताना',
            value: total - k,
          },
          {
            mistake: 'adding the minutes to the time with all three open',
            hi: 'तीनों के साथ खुले रहने के समय में मिनट जोड़ना',
            value: 1 / net + k,
          },
          {
            mistake: 'adding the minutes to the time the two inlets take',
            hi: 'दोनों भरने वाले पाइपों के समय में मिनट जोड़ना',
            value: 1 / inflow + k,
          },
          {
            mistake: 'treating the outlet as a third inlet',
            hi: 'निकास पाइप को तीसरा भरने वाला पाइप मानना',
            value: (1 + k / c) / (inflow + 1 / c),
          },
          {
            mistake: 'giving the time the two inlets take',
            hi: 'दोनों भरने वाले पाइपों का साथ का समय बताना',
            value: 1 / inflow,
          },
        ]
          .filter((d) => whole(d.value) && Math.abs(d.value - total) > 1e-9)
          .filter((e, i, all) => all.findIndex((o) => Math.abs(o.value - e.value) < 1e-9) === i);
        const kept = aroundKey(wrong, total, a + b + c);
        if (new Set(kept.slice(0, 3).map((d) => d.value)).size < 3) return undefined;
        return {
          question: `Pipes A and B can fill a tank in ${minutesFormat(a)} and ${minutesFormat(b)} respectively, and pipe C can empty the full tank in ${minutesFormat(c)}. All three are opened together, and C is closed ${minutesFormat(k)} before the tank is full. In how many minutes is the tank filled?`,
          answer: total,
          format: minutesFormat,
          distractors: kept,
          steps: [
            `Let the tank fill in T minutes. A and B run all T minutes; C runs for T − ${k} of them.`,
            `T(1/${a} + 1/${b}) − (T − ${k})/${c} = 1, so T × ${fraction(net)} = 1 − ${k}/${c} = ${fraction(1 - k / c)}, and T = ${minutesFormat(total)}.`,
          ],
          hi: {
            question: `पाइप A और B एक टंकी को क्रमशः ${hiMinutes(a)} और ${hiMinutes(b)} में भर सकते हैं, और पाइप C भरी हुई टंकी को ${hiMinutes(c)} में खाली कर सकता है। तीनों को एक साथ खोला जाता है, और टंकी भरने से ${hiMinutes(k)} पहले C को बंद कर दिया जाता है। टंकी कितने मिनट में भरेगी?`,
            steps: [
              `मान लीजिए टंकी T मिनट में भरती है। A और B पूरे T मिनट चलते हैं; C केवल T − ${k} मिनट चलता है।`,
              `T(1/${a} + 1/${b}) − (T − ${k})/${c} = 1, अतः T × ${fraction(net)} = 1 − ${k}/${c} = ${fraction(1 - k / c)}, और T = ${hiMinutes(total)}।`,
            ],
            format: hiMinutes,
          },
          params: { a, b, c, k },
        };
      });
    },
  },
  closedPipeOwnTime: {
    levels: [2, 3],
    make(rng): Problem {
      return until((): Problem | undefined => {
        const together = rng.int(2, 12);
        const k = rng.int(1, together - 1);
        const left = 1 - k / together;
        const rest = rng.int(1, 12);
        // Q and R fill the part left in `rest` hours
        const others = left / rest;
        const own = 1 / (1 / together - others);
        if (!isWhole(own) || own <= together || own > 60) return undefined;
        const othersTime = 1 / others;
        const whole = (v: number): boolean => isWhole(v) && v > 0;
        const wrong = [
          {
            mistake: 'giving the time Q and R take together',
            hi: 'Q और R का साथ का समय बताना',
            value: othersTime,
          },
          {
            mistake: 'taking Q and R as filling the whole tank in the last hours',
            hi: 'Q और R को अंतिम घंटों में पूरी टंकी भरने वाला मानना',
            value: 1 / (1 / together - 1 / rest),
          },
          {
            mistake: 'giving the time the tank took to fill',
            hi: 'टंकी भरने में लगा कुल समय बताना',
            value: k + rest,
          },
          {
            mistake: 'subtracting the time together from the time of Q and R',
            hi: 'Q और R के समय में से तीनों का साथ का समय घटाना',
            value: othersTime - together,
          },
          {
            mistake: 'adding the time together to the hours Q and R ran',
            hi: 'तीनों के साथ के समय में Q और R के घंटे जोड़ना',
            value: together + rest,
          },
        ]
          .filter((d) => whole(d.value) && Math.abs(d.value - own) > 1e-9)
          .filter((e, i, all) => all.findIndex((o) => Math.abs(o.value - e.value) < 1e-9) === i);
        const kept = aroundKey(wrong, own, together + k + rest);
        if (new Set(kept.slice(0, 3).map((d) => d.value)).size < 3) return undefined;
        return {
          question: `Pipes P, Q and R together can fill a tank in ${hours(together)}. All three are opened, and after ${hours(k)} P is closed; Q and R fill the rest of the tank in ${hours(rest)}. How long would P alone take to fill the tank?`,
          answer: own,
          format: hours,
          distractors: kept,
          steps: [
            `In ${hours(k)} the three fill ${k}/${together} = ${fraction(k / together)} of the tank, leaving ${fraction(left)}.`,
            `Q and R fill ${fraction(left)} in ${hours(rest)}: ${fraction(others)} of the tank an hour.`,
            `P alone fills 1/${together} − ${fraction(others)} = ${fraction(1 / own)} an hour, so P takes ${hours(own)}.`,
          ],
          hi: {
            question: `पाइप P, Q और R मिलकर एक टंकी को ${hiHoursIn(together)} में भर सकते हैं। तीनों को खोला जाता है, और ${hiHoursIn(k)} बाद P को बंद कर दिया जाता है; शेष टंकी Q और R ${hiHoursIn(rest)} में भरते हैं। अकेला P टंकी को कितने समय में भरेगा?`,
            steps: [
              `${hiHoursIn(k)} में तीनों टंकी का ${k}/${together} = ${fraction(k / together)} भाग भरते हैं, और ${fraction(left)} भाग शेष रहता है।`,
              `Q और R ${fraction(left)} भाग ${hiHoursIn(rest)} में भरते हैं: प्रति घंटे टंकी का ${fraction(others)} भाग।`,
              `अकेला P प्रति घंटे 1/${together} − ${fraction(others)} = ${fraction(1 / own)} भाग भरता है, अतः P को ${hiHoursIn(own)} लगेंगे।`,
            ],
            format: hiHours,
          },
          params: { together, k, rest },
        };
      });
    },
  },
};
