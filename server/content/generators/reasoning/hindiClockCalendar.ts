/**
 * Clocks and calendars in Hindi (issue 15): days, months, the clock's hands and times as Hindi-medium
 * papers print them (सोमवार, 15 अगस्त 1947, घंटे की सुई, पूर्वाह्न 10:30), and each kind's question and
 * worked steps written from the values clockCalendar.ts computed. clockCalendar.ts is long already, so
 * its Hindi sits here; nothing here draws from the rng.
 */
import { num } from '../format';
import { inHindi } from '../hindi';
import type { Distractor, ProblemHindi } from '../types';

/** clockCalendar.ts WEEKDAYS in Hindi, in the same order (Sunday first). */
export const HI_WEEKDAYS = ['रविवार', 'सोमवार', 'मंगलवार', 'बुधवार', 'गुरुवार', 'शुक्रवार', 'शनिवार'] as const;
const HI_MONTHS = [
  'जनवरी',
  'फ़रवरी',
  'मार्च',
  'अप्रैल',
  'मई',
  'जून',
  'जुलाई',
  'अगस्त',
  'सितंबर',
  'अक्टूबर',
  'नवंबर',
  'दिसंबर',
];
const EN_WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

/** Every weekday's Hindi keyed by its English: `Problem.hi.options` of a kind answered by a day. */
export const HI_WEEKDAY_OPTIONS: Readonly<Record<string, string>> = Object.fromEntries(
  EN_WEEKDAYS.map((day, i) => [day, HI_WEEKDAYS[i]!]),
);

/** "15 अगस्त 1947", as the English "15 August 1947". */
export const hiDate = (y: number, m: number, d: number): string => `${d} ${HI_MONTHS[m - 1]!} ${y}`;

/** A clock time as papers print it in Hindi: "पूर्वाह्न 10:05", "अपराह्न 3:40" (minutes from midnight). */
export function hiClock(mins: number): string {
  const t = ((mins % 1440) + 1440) % 1440;
  const h = Math.floor(t / 60);
  return `${h < 12 ? 'पूर्वाह्न' : 'अपराह्न'} ${h % 12 || 12}:${String(t % 60).padStart(2, '0')}`;
}

/** clockCalendar.ts EVENTS in Hindi, keyed by the English lead, each placing the date in its sentence. */
const EVENTS: Readonly<Record<string, (date: string) => string>> = {
  'India became independent on': (date) => `भारत ${date} को स्वतंत्र हुआ`,
  'The Constitution of India came into force on': (date) => `भारत का संविधान ${date} को लागू हुआ`,
  'Mahatma Gandhi was born on': (date) => `महात्मा गांधी का जन्म ${date} को हुआ था`,
  'Jawaharlal Nehru was born on': (date) => `जवाहरलाल नेहरू का जन्म ${date} को हुआ था`,
  'A. P. J. Abdul Kalam was born on': (date) => `ए. पी. जे. अब्दुल कलाम का जन्म ${date} को हुआ था`,
  'India won its first Cricket World Cup on': (date) => `भारत ने अपना पहला क्रिकेट विश्व कप ${date} को जीता था`,
  'India launched its first satellite, Aryabhata, on': (date) =>
    `भारत ने अपना पहला उपग्रह आर्यभट ${date} को प्रक्षेपित किया था`,
  'Chandrayaan-1 was launched on': (date) => `चंद्रयान-1 ${date} को प्रक्षेपित किया गया था`,
  "Chandrayaan-3 landed near the Moon's south pole on": (date) =>
    `चंद्रयान-3 ${date} को चंद्रमा के दक्षिणी ध्रुव के पास उतरा था`,
  'The revolt of 1857 began at Meerut on': (date) => `1857 का विद्रोह ${date} को मेरठ में आरंभ हुआ था`,
};

/** The question of dayOfDate: an event's date or a bare date. */
export function hiDayOfDate(lead: string, y: number, m: number, d: number): string {
  const date = hiDate(y, m, d);
  if (!lead) return `${date} को सप्ताह का कौन-सा दिन था?`;
  const event = EVENTS[lead];
  if (!event) throw new Error(`No Hindi for the event ${JSON.stringify(lead)}`);
  return `${event(date)}। वह सप्ताह का कौन-सा दिन था?`;
}

