import { isWhole } from '../math';
import { duration, num } from '../format';
import { byGender, hiName } from '../hindi';
import { anyone, TOWN_PAIRS } from '../names';
import { defineTopic, until } from '../question';
import { SPEED_RACES } from './speedRaces';
import { SPEED_TURN_BACK } from './speedTurnBack';
import { SPEED_MEETINGS } from './speedMeetings';
import { SPEED_CROSSINGS } from './speedCrossings';
import { SPEED_CHASES } from './speedChases';
import { SPEED_TRAINS_BOATS } from './speedTrainsBoats';
import { SPEED_VARIANTS } from './speedVariants';
import { SPEED_LEVEL3 } from './speedLevel3';
import { aroundKey } from './keyRank';
import {
  HI_MINUTES_AS_HOUR,
  HI_NO_MINUTES,
  hiDuration,
  hiKm,
  hiKmph,
  hiMps,
  hiTown,
  hiVehicle,
} from './hindiSpeed';
import { km, kmph, mps } from './speedUnits';
import { SPEED_AUDIT4 } from './audit4Arithmetic';
import { SPEED_AUDIT5 } from './speedAudit5';
import { SPEED_AUDIT6 } from './speedAudit6';

/**
 * Roughly the fastest each mover of `convert` goes, in km/h. A trap faster than that is no trap: a
 * candidate dismisses a bus at 324 km/h or a motorcycle at 324 m/s at a glance, so such a mistake is
 * dropped and the next named one used.
 */
const TOP_SPEED: Readonly<Record<string, number>> = {
  'A cyclist': 80,
  'A scooter': 120,
  'A car': 250,
  'A bus': 200,
  'A motorcycle': 250,
  'A train': 350,
  'An express train': 350,
};

