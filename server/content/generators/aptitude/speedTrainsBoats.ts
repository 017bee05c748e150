/**
 * The speed topic's trains, average speed and boats, kept beside speed.ts (which spreads them in their
 * draw order): a train passing a pole or a platform, two trains passing each other, the average speed of
 * a journey both ways, and a boat up and down a stream. Each writes its Hindi twin (issue 15).
 */
import { isWhole } from '../math';
import { num } from '../format';
import { inHindi } from '../hindi';
import { TOWN_PAIRS } from '../names';
import { until } from '../question';
import type { Kind } from '../types';
import { aroundKey } from './keyRank';
import { HI_POLES, HI_UPSTREAM, hiHoursIn, hiKm, hiKmph, hiMps, hiSeconds, hiTown } from './hindiSpeed';
import { hours, km, kmph, mps, seconds } from './speedUnits';

export const SPEED_TRAINS_BOATS: Record<string, Kind> = {
  trainPole: {
    levels: [2],
    make(rng) {
      const v = rng.step(36, 108, 18);
      const ms = (v * 5) / 18;
      const t = rng.int(6, 20);
      const len = ms * t;
      const pole = rng.pick([
        'a signal pole',
        'a man standing on the platform',
        'a telegraph post',
        'a tree beside the track',
      ]);
      return {
        question: `A train ${num(len)} m long is running at ${kmph(v)}. How long does it take to pass ${pole}?`,
        answer: t,
        format: seconds,
        distractors: [
          {
            mistake: 'multiplying by 18/5 instead of 5/18 to convert the speed',
            hi: 'चाल बदलने में 5/18 के स्थान पर 18/5 से गुणा करना',
            value: len / ((v * 18) / 5),
          },
          {
            mistake: 'dividing the length by the speed in km/h without converting',
            hi: 'चाल को बदले बिना लंबाई को किमी/घंटा वाली चाल से भाग देना',
            value: len / v,
          },
          {
            mistake: 'converting the speed with 5/9 instead of 5/18',
            hi: 'चाल को 5/18 के स्थान पर 5/9 से बदलना',
            value: len / ((v * 5) / 9),
          },
          {
            mistake: 'adding an extra train length',
            hi: 'रेलगाड़ी की लंबाई एक बार और जोड़ना',
            value: (2 * len) / ms,
          },
        ],
        wholeOptions: true,
        steps: [
          `Speed = ${num(v)} × 5/18 = ${mps(ms)}. To pass a point the train covers its own length: ${num(len)} ÷ ${num(ms)} = ${seconds(t)}.`,
        ],
        hi: {
          question: `${num(len)} मीटर लंबी एक रेलगाड़ी ${hiKmph(v)} की चाल से चल रही है। ${inHindi(HI_POLES, pole)} को पार करने में यह कितना समय लेगी?`,
          steps: [
            `चाल = ${num(v)} × 5/18 = ${hiMps(ms)}। किसी बिंदु को पार करने में रेलगाड़ी अपनी लंबाई के बराबर दूरी तय करती है: ${num(len)} ÷ ${num(ms)} = ${hiSeconds(t)}।`,
          ],
          format: hiSeconds,
        },
        params: { len, v },
      };
    },
  },
  trainPlatform: {
    levels: [2],
    make(rng) {
      return until(() => {
        const v = rng.step(36, 108, 18);
        const ms = (v * 5) / 18;
        const t = rng.int(12, 45);
        const total = ms * t;
        if (total < 200 || total > 1200) return undefined;
        const len = rng.step(100, total - 60, 10);
        const plat = total - len;
        if (plat < 60 || plat % 5 !== 0) return undefined;
        return {
          question: `A train ${num(len)} m long, running at ${kmph(v)}, crosses a platform ${num(plat)} m long. How long does it take?`,
          answer: t,
          format: seconds,
          wholeOptions: false,
          distractors: [
            { mistake: "counting only the train's length", hi: 'केवल रेलगाड़ी की लंबाई गिनना', value: len / ms },
            {
              mistake: "counting only the platform's length",
              hi: 'केवल प्लेटफ़ॉर्म की लंबाई गिनना',
              value: plat / ms,
            },
            {
              mistake: 'using the difference of the two lengths',
              hi: 'दोनों लंबाइयों का अंतर लेना',
              value: Math.abs(len - plat) / ms,
            },
            // A train and a platform of nearly the same length make the difference a second or less: no
            // candidate would believe a train clears a platform that fast, so that trap gives way.
          ].filter((d) => d.value >= 5),
          steps: [
            `Speed = ${num(v)} × 5/18 = ${mps(ms)}. The train must cover its length and the platform's: ${num(len)} + ${num(plat)} = ${num(total)} m.`,
            `Time = ${num(total)} ÷ ${num(ms)} = ${seconds(t)}.`,
          ],
          hi: {
            question: `${num(len)} मीटर लंबी एक रेलगाड़ी ${hiKmph(v)} की चाल से चलते हुए ${num(plat)} मीटर लंबे एक प्लेटफ़ॉर्म को पार करती है। इसमें कितना समय लगता है?`,
            steps: [
              `चाल = ${num(v)} × 5/18 = ${hiMps(ms)}। रेलगाड़ी को अपनी लंबाई और प्लेटफ़ॉर्म की लंबाई तय करनी है: ${num(len)} + ${num(plat)} = ${num(total)} मीटर।`,
              `समय = ${num(total)} ÷ ${num(ms)} = ${hiSeconds(t)}।`,
            ],
            format: hiSeconds,
          },
          step: 5,
          params: { len, plat, v },
        };
      });
    },
  },
  averageSpeed: {
    levels: [2],
    make(rng) {
      return until(() => {
        const a = rng.step(20, 90, 5);
        const b = rng.step(20, 120, 5);
        const avg = (2 * a * b) / (a + b);
        if (a === b || !isWhole(avg) || (a + b) % 2 !== 0) return undefined;
        const [from, to] = rng.pick(TOWN_PAIRS);
        return {
          question: `A car goes from ${from} to ${to} at ${kmph(a)} and returns by the same road at ${kmph(b)}. What is its average speed for the whole journey?`,
          answer: avg,
          format: kmph,
          distractors: aroundKey(
            [
              { mistake: 'averaging the two speeds', hi: 'दोनों चालों का औसत लेना', value: (a + b) / 2 },
              {
                mistake: 'taking the difference of the speeds',
                hi: 'चालों का अंतर लेना',
                value: Math.abs(a - b),
              },
              {
                mistake: 'using ab/(a + b) without the factor 2',
                hi: 'गुणक 2 के बिना ab/(a + b) लेना',
                value: (a * b) / (a + b),
              },
              { mistake: 'adding the two speeds', hi: 'दोनों चालों को जोड़ देना', value: a + b },
              { mistake: 'taking the slower speed only', hi: 'केवल धीमी चाल लेना', value: Math.min(a, b) },
            ].filter((d) => isWhole(d.value)),
            avg,
            a + b,
          ),
          steps: [
            `For equal distances the average speed is 2ab/(a + b) = 2 × ${num(a)} × ${num(b)}/(${num(a)} + ${num(b)}) = ${kmph(avg)}. (Time, not distance, decides the average.)`,
          ],
          hi: {
            question: `एक कार ${hiTown(from)} से ${hiTown(to)} तक ${hiKmph(a)} की चाल से जाती है और उसी रास्ते से ${hiKmph(b)} की चाल से लौटती है। पूरी यात्रा में उसकी औसत चाल क्या है?`,
            steps: [
              `बराबर दूरियों के लिए औसत चाल = 2ab/(a + b) = 2 × ${num(a)} × ${num(b)}/(${num(a)} + ${num(b)}) = ${hiKmph(avg)}। (औसत समय से तय होता है, दूरी से नहीं।)`,
            ],
            format: hiKmph,
          },
          params: { a, b },
        };
      });
    },
  },
  boat: {
    levels: [2],
    make(rng) {
      return until(() => {
        const still = rng.int(6, 20);
        const stream = rng.int(1, 5);
        if (stream >= still) return undefined;
        const down = still + stream;
        const up = still - stream;
        const td = rng.int(2, 5);
        const tu = rng.int(2, 6);
        const askStream = rng.chance(0.5);
        return {
          question: `A boat goes ${km(down * td)} downstream in ${hours(td)} and ${km(up * tu)} upstream in ${hours(tu)}. What is the speed of the ${askStream ? 'stream' : 'boat in still water'}?`,
          answer: askStream ? stream : still,
          format: kmph,
          wholeOptions: false,
          distractors: askStream
            ? [
                {
                  mistake: 'giving the speed of the boat in still water',
                  hi: 'शांत जल में नाव की चाल बताना',
                  value: still,
                },
                {
                  mistake: 'not halving the difference of the two speeds',
                  hi: 'दोनों चालों के अंतर को आधा न करना',
                  value: down - up,
                },
                { mistake: 'giving the upstream speed', hi: HI_UPSTREAM, value: up },
              ]
            : [
                { mistake: 'giving the speed of the stream', hi: 'धारा की चाल बताना', value: stream },
                {
                  mistake: 'not halving the sum of the two speeds',
                  hi: 'दोनों चालों के योग को आधा न करना',
                  value: down + up,
                },
                { mistake: 'giving the downstream speed', hi: 'धारा के अनुकूल चाल बताना', value: down },
                { mistake: 'giving the upstream speed', hi: HI_UPSTREAM, value: up },
              ],
          steps: [
            `Downstream speed = ${num(down * td)} ÷ ${td} = ${kmph(down)}; upstream = ${num(up * tu)} ÷ ${tu} = ${kmph(up)}.`,
            askStream
              ? `Stream = (${down} − ${up})/2 = ${kmph(stream)}.`
              : `Boat in still water = (${down} + ${up})/2 = ${kmph(still)}.`,
          ],
          hi: {
            question: `एक नाव धारा के अनुकूल ${hiKm(down * td)} की दूरी ${hiHoursIn(td)} में और धारा के प्रतिकूल ${hiKm(up * tu)} की दूरी ${hiHoursIn(tu)} में तय करती है। ${askStream ? 'धारा की चाल' : 'शांत जल में नाव की चाल'} क्या है?`,
            steps: [
              `धारा के अनुकूल चाल = ${num(down * td)} ÷ ${td} = ${hiKmph(down)}; धारा के प्रतिकूल चाल = ${num(up * tu)} ÷ ${tu} = ${hiKmph(up)}।`,
              askStream
                ? `धारा की चाल = (${down} − ${up})/2 = ${hiKmph(stream)}।`
                : `शांत जल में नाव की चाल = (${down} + ${up})/2 = ${hiKmph(still)}।`,
            ],
            format: hiKmph,
          },
          params: { down: down * td, td, up: up * tu, tu, ask: askStream ? 'stream' : 'still' },
        };
      });
    },
  },
  twoTrains: {
    levels: [2, 3],
    make(rng, level) {
      return until(() => {
        const same = level === 3 ? rng.chance(0.6) : false;
        const v1 = rng.step(36, 108, 9);
        const v2 = rng.step(18, 90, 9);
        const rel = same ? Math.abs(v1 - v2) : v1 + v2;
        if (rel === 0 || (rel * 5) % 18 !== 0) return undefined;
        const relMs = (rel * 5) / 18;
        const t = rng.int(6, same ? 90 : 30);
        const total = relMs * t;
        if (total < 200 || total > 900) return undefined;
        const l1 = rng.step(100, total - 80, 10);
        const l2 = total - l1;
        if (l2 < 80 || l2 % 10 !== 0) return undefined;
        const other = same ? v1 + v2 : Math.abs(v1 - v2);
        return {
          question: `Two trains ${num(l1)} m and ${num(l2)} m long run on parallel tracks in ${same ? 'the same direction' : 'opposite directions'} at ${kmph(v1)} and ${kmph(v2)}. How long do they take to cross each other completely?`,
          answer: t,
          format: seconds,
          wholeOptions: false,
          distractors: [
            {
              mistake: same
                ? 'adding the speeds although the trains move the same way'
                : 'subtracting the speeds although the trains approach each other',
              hi: same
                ? 'रेलगाड़ियाँ एक ही दिशा में चलने पर भी चालों को जोड़ना'
                : 'रेलगाड़ियाँ आमने-सामने आने पर भी चालों को घटाना',
              value: other === 0 ? Infinity : total / ((other * 5) / 18),
            },
            {
              mistake: "counting only the longer train's length",
              hi: 'केवल लंबी रेलगाड़ी की लंबाई गिनना',
              value: Math.max(l1, l2) / relMs,
            },
            {
              mistake: "counting only the shorter train's length",
              hi: 'केवल छोटी रेलगाड़ी की लंबाई गिनना',
              value: Math.min(l1, l2) / relMs,
            },
          ],
          steps: [
            `Relative speed = ${same ? `${num(Math.max(v1, v2))} − ${num(Math.min(v1, v2))}` : `${num(v1)} + ${num(v2)}`} = ${kmph(rel)} = ${mps(relMs)}.`,
            `Distance to cover = ${num(l1)} + ${num(l2)} = ${num(total)} m, so time = ${num(total)} ÷ ${num(relMs)} = ${seconds(t)}.`,
          ],
          hi: {
            question: `${num(l1)} मीटर और ${num(l2)} मीटर लंबी दो रेलगाड़ियाँ समानांतर पटरियों पर ${same ? 'एक ही दिशा' : 'विपरीत दिशाओं'} में ${hiKmph(v1)} और ${hiKmph(v2)} की चाल से चल रही हैं। वे एक-दूसरे को पूरी तरह पार करने में कितना समय लेंगी?`,
            steps: [
              `सापेक्ष चाल = ${same ? `${num(Math.max(v1, v2))} − ${num(Math.min(v1, v2))}` : `${num(v1)} + ${num(v2)}`} = ${hiKmph(rel)} = ${hiMps(relMs)}।`,
              `तय की जाने वाली दूरी = ${num(l1)} + ${num(l2)} = ${num(total)} मीटर, अतः समय = ${num(total)} ÷ ${num(relMs)} = ${hiSeconds(t)}।`,
            ],
            format: hiSeconds,
          },
          params: { l1, l2, v1, v2, same },
        };
      });
    },
  },
};
