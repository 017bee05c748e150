import { num, plural } from '../format';
import { defineTopic, until } from '../question';
import type { Problem } from '../types';
import { aroundKey } from '../aptitude/keyRank';
import { leapYear } from './leapYears';
import {
  HI_WEEKDAY_OPTIONS,
  hiClockGain,
  hiCoincide,
  hiDayAfter,
  hiDayOfDate,
  hiDayRiddle,
  hiHandsAngle,
  hiHandsMeetings,
  hiHandTurn,
  hiMinutesPast,
  hiMirror,
  hiOddDaySteps,
  hiRepeatYear,
  hiSameDate,
  withHi,
} from './hindiClockCalendar';

export const WEEKDAYS = [
  'Sunday',
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
] as const;
const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];
const degrees = (v: number): string => `${num(v)}°`;
const capitalise = (t: string): string => t[0]!.toUpperCase() + t.slice(1);

/** Day of the week by real date arithmetic (proleptic Gregorian, UTC so no time zone can shift it). */
const weekday = (y: number, m: number, d: number): number => new Date(Date.UTC(y, m - 1, d)).getUTCDay();
const isLeap = (y: number): boolean => (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0;
const dateText = (y: number, m: number, d: number): string => `${d} ${MONTHS[m - 1]} ${y}`;

const EVENTS: [number, number, number, string][] = [
  [1947, 8, 15, 'India became independent on'],
  [1950, 1, 26, 'The Constitution of India came into force on'],
  [1869, 10, 2, 'Mahatma Gandhi was born on'],
  [1889, 11, 14, 'Jawaharlal Nehru was born on'],
  [1931, 10, 15, 'A. P. J. Abdul Kalam was born on'],
  [1983, 6, 25, 'India won its first Cricket World Cup on'],
  [1975, 4, 19, 'India launched its first satellite, Aryabhata, on'],
  [2008, 10, 22, 'Chandrayaan-1 was launched on'],
  [2023, 8, 23, "Chandrayaan-3 landed near the Moon's south pole on"],
  [1857, 5, 10, 'The revolt of 1857 began at Meerut on'],
];

function angleAt(h: number, m: number): number {
  const raw = Math.abs(30 * (h % 12) - 5.5 * m);
  return Math.min(raw, 360 - raw);
}

const minutesText = (v: number): string => {
  const whole = Math.floor(v + 1e-9);
  const n = Math.round((v - whole) * 11);
  if (Math.abs((v - whole) * 11 - n) > 1e-7) return num(v);
  return n === 0 ? `${whole}` : `${whole} ${n}/11`;
};

const MONTH_DAYS = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

/**
 * The odd-days method written out (the way the exam teaches it). The answer itself comes from date
 * arithmetic; the two must agree, and a disagreement is a bug worth stopping the build for.
 */
function oddDaySteps(y: number, m: number, d: number, expected: number): { steps: string[]; hi: string[] } {
  const before = y - 1;
  const centuries = Math.floor(before / 100);
  const rest = before % 100;
  const centuryOdd = [0, 5, 3, 1][centuries % 4]!;
  const leaps = Math.floor(rest / 4);
  const dayOfYear = MONTH_DAYS.slice(0, m - 1).reduce((s, x) => s + x, 0) + (m > 2 && isLeap(y) ? 1 : 0) + d;
  const total = centuryOdd + rest + leaps + dayOfYear;
  if (total % 7 !== expected) throw new Error(`odd-day method disagrees for ${y}-${m}-${d}`);
  const hi = hiOddDaySteps({
    y,
    m,
    d,
    centuries,
    centuryOdd,
    rest,
    leaps,
    dayOfYear,
    total,
    weekday: expected,
  });
  const steps = [
    `Odd days: ${centuries * 100} years give ${centuryOdd}; the next ${plural(rest, 'year')} ${rest === 1 ? 'has' : 'have'} ${plural(leaps, 'leap year')}, giving ${rest} + ${leaps} = ${rest + leaps}; ${dateText(y, m, d)} is day ${dayOfYear} of ${y}.`,
    `Total ${centuryOdd} + ${rest + leaps} + ${dayOfYear} = ${total}, which leaves ${total % 7} on division by 7 (0 = Sunday), so it was a ${WEEKDAYS[expected]}.`,
  ];
  return { steps, hi };
}

export const clockCalender = defineTopic({
  handsAngle: {
    levels: [1, 2],
    make(rng, level) {
      return until(() => {
        const h = rng.int(1, 12);
        const m = level === 1 ? rng.step(0, 55, 5) : rng.int(1, 59);
        const value = angleAt(h, m);
        if (value === 0 || value === 180) return undefined;
        const raw = Math.abs(30 * (h % 12) - 5.5 * m);
        return {
          question: `What is the angle between the hour hand and the minute hand of a clock at ${h}:${String(m).padStart(2, '0')}?`,
          answer: value,
          format: degrees,
          wholeOptions: false,
          // slips on both sides of the key, ordered around it (issue 19)
          distractors: aroundKey(
            withHi([
              {
                mistake: 'forgetting that the hour hand also moves (½° a minute)',
                value: Math.min(Math.abs(30 * (h % 12) - 6 * m), 360 - Math.abs(30 * (h % 12) - 6 * m)),
              },
              { mistake: 'giving the reflex angle', value: 360 - value },
              {
                mistake: 'moving the hour hand 1° a minute',
                value: Math.min(
                  Math.abs(30 * (h % 12) + m - 6 * m),
                  360 - Math.abs(30 * (h % 12) + m - 6 * m),
                ),
              },
              {
                mistake: 'using 5° a minute for the minute hand',
                value: Math.min(Math.abs(30 * (h % 12) - 4.5 * m), 360 - Math.abs(30 * (h % 12) - 4.5 * m)),
              },
              {
                mistake: "adding the hour hand's ½° a minute to the minute hand's 6° (6.5° a minute)",
                value: Math.min(Math.abs(30 * (h % 12) - 6.5 * m), 360 - Math.abs(30 * (h % 12) - 6.5 * m)),
              },
              { mistake: 'taking 180° less the angle', value: 180 - value },
            ]).filter((d) => (d.value as number) > 0),
            value,
            h + m,
          ),
          steps: [
            `Angle = |30 × H − 5.5 × M| = |30 × ${h % 12} − 5.5 × ${m}| = ${num(raw)}°${raw > 180 ? `; the smaller angle is 360° − ${num(raw)}° = ${degrees(value)}` : ''}.`,
          ],
          hi: hiHandsAngle(h, m, raw, value),
          params: { h, m },
        };
      });
    },
  },
  mirror: {
    levels: [1],
    make(rng) {
      const h = rng.int(1, 11);
      const m = rng.int(1, 59);
      const total = 12 * 60 - ((h % 12) * 60 + m);
      const mh = Math.floor(total / 60) || 12;
      const mm = total % 60;
      const show = (hh: number, mins: number) => `${hh}:${String(mins).padStart(2, '0')}`;
      return {
        question: `A clock shows ${show(h, m)}. What time does its mirror image show?`,
        answer: show(mh, mm),
        distractors: withHi([
          { mistake: 'subtracting from 11:60 but slipping an hour', value: show(((mh + 10) % 12) + 1, mm) },
          { mistake: 'subtracting only the minutes from 60', value: show(h, 60 - m) },
          { mistake: 'subtracting only the hours from 12', value: show(12 - (h % 12) || 12, m) },
          { mistake: 'subtracting from 12:60', value: show((mh % 12) + 1, mm) },
          { mistake: 'misreading the minute hand by one mark', value: show(mh, (mm + 5) % 60) },
        ]),
        steps: [`Mirror time = 11:60 − ${show(h, m)} = ${show(mh, mm)}.`],
        hi: hiMirror(show(h, m), show(mh, mm)),
        params: { h, m },
      };
    },
  },
  dayAfter: {
    levels: [1],
    make(rng) {
      const w = rng.int(0, 6);
      const n = rng.pick([10, 12, 15, 17, 20, 23, 25, 30, 40, 45, 50, 61, 68, 75, 100]);
      const later = rng.chance(0.6);
      const answer = (w + (later ? n : -n) + 7 * 20) % 7;
      return {
        question: later
          ? `Today is ${WEEKDAYS[w]}. What day of the week will it be ${n} days from today?`
          : `Today is ${WEEKDAYS[w]}. What day of the week was it ${n} days ago?`,
        answer: WEEKDAYS[answer]!,
        distractors: withHi([
          {
            mistake: 'counting today as the first of the days',
            value: WEEKDAYS[(answer + (later ? 6 : 1)) % 7]!,
          },
          { mistake: 'counting the days the other way', value: WEEKDAYS[(2 * w - answer + 14) % 7]! },
          { mistake: 'counting one day too many', value: WEEKDAYS[(answer + (later ? 1 : 6)) % 7]! },
          { mistake: 'counting two days too many', value: WEEKDAYS[(answer + (later ? 2 : 5)) % 7]! },
        ]),
        steps: [
          `${n} days are ${plural(Math.floor(n / 7), 'whole week')} and ${n % 7} odd day${n % 7 === 1 ? '' : 's'}; whole weeks bring back the same day, so count ${n % 7} day${n % 7 === 1 ? '' : 's'} ${later ? 'on' : 'back'} from ${WEEKDAYS[w]}: ${WEEKDAYS[answer]}.`,
        ],
        hi: hiDayAfter(w, n, later, answer),
        params: { w, n, later: later ? 1 : 0 },
      };
    },
  },
  dayRiddle: {
    levels: [1],
    make(rng) {
      // "the day after tomorrow", "yesterday" …: each phrase is a fixed shift from today
      const phrases: [string, number][] = [
        ['the day before yesterday', -2],
        ['yesterday', -1],
        ['tomorrow', 1],
        ['the day after tomorrow', 2],
      ];
      return until(() => {
        const [given, a] = rng.pick(phrases);
        const [asked, b] = rng.pick(phrases);
        if (a === b) return undefined;
        const known = rng.int(0, 6);
        const answer = (known - a + b + 14) % 7;
        const verb = (shift: number) => (shift < 0 ? 'was' : 'will be');
        return {
          question: `If ${given} ${verb(a)} ${WEEKDAYS[known]}, what day of the week ${verb(b)} ${asked}?`,
          answer: WEEKDAYS[answer]!,
          distractors: withHi([
            {
              mistake: 'counting from the given day the wrong way',
              value: WEEKDAYS[(known + a - b + 14) % 7]!,
            },
            { mistake: 'counting one day too many', value: WEEKDAYS[(answer + Math.sign(b - a) + 7) % 7]! },
            { mistake: 'counting one day too few', value: WEEKDAYS[(answer - Math.sign(b - a) + 7) % 7]! },
            { mistake: 'taking the given day as today', value: WEEKDAYS[(known + b + 7) % 7]! },
            {
              mistake: 'counting two days too many',
              value: WEEKDAYS[(answer + 2 * Math.sign(b - a) + 7) % 7]!,
            },
            {
              mistake: 'counting two days too few',
              value: WEEKDAYS[(answer - 2 * Math.sign(b - a) + 7) % 7]!,
            },
          ]),
          steps: [
            `${capitalise(given)} is ${Math.abs(a)} day${Math.abs(a) === 1 ? '' : 's'} ${a < 0 ? 'before' : 'after'} today, so today is ${WEEKDAYS[(known - a + 7) % 7]}; ${asked} is ${Math.abs(b)} day${Math.abs(b) === 1 ? '' : 's'} ${b < 0 ? 'before' : 'after'} today: ${WEEKDAYS[answer]}.`,
          ],
          hi: hiDayRiddle(known, a, b, (known - a + 7) % 7, answer),
          params: { known, a, b },
        };
      });
    },
  },
  handTurn: {
    levels: [1],
    make(rng) {
      const hand = rng.pick(['hour', 'minute'] as const);
      const minutes =
        hand === 'hour' ? rng.pick([20, 24, 30, 36, 40, 50, 70, 84, 90, 100, 130, 150]) : rng.int(7, 55);
      const rate = hand === 'hour' ? 0.5 : 6;
      const answer = minutes * rate;
      return {
        question: `Through how many degrees does the ${hand} hand of a clock turn in ${minutes} minutes?`,
        answer,
        format: degrees,
        wholeOptions: false,
        // slips on both sides of the key, ordered around it (issue 19)
        distractors: aroundKey(
          withHi(
            hand === 'hour'
              ? [
                  { mistake: "using the minute hand's 6° a minute", value: minutes * 6 },
                  { mistake: 'turning the hour hand 1° a minute', value: minutes },
                  { mistake: 'turning the hour hand 30° a minute', value: minutes * 30 },
                  {
                    mistake: 'taking one turn of the hour hand for a whole day (¼° a minute)',
                    value: minutes / 4,
                  },
                  { mistake: "using the hands' relative speed, 5.5° a minute", value: minutes * 5.5 },
                ]
              : [
                  { mistake: "using the hour hand's ½° a minute", value: minutes / 2 },
                  { mistake: 'turning the minute hand 5° a minute', value: minutes * 5 },
                  { mistake: 'turning the minute hand 1° a minute', value: minutes },
                  { mistake: "using the hands' relative speed, 5.5° a minute", value: minutes * 5.5 },
                  { mistake: "adding the hour hand's ½° a minute (6.5° a minute)", value: minutes * 6.5 },
                ],
          ),
          answer,
          minutes,
        ),
        steps: [
          hand === 'hour'
            ? `The hour hand turns 30° an hour, ½° a minute: ${minutes} × ½° = ${degrees(answer)}.`
            : `The minute hand turns 360° an hour, 6° a minute: ${minutes} × 6° = ${degrees(answer)}.`,
        ],
        hi: hiHandTurn(hand, minutes, answer),
        params: { hand, minutes },
      };
    },
  },
  handsMeetings: {
    levels: [1],
    make(rng) {
      const how = rng.pick(['together', 'right', 'straight'] as const);
      const days = rng.int(1, 9);
      const perDay = { together: 22, right: 44, straight: 44 }[how];
      const words = {
        together: 'together (pointing the same way)',
        right: 'at right angles',
        straight: 'in a straight line (together or opposite)',
      }[how];
      return {
        question: `How many times are the hands of a clock ${words} in ${days === 1 ? 'a day' : `${days} days`}?`,
        answer: perDay * days,
        // slips on both sides of the key, ordered around it (issue 19)
        distractors: aroundKey(
          withHi([
            {
              mistake: how === 'together' ? 'counting one meeting every hour' : 'counting two every hour',
              value: (perDay / 11) * 12 * days,
            },
            { mistake: 'counting only one 12-hour turn of the dial', value: (perDay / 2) * days },
            {
              mistake: `counting ${how === 'together' ? 'one' : 'two'} every hour of one 12-hour turn`,
              value: (perDay / 22) * 12 * days,
            },
            { mistake: 'counting the one at the end of the time as well', value: perDay * days + 1 },
            { mistake: 'leaving out the one at the start of the time', value: perDay * days - 1 },
          ]),
          perDay * days,
          days + perDay,
        ),
        steps: [
          `In 12 hours the hands are ${how === 'together' ? 'together 11 times' : how === 'right' ? 'at right angles 22 times' : 'in a straight line 22 times (11 together, 11 opposite)'}, not ${how === 'together' ? 12 : 24}, because the minute hand gains only 11 rounds on the hour hand; so ${perDay} times a day, and ${perDay} × ${days} = ${perDay * days}.`,
        ],
        hi: hiHandsMeetings(how, days, perDay),
        params: { how, days },
      };
    },
  },
  dayOfDate: {
    levels: [2, 3],
    make(rng, level): Problem {
      const event = level === 2 && rng.chance(0.5);
      const [y, mo, d, lead] = event
        ? rng.pick(EVENTS)
        : [rng.int(level === 3 ? 1800 : 1990, level === 3 ? 2099 : 2030), rng.int(1, 12), rng.int(1, 28), ''];
      const w = weekday(y, mo, d);
      const leapSlip = (w + (mo <= 2 && isLeap(y) ? 1 : 6)) % 7;
      const odd = oddDaySteps(y, mo, d, w);
      return {
        question: event
          ? `${lead} ${dateText(y, mo, d)}. What day of the week was it?`
          : `What day of the week was ${dateText(y, mo, d)}?`,
        answer: WEEKDAYS[w]!,
        distractors: withHi([
          { mistake: 'miscounting the leap days', value: WEEKDAYS[leapSlip]! },
          { mistake: 'counting one odd day too many', value: WEEKDAYS[(w + 1) % 7]! },
          { mistake: 'counting one odd day too few', value: WEEKDAYS[(w + 6) % 7]! },
          { mistake: 'counting two odd days too many', value: WEEKDAYS[(w + 2) % 7]! },
        ]),
        steps: odd.steps,
        hi: { question: hiDayOfDate(lead, y, mo, d), steps: odd.hi, options: HI_WEEKDAY_OPTIONS },
        params: { y, m: mo, d },
      };
    },
  },
  sameDate: {
    levels: [2, 3],
    make(rng) {
      return until(() => {
        const y1 = rng.int(1995, 2030);
        const gap = rng.int(1, 9) * (rng.chance(0.7) ? 1 : -1);
        const y2 = y1 + gap;
        const mo = rng.int(1, 12);
        const d = rng.int(1, 28);
        const w1 = weekday(y1, mo, d);
        const w2 = weekday(y2, mo, d);
        const simple = (((w1 + gap) % 7) + 7) % 7;
        if (simple === w2) return undefined; // make the leap year matter
        const [from, to] = gap > 0 ? [y1, y2] : [y2, y1];
        let leaps = 0;
        for (let y = from; y < to; y += 1) if (isLeap(mo <= 2 ? y : y + 1)) leaps += 1;
        return {
          question: `${dateText(y1, mo, d)} was a ${WEEKDAYS[w1]}. What day of the week was ${dateText(y2, mo, d)}?`,
          answer: WEEKDAYS[w2]!,
          distractors: withHi([
            { mistake: 'ignoring the leap years in between', value: WEEKDAYS[simple]! },
            {
              mistake: 'counting the days in the wrong direction',
              value: WEEKDAYS[(((w1 - (w2 - w1)) % 7) + 7) % 7]!,
            },
            {
              mistake: 'counting one leap day too many',
              value: WEEKDAYS[(((w2 + Math.sign(gap)) % 7) + 7) % 7]!,
            },
            {
              mistake: 'counting one leap day too few',
              value: WEEKDAYS[(((w2 - Math.sign(gap)) % 7) + 7) % 7]!,
            },
            {
              mistake: 'counting two odd days too many',
              value: WEEKDAYS[(((w2 + 2 * Math.sign(gap)) % 7) + 7) % 7]!,
            },
          ]),
          steps: [
            `From ${dateText(y1, mo, d)} to ${dateText(y2, mo, d)} there ${Math.abs(gap) === 1 ? 'is 1 year' : `are ${Math.abs(gap)} years`} with ${leaps} leap ${leaps === 1 ? 'day' : 'days'}: ${Math.abs(gap)} + ${leaps} = ${Math.abs(gap) + leaps} odd days ${gap > 0 ? 'forward' : 'back'}, giving ${WEEKDAYS[w2]}.`,
          ],
          hi: hiSameDate({ y1, y2, m: mo, d, w1, w2, gap, leaps }),
          params: { y1, y2, m: mo, d },
        };
      });
    },
  },
  coincide: {
    levels: [2, 3],
    make(rng): Problem {
      return until((): Problem | undefined => {
        const h = rng.int(1, 10);
        const type = rng.pick(['together', 'opposite', 'right'] as const);
        const target = { together: 0, opposite: 180, right: 90 }[type];
        // the minute hand gains 5.5° a minute: times in [0, 60) when the gap is the target angle
        const gaps =
          type === 'together'
            ? [30 * h]
            : [30 * h - target, 30 * h + target, 30 * h - target + 360, 30 * h + target - 360];
        const times = gaps
          .map((g) => g / 5.5)
          .filter((t) => t > 1e-9 && t < 60 - 1e-9)
          .sort((a, b) => a - b);
        if (
          times.length === 0 ||
          (type !== 'together' && (h === 3 || h === 9 || (type === 'opposite' && h === 6)))
        )
          return undefined;
        const m = times[0]!;
        const words = {
          together: 'together (coincide)',
          opposite: 'in opposite directions (a straight line, 180° apart)',
          right: 'at right angles',
        }[type];
        const show = (v: number) => `${minutesText(v)} minutes past ${h}`;
        const usedGap = m * 5.5;
        return {
          question: `At what time between ${h} and ${h + 1} o'clock will the hands of a clock first be ${words}?`,
          answer: show(m),
          // slips on both sides of the key, ordered around it by their minutes (issue 19)
          distractors: withHi(
            aroundKey(
              [
                // the minute hand's own 6° a minute taken as its gain, as if the hour hand (½° a minute) stood still
                {
                  mistake:
                    'forgetting that the hour hand moves on (½° a minute), so taking the gain as 6° a minute',
                  value: usedGap / 6,
                },
                ...(times[1] !== undefined
                  ? [{ mistake: 'taking the second time instead of the first', value: times[1] }]
                  : []),
                ...(m + 60 / 11 < 60 ? [{ mistake: 'going 60/11 minutes too far', value: m + 60 / 11 }] : []),
                ...(m - 60 / 11 > 0 ? [{ mistake: 'stopping 60/11 minutes short', value: m - 60 / 11 }] : []),
                { mistake: 'multiplying by 11/12 instead of 12/11', value: ((usedGap / 6) * 11) / 12 },
                // the hour hand run at 1° a minute, as in handsAngle: a gain of 5° a minute
                ...(usedGap / 5 < 60
                  ? [
                      {
                        mistake: 'moving the hour hand 1° a minute, so taking the gain as 5° a minute',
                        value: usedGap / 5,
                      },
                    ]
                  : []),
                // the minute hand run at 5° a minute, as in handsAngle: a gain of 4.5° a minute
                ...(usedGap / 4.5 < 60
                  ? [
                      {
                        mistake: 'using 5° a minute for the minute hand, so taking the gain as 4.5° a minute',
                        value: usedGap / 4.5,
                      },
                    ]
                  : []),
              ],
              m,
              h + usedGap,
            ).map((d) => ({ mistake: d.mistake, value: show(d.value) })),
          ),
          steps: [
            `At ${h} o'clock the minute hand is ${30 * h}° behind the hour hand and gains 5.5° a minute. It needs to gain ${num(usedGap)}°, which takes ${num(usedGap)} ÷ 5.5 = ${minutesText(m)} minutes: ${show(m)}.`,
          ],
          hi: hiCoincide(
            h,
            type,
            usedGap,
            minutesText(m),
            // every option's Hindi, from the same minutes as its English
            Object.fromEntries(
              [
                m,
                times[1],
                m + 60 / 11,
                m - 60 / 11,
                usedGap / 6,
                ((usedGap / 6) * 11) / 12,
                usedGap / 5,
                usedGap / 4.5,
              ]
                .filter((v): v is number => v !== undefined)
                .map((v) => [show(v), hiMinutesPast(minutesText(v), h)]),
            ),
          ),
          params: { h, type },
        };
      });
    },
  },
  clockGain: {
    levels: [3],
    make(rng) {
      return until(() => {
        const gain = rng.pick([2, 3, 4, 5, 6, 10]) * (rng.chance(0.6) ? 1 : -1);
        const start = rng.int(6, 10);
        const hours = rng.int(3, 12);
        const shown = start * 60 + hours * (60 + gain);
        const toClock = (mins: number) => {
          const t = ((mins % 1440) + 1440) % 1440;
          const hh = Math.floor(t / 60);
          const mm = t % 60;
          return `${hh % 12 || 12}:${String(mm).padStart(2, '0')} ${hh < 12 ? 'a.m.' : 'p.m.'}`;
        };
        const trueEnd = start * 60 + hours * 60;
        return {
          question: `A clock ${gain > 0 ? 'gains' : 'loses'} ${Math.abs(gain)} minutes every hour. It is set right at ${toClock(start * 60)} What time will it show when the correct time is ${toClock(trueEnd)}?`,
          answer: toClock(shown),
          distractors: withHi([
            {
              mistake:
                gain > 0
                  ? 'subtracting the gain instead of adding it'
                  : 'adding the loss instead of subtracting it',
              value: toClock(trueEnd - hours * gain),
            },
            { mistake: 'counting the gain for one hour only', value: toClock(trueEnd + gain) },
            { mistake: 'counting one hour too many', value: toClock(trueEnd + (hours + 1) * gain) },
            { mistake: 'giving the correct time', value: toClock(trueEnd) },
          ]),
          steps: [
            `In ${hours} hours it ${gain > 0 ? 'gains' : 'loses'} ${hours} × ${Math.abs(gain)} = ${hours * Math.abs(gain)} minutes, so it shows ${toClock(shown)}`,
          ],
          hi: hiClockGain({ gain, start, hours, shown, trueEnd }, toClock),
          params: { gain, start, hours },
        };
      });
    },
  },
  // which of four years is a leap year (leapYears.ts, coverage audit 4 item 16)
  leapYear: { levels: [1, 2, 3], make: (rng, level) => leapYear(rng, level) },
  repeatYear: {
    levels: [3],
    make(rng) {
      const y = rng.int(1995, 2035);
      let next = y + 1;
      while (!(weekday(next, 1, 1) === weekday(y, 1, 1) && isLeap(next) === isLeap(y))) next += 1;
      let wrong = y + 1;
      while (weekday(wrong, 1, 1) !== weekday(y, 1, 1)) wrong += 1;
      // A later year with the same calendar (28 years on, often 11) is right too if the candidate
      // misses "next": such a year is never offered as a wrong option.
      const sameCalendar = (year: number) =>
        weekday(year, 1, 1) === weekday(y, 1, 1) && isLeap(year) === isLeap(y);
      const slips = [
        // each value is what its mistake gives; one that lands on the answer is dropped, never replaced
        { mistake: 'matching only the first day of the year, not the leap year', year: wrong },
        { mistake: 'adding 7 years', year: y + 7 },
        { mistake: 'adding 4 years', year: y + 4 },
        { mistake: 'adding 6 years', year: y + 6 },
        { mistake: 'adding 11 years', year: y + 11 },
      ];
      return {
        question: `Which is the next year whose calendar will be exactly the same as that of ${y}?`,
        answer: String(next),
        distractors: withHi(
          slips
            .filter((slip) => !sameCalendar(slip.year))
            .map(({ mistake, year }) => ({ mistake, value: String(year) })),
        ),
        steps: [
          `Count odd days year by year until 1 January falls on the same day (${WEEKDAYS[weekday(y, 1, 1)]}) and the year is ${isLeap(y) ? 'also' : 'also not'} a leap year: ${next}.`,
        ],
        hi: hiRepeatYear(y, weekday(y, 1, 1), isLeap(y), next),
        params: { y },
      };
    },
  },
});
