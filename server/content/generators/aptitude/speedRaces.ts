/**
 * Races (issue 19, second round): in an L m race A beats B by x m or by t s, so B runs the x metres in
 * t seconds; asked for A's time or A's speed. speed.ts spreads it in after its other kinds, so the
 * earlier kinds keep their draw order.
 */
import { article, num } from '../format';
import { isWhole } from '../math';
import { isExact, until } from '../question';
import type { Kind } from '../types';
import { hiMps, hiSeconds } from './hindiSpeed';
import { aroundKey } from './keyRank';
import { mps, seconds } from './speedUnits';

export const SPEED_RACES: Record<string, Kind> = {
  raceBeats: {
    levels: [2, 3],
    make(rng) {
      return until(() => {
        const race = rng.pick([100, 200, 400, 500, 800, 1000, 1200, 1500]);
        const vB = rng.int(4, 10);
        const t = rng.int(2, 25);
        const lead = vB * t;
        if (lead * 3 > race) return undefined;
        const timeB = race / vB;
        const timeA = timeB - t;
        const speedA = race / timeA;
        if (!isWhole(timeB) || !isExact(speedA) || !isWhole(speedA * 4)) return undefined;
        const ask = rng.pick(['speed', 'time'] as const);
        const faster = race / (vB + lead / t);
        return {
          question: `In ${article(race)} ${num(race)} m race, A beats B by ${num(lead)} m or by ${seconds(t)}. ${ask === 'speed' ? 'What is A’s speed?' : 'In how much time does A finish the race?'}`,
          answer: ask === 'speed' ? speedA : timeA,
          format: ask === 'speed' ? mps : seconds,
          // two named mistakes on each side at least, ordered by aroundKey so the key's place varies
          distractors: aroundKey(
            ask === 'speed'
              ? [
                  { mistake: 'giving B’s speed', hi: 'B की चाल बताना', value: vB },
                  {
                    mistake: 'adding the seconds to B’s time',
                    hi: 'B के समय में सेकंड जोड़ना',
                    value: race / (timeB + t),
                  },
                  {
                    mistake: 'adding the lead per second to B’s speed',
                    hi: 'B की चाल में प्रति सेकंड बढ़त जोड़ना',
                    value: vB + lead / t,
                  },
                  {
                    mistake: 'taking the seconds off twice',
                    hi: 'सेकंड को दो बार घटाना',
                    value: race / (timeB - 2 * t),
                  },
                  {
                    mistake: 'dividing B’s distance by B’s whole time',
                    hi: 'B की दूरी को B के पूरे समय से भाग देना',
                    value: (race - lead) / timeB,
                  },
                ].filter((w) => isExact(w.value) && isWhole(w.value * 4))
              : [
                  { mistake: 'giving B’s time', hi: 'B का समय बताना', value: timeB },
                  { mistake: 'adding the seconds to B’s time', hi: 'B के समय में सेकंड जोड़ना', value: timeB + t },
                  {
                    mistake: 'adding the lead per second to B’s speed',
                    hi: 'B की चाल में प्रति सेकंड बढ़त जोड़ना',
                    value: faster,
                  },
                  {
                    mistake: 'taking the seconds off twice',
                    hi: 'सेकंड को दो बार घटाना',
                    value: timeB - 2 * t,
                  },
                  {
                    mistake: 'giving the time B takes to run the lead',
                    hi: 'B द्वारा बढ़त की दूरी दौड़ने का समय बताना',
                    value: lead / vB,
                  },
                ],
            ask === 'speed' ? speedA : timeA,
            race + t,
          ),
          steps: [
            `B runs the last ${num(lead)} m in ${seconds(t)}, so B’s speed = ${num(lead)} ÷ ${num(t)} = ${mps(vB)}, and B takes ${num(race)} ÷ ${num(vB)} = ${seconds(timeB)} for the race.`,
            `A finishes ${num(t)} s earlier: ${num(timeB)} − ${num(t)} = ${seconds(timeA)}${ask === 'speed' ? `, so A’s speed = ${num(race)} ÷ ${num(timeA)} = ${mps(speedA)}` : ''}.`,
          ],
          hi: {
            question: `${num(race)} मीटर की दौड़ में A, B को ${num(lead)} मीटर या ${hiSeconds(t)} से हरा देता है। ${ask === 'speed' ? 'A की चाल क्या है?' : 'A दौड़ कितने समय में पूरी करता है?'}`,
            steps: [
              `B अंतिम ${num(lead)} मीटर ${hiSeconds(t)} में दौड़ता है, अतः B की चाल = ${num(lead)} ÷ ${num(t)} = ${hiMps(vB)}, और B दौड़ पूरी करने में ${num(race)} ÷ ${num(vB)} = ${hiSeconds(timeB)} लेता है।`,
              `A ${num(t)} सेकंड पहले पहुँचता है: ${num(timeB)} − ${num(t)} = ${hiSeconds(timeA)}${ask === 'speed' ? `, अतः A की चाल = ${num(race)} ÷ ${num(timeA)} = ${hiMps(speedA)}` : ''}।`,
            ],
            format: ask === 'speed' ? hiMps : hiSeconds,
          },
          params: { race, lead, t, ask },
        };
      });
    },
  },
};