/** The odd-days method's two steps (clockCalendar.ts oddDaySteps), from the same counts. */
export function hiOddDaySteps(o: {
  y: number;
  m: number;
  d: number;
  centuries: number;
  centuryOdd: number;
  rest: number;
  leaps: number;
  dayOfYear: number;
  total: number;
  weekday: number;
}): string[] {
  return [
    `विषम दिन: ${o.centuries * 100} वर्षों से ${o.centuryOdd}; अगले ${o.rest} ${o.rest === 1 ? 'वर्ष' : 'वर्षों'} में ${o.leaps} लीप वर्ष ${o.leaps === 1 ? 'है' : 'हैं'}, जिनसे ${o.rest} + ${o.leaps} = ${o.rest + o.leaps}; ${hiDate(o.y, o.m, o.d)} वर्ष ${o.y} का ${o.dayOfYear}वाँ दिन है।`,
    `कुल ${o.centuryOdd} + ${o.rest + o.leaps} + ${o.dayOfYear} = ${o.total}, जिसे 7 से भाग देने पर ${o.total % 7} शेष बचता है (0 = रविवार), अतः वह दिन ${HI_WEEKDAYS[o.weekday]!} था।`,
  ];
}

/** "बीता हुआ कल", "आने वाला परसों": dayRiddle's phrases, which Hindi tells apart only by the tense otherwise. */
const RIDDLE_DAYS: Readonly<Record<number, string>> = {
  [-2]: 'बीता हुआ परसों',
  [-1]: 'बीता हुआ कल',
  1: 'आने वाला कल',
  2: 'आने वाला परसों',
};
export function hiDayRiddle(
  known: number,
  a: number,
  b: number,
  today: number,
  answer: number,
): ProblemHindi {
  const phrase = (shift: number) => RIDDLE_DAYS[shift]!;
  const tense = (shift: number) => (shift < 0 ? 'था' : 'होगा');
  const away = (shift: number) => `आज से ${Math.abs(shift)} दिन ${shift < 0 ? 'पहले' : 'बाद'}`;
  return {
    question: `यदि ${phrase(a)} ${HI_WEEKDAYS[known]!} ${tense(a)}, तो ${phrase(b)} सप्ताह का कौन-सा दिन ${tense(b)}?`,
    steps: [
      `${phrase(a)} ${away(a)} है, इसलिए आज ${HI_WEEKDAYS[today]!} है; ${phrase(b)} ${away(b)} है: ${HI_WEEKDAYS[answer]!}।`,
    ],
    options: HI_WEEKDAY_OPTIONS,
  };
}

/** coincide's option, the numbers in the English order ("21 9/11 minutes past 4"). */
export const hiMinutesPast = (minutes: string, h: number): string => `${minutes} मिनट, ${h} बजे के बाद`;

const MEETINGS = {
  together: 'एक साथ (एक ही दिशा में)',
  right: 'एक-दूसरे के समकोण पर',
  straight: 'एक सीधी रेखा में (एक साथ या विपरीत)',
} as const;
export function hiHandsMeetings(how: keyof typeof MEETINGS, days: number, perDay: number): ProblemHindi {
  const inTwelve = {
    together: '11 बार एक साथ होती हैं',
    right: '22 बार समकोण पर होती हैं',
    straight: '22 बार एक सीधी रेखा में होती हैं (11 बार एक साथ, 11 बार विपरीत)',
  }[how];
  return {
    question: `${days === 1 ? 'एक दिन' : `${days} दिनों`} में घड़ी की सुइयाँ कितनी बार ${MEETINGS[how]} होती हैं?`,
    steps: [
      `12 घंटों में सुइयाँ ${inTwelve}, ${how === 'together' ? 12 : 24} बार नहीं, क्योंकि मिनट की सुई घंटे की सुई से केवल 11 चक्कर आगे निकलती है; अतः एक दिन में ${perDay} बार, और ${perDay} × ${days} = ${perDay * days}।`,
    ],
  };
}

const COINCIDE = {
  together: 'एक साथ (संपाती) होंगी',
  opposite: 'विपरीत दिशाओं में (एक सीधी रेखा में, 180° के अंतर पर) होंगी',
  right: 'समकोण पर होंगी',
} as const;
export function hiCoincide(
  h: number,
  type: keyof typeof COINCIDE,
  usedGap: number,
  minutes: string,
  options: Readonly<Record<string, string>>,
): ProblemHindi {
  return {
    question: `${h} और ${h + 1} बजे के बीच किस समय घड़ी की सुइयाँ पहली बार ${COINCIDE[type]}?`,
    steps: [
      `${h} बजे मिनट की सुई घंटे की सुई से ${30 * h}° पीछे होती है और हर मिनट 5.5° की बढ़त लेती है। उसे ${num(usedGap)}° की बढ़त चाहिए, जिसमें ${num(usedGap)} ÷ 5.5 = ${minutes} मिनट लगते हैं: ${hiMinutesPast(minutes, h)}।`,
    ],
    options,
  };
}