export const speedAndDistance = defineTopic({
  convert: {
    levels: [1],
    make(rng) {
      const toMps = rng.chance(0.5);
      const v = rng.step(18, 144, 18);
      const m = (v * 5) / 18;
      const mover =
        v <= 36
          ? rng.pick(['A cyclist', 'A scooter'])
          : v <= 90
            ? rng.pick(['A car', 'A bus', 'A motorcycle'])
            : rng.pick(['A train', 'An express train']);
      const hiMover = hiVehicle(mover);
      return toMps
        ? {
            question: `${mover} is moving at ${kmph(v)}. What is its speed in metres per second?`,
            answer: m,
            format: mps,
            distractors: [
              {
                mistake: 'multiplying by 18/5 instead of 5/18',
                hi: '5/18 के स्थान पर 18/5 से गुणा करना',
                value: (v * 18) / 5,
              },
              {
                mistake: 'dividing by 60 as if converting hours to minutes',
                hi: 'घंटों को मिनट में बदलने की तरह 60 से भाग देना',
                value: v / 60,
              },
              {
                mistake: 'multiplying by 5/9 instead of 5/18',
                hi: '5/18 के स्थान पर 5/9 से गुणा करना',
                value: (v * 5) / 9,
              },
              { mistake: 'dividing by 10 for the metres', hi: 'मीटर के लिए 10 से भाग देना', value: v / 10 },
              { mistake: 'dividing by 3 instead of 3.6', hi: '3.6 के स्थान पर 3 से भाग देना', value: v / 3 },
              { mistake: 'dividing by 4 instead of 3.6', hi: '3.6 के स्थान पर 4 से भाग देना', value: v / 4 },
            ].filter((d) => d.value * 3.6 <= TOP_SPEED[mover]!),
            steps: [`1 km/h = 1000 m ÷ 3600 s = 5/18 m/s, so ${kmph(v)} = ${num(v)} × 5/18 = ${mps(m)}.`],
            hi: {
              question: `${hiMover.hi} की चाल ${hiKmph(v)} है। मीटर प्रति सेकंड में इसकी चाल क्या है?`,
              steps: [
                `1 किमी/घंटा = 1000 मी ÷ 3600 से = 5/18 मी/से, अतः ${hiKmph(v)} = ${num(v)} × 5/18 = ${hiMps(m)}।`,
              ],
              format: hiMps,
            },
            params: { from: 'km/h', value: v },
          }
        : {
            question: `${mover} covers ${num(m)} metres every second. What is its speed in km/h?`,
            answer: v,
            format: kmph,
            distractors: [
              {
                mistake: 'multiplying by 5/18 instead of 18/5',
                hi: '18/5 के स्थान पर 5/18 से गुणा करना',
                value: (m * 5) / 18,
              },
              { mistake: 'multiplying by 60 only', hi: 'केवल 60 से गुणा करना', value: m * 60 },
              { mistake: 'multiplying by 3.6 twice', hi: '3.6 से दो बार गुणा करना', value: m * 3.6 * 3.6 },
              { mistake: 'multiplying by 18/10', hi: '18/10 से गुणा करना', value: (m * 18) / 10 },
              { mistake: 'multiplying by 3 instead of 3.6', hi: '3.6 के स्थान पर 3 से गुणा करना', value: m * 3 },
              { mistake: 'multiplying by 4 instead of 3.6', hi: '3.6 के स्थान पर 4 से गुणा करना', value: m * 4 },
            ].filter((d) => d.value <= TOP_SPEED[mover]!),
            steps: [`1 m/s = 18/5 km/h, so ${mps(m)} = ${num(m)} × 18/5 = ${kmph(v)}.`],
            hi: {
              question: `${hiMover.hi} प्रत्येक सेकंड में ${num(m)} मीटर की दूरी तय ${hiMover.female ? 'करती' : 'करता'} है। किमी/घंटा में इसकी चाल क्या है?`,
              steps: [`1 मी/से = 18/5 किमी/घंटा, अतः ${hiMps(m)} = ${num(m)} × 18/5 = ${hiKmph(v)}।`],
              format: hiKmph,
            },
            params: { from: 'm/s', value: m },
          };
    },
  },
  distance: {
    levels: [1],
    make(rng) {
      return until(() => {
        const v = rng.step(20, 90, 5);
        const h = rng.int(1, 5);
        const m = rng.pick([12, 15, 20, 24, 30, 36, 40, 45, 48]);
        const t = h + m / 60;
        const d = v * t;
        const [from, to] = rng.pick(TOWN_PAIRS);
        if (!isWhole(d)) return undefined;
        return {
          question: `A bus leaves ${from} for ${to} and runs at a steady ${kmph(v)}. It reaches ${to} after ${duration(t)}. How far is ${to} from ${from}?`,
          answer: d,
          format: km,
          wholeOptions: false,
          // slips on both sides of the key, ordered around it (issue 19)
          distractors: aroundKey(
            [
              {
                mistake: `reading ${duration(t)} as ${h}.${m} hours`,
                hi: `${hiDuration(t)} को ${h}.${m} घंटे पढ़ना`,
                value: v * (h + m / 100),
              },
              { mistake: 'ignoring the minutes', hi: HI_NO_MINUTES, value: v * h },
              { mistake: 'counting the minutes as a full hour', hi: HI_MINUTES_AS_HOUR, value: v * (h + 1) },
              {
                mistake: 'multiplying the speed per hour by the time in minutes',
                hi: 'प्रति घंटे की चाल को मिनटों में लिए गए समय से गुणा करना',
                value: v * (60 * h + m),
              },
              { mistake: 'counting the minutes only', hi: 'केवल मिनटों को गिनना', value: (v * m) / 60 },
            ],
            d,
            v + h + m,
          ),
          steps: [
            `${duration(t)} = ${h} + ${m}/60 = ${num(t)} hours. Distance = ${num(v)} × ${num(t)} = ${km(d)}.`,
          ],
          hi: {
            question: `एक बस ${hiTown(from)} से ${hiTown(to)} के लिए चलती है और ${hiKmph(v)} की एकसमान चाल से चलती है। यह ${hiDuration(t)} में ${hiTown(to)} पहुँचती है। ${hiTown(from)} से ${hiTown(to)} की दूरी कितनी है?`,
            steps: [
              `${hiDuration(t)} = ${h} + ${m}/60 = ${num(t)} घंटे। दूरी = ${num(v)} × ${num(t)} = ${hiKm(d)}।`,
            ],
            format: hiKm,
          },
          params: { v, h, m },
        };
      });
    },
  },
  speed: {
    levels: [1],
    make(rng) {
      return until(() => {
        const v = rng.step(24, 96, 4);
        const m = rng.pick([15, 30, 45, 20, 40]);
        const h = rng.int(1, 4);
        const t = h + m / 60;
        const d = v * t;
        if (!isWhole(d)) return undefined;
        const who = anyone(rng);
        return {
          question: `${who.name} drives ${km(d)} in ${duration(t)}. What is ${who.his} average speed?`,
          answer: v,
          format: kmph,
          wholeOptions: false,
          distractors: [
            { mistake: 'ignoring the minutes', hi: HI_NO_MINUTES, value: d / h },
            {
              mistake: `reading the time as ${h}.${m} hours`,
              hi: `समय को ${h}.${m} घंटे पढ़ना`,
              value: d / (h + m / 100),
            },
            { mistake: 'counting the minutes as a full hour', hi: HI_MINUTES_AS_HOUR, value: d / (h + 1) },
          ],
          steps: [`Time = ${num(t)} hours, so speed = ${num(d)} ÷ ${num(t)} = ${kmph(v)}.`],
          hi: {
            question: `${hiName(who)} ${hiDuration(t)} में ${hiKm(d)} की दूरी गाड़ी चलाकर तय ${byGender(who, 'करता', 'करती')} है। उसकी औसत चाल क्या है?`,
            steps: [`समय = ${num(t)} घंटे, अतः चाल = ${num(d)} ÷ ${num(t)} = ${hiKmph(v)}।`],
            format: hiKmph,
          },
          params: { d, h, m },
        };
      });
    },
  },
  ...SPEED_TRAINS_BOATS,
  ...SPEED_LEVEL3,
  // forms the papers set beside the classic ones (speedVariants.ts)
  ...SPEED_VARIANTS,
  // races: A beats B by x m or t s (speedRaces.ts)
  ...SPEED_RACES,
  // two set out together, the faster reaches the far town and turns back (speedTurnBack.ts)
  ...SPEED_TURN_BACK,
  // runners on a circular track, a train passing a man who walks or cycles (speedMeetings.ts)
  ...SPEED_MEETINGS,
  // how many times runners cross on a circular track in a given time (speedCrossings.ts)
  ...SPEED_CROSSINGS,
  // a policeman chasing a thief, a train passing a pole and a platform (speedChases.ts)
  ...SPEED_CHASES,
  // one train's speed from the times both take after they meet (audit4Arithmetic.ts)
  ...SPEED_AUDIT4,
  // the current's speed from the drift after equal times against and with it (speedAudit5.ts)
  ...SPEED_AUDIT5,
  // when a chase ends, the return leg's speed from the average, a train from two platforms (speedAudit6.ts)
  ...SPEED_AUDIT6,
});
