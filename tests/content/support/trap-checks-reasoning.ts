/**
 * Trap-note checks of the clock-and-calendar and direction topics, read from the mistakes' words (trap-
 * checks.ts).
 */
import { clock, type Expected, num, text } from './values';
import type { Checks } from './trap-expected';

const mod = (a: number, n: number): number => ((a % n) + n) % n;

// --- clocks and calendars -----------------------------------------------------------------------

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const weekday = (y: number, m: number, d: number): number => new Date(Date.UTC(y, m - 1, d)).getUTCDay();
const day = (w: number): Expected => text(WEEKDAYS[mod(w, 7)]!);
const leap = (y: number): boolean => new Date(Date.UTC(y, 1, 29)).getUTCMonth() === 1;

/** The smaller angle between two hands given in degrees from 12. */
const between = (a: number, b: number): number => {
  const raw = mod(a - b, 360);
  return Math.min(raw, 360 - raw);
};
const hourHand = (h: number, m: number, perMinute = 0.5): number => 30 * (h % 12) + perMinute * m;

/** "H:MM" on a 12-hour dial from minutes after 12:00. */
const dial = (minutes: number): Expected => {
  const t = mod(minutes, 720);
  return text(`${Math.floor(t / 60) || 12}:${String(t % 60).padStart(2, '0')}`);
};

/** The minutes past h at which the minute hand has gained each angle it must gain, in time order. */
function handTimes(h: number, type: string): number[] {
  const target = { together: 0, opposite: 180, right: 90 }[type]!;
  const gains: number[] = [];
  // the minute hand starts 30h° behind; it must gain until it is `target`° behind or ahead
  for (const g of [30 * h - target, 30 * h + target, 30 * h - target + 360, 30 * h + target - 360])
    if (g / 5.5 > 1e-9 && g / 5.5 < 60 - 1e-9 && !gains.includes(g)) gains.push(g);
  return gains.sort((a, b) => a - b).map((g) => g / 5.5);
}