/**
 * The Hindi of each mistake, keyed by its English (a mistake the table lacks stops the build rather
 * than leave the Hindi trap line out).
 */
const MISTAKES: Readonly<Record<string, string>> = {
  // handsAngle
  'forgetting that the hour hand also moves (½° a minute)': 'घंटे की सुई का भी चलना (½° प्रति मिनट) भूल जाना',
  'giving the reflex angle': 'बड़ा (प्रतिवर्ती) कोण बता देना',
  'moving the hour hand 1° a minute': 'घंटे की सुई को 1° प्रति मिनट चलाना',
  'using 5° a minute for the minute hand': 'मिनट की सुई के लिए 5° प्रति मिनट लेना',
  "adding the hour hand's ½° a minute to the minute hand's 6° (6.5° a minute)":
    'मिनट की सुई के 6° में घंटे की सुई का ½° प्रति मिनट जोड़ देना (6.5° प्रति मिनट)',
  'taking 180° less the angle': 'कोण को 180° में से घटा देना',
  // mirror
  'subtracting from 11:60 but slipping an hour': '11:60 में से घटाते समय एक घंटे की चूक करना',
  'subtracting only the minutes from 60': 'केवल मिनटों को 60 में से घटाना',
  'subtracting only the hours from 12': 'केवल घंटों को 12 में से घटाना',
  'subtracting from 12:60': '12:60 में से घटाना',
  'misreading the minute hand by one mark': 'मिनट की सुई को एक निशान गलत पढ़ना',
  // dayAfter, dayRiddle
  'counting today as the first of the days': 'आज को ही गिने जाने वाले दिनों में पहला मान लेना',
  'counting the days the other way': 'दिनों को उलटी दिशा में गिनना',
  'counting one day too many': 'एक दिन अधिक गिनना',
  'counting two days too many': 'दो दिन अधिक गिनना',
  'counting from the given day the wrong way': 'दिए गए दिन से उलटी दिशा में गिनना',
  'counting one day too few': 'एक दिन कम गिनना',
  'taking the given day as today': 'दिए गए दिन को ही आज मान लेना',
  'counting two days too few': 'दो दिन कम गिनना',
  // handTurn
  "using the minute hand's 6° a minute": 'मिनट की सुई की चाल 6° प्रति मिनट ले लेना',
  'turning the hour hand 1° a minute': 'घंटे की सुई को 1° प्रति मिनट घुमाना',
  'turning the hour hand 30° a minute': 'घंटे की सुई को 30° प्रति मिनट घुमाना',
  "using the hour hand's ½° a minute": 'घंटे की सुई की चाल ½° प्रति मिनट ले लेना',
  'turning the minute hand 5° a minute': 'मिनट की सुई को 5° प्रति मिनट घुमाना',
  'turning the minute hand 1° a minute': 'मिनट की सुई को 1° प्रति मिनट घुमाना',
  'taking one turn of the hour hand for a whole day (¼° a minute)':
    'घंटे की सुई का एक चक्कर पूरे दिन में मान लेना (¼° प्रति मिनट)',
  "using the hands' relative speed, 5.5° a minute": 'दोनों सुइयों की सापेक्ष चाल 5.5° प्रति मिनट ले लेना',
  "adding the hour hand's ½° a minute (6.5° a minute)": 'घंटे की सुई का ½° प्रति मिनट जोड़ देना (6.5° प्रति मिनट)',
  // handsMeetings
  'counting one meeting every hour': 'हर घंटे एक बार मिलना गिनना',
  'counting two every hour': 'हर घंटे दो बार गिनना',
  'counting only one 12-hour turn of the dial': 'डायल का केवल एक 12 घंटे का चक्कर गिनना',
  'counting one every hour of one 12-hour turn': '12 घंटे के एक चक्कर में हर घंटे एक बार गिनना',
  'counting two every hour of one 12-hour turn': '12 घंटे के एक चक्कर में हर घंटे दो बार गिनना',
  'counting the one at the end of the time as well': 'समय के अंत वाली स्थिति को भी गिन लेना',
  'leaving out the one at the start of the time': 'समय के आरंभ वाली स्थिति को छोड़ देना',
  // dayOfDate, sameDate
  'miscounting the leap days': 'लीप दिनों की गिनती में चूक करना',
  'counting one odd day too many': 'एक विषम दिन अधिक गिनना',
  'counting one odd day too few': 'एक विषम दिन कम गिनना',
  'counting two odd days too many': 'दो विषम दिन अधिक गिनना',
  'ignoring the leap years in between': 'बीच के लीप वर्षों को अनदेखा करना',
  'counting the days in the wrong direction': 'दिनों को उलटी दिशा में गिनना',
  'counting one leap day too many': 'एक लीप दिन अधिक गिनना',
  'counting one leap day too few': 'एक लीप दिन कम गिनना',
  // coincide
  'forgetting that the hour hand moves on (½° a minute), so taking the gain as 6° a minute':
    'घंटे की सुई का आगे बढ़ना (½° प्रति मिनट) भूलकर बढ़त 6° प्रति मिनट मान लेना',
  'taking the second time instead of the first': 'पहले समय के स्थान पर दूसरा समय ले लेना',
  'going 60/11 minutes too far': '60/11 मिनट आगे निकल जाना',
  'stopping 60/11 minutes short': '60/11 मिनट पहले रुक जाना',
  'multiplying by 11/12 instead of 12/11': '12/11 के स्थान पर 11/12 से गुणा करना',
  'using 5° a minute for the minute hand, so taking the gain as 4.5° a minute':
    'मिनट की सुई के लिए 5° प्रति मिनट लेकर बढ़त 4.5° प्रति मिनट मान लेना',
  'moving the hour hand 1° a minute, so taking the gain as 5° a minute':
    'घंटे की सुई को 1° प्रति मिनट चलाकर बढ़त 5° प्रति मिनट मान लेना',
  // clockGain
  'subtracting the gain instead of adding it': 'तेज़ चलने के मिनट जोड़ने के स्थान पर घटाना',
  'adding the loss instead of subtracting it': 'धीमा चलने के मिनट घटाने के स्थान पर जोड़ना',
  'counting the gain for one hour only': 'केवल एक घंटे का अंतर गिनना',
  'counting one hour too many': 'एक घंटा अधिक गिनना',
  'giving the correct time': 'सही समय ही बता देना',
  // repeatYear
  'matching only the first day of the year, not the leap year': 'केवल वर्ष का पहला दिन मिलाना, लीप वर्ष नहीं',
  'adding 7 years': '7 वर्ष जोड़ना',
  'adding 4 years': '4 वर्ष जोड़ना',
  'adding 6 years': '6 वर्ष जोड़ना',
  'adding 11 years': '11 वर्ष जोड़ना',
};

