/**
 * Time-and-work forms of issue 19's third round, spread in after work.ts's other kinds: gangs of two
 * kinds of worker who work at different rates ("12 men or 18 women can do it in 14 days", and "2 men
 * and 3 boys do it in 10 days, 3 men and 2 boys in 8 days"), and a tank whose capacity follows from
 * a flow given in litres a minute; and two workers each told only the days a part of the work takes
 * ("A does 2/3 of it in 10 days"). Each writes its Hindi twin from the same drawn values.
 */
import { fraction, num, plural, term, withUnit } from '../format';
import { gcd, isWhole } from '../math';
import { isExact, until } from '../question';
import type { Kind, Problem } from '../types';
import { HI_AVERAGE_TIMES, hiDays } from './hindiCommerce';
import { aroundKey } from './keyRank';
import { FRACTIONS } from './workVariants';

const days = (v: number): string => plural(v, 'day');
const hours = (v: number): string => plural(v, 'hour');
const hiHoursIn = (v: number): string => `${num(v)} घंटे`;
const litres = withUnit('litres');
const hiLitres = withUnit('लीटर');

/** The two kinds of worker a gang mixes, in English and in Hindi (the second is the slower). */
const GANGS = [
  {
    fast: ['men', 'man'],
    slow: ['women', 'woman'],
    hiSlow: 'महिलाएँ',
    hiSlowOf: 'महिलाओं',
    hiOne: 'महिला',
    hiOneOf: 'महिला',
  },
  {
    fast: ['men', 'man'],
    slow: ['boys', 'boy'],
    hiSlow: 'लड़के',
    hiSlowOf: 'लड़कों',
    hiOne: 'लड़का',
    hiOneOf: 'लड़के',
  },
] as const;

/** "8 men", "1 boy". */
const count = (n: number, [many, one]: readonly [string, string]): string => `${n} ${n === 1 ? one : many}`;
/** "1 लड़का" / "3 लड़के"; "1 महिला" / "3 महिलाएँ"; पुरुष does not change. */
const hiCount = (n: number, word: string): string =>
  n === 1 ? `1 ${word === 'लड़के' ? 'लड़का' : word === 'महिलाएँ' ? 'महिला' : word}` : `${n} ${word}`;

/**
 * The named mistakes that give a whole or half number of days (litres) other than the key, and none
 * twice: a slip giving 6.83… days is no option a paper prints. A draw keeps only these and is redrawn
 * unless three are left, so every wrong option is a named mistake.
 */
function halves<T extends { value: number }>(wrong: T[], key: number): T[] | undefined {
  const kept = wrong.filter(
    (d, i) =>
      d.value > 0 &&
      isWhole(d.value * 2) &&
      Math.abs(d.value - key) > 1e-9 &&
      wrong.findIndex((e) => Math.abs(e.value - d.value) < 1e-9) === i,
  );
  return kept.length >= 3 ? kept : undefined;
}

