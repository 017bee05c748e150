/**
 * Meetings the papers set beside the classic ones (issue 19, third round): two runners on a circular
 * track (when they first meet anywhere, or first meet again at the start), and a train passing a man
 * who walks or cycles beside the line, in its direction or against it (the train's speed, or the time
 * it takes). speed.ts spreads them in after its other kinds.
 */
import { num } from '../format';
import { gcd, isWhole } from '../math';
import { until } from '../question';
import type { Kind, Problem } from '../types';
import { hiKmph, hiSeconds } from './hindiSpeed';
import { kmph, mps, seconds } from './speedUnits';

const lcm = (a: number, b: number): number => (a * b) / gcd(a, b);

/** Who runs round the track, at how many metres a second. */
const TRACK_MOVERS = [
  { en: 'run', hi: 'दौड़ना', slowest: 2, fastest: 8 },
  { en: 'cycle', hi: 'साइकिल चलाना', slowest: 4, fastest: 10 },
] as const;

export const SPEED_MEETINGS: Record<string, Kind> = {
  circularTrack: {
    levels: [2, 3],
    make(rng, level): Problem {
      return until((): Problem | undefined => {
        const track = rng.pick([300, 360, 400, 420, 480, 500, 600, 720, 800, 900, 1000, 1200]);
        const mover = rng.pick(TRACK_MOVERS);
        const a = rng.int(mover.slowest + 1, mover.fastest);
        const b = rng.int(mover.slowest, a - 1);
        const same = rng.chance(0.5);
        // level 2 asks the first meeting anywhere; level 3 also the first meeting at the start
        const ask = level === 2 ? 'anywhere' : rng.pick(['anywhere', 'start'] as const);
        const [lapA, lapB] = [track / a, track / b];
        if (!isWhole(lapA) || !isWhole(lapB)) return undefined;
        const meet = track / (same ? a - b : a + b);
        const other = track / (same ? a + b : a - b);
        const atStart = lcm(lapA, lapB);
        if (atStart > 1800) return undefined;
        const answer = ask === 'anywhere' ? meet : atStart;
        if (!isWhole(answer)) return undefined;
        const wrong =
          ask === 'anywhere'
            ? [
                {
                  mistake: same
                    ? 'adding the speeds though they run the same way'
                    : 'subtracting the speeds though they run towards each other',
                  hi: same
                    ? 'एक ही दिशा में चलने पर भी चालों को जोड़ना'
                    : 'विपरीत दिशाओं में चलने पर भी चालों को घटाना',
                  value: other,
                },
                {
                  mistake: 'giving the first meeting at the starting point',
                  hi: 'आरंभिक बिंदु पर पहली भेंट का समय बताना',
                  value: atStart,
                },
                {
                  mistake: 'averaging the two lap times',
                  hi: 'दोनों के एक चक्कर के समयों का औसत लेना',
                  value: (lapA + lapB) / 2,
                },
                {
                  mistake: 'using half the track',
                  hi: 'पथ की आधी लंबाई लेना',
                  value: meet / 2,
                },
              ]
            : [
                {
                  mistake: 'giving the first meeting anywhere on the track',
                  hi: 'पथ पर कहीं भी पहली भेंट का समय बताना',
                  value: meet,
                },
                {
                  mistake: 'multiplying the two lap times',
                  hi: 'दोनों के एक चक्कर के समयों को गुणा करना',
                  value: lapA * lapB,
                },
                {
                  mistake: 'adding the two lap times',
                  hi: 'दोनों के एक चक्कर के समयों को जोड़ना',
                  value: lapA + lapB,
                },
                {
                  mistake: 'taking the HCF of the lap times instead of the LCM',
                  hi: 'एक चक्कर के समयों के ल.स.प. के स्थान पर म.स.प. लेना',
                  value: gcd(lapA, lapB),
                },
              ];
        // a trap many times the key (the lap times multiplied: 1,80,000 seconds) gives itself away
        const kept = wrong.filter((w) => isWhole(w.value) && w.value !== answer && w.value <= 6 * answer);
        if (new Set(kept.map((w) => w.value)).size < 3) return undefined;
        const how = same ? 'in the same direction' : 'in opposite directions';
        const hiHow = same ? 'एक ही दिशा में' : 'विपरीत दिशाओं में';
        const question = `A and B start together from the same point on a circular track ${num(track)} m long and ${mover.en} round it ${how} at ${mps(a)} and ${mps(b)}. ${ask === 'anywhere' ? 'After how many seconds do they meet for the first time?' : 'After how many seconds do they first meet again at the starting point?'}`;
        const hiQuestion = `A और B ${num(track)} मीटर लंबे एक वृत्ताकार पथ के एक ही बिंदु से एक साथ ${hiHow} क्रमशः ${num(a)} मी/से और ${num(b)} मी/से की चाल से ${mover.hi} शुरू करते हैं। ${ask === 'anywhere' ? 'वे कितने सेकंड बाद पहली बार मिलेंगे?' : 'वे कितने सेकंड बाद पहली बार आरंभिक बिंदु पर मिलेंगे?'}`;
        const rel = same ? a - b : a + b;
        return {
          question,
          answer,
          format: seconds,
          distractors: kept,
          steps:
            ask === 'anywhere'
              ? [
                  `${same ? 'Running the same way, A gains' : 'Running towards each other, they close'} ${num(a)} ${same ? '−' : '+'} ${num(b)} = ${mps(rel)}; they first meet when ${same ? 'A has gained a whole lap' : 'together they have covered one lap'}: ${num(track)} ÷ ${num(rel)} = ${seconds(meet)}.`,
                ]
              : [
                  `A takes ${num(track)} ÷ ${num(a)} = ${seconds(lapA)} a lap and B ${num(track)} ÷ ${num(b)} = ${seconds(lapB)}; both are at the start together after the LCM of ${num(lapA)} and ${num(lapB)} = ${seconds(atStart)}, whichever way they run.`,
                ],
          hi: {
            question: hiQuestion,
            steps:
              ask === 'anywhere'
                ? [
                    `${same ? 'एक ही दिशा में दौड़ने पर सापेक्ष चाल' : 'विपरीत दिशाओं में सापेक्ष चाल'} = ${num(a)} ${same ? '−' : '+'} ${num(b)} = ${num(rel)} मी/से; वे पहली बार तब मिलते हैं जब ${same ? 'A एक पूरा चक्कर आगे निकल जाता है' : 'दोनों मिलकर एक चक्कर पूरा कर लेते हैं'}: ${num(track)} ÷ ${num(rel)} = ${hiSeconds(meet)}।`,
                  ]
                : [
                    `A एक चक्कर ${num(track)} ÷ ${num(a)} = ${hiSeconds(lapA)} में और B ${num(track)} ÷ ${num(b)} = ${hiSeconds(lapB)} में लगाता है; दोनों ${num(lapA)} और ${num(lapB)} के ल.स.प. = ${hiSeconds(atStart)} बाद आरंभिक बिंदु पर एक साथ होते हैं, दिशा चाहे जो हो।`,
                  ],
            format: hiSeconds,
          },
          params: { track, a, b, same, ask },
        };
      });
    },
  },
  trainPassesMan: {
    levels: [2, 3],
    make(rng): Problem {
      // asked before the draw: the time's traps come out clean less often than the speed's
      const ask = rng.pick(['speed', 'time'] as const);
      return until((): Problem | undefined => {
        const walker = rng.chance(0.6);
        const w = walker ? rng.int(3, 6) : rng.pick([9, 12, 15, 18]);
        const v = rng.step(36, 108, 3);
        const same = rng.chance(0.5);
        const rel = same ? v - w : v + w;
        const relMs = (rel * 5) / 18;
        const t = rng.int(6, 30);
        const len = relMs * t;
        if (!isWhole(len) || len < 80 || len > 400 || len % 5 !== 0) return undefined;
        const who = walker ? 'a man walking' : 'a man cycling';
        const way = same ? 'in the same direction as the train' : 'in the opposite direction';
        const hiWay = same ? 'रेलगाड़ी की ही दिशा में' : 'विपरीत दिशा में';
        const flipped = same ? v + w : v - w;
        const wrong =
          ask === 'speed'
            ? [
                {
                  mistake: 'leaving out the man’s speed',
                  hi: 'व्यक्ति की चाल को छोड़ देना',
                  value: rel,
                },
                {
                  mistake: same
                    ? 'taking off the man’s speed though he moves the same way'
                    : 'adding the man’s speed though he comes towards the train',
                  hi: same
                    ? 'व्यक्ति के उसी दिशा में चलने पर भी उसकी चाल घटाना'
                    : 'व्यक्ति के सामने से आने पर भी उसकी चाल जोड़ना',
                  value: same ? rel - w : rel + w,
                },
                {
                  mistake: 'leaving the relative speed in m/s',
                  hi: 'सापेक्ष चाल को मी/से में ही छोड़ देना',
                  value: same ? relMs + w : relMs - w,
                },
                {
                  mistake: 'adding an extra train length',
                  hi: 'रेलगाड़ी की लंबाई एक बार और जोड़ना',
                  value: ((2 * len) / t) * 3.6 + (same ? w : -w),
                },
              ]
            : [
                {
                  mistake: 'leaving out the man’s speed',
                  hi: 'व्यक्ति की चाल को छोड़ देना',
                  value: len / ((v * 5) / 18),
                },
                {
                  mistake: same
                    ? 'adding the speeds though they move the same way'
                    : 'subtracting the speeds though they move towards each other',
                  hi: same
                    ? 'एक ही दिशा में चलने पर भी चालों को जोड़ना'
                    : 'विपरीत दिशाओं में चलने पर भी चालों को घटाना',
                  value: len / ((flipped * 5) / 18),
                },
                {
                  mistake: 'dividing by the relative speed in km/h without converting',
                  hi: 'सापेक्ष चाल को बदले बिना किमी/घंटा में ही भाग देना',
                  value: len / rel,
                },
                {
                  mistake: 'multiplying by 18/5 instead of 5/18 to convert the speed',
                  hi: 'चाल बदलने में 5/18 के स्थान पर 18/5 से गुणा करना',
                  value: len / ((rel * 18) / 5),
                },
              ];
        const answer = ask === 'speed' ? v : t;
        // a train at 9 km/h is no trap: a speed the train could not be running at is dropped
        const kept = wrong.filter(
          (d) =>
            d.value > 0 &&
            d.value !== answer &&
            (ask === 'time' ? isWhole(d.value * 10) : isWhole(d.value) && d.value >= 20),
        );
        if (new Set(kept.map((d) => d.value)).size < 3) return undefined;
        const head = `A train ${num(len)} m long passes ${who} at ${kmph(w)} ${way}`;
        const hiHead = `${num(len)} मीटर लंबी एक रेलगाड़ी ${hiKmph(w)} की चाल से ${hiWay} ${walker ? 'पैदल चल' : 'साइकिल चला'} रहे एक व्यक्ति को`;
        const relStep = `${num(v)} ${same ? '−' : '+'} ${num(w)} = ${kmph(rel)} = ${num(rel)} × 5/18 = ${mps(relMs)}`;
        const hiRelStep = `${num(v)} ${same ? '−' : '+'} ${num(w)} = ${hiKmph(rel)} = ${num(rel)} × 5/18 = ${num(relMs)} मी/से`;
        if (ask === 'speed') {
          return {
            question: `${head} in ${seconds(t)}. What is the speed of the train?`,
            answer: v,
            format: kmph,
            distractors: kept,
            steps: [
              `In ${seconds(t)} ${same ? 'the train gains its own length on the man' : 'the train and the man between them cover the train’s length'}: relative speed = ${num(len)} ÷ ${num(t)} = ${mps(relMs)} = ${num(relMs)} × 18/5 = ${kmph(rel)}.`,
              `${same ? 'The man moves the same way, so the train’s speed = ' : 'The man comes towards it, so the train’s speed = '}${num(rel)} ${same ? '+' : '−'} ${num(w)} = ${kmph(v)}.`,
            ],
            hi: {
              question: `${hiHead} ${hiSeconds(t)} में पार करती है। रेलगाड़ी की चाल क्या है?`,
              steps: [
                `${hiSeconds(t)} में रेलगाड़ी व्यक्ति के सापेक्ष अपनी लंबाई के बराबर दूरी तय करती है: सापेक्ष चाल = ${num(len)} ÷ ${num(t)} = ${num(relMs)} मी/से = ${num(relMs)} × 18/5 = ${hiKmph(rel)}।`,
                `${same ? 'व्यक्ति उसी दिशा में चल रहा है' : 'व्यक्ति सामने से आ रहा है'}, अतः रेलगाड़ी की चाल = ${num(rel)} ${same ? '+' : '−'} ${num(w)} = ${hiKmph(v)}।`,
              ],
              format: hiKmph,
            },
            params: { len, w, t, same, ask },
          };
        }
        return {
          question: `A train ${num(len)} m long is running at ${kmph(v)}. In how many seconds will it pass ${who} at ${kmph(w)} ${way}?`,
          answer: t,
          format: seconds,
          wholeOptions: false,
          distractors: kept,
          steps: [
            `Relative speed = ${relStep}.`,
            `To pass the man the train covers its own length: ${num(len)} ÷ ${num(relMs)} = ${seconds(t)}.`,
          ],
          hi: {
            question: `${num(len)} मीटर लंबी एक रेलगाड़ी ${hiKmph(v)} की चाल से चल रही है। ${hiKmph(w)} की चाल से ${hiWay} ${walker ? 'पैदल चल' : 'साइकिल चला'} रहे एक व्यक्ति को यह कितने सेकंड में पार करेगी?`,
            steps: [
              `सापेक्ष चाल = ${hiRelStep}।`,
              `व्यक्ति को पार करने में रेलगाड़ी अपनी लंबाई के बराबर दूरी तय करती है: ${num(len)} ÷ ${num(relMs)} = ${hiSeconds(t)}।`,
            ],
            format: hiSeconds,
          },
          params: { len, v, w, same, ask },
        };
      });
    },
  },
};