export const CLOCK_CALENDAR: Record<string, Checks> = {
  handsAngle: [
    [/^forgetting that the hour hand also moves/, (p) => num(between(30 * (p.h % 12), 6 * p.m))],
    [/^giving the reflex angle$/, (p) => num(360 - between(hourHand(p.h, p.m), 6 * p.m))],
    [/^moving the hour hand 1° a minute$/, (p) => num(between(hourHand(p.h, p.m, 1), 6 * p.m))],
    [/^using 5° a minute for the minute hand$/, (p) => num(between(hourHand(p.h, p.m), 5 * p.m))],
    // the speeds added, not subtracted: |30H − 6.5M|
    [
      /^adding the hour hand's ½° a minute to the minute hand's 6° \(6\.5° a minute\)$/,
      (p) => num(between(30 * (p.h % 12), 6.5 * p.m)),
    ],
    [/^taking 180° less the angle$/, (p) => num(180 - between(hourHand(p.h, p.m), 6 * p.m))],
  ],
  mirror: [
    [/^subtracting from 11:60 but slipping an hour$/, (p) => dial(720 - (60 * p.h + p.m) - 60)],
    [/^subtracting only the minutes from 60$/, (p) => dial(60 * p.h + (60 - p.m))],
    [/^subtracting only the hours from 12$/, (p) => dial(60 * (12 - p.h) + p.m)],
    [/^subtracting from 12:60$/, (p) => dial(780 - (60 * p.h + p.m))],
    [
      /^misreading the minute hand by one mark$/,
      (p) => {
        const mirror = mod(720 - (60 * p.h + p.m), 720);
        return dial(mirror - (mirror % 60) + mod((mirror % 60) + 5, 60));
      },
    ],
  ],
  dayAfter: [
    [/^counting today as the first of the days$/, (p) => day(p.w + (p.later ? p.n - 1 : -(p.n - 1)))],
    [/^counting the days the other way$/, (p) => day(p.w + (p.later ? -p.n : p.n))],
    [/^counting one day too many$/, (p) => day(p.w + (p.later ? p.n + 1 : -(p.n + 1)))],
    [/^counting two days too many$/, (p) => day(p.w + (p.later ? p.n + 2 : -(p.n + 2)))],
  ],
  dayRiddle: [
    [/^counting from the given day the wrong way$/, (p) => day(p.known + p.a - p.b)],
    [/^counting one day too many$/, (p) => day(p.known - p.a + p.b + Math.sign(p.b - p.a))],
    [/^counting one day too few$/, (p) => day(p.known - p.a + p.b - Math.sign(p.b - p.a))],
    [/^counting two days too many$/, (p) => day(p.known - p.a + p.b + 2 * Math.sign(p.b - p.a))],
    [/^counting two days too few$/, (p) => day(p.known - p.a + p.b - 2 * Math.sign(p.b - p.a))],
    [/^taking the given day as today$/, (p) => day(p.known + p.b)],
  ],
  handTurn: [
    [/^using the minute hand's 6° a minute$/, (p) => num(6 * p.minutes)],
    [/^using the hour hand's ½° a minute$/, (p) => num(p.minutes / 2)],
    [/^turning the (hour|minute) hand (\d+)° a minute$/, (p, m) => num(Number(m[2]) * p.minutes)],
    // 360° in 24 hours instead of 12
    [/^taking one turn of the hour hand for a whole day \(¼° a minute\)$/, (p) => num(p.minutes / 4)],
    [/^using the hands' relative speed, 5\.5° a minute$/, (p) => num(5.5 * p.minutes)],
    [/^adding the hour hand's ½° a minute \(6\.5° a minute\)$/, (p) => num(6.5 * p.minutes)],
  ],
  handsMeetings: [
    [/^counting one meeting every hour$/, (p) => num(24 * p.days)],
    [/^counting two every hour$/, (p) => num(48 * p.days)],
    [/^counting only one 12-hour turn of the dial$/, (p) => num((p.how === 'together' ? 11 : 22) * p.days)],
    [
      /^counting (one|two) every hour of one 12-hour turn$/,
      (p, m) => num((m[1] === 'one' ? 12 : 24) * p.days),
    ],
    // 22 meetings a day together, 44 at right angles or in a line: one too many or too few
    [
      /^counting the one at the end of the time as well$/,
      (p) => num((p.how === 'together' ? 22 : 44) * p.days + 1),
    ],
    [
      /^leaving out the one at the start of the time$/,
      (p) => num((p.how === 'together' ? 22 : 44) * p.days - 1),
    ],
  ],
  dayOfDate: [
    // in January or February of a leap year its own leap day is still to come, so counting it is one
    // odd day too many; otherwise the slip is a leap day left out
    [/^miscounting the leap days$/, (p) => day(weekday(p.y, p.m, p.d) + (p.m <= 2 && leap(p.y) ? 1 : -1))],
    [/^counting one odd day too many$/, (p) => day(weekday(p.y, p.m, p.d) + 1)],
    [/^counting one odd day too few$/, (p) => day(weekday(p.y, p.m, p.d) - 1)],
    [/^counting two odd days too many$/, (p) => day(weekday(p.y, p.m, p.d) + 2)],
  ],
  sameDate: [
    [/^ignoring the leap years in between$/, (p) => day(weekday(p.y1, p.m, p.d) + (p.y2 - p.y1))],
    [
      /^counting the days in the wrong direction$/,
      (p) => day(2 * weekday(p.y1, p.m, p.d) - weekday(p.y2, p.m, p.d)),
    ],
    [/^counting one leap day too many$/, (p) => day(weekday(p.y2, p.m, p.d) + Math.sign(p.y2 - p.y1))],
    [/^counting one leap day too few$/, (p) => day(weekday(p.y2, p.m, p.d) - Math.sign(p.y2 - p.y1))],
    [/^counting two odd days too many$/, (p) => day(weekday(p.y2, p.m, p.d) + 2 * Math.sign(p.y2 - p.y1))],
  ],
  coincide: [
    // the hour hand standing still: the minute hand gains its whole 6° a minute
    [
      /^forgetting that the hour hand moves on \(½° a minute\), so taking the gain as 6° a minute$/,
      (p) => num(handTimes(p.h, p.type)[0]! * (5.5 / 6)),
    ],
    [/^taking the second time instead of the first$/, (p) => num(handTimes(p.h, p.type)[1]!)],
    [/^going 60\/11 minutes too far$/, (p) => num(handTimes(p.h, p.type)[0]! + 60 / 11)],
    [/^stopping 60\/11 minutes short$/, (p) => num(handTimes(p.h, p.type)[0]! - 60 / 11)],
    [
      /^multiplying by 11\/12 instead of 12\/11$/,
      (p) => num(((handTimes(p.h, p.type)[0]! * 5.5) / 6) * (11 / 12)),
    ],
    // the same gain at 5° a minute instead of 5.5°
    [
      /^moving the hour hand 1° a minute, so taking the gain as 5° a minute$/,
      (p) => num((handTimes(p.h, p.type)[0]! * 5.5) / 5),
    ],
    [
      /^using 5° a minute for the minute hand, so taking the gain as 4\.5° a minute$/,
      (p) => num((handTimes(p.h, p.type)[0]! * 5.5) / 4.5),
    ],
  ],
  clockGain: [
    [
      /^(subtracting the gain instead of adding it|adding the loss instead of subtracting it)$/,
      (p) => clock(60 * (p.start + p.hours) - p.hours * p.gain),
    ],
    [/^counting the gain for one hour only$/, (p) => clock(60 * (p.start + p.hours) + p.gain)],
    [/^counting one hour too many$/, (p) => clock(60 * (p.start + p.hours) + (p.hours + 1) * p.gain)],
    [/^giving the correct time$/, (p) => clock(60 * (p.start + p.hours))],
  ],
  repeatYear: [
    [/^adding (\d+) years$/, (p, m) => text(String(p.y + Number(m[1])))],
    [
      /^matching only the first day of the year, not the leap year$/,
      (p) => {
        let y = p.y + 1;
        while (weekday(y, 1, 1) !== weekday(p.y, 1, 1)) y += 1;
        return text(String(y));
      },
    ],
  ],
};

// --- directions -------------------------------------------------------------------------------------

const POINTS = ['North', 'North-East', 'East', 'South-East', 'South', 'South-West', 'West', 'North-West'];
const point = (i: number): Expected => text(POINTS[mod(i, 8)]!);
/** The direction of a displacement as the exams name it. */
const towards = (x: number, y: number): Expected =>
  text(
    [y > 0 ? 'North' : y < 0 ? 'South' : '', x > 0 ? 'East' : x < 0 ? 'West' : ''].filter(Boolean).join('-'),
  );
const STEP: Record<number, [number, number]> = { 0: [0, 1], 2: [1, 0], 4: [0, -1], 6: [-1, 0] };
const endPoint = (moves: [number, number][]): [number, number] =>
  moves.reduce<[number, number]>(
    ([x, y], [dir, dist]) => [x + STEP[dir]![0] * dist, y + STEP[dir]![1] * dist],
    [0, 0],
  );
/** Where a shadow falls for someone facing `f` (eighths clockwise from North). */
const SIDE: Record<string, number> = { 'in front of': 0, right: 2, behind: 4, left: 6 };
/** The direction someone faces whose shadow, pointing `shadow`, falls on `side`. */
const facingFor = (shadow: number, side: string): number =>
  [0, 2, 4, 6].find((f) => mod(f + SIDE[side]!, 8) === shadow)!;
const OTHER_SIDE: Record<string, string> = {
  left: 'right',
  right: 'left',
  behind: 'in front of',
  'in front of': 'behind',
};

export const DIRECTION: Record<string, Checks> = {
  facing: [
    [
      /^mixing up left and right$/,
      (p) => point(p.start - p.turns.reduce((s: number, t: number) => s + t, 0)),
    ],
    [
      /^giving the opposite direction$/,
      (p) => point(p.start + p.turns.reduce((s: number, t: number) => s + t, 0) + 4),
    ],
    [
      /^missing the last turn$/,
      (p) => point(p.start + p.turns.slice(0, -1).reduce((s: number, t: number) => s + t, 0)),
    ],
    [
      /^turning 90° (too few|too many) at the end$/,
      (p, m) => {
        const last: number = p.turns[p.turns.length - 1];
        const sum = p.turns.reduce((s: number, t: number) => s + t, 0);
        return point(sum + p.start + (m[1] === 'too few' ? -2 : 2) * Math.sign(last));
      },
    ],
  ],
  walk: [
    [
      /^adding up all the distances walked$/,
      (p) => num(p.moves.reduce((s: number, mv: number[]) => s + mv[1]!, 0)),
    ],
    [
      /^adding the east–west and north–south gaps instead of using Pythagoras$/,
      (p) => num(endPoint(p.moves).reduce((s, v) => s + Math.abs(v), 0)),
    ],
    [/^taking only the larger gap$/, (p) => num(Math.max(...endPoint(p.moves).map(Math.abs)))],
    [/^taking only the smaller gap$/, (p) => num(Math.min(...endPoint(p.moves).map(Math.abs)))],
    [
      /^adding the squares of the gaps and forgetting the square root$/,
      (p) => num(endPoint(p.moves).reduce((s, v) => s + v * v, 0)),
    ],
    [
      /^subtracting the gaps$/,
      (p) => {
        const [x, y] = endPoint(p.moves);
        return num(Math.abs(Math.abs(x) - Math.abs(y)));
      },
    ],
    [
      /^giving the direction of the start from the end point$/,
      (p) => {
        const [x, y] = endPoint(p.moves);
        return towards(-x, -y);
      },
    ],
    [
      /^mixing up East and West$/,
      (p) => {
        const [x, y] = endPoint(p.moves);
        return towards(-x, y);
      },
    ],
    [
      /^mixing up North and South$/,
      (p) => {
        const [x, y] = endPoint(p.moves);
        return towards(x, -y);
      },
    ],
    [/^giving the direction of the last walk$/, (p) => point(p.moves[p.moves.length - 1][0])],
  ],
  shadow: [
    // the sun rises in the East, so a morning shadow points West (6); an evening one East (2)
    [/^giving the direction of the shadow$/, (p) => point(p.morning ? 6 : 2)],
    [/^giving the direction of the sun$/, (p) => point(p.morning ? 2 : 6)],
    [/^taking the shadow to point towards the sun$/, (p) => point(facingFor(p.morning ? 2 : 6, p.side))],
    [
      /^mixing up (left and right|in front and behind)$/,
      (p) => point(facingFor(p.morning ? 6 : 2, OTHER_SIDE[p.side]!)),
    ],
  ],
};
