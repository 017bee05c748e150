import { isWhole } from '../math';
import { clockTime, duration, num, withUnit } from '../format';
import { byGender, hiName, inHindi } from '../hindi';
import { anyone, TOWN_PAIRS } from '../names';
import { defineTopic, until } from '../question';
import { SPEED_VARIANTS } from './speedVariants';
import {
  HI_MINUTES_AS_HOUR,
  HI_NO_MINUTES,
  HI_POLES,
  HI_UPSTREAM,
  hiClockTime,
  hiDuration,
  hiHours,
  hiHoursIn,
  hiKm,
  hiKmph,
  hiMps,
  hiSeconds,
  hiTown,
  hiVehicle,
} from './hindiSpeed';

const kmph = withUnit('km/h');
const mps = withUnit('m/s');
const km = withUnit('km');
const seconds = (s: number): string => `${num(s)} seconds`;
const hours = (h: number): string => `${num(h)} ${h === 1 ? 'hour' : 'hours'}`;

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
            ],
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
            ],
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
          distractors: [
            {
              mistake: `reading ${duration(t)} as ${h}.${m} hours`,
              hi: `${hiDuration(t)} को ${h}.${m} घंटे पढ़ना`,
              value: v * (h + m / 100),
            },
            { mistake: 'ignoring the minutes', hi: HI_NO_MINUTES, value: v * h },
            { mistake: 'counting the minutes as a full hour', hi: HI_MINUTES_AS_HOUR, value: v * (h + 1) },
          ],
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
            question: `${hiName(who)} ${hiDuration(t)} में ${hiKm(d)} गाड़ी ${byGender(who, 'चलाता', 'चलाती')} है। उसकी औसत चाल क्या है?`,
            steps: [`समय = ${num(t)} घंटे, अतः चाल = ${num(d)} ÷ ${num(t)} = ${hiKmph(v)}।`],
            format: hiKmph,
          },
          params: { d, h, m },
        };
      });
    },
  },
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
          ],
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
          distractors: [
            { mistake: 'averaging the two speeds', hi: 'दोनों चालों का औसत लेना', value: (a + b) / 2 },
            { mistake: 'taking the difference of the speeds', hi: 'चालों का अंतर लेना', value: Math.abs(a - b) },
            {
              mistake: 'using ab/(a + b) without the factor 2',
              hi: 'गुणक 2 के बिना ab/(a + b) लेना',
              value: (a * b) / (a + b),
            },
          ],
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
  lateEarly: {
    levels: [3],
    make(rng) {
      return until(() => {
        const v1 = rng.step(20, 60, 5);
        const v2 = v1 + rng.step(5, 30, 5);
        const late = rng.pick([5, 6, 8, 10, 12, 15, 20]);
        const early = rng.pick([3, 4, 5, 6, 8, 10, 12, 15]);
        const d = (v1 * v2 * (late + early)) / (60 * (v2 - v1));
        if (!isWhole(d) || d > 200) return undefined;
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
          ],
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
          distractors: [
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
            { mistake: 'giving the distance there and back', hi: 'जाने और आने की कुल दूरी बताना', value: d * 2 },
          ],
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
  // forms the papers set beside the classic ones (speedVariants.ts)
  ...SPEED_VARIANTS,
});
