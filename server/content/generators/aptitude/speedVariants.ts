/**
 * Speed-and-distance forms the papers set beside the classic ones (issue 19, item 4): halts on a
 * journey (speed with and without stoppages), a trip of several stretches whose speed changes by
 * percentages, and the speed of a stream found from the total time of a trip down and up.
 */
import { minutesFormat, num, pct } from '../format';
import { isWhole } from '../math';
import { isExact, until } from '../question';
import type { Kind, Problem } from '../types';
import { hiKm, hiKmph, hiMinutes, hiVehicle } from './hindiSpeed';
import { kmph } from './speedUnits';

const VEHICLES = ['A bus', 'A train', 'A car', 'A truck'] as const;

/** Hours of a downstream and upstream trip: d1/(b + s) + d2/(b − s). */
const tripHours = (b: number, s: number, d1: number, d2: number): number => d1 / (b + s) + d2 / (b - s);

export const SPEED_VARIANTS: Record<string, Kind> = {
  stoppages: {
    levels: [2],
    make(rng): Problem {
      return until((): Problem | undefined => {
        const v = rng.step(30, 90, 5);
        const m = rng.pick([5, 6, 8, 10, 12, 15, 18, 20, 24]);
        const w = (v * (60 - m)) / 60;
        if (!isWhole(w)) return undefined;
        const who = rng.pick(VEHICLES);
        const hiWho = hiVehicle(who);
        const its = hiWho.female ? 'ती' : 'ता'; // the verb agrees with the vehicle: बस रुकती है, ट्रक रुकता है
        if (rng.chance(0.5)) {
          return {
            question: `Without stoppages, ${who.toLowerCase()} runs at an average speed of ${kmph(v)}; with stoppages, its average speed is ${kmph(w)}. For how many minutes does it stop in an hour?`,
            answer: m,
            format: minutesFormat,
            distractors: [
              {
                mistake: 'taking the speed lost as the minutes',
                hi: 'घटी हुई चाल को ही मिनट मान लेना',
                value: v - w,
              },
              {
                mistake: 'dividing the speed lost by the speed with stoppages',
                hi: 'घटी हुई चाल को रुकने सहित चाल से भाग देना',
                value: ((v - w) / w) * 60,
              },
              {
                mistake: 'giving the minutes it runs in an hour',
                hi: 'एक घंटे में चलने के मिनट बताना',
                value: 60 - m,
              },
            ],
            steps: [
              `In an hour it loses ${num(v)} − ${num(w)} = ${num(v - w)} km, which it would have run in ${num(v - w)}/${num(v)} of an hour: ${num(v - w)}/${num(v)} × 60 = ${num(m)} minutes.`,
            ],
            hi: {
              question: `बिना रुके ${hiWho.hi} की औसत चाल ${hiKmph(v)} है; रुकने सहित इसकी औसत चाल ${hiKmph(w)} है। यह प्रति घंटे कितने मिनट रुक${its} है?`,
              steps: [
                `एक घंटे में यह ${num(v)} − ${num(w)} = ${num(v - w)} किमी कम चल${its} है, जिसे यह ${num(v - w)}/${num(v)} घंटे में चल${its}: ${num(v - w)}/${num(v)} × 60 = ${hiMinutes(m)}।`,
              ],
              format: hiMinutes,
            },
            params: { ask: 'minutes', v, w },
          };
        }
        return {
          question: `${who} runs at ${kmph(v)} when it is moving, and it stops for ${minutesFormat(m)} in every hour. What is its average speed including the stoppages?`,
          answer: w,
          format: kmph,
          distractors: [
            { mistake: 'taking the minutes off the speed', hi: 'चाल में से मिनट घटाना', value: v - m },
            {
              mistake: 'taking the minutes as a percentage of the speed',
              hi: 'मिनटों को चाल का प्रतिशत मान लेना',
              value: (v * (100 - m)) / 100,
            },
            {
              mistake: 'dividing by the running time instead of multiplying',
              hi: 'चलने के समय से गुणा करने के स्थान पर भाग देना',
              value: (v * 60) / (60 - m),
            },
          ],
          steps: [
            `It moves for 60 − ${m} = ${60 - m} minutes an hour, so it covers ${num(v)} × ${60 - m}/60 = ${kmph(w)} in each hour.`,
          ],
          hi: {
            question: `${hiWho.hi} चलते समय ${hiKmph(v)} की चाल से चल${its} है, और प्रत्येक घंटे में ${hiMinutes(m)} रुक${its} है। रुकने सहित इसकी औसत चाल क्या है?`,
            steps: [
              `यह प्रति घंटे 60 − ${m} = ${60 - m} मिनट चल${its} है, अतः प्रत्येक घंटे में ${num(v)} × ${60 - m}/60 = ${hiKm(w)} की दूरी तय कर${its} है, अर्थात चाल ${hiKmph(w)}।`,
            ],
            format: hiKmph,
          },
          params: { ask: 'speed', v, m },
        };
      });
    },
  },
  speedChanges: {
    levels: [3],
    make(rng): Problem {
      return until((): Problem | undefined => {
        const v = rng.step(20, 80, 4);
        const up = rng.pick([20, 25, 50, 60, 75, 100]);
        const down = rng.pick([10, 20, 25, 40, 50]);
        const speeds = [v, v * (1 + up / 100), v * (1 - down / 100)];
        if (!speeds.every(isWhole)) return undefined;
        const avg = 3 / speeds.reduce((s, x) => s + 1 / x, 0);
        if (!isExact(avg) || isWhole(avg) === false) return undefined;
        const chained = v * (1 + up / 100) * (1 - down / 100);
        const d = rng.step(30, 180, 30);
        const who = rng.pick(VEHICLES);
        const hiWho = hiVehicle(who);
        return {
          question: `${who} covers three stretches of ${num(d)} km each. It covers the first at ${kmph(v)}, the second at a speed ${pct(up)} higher than on the first, and the third at a speed ${pct(down)} lower than on the first. What is its average speed for the whole journey?`,
          answer: avg,
          format: kmph,
          distractors: [
            {
              mistake: 'averaging the three speeds',
              hi: 'तीनों चालों का औसत लेना',
              value: (speeds[0]! + speeds[1]! + speeds[2]!) / 3,
            },
            {
              mistake: 'lowering the second stretch’s speed for the third',
              hi: 'तीसरे खंड के लिए दूसरे खंड की चाल को घटाना',
              value: 3 / (1 / speeds[0]! + 1 / speeds[1]! + 1 / chained),
            },
            { mistake: 'using the first speed throughout', hi: 'पूरी यात्रा में पहली चाल ही लेना', value: v },
          ],
          steps: [
            `Speeds: ${num(speeds[0]!)}, ${num(speeds[1]!)} and ${num(speeds[2]!)} km/h. Time = ${num(d)}/${num(speeds[0]!)} + ${num(d)}/${num(speeds[1]!)} + ${num(d)}/${num(speeds[2]!)} hours for ${num(3 * d)} km, so the average speed is 3 ÷ (1/${num(speeds[0]!)} + 1/${num(speeds[1]!)} + 1/${num(speeds[2]!)}) = ${kmph(avg)}.`,
          ],
          hi: {
            question: `${hiWho.hi} ${num(d)} किमी के तीन खंड तय ${hiWho.female ? 'करती' : 'करता'} है। पहला खंड ${hiKmph(v)} की चाल से, दूसरा पहले खंड से ${pct(up)} अधिक चाल से, और तीसरा पहले खंड से ${pct(down)} कम चाल से। पूरी यात्रा में इसकी औसत चाल क्या है?`,
            steps: [
              `चालें: ${num(speeds[0]!)}, ${num(speeds[1]!)} और ${num(speeds[2]!)} किमी/घंटा। ${num(3 * d)} किमी के लिए समय = ${num(d)}/${num(speeds[0]!)} + ${num(d)}/${num(speeds[1]!)} + ${num(d)}/${num(speeds[2]!)} घंटे, अतः औसत चाल = 3 ÷ (1/${num(speeds[0]!)} + 1/${num(speeds[1]!)} + 1/${num(speeds[2]!)}) = ${hiKmph(avg)}।`,
            ],
            format: hiKmph,
          },
          params: { v, up, down, d },
        };
      });
    },
  },
  streamFromTime: {
    levels: [3],
    make(rng): Problem {
      return until((): Problem | undefined => {
        const b = rng.int(10, 24);
        const s = rng.int(2, 7);
        const [t1, t2] = [rng.int(1, 6), rng.int(1, 6)];
        const [d1, d2] = [(b + s) * t1, (b - s) * t2];
        const total = t1 + t2;
        // exactly one stream speed between 0 and b fits the total time (checked on a fine grid)
        let roots = 0;
        for (let k = 0; k < 2000; k += 1) {
          const [x, y] = [(k * b) / 2000, ((k + 1) * b) / 2000];
          if (y >= b) break;
          if (Math.sign(tripHours(b, x, d1, d2) - total) !== Math.sign(tripHours(b, y, d1, d2) - total))
            roots += 1;
        }
        if (roots !== 1 || Math.abs(tripHours(b, 0, d1, d2) - total) < 1e-9) return undefined;
        return {
          question: `A boat whose speed in still water is ${kmph(b)} goes ${num(d1)} km downstream and ${num(d2)} km upstream in ${num(total)} hours in all. What is the speed of the stream?`,
          answer: s,
          format: kmph,
          // the boat's own speeds (b ± s) would give the key away as the only small option: the
          // wrong options are the stream speeds a slip gives, near the key
          distractors: [
            {
              mistake: 'taking the average speed of the trip from the still-water speed',
              hi: 'शांत जल की चाल में से यात्रा की औसत चाल घटाना',
              value: b - (d1 + d2) / total,
            },
            {
              mistake: 'halving the gap between the downstream and upstream distances per hour',
              hi: 'अनुकूल और प्रतिकूल दूरियों के प्रति घंटा अंतर को आधा करना',
              value: Math.abs(d1 - d2) / (2 * total),
            },
          ],
          steps: [
            `With the stream at s km/h: ${num(d1)}/(${b} + s) + ${num(d2)}/(${b} − s) = ${num(total)}. Trying s = ${s}: ${num(d1)}/${b + s} + ${num(d2)}/${b - s} = ${t1} + ${t2} = ${num(total)}, so the stream flows at ${kmph(s)}.`,
          ],
          hi: {
            question: `शांत जल में ${hiKmph(b)} की चाल वाली एक नाव कुल ${num(total)} घंटे में धारा के अनुकूल ${num(d1)} किमी और धारा के प्रतिकूल ${num(d2)} किमी जाती है। धारा की चाल क्या है?`,
            steps: [
              `धारा की चाल s किमी/घंटा हो तो: ${num(d1)}/(${b} + s) + ${num(d2)}/(${b} − s) = ${num(total)}। s = ${s} रखने पर: ${num(d1)}/${b + s} + ${num(d2)}/${b - s} = ${t1} + ${t2} = ${num(total)}, अतः धारा की चाल ${hiKmph(s)} है।`,
            ],
            format: hiKmph,
          },
          params: { b, d1, d2, total },
        };
      });
    },
  },
};
