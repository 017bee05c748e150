/**
 * Runners on a circular track, how many times they cross in a given time, their speeds given as
 * rounds an hour (issue 19, audit 3, item 11; `circularTrack` in speedMeetings.ts asks the first
 * meeting). speed.ts spreads it in after its other kinds.
 */
import { clockTime, num } from '../format';
import { isWhole } from '../math';
import { until } from '../question';
import type { Kind, Problem } from '../types';
import { hiClockTime } from './hindiSpeed';
import { aroundKey } from './keyRank';

export const SPEED_CROSSINGS: Record<string, Kind> = {
  trackCrossings: {
    levels: [2, 3],
    make(rng): Problem {
      return until((): Problem | undefined => {
        const p = rng.int(3, 12);
        const q = rng.int(1, p - 1);
        const same = rng.chance(0.5);
        const start = rng.int(5, 9) + rng.pick([0, 0.5]);
        const time = rng.pick([0.75, 1.25, 1.5, 1.75, 2.25, 2.5, 2.75, 3.5]);
        const rel = same ? p - q : p + q;
        const other = same ? p + q : p - q;
        const laps = rel * time;
        // a crossing exactly at the end would leave "between" in doubt: only part-laps at the end
        if (isWhole(laps) || laps < 3) return undefined;
        const answer = Math.floor(laps);
        const wrong = [
          {
            mistake: same
              ? 'adding the rounds though they run the same way'
              : 'subtracting the rounds though they run opposite ways',
            hi: same ? 'एक ही दिशा में दौड़ने पर भी चक्करों को जोड़ना' : 'विपरीत दिशाओं में दौड़ने पर भी चक्करों को घटाना',
            value: Math.floor(other * time),
          },
          {
            mistake: 'rounding the part crossing up',
            hi: 'अधूरे चक्कर को पूरा गिन लेना',
            value: Math.ceil(laps),
          },
          {
            mistake: 'leaving out the part hour',
            hi: 'घंटे के अधूरे भाग को छोड़ देना',
            value: rel * Math.floor(time),
          },
          {
            mistake: "counting the faster runner's rounds",
            hi: 'तेज धावक के चक्कर गिनना',
            value: Math.floor(p * time),
          },
          {
            mistake: 'counting the crossings of one hour only',
            hi: 'केवल एक घंटे की भेंटें गिनना',
            value: rel,
          },
        ]
          .filter((d) => d.value > 0 && d.value !== answer)
          .filter((e, i, all) => all.findIndex((o) => Math.abs(o.value - e.value) < 1e-9) === i);
        const kept = aroundKey(wrong, answer, p * 7 + q + start * 2);
        if (new Set(kept.slice(0, 3).map((d) => d.value)).size < 3) return undefined;
        const end = start + time;
        const dir = same ? 'in the same direction' : 'in opposite directions';
        const hiDir = same ? 'एक ही दिशा में' : 'विपरीत दिशाओं में';
        const verb = same ? 'will A pass B' : 'will they cross each other';
        const hiVerb = same ? 'A, B से कितनी बार आगे निकलेगा' : 'वे एक-दूसरे को कितनी बार पार करेंगे';
        return {
          question: `A and B start at ${clockTime(start)} from the same point on a circular track and run ${dir}. A completes ${num(p)} rounds an hour and B ${num(q)} ${q === 1 ? 'round' : 'rounds'} an hour. How many times ${verb} between ${clockTime(start)} and ${clockTime(end)}?`,
          answer,
          format: num,
          distractors: kept,
          steps: [
            same
              ? `Running the same way, A gains ${p} − ${q} = ${rel} rounds on B an hour, and passes B once for each round gained.`
              : `Running towards each other, together they cover ${p} + ${q} = ${rel} rounds an hour, and meet once for each round covered together.`,
            `From ${clockTime(start)} to ${clockTime(end)} is ${num(time)} hours: ${rel} × ${num(time)} = ${num(laps)} rounds, so ${num(answer)} full crossings (the last part-round ends before they meet again).`,
          ],
          hi: {
            question: `A और B ${hiClockTime(start)} पर एक वृत्ताकार पथ के एक ही बिंदु से ${hiDir} दौड़ना शुरू करते हैं। A एक घंटे में ${num(p)} चक्कर और B एक घंटे में ${num(q)} चक्कर लगाता है। ${hiClockTime(start)} और ${hiClockTime(end)} के बीच ${hiVerb}?`,
            steps: [
              same
                ? `एक ही दिशा में दौड़ते हुए A हर घंटे B से ${p} − ${q} = ${rel} चक्कर आगे निकलता है, और हर एक चक्कर की बढ़त पर एक बार B से आगे निकलता है।`
                : `आमने-सामने दौड़ते हुए दोनों मिलकर हर घंटे ${p} + ${q} = ${rel} चक्कर पूरे करते हैं, और हर एक साझा चक्कर पर एक बार मिलते हैं।`,
              `${hiClockTime(start)} से ${hiClockTime(end)} तक ${num(time)} घंटे हैं: ${rel} × ${num(time)} = ${num(laps)} चक्कर, अतः ${num(answer)} पूरी भेंटें (अंतिम अधूरा चक्कर अगली भेंट से पहले समाप्त हो जाता है)।`,
            ],
          },
          // whole minutes, as the clock times show them (start 6:30 → 390, an hour and a quarter → 75)
          params: { p, q, same, startMinutes: start * 60, minutes: time * 60 },
        };
      });
    },
  },
};
