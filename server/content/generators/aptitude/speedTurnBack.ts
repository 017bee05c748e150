/**
 * Turning back (issue 19, third round): two set out together from one town for another at different
 * speeds; the faster reaches it, turns back at once and meets the slower on the way. Together they
 * have then covered twice the distance, so they meet after 2D/(u + v) hours, D(v − u)/(u + v) km short
 * of the far town. Asked for that distance or that time. speed.ts spreads it in after its other kinds.
 */
import { duration, num } from '../format';
import { isWhole } from '../math';
import { TOWN_PAIRS } from '../names';
import { until } from '../question';
import type { Kind, Problem } from '../types';
import { hiDuration, hiKm, hiKmph, hiTown } from './hindiSpeed';
import { km, kmph } from './speedUnits';

/** Who sets out: two cyclists (8–20 km/h) or a bus and a car (30–90 km/h), in English and Hindi. */
const MOVERS = [
  { kind: 'cyclists', slowest: 8, fastest: 20, by: 1, far: [12, 60] },
  { kind: 'vehicles', slowest: 30, fastest: 90, by: 5, far: [60, 300] },
] as const;

/** A time standing alone (an option) in Hindi: "1 घंटा", "1 घंटा 30 मिनट", "2 घंटे 15 मिनट". */
/** The quotient as printed, then as a clock reads it: "4.5 hours (4 hours 30 minutes)". */
const hoursAsWorked = (t: number): string => (isWhole(t) ? duration(t) : `${num(t)} hours (${duration(t)})`);
const hiHoursAsWorked = (t: number): string =>
  isWhole(t) ? hiDuration(t) : `${num(t)} घंटे (${hiDuration(t)})`;
const hiTime = (t: number): string => hiDuration(t).replace(/^1 घंटे/, '1 घंटा');