export const WORK_GROUPS: Record<string, Kind> = {
  menOrWomen: {
    levels: [2],
    make(rng): Problem {
      return until((): Problem | undefined => {
        // a man does `fast` units a day and a woman `slow`: m men or w women do the job when m·fast = w·slow
        const fast = rng.int(2, 5);
        const slow = rng.int(1, fast - 1);
        if (gcd(fast, slow) !== 1) return undefined;
        const s = rng.int(2, 8);
        const [m, w] = [slow * s, fast * s];
        if (m < 4 || w > 40) return undefined;
        const d = rng.int(6, 40);
        const job = m * fast * d;
        const m2 = rng.int(2, 20);
        const w2 = rng.int(2, 24);
        const t = job / (m2 * fast + w2 * slow);
        if (!isWhole(t) || t < 3 || t === d || (m2 === m && w2 === w)) return undefined;
        const gang = rng.pick(GANGS);
        const manDays = m * d;
        const asMen = m2 + (w2 * m) / w;
        const wrong = halves(
          [
            {
              mistake: `counting a ${gang.slow[1]} as a ${gang.fast[1]}`,
              hi: `एक ${gang.hiOneOf} को एक पुरुष के बराबर गिनना`,
              value: manDays / (m2 + w2),
            },
            {
              mistake: `putting the ${gang.slow[1]}-to-${gang.fast[1]} ratio the wrong way up`,
              hi: `${gang.hiSlowOf} और पुरुषों का अनुपात उलटा लेना`,
              value: manDays / (m2 + (w2 * w) / m),
            },
            {
              mistake: 'adding the times the two groups take alone',
              hi: 'दोनों समूहों के अलग-अलग समयों को जोड़ना',
              value: manDays / m2 + (w * d) / w2,
            },
            {
              mistake: 'averaging the times the two groups take alone',
              hi: 'दोनों समूहों के अलग-अलग समयों का औसत लेना',
              value: (manDays / m2 + (w * d) / w2) / 2,
            },
            // a slip on the key's other side, so that the key's place among the sorted options varies
            {
              mistake: `counting a ${gang.fast[1]} as a ${gang.slow[1]}`,
              hi: `एक पुरुष को एक ${gang.hiOneOf} के बराबर गिनना`,
              value: (w * d) / (m2 + w2),
            },
          ],
          t,
        );
        if (!wrong) return undefined;
        return {
          question: `${count(m, gang.fast)} or ${count(w, gang.slow)} can do a piece of work in ${days(d)}. In how many days will ${count(m2, gang.fast)} and ${count(w2, gang.slow)} together do the same work?`,
          answer: t,
          format: days,
          wholeOptions: false,
          distractors: aroundKey(wrong, t, d + m2 + w2),
          steps: [
            `${count(m, gang.fast)} = ${count(w, gang.slow)}, so 1 ${gang.slow[1]} = ${fraction(m / w)} ${gang.fast[1]}, and ${count(m2, gang.fast)} and ${count(w2, gang.slow)} = ${m2} + ${w2} × ${fraction(m / w)} = ${num(asMen)} ${gang.fast[0]}.`,
            `The work is ${m} × ${d} = ${num(manDays)} ${gang.fast[1]}-days, so it takes ${num(manDays)} ÷ ${num(asMen)} = ${days(t)}.`,
          ],
          hi: {
            question: `${m} पुरुष या ${hiCount(w, gang.hiSlow)} एक कार्य को ${hiDays(d)} में कर सकते हैं। ${m2} पुरुष और ${hiCount(w2, gang.hiSlow)} मिलकर उसी कार्य को कितने दिनों में करेंगे?`,
            steps: [
              `${m} पुरुष = ${hiCount(w, gang.hiSlow)}, अतः ${hiCount(1, gang.hiSlow)} = ${fraction(m / w)} पुरुष, और ${m2} पुरुष तथा ${hiCount(w2, gang.hiSlow)} = ${m2} + ${w2} × ${fraction(m / w)} = ${num(asMen)} पुरुष।`,
              `कार्य = ${m} × ${d} = ${num(manDays)} पुरुष-दिन, अतः इसमें ${num(manDays)} ÷ ${num(asMen)} = ${hiDays(t)} लगेंगे।`,
            ],
            format: hiDays,
          },
          params: { m, w, d, m2, w2, slow: gang.slow[0] },
        };
      });
    },
  },
  menAndBoys: {
    levels: [3],
    make(rng): Problem {
      return until((): Problem | undefined => {
        // a man does x units a day and a boy y; each gang's day is a·x + b·y units
        const x = rng.int(2, 9);
        const y = rng.int(1, x - 1);
        if (gcd(x, y) !== 1) return undefined;
        const [a1, b1, a2, b2, a3, b3] = [
          rng.int(1, 6),
          rng.int(1, 8),
          rng.int(1, 6),
          rng.int(1, 8),
          rng.int(1, 6),
          rng.int(1, 8),
        ];
        // the two gangs must fix the ratio of the rates (not be multiples of each other)
        if (a1 * b2 === a2 * b1) return undefined;
        if ((a3 === a1 && b3 === b1) || (a3 === a2 && b3 === b2)) return undefined;
        const [r1, r2, r3] = [a1 * x + b1 * y, a2 * x + b2 * y, a3 * x + b3 * y];
        const job = (r1 * r2) / gcd(r1, r2);
        const [d1, d2] = [job / r1, job / r2];
        const t = job / r3;
        if (d1 > 40 || d2 > 40 || d1 === d2 || !isExact(t) || !isWhole(t * 2) || t > 60 || t < 2)
          return undefined;
        const gang = rng.pick(GANGS);
        const men = (n: number) => count(n, gang.fast);
        const kids = (n: number) => count(n, gang.slow);
        const hiKids = (n: number) => hiCount(n, gang.hiSlow);
        const [km, kb] = [d1 * a1 - d2 * a2, d2 * b2 - d1 * b1];
        const equation = `${d1}(${term(a1, 'm')} + ${term(b1, 'b')}) = ${d2}(${term(a2, 'm')} + ${term(b2, 'b')})`;
        const solved = `${term(Math.abs(km), 'm')} = ${term(Math.abs(kb), 'b')}`;
        const wrong = halves(
          [
            {
              mistake: `swapping the rates of a ${gang.fast[1]} and a ${gang.slow[1]}`,
              hi: `एक पुरुष और एक ${gang.hiOneOf} की दरों को आपस में बदल देना`,
              value: job / (a3 * y + b3 * x),
            },
            {
              mistake: `counting a ${gang.slow[1]} as a ${gang.fast[1]}, from the first gang`,
              hi: `पहले समूह के आँकड़ों में एक ${gang.hiOneOf} को एक पुरुष के बराबर गिनना`,
              value: ((a1 + b1) * d1) / (a3 + b3),
            },
            {
              mistake: 'averaging the two given times',
              hi: HI_AVERAGE_TIMES,
              value: (d1 + d2) / 2,
            },
            {
              mistake: `giving the time the ${gang.fast[0]} alone take`,
              hi: 'केवल पुरुषों का समय बताना',
              value: job / (a3 * x),
            },
          ],
          t,
        );
        if (!wrong) return undefined;
        return {
          question: `${men(a1)} and ${kids(b1)} can do a piece of work in ${days(d1)}, while ${men(a2)} and ${kids(b2)} can do it in ${days(d2)}. In how many days will ${men(a3)} and ${kids(b3)} do it?`,
          answer: t,
          format: days,
          wholeOptions: false,
          distractors: wrong,
          steps: [
            `Let a ${gang.fast[1]} do m and a ${gang.slow[1]} b units a day: ${equation}, so ${solved} and m : b = ${x} : ${y}.`,
            `With m = ${x} and b = ${y}, the work is ${d1} × ${num(r1)} = ${num(job)} units, and ${men(a3)} and ${kids(b3)} do ${a3} × ${x} + ${b3} × ${y} = ${num(r3)} units a day: ${num(job)} ÷ ${num(r3)} = ${days(t)}.`,
          ],
          hi: {
            question: `${a1} पुरुष और ${hiKids(b1)} एक कार्य को ${hiDays(d1)} में कर सकते हैं, जबकि ${a2} पुरुष और ${hiKids(b2)} उसे ${hiDays(d2)} में कर सकते हैं। ${a3} पुरुष और ${hiKids(b3)} उसे कितने दिनों में करेंगे?`,
            steps: [
              `माना प्रतिदिन एक पुरुष m इकाई और एक ${gang.hiOne} b इकाई कार्य करते हैं: ${equation}, अतः ${solved} और m : b = ${x} : ${y}।`,
              `m = ${x} और b = ${y} लेने पर कार्य = ${d1} × ${num(r1)} = ${num(job)} इकाई, और ${a3} पुरुष तथा ${hiKids(b3)} प्रतिदिन ${a3} × ${x} + ${b3} × ${y} = ${num(r3)} इकाई करते हैं: ${num(job)} ÷ ${num(r3)} = ${hiDays(t)}।`,
            ],
            format: hiDays,
          },
          params: { a1, b1, d1, a2, b2, d2, a3, b3 },
        };
      });
    },
  },
  tankLitres: {
    levels: [2, 3],
    make(rng): Problem {
      return until((): Problem | undefined => {
        const flow = rng.pick([2, 3, 4, 5, 6, 8, 10, 12, 15, 20]);
        const quick = rng.int(3, 12);
        const slow = rng.int(quick + 1, 3 * quick);
        // litres an hour the flow makes up, and the share of the tank an hour it makes up
        const hourly = 60 * flow;
        const capacity = (hourly * quick * slow) / (slow - quick);
        // the tank's share an hour is a unit fraction (1/6 − 1/8 = 1/24), as the papers set it
        if (!isWhole((quick * slow) / (slow - quick))) return undefined;
        if (!isWhole(capacity) || capacity > 20000 || capacity < 500) return undefined;
        const form = rng.pick(['inlet', 'leak'] as const);
        const wrong = [
          {
            mistake: 'leaving the litres a minute unconverted to hours',
            hi: 'लीटर प्रति मिनट को घंटों में न बदलना',
            value: capacity / 60,
          },
          {
            mistake: 'adding the two rates instead of subtracting',
            hi: 'दरों को घटाने के स्थान पर जोड़ना',
            value: (hourly * quick * slow) / (slow + quick),
          },
          {
            mistake: 'not dividing by the difference of the two times',
            hi: 'दोनों समयों के अंतर से भाग न देना',
            value: hourly * quick * slow,
          },
          {
            mistake: 'multiplying the hourly flow by the difference of the times',
            hi: 'प्रति घंटे के प्रवाह को समयों के अंतर से गुणा करना',
            value: hourly * (slow - quick),
          },
          {
            mistake: 'multiplying the hourly flow by the longer time',
            hi: 'प्रति घंटे के प्रवाह को अधिक समय से गुणा करना',
            value: hourly * slow,
          },
        ];
        const whole = halves(wrong, capacity)?.filter((d) => isWhole(d.value));
        if (!whole || whole.length < 3) return undefined;
        const kept = aroundKey(whole, capacity, flow + quick + slow);
        const share = fraction(1 / quick - 1 / slow);
        if (form === 'inlet') {
          return {
            question: `A leak in the bottom of a tank can empty the full tank in ${hours(quick)}. An inlet pipe fills water at the rate of ${litres(flow)} a minute. When the tank is full, the inlet is opened and due to the leak the tank is empty in ${hours(slow)}. What is the capacity of the tank?`,
            answer: capacity,
            format: litres,
            distractors: kept,
            steps: [
              `In an hour the leak empties 1/${quick} of the tank, and with the inlet open the tank loses 1/${slow} of itself, so the inlet puts in 1/${quick} − 1/${slow} = ${share} of the tank an hour.`,
              `The inlet puts in ${flow} × 60 = ${num(hourly)} litres an hour, so the tank holds ${num(hourly)} ÷ ${share} = ${litres(capacity)}.`,
            ],
            hi: {
              question: `एक टंकी की तली में एक रिसाव भरी हुई टंकी को ${hiHoursIn(quick)} में खाली कर सकता है। एक भरण पाइप ${hiLitres(flow)} प्रति मिनट की दर से पानी भरता है। जब टंकी भरी होती है, तब भरण पाइप खोल दिया जाता है और रिसाव के कारण टंकी ${hiHoursIn(slow)} में खाली हो जाती है। टंकी की धारिता कितनी है?`,
              steps: [
                `एक घंटे में रिसाव टंकी का 1/${quick} भाग खाली करता है, और भरण पाइप खुला रहने पर टंकी का 1/${slow} भाग खाली होता है, अतः भरण पाइप प्रति घंटे 1/${quick} − 1/${slow} = ${share} भाग भरता है।`,
                `भरण पाइप प्रति घंटे ${flow} × 60 = ${num(hourly)} लीटर भरता है, अतः टंकी की धारिता = ${num(hourly)} ÷ ${share} = ${hiLitres(capacity)}।`,
              ],
              format: hiLitres,
            },
            params: { form, flow, quick, slow },
          };
        }
        return {
          question: `A pipe can fill a tank in ${hours(quick)}. Because of a leak at the bottom, the tank fills in ${hours(slow)}. If the leak drains ${litres(flow)} a minute, what is the capacity of the tank?`,
          answer: capacity,
          format: litres,
          distractors: kept,
          steps: [
            `In an hour the pipe fills 1/${quick} of the tank and with the leak 1/${slow}, so the leak drains 1/${quick} − 1/${slow} = ${share} of the tank an hour.`,
            `The leak drains ${flow} × 60 = ${num(hourly)} litres an hour, so the tank holds ${num(hourly)} ÷ ${share} = ${litres(capacity)}.`,
          ],
          hi: {
            question: `एक पाइप एक टंकी को ${hiHoursIn(quick)} में भर सकता है। तली में एक रिसाव के कारण टंकी ${hiHoursIn(slow)} में भरती है। यदि रिसाव प्रति मिनट ${hiLitres(flow)} पानी निकालता है, तो टंकी की धारिता कितनी है?`,
            steps: [
              `एक घंटे में पाइप टंकी का 1/${quick} भाग भरता है और रिसाव सहित 1/${slow} भाग, अतः रिसाव प्रति घंटे 1/${quick} − 1/${slow} = ${share} भाग निकालता है।`,
              `रिसाव प्रति घंटे ${flow} × 60 = ${num(hourly)} लीटर निकालता है, अतः टंकी की धारिता = ${num(hourly)} ÷ ${share} = ${hiLitres(capacity)}।`,
            ],
            format: hiLitres,
          },
          params: { form, flow, quick, slow },
        };
      });
    },
  },
  fractionRates: {
    levels: [2, 3],
    make(rng): Problem {
      return until((): Problem | undefined => {
        // A and B alone take a and b days; each is told only the days a part of the work takes
        const a = rng.int(6, 40);
        const b = rng.int(6, 40);
        const together = (a * b) / (a + b);
        if (a === b || !isWhole(together * 2)) return undefined;
        // the parts up to fifths (halves, thirds, quarters, fifths)
        const parts = FRACTIONS.slice(0, 8);
        const [n1, d1] = rng.pick(parts);
        const [n2, d2] = rng.pick(parts);
        const [k1, k2] = [(a * n1) / d1, (b * n2) / d2];
        if (!isWhole(k1) || !isWhole(k2) || (n1 === n2 && d1 === d2)) return undefined;
        const wrong = halves(
          [
            {
              mistake: 'taking the given days as the times for the whole work',
              hi: 'दिए गए दिनों को पूरे कार्य का समय मान लेना',
              value: (k1 * k2) / (k1 + k2),
            },
            {
              mistake: 'multiplying the days by the part instead of dividing',
              hi: 'दिनों को भाग से भाग देने के स्थान पर गुणा करना',
              value: (((k1 * n1) / d1) * ((k2 * n2) / d2)) / ((k1 * n1) / d1 + (k2 * n2) / d2),
            },
            {
              mistake: 'averaging the two whole times',
              hi: 'पूरे कार्य के दोनों समयों का औसत लेना',
              value: (a + b) / 2,
            },
            { mistake: 'adding the two given days', hi: 'दिए गए दोनों दिनों को जोड़ना', value: k1 + k2 },
            // a slip on the key's other side, so that the key's place among the sorted options varies
            {
              mistake: 'giving the whole time of the quicker one alone',
              hi: 'तेज़ कार्यकर्ता द्वारा अकेले पूरा कार्य करने का समय देना',
              value: Math.min(a, b),
            },
          ],
          together,
        );
        // a slip below the key too (the given days taken whole), so the key is not always the smallest
        if (!wrong || !wrong.some((d) => d.value < together)) return undefined;
        return {
          question: `A can do ${n1}/${d1} of a piece of work in ${days(k1)}, and B can do ${n2}/${d2} of it in ${days(k2)}. In how many days can A and B together finish the whole work?`,
          answer: together,
          format: days,
          wholeOptions: false,
          distractors: aroundKey(wrong, together, a + b + k1 + k2),
          steps: [
            `A alone takes ${k1} × ${d1}/${n1} = ${days(a)} and B alone ${k2} × ${d2}/${n2} = ${days(b)} for the whole work.`,
            `Together: ${a} × ${b}/(${a} + ${b}) = ${days(together)}.`,
          ],
          hi: {
            question: `A किसी कार्य का ${n1}/${d1} भाग ${hiDays(k1)} में कर सकता है, और B उसका ${n2}/${d2} भाग ${hiDays(k2)} में कर सकता है। A और B मिलकर पूरा कार्य कितने दिनों में समाप्त करेंगे?`,
            steps: [
              `पूरे कार्य में A अकेले ${k1} × ${d1}/${n1} = ${hiDays(a)} और B अकेले ${k2} × ${d2}/${n2} = ${hiDays(b)} लेगा।`,
              `मिलकर: ${a} × ${b}/(${a} + ${b}) = ${hiDays(together)}।`,
            ],
            format: hiDays,
          },
          params: { n1, d1, k1, n2, d2, k2 },
        };
      });
    },
  },
};