/** The distractors with each mistake's Hindi beside it. */
export const withHi = (distractors: readonly Distractor[]): Distractor[] =>
  distractors.map((d) => ({ ...d, hi: inHindi(MISTAKES, d.mistake) }));

const degrees = (v: number): string => `${num(v)}°`;

export const hiHandsAngle = (h: number, m: number, raw: number, value: number): ProblemHindi => ({
  question: `${h}:${String(m).padStart(2, '0')} बजे घड़ी की घंटे की सुई और मिनट की सुई के बीच कितना कोण होता है?`,
  steps: [
    `कोण = |30 × H − 5.5 × M| = |30 × ${h % 12} − 5.5 × ${m}| = ${num(raw)}°${raw > 180 ? `; छोटा कोण 360° − ${num(raw)}° = ${degrees(value)} है` : ''}।`,
  ],
});

export const hiMirror = (shown: string, mirrored: string): ProblemHindi => ({
  question: `एक घड़ी ${shown} दिखा रही है। उसके दर्पण प्रतिबिंब में कौन-सा समय दिखेगा?`,
  steps: [`दर्पण प्रतिबिंब का समय = 11:60 − ${shown} = ${mirrored}।`],
});

export const hiDayAfter = (w: number, n: number, later: boolean, answer: number): ProblemHindi => ({
  question: later
    ? `आज ${HI_WEEKDAYS[w]!} है। आज से ${n} दिन बाद सप्ताह का कौन-सा दिन होगा?`
    : `आज ${HI_WEEKDAYS[w]!} है। ${n} दिन पहले सप्ताह का कौन-सा दिन था?`,
  steps: [
    `${n} दिन = ${Math.floor(n / 7)} ${Math.floor(n / 7) === 1 ? 'पूरा' : 'पूरे'} सप्ताह और ${n % 7} विषम दिन; पूरे सप्ताह बाद वही दिन लौट आता है, इसलिए ${HI_WEEKDAYS[w]!} से ${n % 7} दिन ${later ? 'आगे' : 'पीछे'} गिनें: ${HI_WEEKDAYS[answer]!}।`,
  ],
  options: HI_WEEKDAY_OPTIONS,
});

