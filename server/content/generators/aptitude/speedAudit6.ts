/**
 * Speed relations asked for another of their unknowns (coverage audit 5, items 1 and 2, and the
 * systematic round of branch qm):
 * - `chaseTime`: a policeman chasing a thief, the thief spotted some metres ahead or the policeman
 *   starting some minutes late: after how many minutes the thief is caught (the bank's `thiefChase`
 *   asks the distance);
 * - `legFromAverage`: a journey there and back at two speeds, the average speed given: the speed of
 *   the return leg (the bank's `averageSpeed` asks the average from the legs);
 * - `trainTwoPlatforms`: a train crossing two platforms of given lengths in given times: its length or
 *   its speed (the bank's `trainPlatform` and `poleAndPlatform` need a pole or the speed);
 * - `stillFromTimeRatio`: the upstream and downstream times for one distance in a ratio: the boat's
 *   still-water speed from the stream's, or the stream's from it (the bank's `boat` and
 *   `streamFromTime` give distances and times).
 * speed.ts spreads them in after its other kinds; the Hindi twin is written from the same drawn values.
 */
import { num, withUnit } from '../format';
import { isWhole } from '../math';
import { until } from '../question';
import type { Distractor, Kind, Problem } from '../types';
import { hiKmph, hiMinutes, hiSeconds, hiTown } from './hindiSpeed';
import { aroundKey } from './keyRank';
import { kmph, seconds } from './speedUnits';
import { TOWN_PAIRS } from '../names';

const metres = withUnit('m');
const hiMetres = withUnit('मीटर');
const minutes = (m: number): string => `${num(m)} ${m === 1 ? 'minute' : 'minutes'}`;

/** Whole, positive, not the key, each value once: the options toQuestion would keep. */
const usable = (wrong: Distractor[], key: number): Distractor[] =>
  wrong.filter(
    (w, i) =>
      typeof w.value === 'number' &&
      w.value > 0 &&
      isWhole(w.value) &&
      Math.abs(w.value - key) > 1e-9 &&
      wrong.findIndex((o) => o.value === w.value) === i,
  );