export const SPEED_TURN_BACK: Record<string, Kind> = {
  turnBack: {
    levels: [2, 3],
    make(rng): Problem {
      return until((): Problem | undefined => {
        const mover = rng.pick(MOVERS);
        const u = rng.step(mover.slowest, mover.fastest - 2 * mover.by, mover.by);
        const v = rng.step(u + 2 * mover.by, mover.fastest, mover.by);
        const d = rng.int(mover.far[0], mover.far[1]);
        const t = (2 * d) / (u + v);
        const fromFar = (d * (v - u)) / (u + v);
        if (!isWhole(fromFar) || !isWhole(t * 4) || t > 8) return undefined;
        const ask = rng.pick(['distance', 'time'] as const);
        const wrong =
          ask === 'distance'
            ? [
                {
                  mistake: 'giving the distance from the starting town',
                  hi: 'चलने वाले नगर से दूरी बताना',
                  value: u * t,
                },
                {
                  mistake: 'giving the gap between them when the faster one reaches the town',
                  hi: 'तेज़ चलने वाले के नगर पहुँचने के समय दोनों के बीच की दूरी बताना',
                  value: d - (u * d) / v,
                },
                {
                  mistake: 'taking them as setting out from the two towns towards each other',
                  hi: 'मान लेना कि वे दोनों नगरों से एक-दूसरे की ओर चले',
                  value: (v * d) / (u + v),
                },
                {
                  mistake: 'halving the gap between them when the faster one reaches the town',
                  hi: 'तेज़ चलने वाले के नगर पहुँचने के समय की दूरी को आधा करना',
                  value: (d - (u * d) / v) / 2,
                },
              ]
            : [
                {
                  mistake: 'taking them as setting out from the two towns towards each other',
                  hi: 'मान लेना कि वे दोनों नगरों से एक-दूसरे की ओर चले',
                  value: d / (u + v),
                },
                {
                  mistake: 'giving the time the faster one takes to reach the town',
                  hi: 'तेज़ चलने वाले के नगर पहुँचने का समय बताना',
                  value: d / v,
                },
                {
                  mistake: 'dividing twice the distance by the difference of the speeds',
                  hi: 'दोगुनी दूरी को चालों के अंतर से भाग देना',
                  value: (2 * d) / (v - u),
                },
                {
                  mistake: 'giving the time the slower one takes to reach the town',
                  hi: 'धीमे चलने वाले के नगर पहुँचने का समय बताना',
                  value: d / u,
                },
              ];
        const kept = wrong.filter((w) => (ask === 'distance' ? isWhole(w.value) : isWhole(w.value * 4)));
        if (kept.length < 3) return undefined;
        const [x, y] = rng.pick(TOWN_PAIRS);
        const cyclists = mover.kind === 'cyclists';
        const [slow, fast] = cyclists ? ['A', 'B'] : ['the bus', 'the car'];
        const [hiSlow, hiFast] = cyclists ? ['A', 'B'] : ['बस', 'कार'];
        const question = cyclists
          ? `A and B set out together from ${x} for ${y}, which is ${km(d)} away, cycling at ${kmph(u)} and ${kmph(v)} respectively. B reaches ${y}, turns back at once and meets A on the way.`
          : `A bus and a car leave ${x} together for ${y}, which is ${km(d)} away; the bus runs at ${kmph(u)} and the car at ${kmph(v)}. The car reaches ${y}, turns back at once and meets the bus on the way.`;
        const hiQuestion = cyclists
          ? `A और B एक साथ ${hiTown(x)} से ${hiTown(y)} के लिए साइकिल से चलते हैं, जो ${hiKm(d)} दूर है; उनकी चाल क्रमशः ${hiKmph(u)} और ${hiKmph(v)} है। B ${hiTown(y)} पहुँचकर तुरंत वापस लौटता है और रास्ते में A से मिलता है।`
          : `एक बस और एक कार एक साथ ${hiTown(x)} से ${hiTown(y)} के लिए चलती हैं, जो ${hiKm(d)} दूर है; बस की चाल ${hiKmph(u)} और कार की चाल ${hiKmph(v)} है। कार ${hiTown(y)} पहुँचकर तुरंत वापस लौटती है और रास्ते में बस से मिलती है।`;
        const met = cyclists ? 'मिलते' : 'मिलती';
        const steps = [
          `When they meet, ${fast} has gone to ${y} and part of the way back, so together they have covered twice the distance: 2 × ${num(d)} = ${km(2 * d)}.`,
          `Between them they cover ${num(u)} + ${num(v)} = ${km(u + v)} an hour, so they meet after ${num(2 * d)} ÷ ${num(u + v)} = ${hoursAsWorked(t)}${ask === 'distance' ? `, when ${slow} has gone ${num(u)} × ${num(t)} = ${km(u * t)}, that is ${num(d)} − ${num(u * t)} = ${km(fromFar)} from ${y}` : ''}.`,
        ];
        const hiSteps = [
          `मिलते समय ${hiFast} ${hiTown(y)} तक जाकर कुछ दूरी लौट ${cyclists ? 'चुका' : 'चुकी'} है, अतः दोनों ने मिलकर दोगुनी दूरी तय की है: 2 × ${num(d)} = ${hiKm(2 * d)}।`,
          `दोनों मिलकर प्रति घंटे ${num(u)} + ${num(v)} = ${hiKm(u + v)} तय करते हैं, अतः वे ${num(2 * d)} ÷ ${num(u + v)} = ${hiHoursAsWorked(t)} बाद ${met} हैं${ask === 'distance' ? `, तब तक ${hiSlow} ${num(u)} × ${num(t)} = ${hiKm(u * t)} चल ${cyclists ? 'चुका होता' : 'चुकी होती'} है, अर्थात वे ${hiTown(y)} से ${num(d)} − ${num(u * t)} = ${hiKm(fromFar)} दूर ${met} हैं` : ''}।`,
        ];
        if (ask === 'distance') {
          return {
            question: `${question} How far from ${y} do they meet?`,
            answer: fromFar,
            format: km,
            distractors: kept,
            steps,
            hi: {
              question: `${hiQuestion} वे ${hiTown(y)} से कितनी दूरी पर ${met} हैं?`,
              steps: hiSteps,
              format: hiKm,
            },
            params: { d, u, v, ask },
          };
        }
        return {
          question: `${question} How long after setting out do they meet?`,
          answer: t,
          format: duration,
          wholeOptions: false,
          distractors: kept,
          steps,
          hi: {
            question: `${hiQuestion} चलने के कितने समय बाद वे ${met} हैं?`,
            steps: hiSteps,
            format: hiTime,
          },
          params: { d, u, v, ask },
        };
      });
    },
  },
};