export const hiHandTurn = (hand: 'hour' | 'minute', minutes: number, answer: number): ProblemHindi => ({
  question: `${minutes} मिनट में घड़ी की ${hand === 'hour' ? 'घंटे' : 'मिनट'} की सुई कितने अंश घूमती है?`,
  steps: [
    hand === 'hour'
      ? `घंटे की सुई एक घंटे में 30°, अर्थात् एक मिनट में ½° घूमती है: ${minutes} × ½° = ${degrees(answer)}।`
      : `मिनट की सुई एक घंटे में 360°, अर्थात् एक मिनट में 6° घूमती है: ${minutes} × 6° = ${degrees(answer)}।`,
  ],
});

export function hiSameDate(o: {
  y1: number;
  y2: number;
  m: number;
  d: number;
  w1: number;
  w2: number;
  gap: number;
  leaps: number;
}): ProblemHindi {
  const [from, to] = [hiDate(o.y1, o.m, o.d), hiDate(o.y2, o.m, o.d)];
  const years = Math.abs(o.gap);
  return {
    question: `${from} को ${HI_WEEKDAYS[o.w1]!} था। ${to} को सप्ताह का कौन-सा दिन था?`,
    steps: [
      `${from} से ${to} तक ${years} वर्ष ${years === 1 ? 'है, जिसमें' : 'हैं, जिनमें'} ${o.leaps} लीप दिन ${o.leaps === 1 ? 'है' : 'हैं'}: ${years} + ${o.leaps} = ${years + o.leaps} विषम दिन ${o.gap > 0 ? 'आगे' : 'पीछे'}, अतः ${HI_WEEKDAYS[o.w2]!}।`,
    ],
    options: HI_WEEKDAY_OPTIONS,
  };
}

/** clockGain: "तेज़ चलती है" / "धीमी चलती है" as papers say a clock gains or loses; `toClock` is the English time. */
export function hiClockGain(
  o: { gain: number; start: number; hours: number; shown: number; trueEnd: number },
  toClock: (mins: number) => string,
): ProblemHindi {
  const { gain, hours, shown, trueEnd } = o;
  const g = Math.abs(gain);
  return {
    question: `एक घड़ी हर घंटे ${g} मिनट ${gain > 0 ? 'तेज़' : 'धीमी'} चलती है। इसे ${hiClock(o.start * 60)} पर ठीक मिलाया जाता है। जब सही समय ${hiClock(trueEnd)} होगा, तब यह कौन-सा समय दिखाएगी?`,
    steps: [
      `${hours} घंटों में यह ${hours} × ${g} = ${hours * g} मिनट ${gain > 0 ? 'आगे' : 'पीछे'} हो जाती है, अतः यह ${hiClock(shown)} दिखाएगी।`,
    ],
    // every option's Hindi from the same minutes as its English (the answer and each mistake's time)
    options: Object.fromEntries(
      [shown, trueEnd - hours * gain, trueEnd + gain, trueEnd + (hours + 1) * gain, trueEnd].map((v) => [
        toClock(v),
        hiClock(v),
      ]),
    ),
  };
}

export const hiRepeatYear = (y: number, firstDay: number, leap: boolean, next: number): ProblemHindi => ({
  question: `अगला कौन-सा वर्ष है जिसका कैलेंडर ठीक ${y} के कैलेंडर जैसा होगा?`,
  steps: [
    `वर्ष-दर-वर्ष विषम दिन गिनें, जब तक 1 जनवरी उसी दिन (${HI_WEEKDAYS[firstDay]!}) न पड़े और वह वर्ष भी ${leap ? 'लीप वर्ष' : 'लीप वर्ष न'} हो: ${next}।`,
  ],
});