export const SPEED_AUDIT6: Record<string, Kind> = {
  chaseTime: {
    levels: [2, 3],
    make(rng, level): Problem {
      return until((): Problem | undefined => {
        const thief = rng.int(5, 12);
        const police = rng.int(thief + 1, thief + 5);
        const gap = police - thief;
        const late = rng.chance(level === 3 ? 0.7 : 0.55);
        if (late) {
          // the policeman starts t minutes later: the thief's head start is thief × t/60 km
          const t = rng.step(5, 30, 5);
          const key = (thief * t) / gap; // minutes after the policeman starts
          const fromThief = rng.chance(level === 3 ? 0.5 : 0.35);
          const answer = fromThief ? key + t : key;
          if (!isWhole(key) || key > 120) return undefined;
          const wrong = usable(
            [
              fromThief
                ? {
                    mistake: "counting from the policeman's start",
                    hi: 'सिपाही के चलने के समय से गिनना',
                    value: key,
                  }
                : {
                    mistake: "counting from the thief's start",
                    hi: 'चोर के भागने के समय से गिनना',
                    value: key + t,
                  },
              {
                mistake: 'adding the speeds instead of subtracting them',
                hi: 'चालों को घटाने के स्थान पर जोड़ना',
                value: (thief * t) / (thief + police) + (fromThief ? t : 0),
              },
              {
                mistake: "dividing the head start by the policeman's speed",
                hi: 'बढ़त की दूरी को सिपाही की चाल से भाग देना',
                value: (thief * t) / police + (fromThief ? t : 0),
              },
              {
                mistake: "taking the thief's head start as one hour's run",
                hi: 'चोर की बढ़त को एक घंटे की दौड़ मान लेना',
                value: t >= 15 ? (thief * 60) / gap + (fromThief ? t : 0) : NaN,
              },
              {
                mistake: "giving the policeman's delay",
                hi: 'सिपाही की देरी को ही उत्तर मान लेना',
                value: t + (fromThief ? t : 0),
              },
              {
                mistake: "taking the head start at the policeman's speed",
                hi: 'बढ़त की दूरी सिपाही की चाल से लेना',
                value: (police * t) / gap + (fromThief ? t : 0),
              },
            ],
            answer,
          );
          const kept = aroundKey(wrong, answer, thief + t);
          if (kept.length < 3) return undefined;
          const when = fromThief ? 'after the thief started running' : 'after the policeman starts';
          const hiWhen = fromThief ? 'चोर के भागने के' : 'सिपाही के चलने के';
          return {
            question: `A thief runs away at ${kmph(thief)}. A policeman starts chasing him ${minutes(t)} later from the same place at ${kmph(police)}. In how many minutes ${when} will the thief be caught?`,
            answer,
            format: minutes,
            distractors: kept,
            steps: [
              `In ${minutes(t)} the thief gets ${num(thief)} × ${t}/60 = ${num((thief * t) / 60)} km ahead.`,
              `The policeman gains ${num(police)} − ${num(thief)} = ${kmph(gap)}, so he closes the gap in ${num((thief * t) / 60)} ÷ ${num(gap)} h = ${minutes(key)}.`,
              ...(fromThief ? [`From the thief's start: ${num(key)} + ${num(t)} = ${minutes(answer)}.`] : []),
            ],
            hi: {
              question: `एक चोर ${hiKmph(thief)} की चाल से भागता है। ${hiMinutes(t)} बाद एक सिपाही उसी स्थान से ${hiKmph(police)} की चाल से उसका पीछा करना शुरू करता है। ${hiWhen} कितने मिनट बाद चोर पकड़ा जाएगा?`,
              steps: [
                `${hiMinutes(t)} में चोर ${num(thief)} × ${t}/60 = ${num((thief * t) / 60)} किमी आगे निकल जाता है।`,
                `सिपाही प्रति घंटे ${num(police)} − ${num(thief)} = ${hiKmph(gap)} अंतर कम करता है, अतः ${num((thief * t) / 60)} ÷ ${num(gap)} घंटे = ${hiMinutes(key)}।`,
                ...(fromThief ? [`चोर के भागने से: ${num(key)} + ${num(t)} = ${hiMinutes(answer)}।`] : []),
              ],
              format: hiMinutes,
            },
            params: { thief, police, late: t, ahead: 0, fromThief },
          };
        }
        // spotted d metres ahead, both start together
        const d = rng.step(100, 900, 50);
        const key = (d * 60) / 1000 / gap; // minutes
        if (!isWhole(key) || key < 2) return undefined;
        const wrong = usable(
          [
            {
              mistake: 'adding the speeds instead of subtracting them',
              hi: 'चालों को घटाने के स्थान पर जोड़ना',
              value: (d * 60) / 1000 / (thief + police),
            },
            {
              mistake: "dividing the distance by the policeman's speed",
              hi: 'दूरी को सिपाही की चाल से भाग देना',
              value: (d * 60) / 1000 / police,
            },
            {
              mistake: "dividing the distance by the thief's speed",
              hi: 'दूरी को चोर की चाल से भाग देना',
              value: (d * 60) / 1000 / thief,
            },
            {
              mistake: 'taking the speeds in m/s',
              hi: 'चालों को मी/से मान लेना',
              value: d / gap / 60,
            },
            {
              mistake: 'taking 1 km/h as 10 m per minute',
              hi: '1 किमी/घंटा को 10 मीटर प्रति मिनट मान लेना',
              value: d / (gap * 10),
            },
          ],
          key,
        );
        const kept = aroundKey(wrong, key, d + thief);
        if (kept.length < 3) return undefined;
        return {
          question: `A policeman spots a thief ${metres(d)} ahead. The thief starts running at ${kmph(thief)}, and at the same moment the policeman starts chasing him at ${kmph(police)}. In how many minutes will the policeman catch the thief?`,
          answer: key,
          format: minutes,
          distractors: kept,
          steps: [
            `The policeman gains ${num(police)} − ${num(thief)} = ${kmph(gap)} = ${num(gap)} × 1000/60 m per minute.`,
            `He closes ${metres(d)} in ${num(d)} ÷ (${num(gap)} × 1000/60) = ${minutes(key)}.`,
          ],
          hi: {
            question: `एक सिपाही ${hiMetres(d)} आगे एक चोर को देखता है। चोर ${hiKmph(thief)} की चाल से भागना शुरू करता है, और उसी क्षण सिपाही ${hiKmph(police)} की चाल से उसका पीछा करना शुरू करता है। सिपाही चोर को कितने मिनट में पकड़ लेगा?`,
            steps: [
              `सिपाही प्रति घंटे ${num(police)} − ${num(thief)} = ${hiKmph(gap)} = ${num(gap)} × 1000/60 मीटर प्रति मिनट अंतर कम करता है।`,
              `${hiMetres(d)} की दूरी ${num(d)} ÷ (${num(gap)} × 1000/60) = ${hiMinutes(key)} में पूरी होती है।`,
            ],
            format: hiMinutes,
          },
          params: { thief, police, late: 0, ahead: d, fromThief: false },
        };
      });
    },
  },

  legFromAverage: {
    levels: [2, 3],
    make(rng): Problem {
      return until((): Problem | undefined => {
        const walk = rng.chance(0.4);
        const a = walk ? rng.int(10, 60) : rng.step(30, 90, 5);
        const key = walk ? rng.int(3, 8) : rng.step(30, 90, 5);
        const avg = (2 * a * key) / (a + key);
        if (key === a || !isWhole(avg)) return undefined;
        const wrong = usable(
          [
            {
              mistake: 'taking the average as the mean of the two speeds',
              hi: 'औसत चाल को दोनों चालों का माध्य मानना',
              value: 2 * avg - a,
            },
            {
              mistake: 'putting the average into 2ab/(a + b) as the other leg',
              hi: 'औसत चाल को 2ab/(a + b) में दूसरी चाल के स्थान पर रखना',
              value: (2 * a * avg) / (a + avg),
            },
            {
              mistake: 'using ab/(a + b) without the factor 2',
              hi: 'गुणक 2 के बिना ab/(a + b) लेना',
              value: a > avg ? (a * avg) / (a - avg) : NaN,
            },
            {
              mistake: 'swapping the known speed and the average in the formula',
              hi: 'सूत्र में ज्ञात चाल और औसत चाल को आपस में बदल देना',
              value: 2 * avg > a ? (a * avg) / (2 * avg - a) : NaN,
            },
            {
              mistake: 'taking the difference of the speeds',
              hi: 'चालों का अंतर लेना',
              value: Math.abs(a - avg),
            },
          ],
          key,
        );
        const kept = aroundKey(wrong, key, a + avg);
        if (kept.length < 3) return undefined;
        const [from, to] = rng.pick(TOWN_PAIRS);
        return {
          question: walk
            ? `A man goes from his house to the market by bus at ${kmph(a)} and walks back by the same road. His average speed for the whole journey is ${kmph(avg)}. What is his walking speed?`
            : `A car goes from ${from} to ${to} at ${kmph(a)} and returns by the same road. Its average speed for the whole journey is ${kmph(avg)}. What is its speed on the way back?`,
          answer: key,
          format: kmph,
          distractors: kept,
          steps: [
            `For equal distances the average is 2ab/(a + b): ${num(avg)} = 2 × ${num(a)} × b/(${num(a)} + b).`,
            `So ${num(avg)}(${num(a)} + b) = ${num(2 * a)}b, b = ${num(avg)} × ${num(a)}/(${num(2 * a)} − ${num(avg)}) = ${num(a * avg)}/${num(2 * a - avg)} = ${kmph(key)}.`,
          ],
          hi: {
            question: walk
              ? `एक व्यक्ति अपने घर से बाज़ार तक बस द्वारा ${hiKmph(a)} की चाल से जाता है और उसी रास्ते से पैदल लौटता है। पूरी यात्रा में उसकी औसत चाल ${hiKmph(avg)} है। उसकी पैदल चलने की चाल क्या है?`
              : `एक कार ${hiTown(from)} से ${hiTown(to)} तक ${hiKmph(a)} की चाल से जाती है और उसी रास्ते से लौटती है। पूरी यात्रा में उसकी औसत चाल ${hiKmph(avg)} है। लौटते समय उसकी चाल क्या है?`,
            steps: [
              `बराबर दूरियों के लिए औसत चाल 2ab/(a + b) होती है: ${num(avg)} = 2 × ${num(a)} × b/(${num(a)} + b)।`,
              `अतः ${num(avg)}(${num(a)} + b) = ${num(2 * a)}b, b = ${num(avg)} × ${num(a)}/(${num(2 * a)} − ${num(avg)}) = ${num(a * avg)}/${num(2 * a - avg)} = ${hiKmph(key)}।`,
            ],
            format: hiKmph,
          },
          params: { a, avg },
        };
      });
    },
  },

  trainTwoPlatforms: {
    levels: [2, 3],
    make(rng): Problem {
      return until((): Problem | undefined => {
        const v = rng.pick([10, 12.5, 15, 20, 25, 30]); // m/s
        const length = rng.step(100, 400, 10);
        const p1 = rng.step(100, 400, 10);
        const p2 = p1 + rng.step(50, 400, 10);
        const t1 = (length + p1) / v;
        const t2 = (length + p2) / v;
        if (!isWhole(t1) || !isWhole(t2)) return undefined;
        const askLength = rng.chance(0.6);
        const key = askLength ? length : v * 3.6;
        const raw: Distractor[] = askLength
          ? [
              {
                mistake: 'not taking the platform away',
                hi: 'प्लेटफ़ॉर्म की लंबाई न घटाना',
                value: v * t1,
              },
              {
                mistake: 'taking the other platform away',
                hi: 'दूसरे प्लेटफ़ॉर्म की लंबाई घटाना',
                value: v * t2 - p1,
              },
              {
                mistake: 'giving the difference of the platforms',
                hi: 'प्लेटफ़ॉर्मों की लंबाई का अंतर बताना',
                value: p2 - p1,
              },
              {
                mistake: 'taking the speed as the longer platform over its time',
                hi: 'चाल को लंबे प्लेटफ़ॉर्म की लंबाई ÷ उसके समय मान लेना',
                value: (p2 / t2) * t1 - p1,
              },
              {
                mistake: 'taking the speed as the shorter platform over its time',
                hi: 'चाल को छोटे प्लेटफ़ॉर्म की लंबाई ÷ उसके समय मान लेना',
                value: (p1 / t1) * t2 - p2,
              },
            ]
          : [
              {
                mistake: 'leaving the speed in m/s',
                hi: 'चाल को मी/से में ही छोड़ देना',
                value: v,
              },
              {
                mistake: 'adding the lengths and the times',
                hi: 'लंबाइयों और समयों को जोड़ना',
                value: ((p1 + p2) / (t1 + t2)) * 3.6,
              },
              {
                mistake: 'dividing the sum of the platforms by the gap in times',
                hi: 'प्लेटफ़ॉर्मों की लंबाई के योग को समयों के अंतर से भाग देना',
                value: ((p1 + p2) / (t2 - t1)) * 3.6,
              },
              {
                mistake: 'taking the speed as the longer platform over its time',
                hi: 'चाल को लंबे प्लेटफ़ॉर्म की लंबाई ÷ उसके समय मान लेना',
                value: (p2 / t2) * 3.6,
              },
            ];
        const wrong = usable(raw, key);
        const kept = aroundKey(wrong, key, length + p1);
        if (kept.length < 3) return undefined;
        const what = askLength ? 'the length of the train' : 'the speed of the train in km/h';
        const hiWhat = askLength ? 'रेलगाड़ी की लंबाई' : 'किमी/घंटा में रेलगाड़ी की चाल';
        return {
          question: `A train crosses a platform ${metres(p1)} long in ${seconds(t1)} and another platform ${metres(p2)} long in ${seconds(t2)}. What is ${what}?`,
          answer: key,
          format: askLength ? metres : kmph,
          distractors: kept,
          steps: [
            `The extra ${num(p2)} − ${num(p1)} = ${metres(p2 - p1)} takes ${num(t2)} − ${num(t1)} = ${seconds(t2 - t1)}, so the speed is ${num(p2 - p1)} ÷ ${num(t2 - t1)} = ${num(v)} m/s${askLength ? '' : ` = ${num(v)} × 18/5 = ${kmph(v * 3.6)}`}.`,
            ...(askLength
              ? [
                  `In ${seconds(t1)} it covers ${num(v)} × ${num(t1)} = ${metres(v * t1)} = train + ${num(p1)}, so the train is ${metres(length)}.`,
                ]
              : []),
          ],
          hi: {
            question: `एक रेलगाड़ी ${hiMetres(p1)} लंबे एक प्लेटफ़ॉर्म को ${hiSeconds(t1)} में और ${hiMetres(p2)} लंबे दूसरे प्लेटफ़ॉर्म को ${hiSeconds(t2)} में पार करती है। ${hiWhat} क्या है?`,
            steps: [
              `अतिरिक्त ${num(p2)} − ${num(p1)} = ${hiMetres(p2 - p1)} में ${num(t2)} − ${num(t1)} = ${hiSeconds(t2 - t1)} लगते हैं, अतः चाल ${num(p2 - p1)} ÷ ${num(t2 - t1)} = ${num(v)} मी/से${askLength ? '' : ` = ${num(v)} × 18/5 = ${hiKmph(v * 3.6)}`} है।`,
              ...(askLength
                ? [
                    `${hiSeconds(t1)} में यह ${num(v)} × ${num(t1)} = ${hiMetres(v * t1)} चलती है = रेलगाड़ी + ${num(p1)}, अतः रेलगाड़ी की लंबाई ${hiMetres(length)} है।`,
                  ]
                : []),
            ],
            format: askLength ? hiMetres : hiKmph,
          },
          params: { p1, t1, p2, t2, ask: askLength ? 'length' : 'speed' },
        };
      });
    },
  },
  stillFromTimeRatio: {
    levels: [2, 3],
    make(rng): Problem {
      return until((): Problem | undefined => {
        const [p, q] = rng.pick([
          [2, 1],
          [3, 1],
          [3, 2],
          [4, 3],
          [5, 3],
          [5, 4],
        ] as const);
        const v = rng.int(1, 8);
        const u = (v * (p + q)) / (p - q);
        if (!isWhole(u) || u > 40) return undefined;
        const askStill = rng.chance(0.6);
        const key = askStill ? u : v;
        const raw: Distractor[] = askStill
          ? [
              { mistake: 'giving the downstream speed', hi: 'अनुप्रवाह चाल बताना', value: u + v },
              { mistake: 'giving the upstream speed', hi: 'ऊर्ध्वप्रवाह चाल बताना', value: u - v },
              {
                mistake: 'multiplying the stream by the sum of the ratio terms',
                hi: 'धारा की चाल को अनुपात के पदों के योग से गुणा करना',
                value: v * (p + q),
              },
              {
                mistake: 'multiplying the stream by the ratio',
                hi: 'धारा की चाल को अनुपात से गुणा करना',
                value: (v * p) / q,
              },
              {
                mistake: 'taking the difference of the ratio terms over their sum',
                hi: 'अनुपात के पदों के अंतर को उनके योग से भाग देना',
                value: (v * (p - q)) / (p + q),
              },
            ]
          : [
              { mistake: 'giving the upstream speed', hi: 'ऊर्ध्वप्रवाह चाल बताना', value: u - v },
              {
                mistake: 'dividing the still-water speed by the ratio',
                hi: 'शांत जल की चाल को अनुपात से भाग देना',
                value: (u * q) / p,
              },
              {
                mistake: 'taking the sum of the ratio terms over their difference',
                hi: 'अनुपात के पदों के योग को उनके अंतर से भाग देना',
                value: (u * (p + q)) / (p - q),
              },
              { mistake: 'giving the downstream speed', hi: 'अनुप्रवाह चाल बताना', value: u + v },
              {
                mistake: 'dividing the still-water speed by the sum of the ratio terms',
                hi: 'शांत जल की चाल को अनुपात के पदों के योग से भाग देना',
                value: u / (p + q),
              },
            ];
        const wrong = usable(raw, key);
        const kept = aroundKey(wrong, key, u + v + p);
        if (kept.length < 3) return undefined;
        const times =
          q === 1
            ? `A boat takes ${p === 2 ? 'twice' : 'three times'} as long to row a distance upstream as to row the same distance downstream.`
            : `The times a boat takes to row a distance upstream and the same distance downstream are in the ratio ${p} : ${q}.`;
        const hiTimes =
          q === 1
            ? `एक नाव को किसी दूरी को धारा के प्रतिकूल तय करने में, उतनी ही दूरी धारा के अनुकूल तय करने से ${p === 2 ? 'दोगुना' : 'तीन गुना'} समय लगता है।`
            : `एक नाव द्वारा किसी दूरी को धारा के प्रतिकूल और उतनी ही दूरी धारा के अनुकूल तय करने में लगे समयों का अनुपात ${p} : ${q} है।`;
        const given = askStill
          ? `the speed of the stream is ${kmph(v)}`
          : `the speed of the boat in still water is ${kmph(u)}`;
        const hiGiven = askStill ? `धारा की चाल ${hiKmph(v)} है` : `शांत जल में नाव की चाल ${hiKmph(u)} है`;
        const asked = askStill ? 'the speed of the boat in still water' : 'the speed of the stream';
        const hiAsked = askStill ? 'शांत जल में नाव की चाल' : 'धारा की चाल';
        return {
          question: `${times} If ${given}, what is ${asked}?`,
          answer: key,
          format: kmph,
          distractors: kept,
          steps: [
            `For the same distance the speeds are in the inverse ratio of the times: (u + v) : (u − v) = ${p} : ${q}.`,
            `So u : v = (${p} + ${q}) : (${p} − ${q}) = ${p + q} : ${p - q}; ${askStill ? `u = ${num(v)} × ${p + q}/${p - q} = ${kmph(u)}` : `v = ${num(u)} × ${p - q}/${p + q} = ${kmph(v)}`}.`,
          ],
          hi: {
            question: `${hiTimes} यदि ${hiGiven}, तो ${hiAsked} क्या है?`,
            steps: [
              `समान दूरी के लिए चालें समयों के व्युत्क्रम अनुपात में होती हैं: (u + v) : (u − v) = ${p} : ${q}।`,
              `अतः u : v = (${p} + ${q}) : (${p} − ${q}) = ${p + q} : ${p - q}; ${askStill ? `u = ${num(v)} × ${p + q}/${p - q} = ${hiKmph(u)}` : `v = ${num(u)} × ${p - q}/${p + q} = ${hiKmph(v)}`}।`,
            ],
            format: hiKmph,
          },
          params: { p, q, given: askStill ? v : u, ask: askStill ? 'still' : 'stream' },
        };
      });
    },
  },
};
