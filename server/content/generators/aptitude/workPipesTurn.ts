/**
 * Pipes opened in turn, an hour each (issue 19, survey of branch qd): two filling pipes opened on
 * alternate hours, A first (level 2); or two filling pipes and an outlet opened one after another, A,
 * B, C, A, B, C … (level 3), where the tank can fill during a filling hour before the outlet's turn
 * comes. `alternate` (workLevel3.ts) asks the same of two workers on alternate days. work.ts spreads it
 * in after its other kinds.
 */
import { fraction, num, plural } from '../format';
import { isWhole, lcmAll } from '../math';
import { until } from '../question';
import type { Kind, Problem } from '../types';
import { hiHours } from './hindiCommerce';
import { aroundKey } from './keyRank';

const hours = (v: number): string => plural(v, 'hour');

/**
 * Hours to fill the tank with pipes opened in turn an hour each (negative rates empty it), in whole
 * units of a tank of `units` (so no rounding creeps in), and the hours of whole turns before the last.
 */
function inTurn(
  rates: readonly number[],
  units: number,
): { total: number; level: number; hoursDone: number } {
  let level = 0;
  for (let hour = 0; hour < 1000; hour += 1) {
    const rate = rates[hour % rates.length]!;
    if (rate > 0 && level + rate >= units)
      return { total: hour + (units - level) / rate, level, hoursDone: hour };
    level = Math.max(0, level + rate);
  }
  return { total: NaN, level, hoursDone: 1000 };
}

export const WORK_PIPES_TURN: Record<string, Kind> = {
  pipesInTurn: {
    levels: [2, 3],
    make(rng, level): Problem {
      return until((): Problem | undefined => {
        const a = rng.int(3, 20);
        const b = rng.int(3, 20);
        const withOutlet = level === 3;
        const c = withOutlet ? rng.int(Math.max(a, b) + 1, 30) : 0;
        if (a === b) return undefined;
        const units = lcmAll(withOutlet ? [a, b, c] : [a, b]);
        if (units > 600) return undefined;
        const rates = withOutlet ? [units / a, units / b, -units / c] : [units / a, units / b];
        const run = inTurn(rates, units);
        const total = run.total;
        if (!Number.isFinite(total) || !isWhole(total * 6) || total > 60 || total < 3) return undefined;
        const net = rates.reduce((s, r) => s + r, 0);
        if (net <= 0) return undefined;
        const together = units / net;
        const bFirst = inTurn(
          withOutlet ? [rates[1]!, rates[0]!, rates[2]!] : [rates[1]!, rates[0]!],
          units,
        ).total;
        const wrong = [
          {
            mistake: 'opening them all together',
            hi: 'सभी पाइपों को एक साथ खुला मान लेना',
            value: together,
          },
          {
            mistake: withOutlet
              ? "dividing the tank by one round's net fill"
              : 'doubling the time they take together',
            hi: withOutlet ? 'टंकी को एक चक्र की शुद्ध भराई से भाग देना' : 'मिलकर लगने वाले समय को दोगुना करना',
            value: rates.length * together,
          },
          {
            mistake: 'opening B first',
            hi: 'पहले B को खोलना',
            value: bFirst,
          },
          {
            mistake: 'counting whole rounds only',
            hi: 'केवल पूरे चक्र गिनना',
            value: Math.ceil(total / rates.length - 1e-9) * rates.length,
          },
          {
            mistake: 'averaging the filling times',
            hi: 'भरने के समयों का औसत लेना',
            value: (a + b) / 2,
          },
        ].filter((w) => Number.isFinite(w.value) && isWhole(w.value * 6) && w.value > 0);
        const kept = aroundKey(wrong, total, a + b + c);
        if (new Set(kept.slice(0, 3).map((w) => w.value)).size < 3) return undefined;
        if (kept.slice(0, 3).some((w) => Math.abs(w.value - total) < 1e-9)) return undefined;
        const roundHours = rates.length;
        const perRound = net / units;
        const rounds = Math.floor(run.hoursDone / roundHours);
        const afterRounds = (rounds * net) / units;
        const lastHours = run.hoursDone - rounds * roundHours;
        if (rounds < 1) return undefined;
        const pipeNames = withOutlet ? 'A, B, C' : 'A, B';
        const question = withOutlet
          ? `Pipes A and B can fill a tank in ${hours(a)} and ${hours(b)} respectively, and pipe C can empty the full tank in ${hours(c)}. Starting with an empty tank, the pipes are opened one at a time for an hour each, in the order A, B, C, A, B, C and so on. In how many hours will the tank be full?`
          : `Pipes A and B can fill a tank in ${hours(a)} and ${hours(b)} respectively. They are opened on alternate hours, A first, one hour at a time. In how many hours will the tank be full?`;
        const hiQuestion = withOutlet
          ? `पाइप A और B एक टंकी को क्रमशः ${hiHours(a)} और ${hiHours(b)} में भर सकते हैं, और पाइप C भरी हुई टंकी को ${hiHours(c)} में खाली कर सकता है। खाली टंकी से शुरू करके पाइपों को एक-एक घंटे के लिए बारी-बारी से A, B, C, A, B, C के क्रम में खोला जाता है। टंकी कितने घंटों में भरेगी?`
          : `पाइप A और B एक टंकी को क्रमशः ${hiHours(a)} और ${hiHours(b)} में भर सकते हैं। उन्हें एक-एक घंटे के लिए बारी-बारी से खोला जाता है, पहले A। टंकी कितने घंटों में भरेगी?`;
        const lastRate = rates[run.hoursDone % rates.length]! / units;
        const lastPart = (1 - run.level / units) / lastRate;
        return {
          question,
          answer: total,
          format: hours,
          wholeOptions: false,
          distractors: kept,
          steps: [
            `One round of ${pipeNames} (${roundHours} hours) fills ${fraction(perRound)} of the tank.`,
            `After ${plural(rounds, 'round')} (${hours(rounds * roundHours)}) ${fraction(afterRounds)} is full${lastHours ? `; the next ${lastHours === 1 ? 'hour brings' : `${lastHours} hours bring`} it to ${fraction(run.level / units)}` : ''}.`,
            `The remaining ${fraction(1 - run.level / units)} takes the next pipe ${hours(lastPart)} (it fills ${fraction(lastRate)} an hour): ${run.hoursDone} + ${num(lastPart)} = ${hours(total)}.`,
          ],
          hi: {
            question: hiQuestion,
            steps: [
              `${pipeNames} का एक चक्र (${roundHours} घंटे) टंकी का ${fraction(perRound)} भाग भरता है।`,
              `${rounds} चक्रों (${rounds * roundHours} घंटे) के बाद ${fraction(afterRounds)} भाग भरा है${lastHours ? `; अगले ${lastHours} घंटे में यह ${fraction(run.level / units)} हो जाता है` : ''}।`,
              `शेष ${fraction(1 - run.level / units)} भाग अगला पाइप ${num(lastPart)} घंटे में भरता है (वह प्रति घंटा ${fraction(lastRate)} भाग भरता है): ${run.hoursDone} + ${num(lastPart)} = ${num(total)} घंटे।`,
            ],
            format: hiHours,
          },
          params: { a, b, c },
        };
      });
    },
  },
};
