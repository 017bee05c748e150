/**
 * The level-3 kinds of speed and distance, kept beside speed.ts (which spreads them in their draw
 * order): late at one speed and early at another, two cars meeting, a boat there and back. Each writes
 * its Hindi twin (issue 15) from the same drawn values.
 */
import { isWhole } from '../math';
import { clockTime, duration, num } from '../format';
import { byGender, hiName } from '../hindi';
import { anyone, TOWN_PAIRS } from '../names';
import { isExact, until } from '../question';
import { aroundKey } from './keyRank';
import type { Kind } from '../types';
import { hiClockTime, hiDuration, hiHours, hiKm, hiKmph, hiTown } from './hindiSpeed';
import { hours, km, kmph } from './speedUnits';

/**
 * The farthest office `lateEarly` asks about, in km: a longer drive is no daily one, and a trap beyond
 * it (forgetting the minutes gives an office 3,000 km away) is dropped for the next named mistake.
 */
const FARTHEST_OFFICE_KM = 200;

export const SPEED_LEVEL3: Record<string, Kind> = {
  lateEarly: {
    levels: [3],
    make(rng) {
      return until(() => {
        const v1 = rng.step(20, 60, 5);
        const v2 = v1 + rng.step(5, 30, 5);
        const late = rng.pick([5, 6, 8, 10, 12, 15, 20]);
        const early = rng.pick([3, 4, 5, 6, 8, 10, 12, 15]);
        const d = (v1 * v2 * (late + early)) / (60 * (v2 - v1));
        if (!isWhole(d) || d > FARTHEST_OFFICE_KM) return undefined;
        const who = anyone(rng);
        return {
          question: `If ${who.name} drives to office at ${kmph(v1)}, ${who.he} is ${late} minutes late; at ${kmph(v2)}, ${who.he} is ${early} minutes early. How far is the office?`,
          answer: d,
          format: km,
          distractors: [
            {
              mistake: 'subtracting the two time differences instead of adding them',
              hi: 'समय के दोनों अंतरों को जोड़ने के स्थान पर घटाना',
              value: (v1 * v2 * Math.abs(late - early)) / (60 * (v2 - v1)),
            },
            {
              mistake: 'using only the minutes late',
              hi: 'केवल देर के मिनट लेना',
              value: (v1 * v2 * late) / (60 * (v2 - v1)),
            },
            {
              mistake: 'using only the minutes early',
              hi: 'केवल जल्दी के मिनट लेना',
              value: (v1 * v2 * early) / (60 * (v2 - v1)),
            },
            {
              mistake: 'forgetting to turn the minutes into hours',
              hi: 'मिनटों को घंटों में बदलना भूल जाना',
              value: (v1 * v2 * (late + early)) / (v2 - v1),
            },
            {
              mistake: 'reading the minutes as hundredths of an hour',
              hi: 'मिनटों को घंटे का सौवाँ भाग मान लेना',
              value: (v1 * v2 * (late + early)) / (100 * (v2 - v1)),
            },
            {
              mistake: 'dividing by the sum of the speeds instead of their difference',
              hi: 'चालों के अंतर के स्थान पर उनके योग से भाग देना',
              value: (v1 * v2 * (late + early)) / (60 * (v1 + v2)),
            },
          ].filter((t) => t.value <= FARTHEST_OFFICE_KM),
          steps: [
            `The two journeys differ by ${late} + ${early} = ${late + early} minutes = ${late + early}/60 hour.`,
            `d/${v1} − d/${v2} = ${late + early}/60 gives d = ${v1} × ${v2} × ${late + early}/(60 × (${v2} − ${v1})) = ${km(d)}.`,
          ],
          hi: {
            question: `यदि ${hiName(who)} ${hiKmph(v1)} की चाल से कार्यालय ${byGender(who, 'जाता', 'जाती')} है, तो वह ${late} मिनट देर से ${byGender(who, 'पहुँचता', 'पहुँचती')} है; ${hiKmph(v2)} की चाल से वह ${early} मिनट पहले ${byGender(who, 'पहुँचता', 'पहुँचती')} है। कार्यालय कितनी दूर है?`,
            steps: [
              `दोनों यात्राओं के समय में ${late} + ${early} = ${late + early} मिनट = ${late + early}/60 घंटे का अंतर है।`,
              `d/${v1} − d/${v2} = ${late + early}/60 से d = ${v1} × ${v2} × ${late + early}/(60 × (${v2} − ${v1})) = ${hiKm(d)}।`,
            ],
            format: hiKm,
          },
          params: { v1, v2, late, early },
        };
      });
    },
  },
  meeting: {
    levels: [3],
    make(rng) {
      return until(() => {
        const a = rng.step(20, 70, 5);
        const b = rng.step(20, 70, 5);
        const delay = rng.pick([0.5, 1, 1.5, 2]);
        const startA = rng.int(6, 9);
        const t = rng.pick([1, 1.5, 2, 2.5, 3, 1.25, 1.75, 2.25]);
        // B starts `delay` hours after A and they meet t hours after B starts
        const d = a * (delay + t) + b * t;
        if (!isWhole(d) || d > 500) return undefined;
        const [x, y] = rng.pick(TOWN_PAIRS);
        const meet = startA + delay + t;
        return {
          question: `${x} and ${y} are ${km(d)} apart. A car leaves ${x} for ${y} at ${clockTime(startA)} at ${kmph(a)}. Another car leaves ${y} for ${x} at ${clockTime(startA + delay)} at ${kmph(b)}. At what time do they meet?`,
          answer: meet,
          format: clockTime,
          wholeOptions: false,
          step: 0.5,
          distractors: [
            {
              mistake: 'ignoring the head start of the first car',
              hi: 'पहली कार की पहले की गई यात्रा को अनदेखा करना',
              value: startA + delay + d / (a + b),
            },
            {
              mistake: "counting the meeting time from the first car's start only",
              hi: 'मिलने का समय केवल पहली कार के चलने के समय से गिनना',
              value: startA + d / (a + b),
            },
            {
              mistake: "adding the second car's travel time to the first car's start",
              hi: 'दूसरी कार के यात्रा-समय को पहली कार के चलने के समय में जोड़ना',
              value: startA + t,
            },
          ],
          steps: [
            `By ${clockTime(startA + delay)} the first car has gone ${num(a)} × ${num(delay)} = ${km(a * delay)}, leaving ${km(d - a * delay)}.`,
            `They close this gap at ${num(a)} + ${num(b)} = ${kmph(a + b)}, taking ${num(d - a * delay)} ÷ ${num(a + b)} = ${hours(t)}, so they meet at ${clockTime(meet)}`,
          ],
          hi: {
            question: `${hiTown(x)} और ${hiTown(y)} के बीच की दूरी ${hiKm(d)} है। एक कार ${hiClockTime(startA)} बजे ${hiKmph(a)} की चाल से ${hiTown(x)} से ${hiTown(y)} के लिए चलती है। दूसरी कार ${hiClockTime(startA + delay)} बजे ${hiKmph(b)} की चाल से ${hiTown(y)} से ${hiTown(x)} के लिए चलती है। वे किस समय मिलेंगी?`,
            steps: [
              `${hiClockTime(startA + delay)} तक पहली कार ${num(a)} × ${num(delay)} = ${hiKm(a * delay)} चल चुकी होती है, और ${hiKm(d - a * delay)} की दूरी शेष रहती है।`,
              `वे यह दूरी ${num(a)} + ${num(b)} = ${hiKmph(a + b)} की सापेक्ष चाल से ${num(d - a * delay)} ÷ ${num(a + b)} = ${hiHours(t)} में तय करती हैं, अतः वे ${hiClockTime(meet)} बजे मिलती हैं।`,
            ],
            format: hiClockTime,
          },
          params: { d, a, b, startA, delay },
        };
      });
    },
  },
  boatRoundTrip: {
    levels: [3],
    make(rng) {
      return until(() => {
        const b = rng.int(6, 15);
        const s = rng.int(1, 4);
        if (s >= b) return undefined;
        const d = rng.int(8, 60);
        const total = d / (b + s) + d / (b - s);
        if (!isWhole(total * 4)) return undefined;
        return {
          question: `A boat's speed in still water is ${kmph(b)} and the stream flows at ${kmph(s)}. The boat rows to a place and comes back in ${duration(total)}. How far is the place?`,
          answer: d,
          format: km,
          wholeOptions: false,
          // slips on both sides of the key, ordered around it (issue 19)
          distractors: aroundKey(
            [
              { mistake: 'ignoring the stream', hi: 'धारा को अनदेखा करना', value: (total * b) / 2 },
              {
                mistake: 'using the downstream speed both ways',
                hi: 'दोनों ओर धारा के अनुकूल चाल लेना',
                value: (total * (b + s)) / 2,
              },
              {
                mistake: 'using the upstream speed both ways',
                hi: 'दोनों ओर धारा के प्रतिकूल चाल लेना',
                value: (total * (b - s)) / 2,
              },
              {
                mistake: 'giving the distance there and back',
                hi: 'जाने और आने की कुल दूरी बताना',
                value: d * 2,
              },
              {
                mistake: "using the stream's speed both ways",
                hi: 'दोनों ओर धारा की चाल ले लेना',
                value: (total * s) / 2,
              },
              {
                mistake: 'halving the one-way distance once more',
                hi: 'एक ओर की दूरी को एक बार और आधा कर देना',
                value: d / 2,
              },
            ].filter((o) => isExact(o.value)),
            d,
            b + s + d,
          ),
          steps: [
            `Downstream speed ${kmph(b + s)}, upstream ${kmph(b - s)}. d/${b + s} + d/${b - s} = ${num(total)}.`,
            `So d × ${2 * b}/${(b + s) * (b - s)} = ${num(total)}, giving d = ${km(d)}.`,
          ],
          hi: {
            question: `शांत जल में एक नाव की चाल ${hiKmph(b)} है और धारा की चाल ${hiKmph(s)} है। नाव किसी स्थान तक जाकर ${hiDuration(total)} में वापस लौट आती है। वह स्थान कितनी दूर है?`,
            steps: [
              `धारा के अनुकूल चाल ${hiKmph(b + s)}, प्रतिकूल चाल ${hiKmph(b - s)}। d/${b + s} + d/${b - s} = ${num(total)}।`,
              `अतः d × ${2 * b}/${(b + s) * (b - s)} = ${num(total)}, जिससे d = ${hiKm(d)}।`,
            ],
            format: hiKm,
          },
          params: { b, s, total },
        };
      });
    },
  },
};
