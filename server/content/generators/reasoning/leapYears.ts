/**
 * Which of four years is a leap year (coverage audit 4, item 16). One option is a leap year (a
 * multiple of 4 that is not a century, or at level 3 also a century divisible by 400); each other is a
 * named slip of the rule: a century year not divisible by 400 (1900), an even year not divisible by 4
 * (2022), a year ending in 4 or 8 that is not divisible by 4 (2014). The years are ordered around the
 * key with `aroundKey`, so the key's place among them is even.
 */
import { aroundKey } from '../aptitude/keyRank';
import { until } from '../question';
import type { Rng } from '../rng';
import type { Distractor, Level, Problem } from '../types';

const isLeap = (y: number): boolean => (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0;

/** A year near `around` with last digit in `digits`, leaving 2 on division by 4. */
function evenNotFour(rng: Rng, around: number, digits: readonly number[]): number {
  return until(() => {
    const y = around + rng.int(-40, 40);
    return y % 4 === 2 && digits.includes(y % 10) && y % 100 !== 0 ? y : undefined;
  });
}

export function leapYear(rng: Rng, level: Level): Problem {
  return until((): Problem | undefined => {
    const centuryKey = level === 3 && rng.int(0, 1) === 1;
    const key = centuryKey ? rng.pick([1600, 2000, 2400]) : 4 * rng.int(level === 1 ? 488 : 425, 524);
    if (!centuryKey && key % 100 === 0) return undefined;
    const slips: { mistake: string; hi: string; value: number }[] = [];
    const century = (y: number) => ({
      mistake: `taking ${y}, a century year not divisible by 400, for a leap year`,
      hi: `${y} को, जो 400 से विभाज्य न होने वाला शताब्दी वर्ष है, लीप वर्ष मानना`,
      value: y,
    });
    const even = (y: number) => ({
      mistake: `taking ${y}, an even year not divisible by 4, for a leap year`,
      hi: `${y} को, जो 4 से विभाज्य न होने वाला सम वर्ष है, लीप वर्ष मानना`,
      value: y,
    });
    const ending = (y: number) => ({
      mistake: `taking ${y}, a year ending in ${y % 10} but not divisible by 4, for a leap year`,
      hi: `${y} को, जिसका अंतिम अंक ${y % 10} है पर जो 4 से विभाज्य नहीं है, लीप वर्ष मानना`,
      value: y,
    });
    if (level >= 2) {
      const centuries = [1700, 1800, 1900, 2100, 2200, 2300].filter((y) => Math.abs(y - key) <= 400);
      for (const y of rng.sample(centuries, level === 3 ? 2 : 1)) slips.push(century(y));
    }
    slips.push(ending(evenNotFour(rng, key, [4, 8])), ending(evenNotFour(rng, key, [4, 8])));
    slips.push(even(evenNotFour(rng, key, [0, 2, 6])), even(evenNotFour(rng, key, [0, 2, 6])));
    const years = slips.map((s) => s.value);
    if (new Set(years).size !== years.length || years.some(isLeap)) return undefined;
    const ordered = aroundKey(slips, key, key + years[0]!);
    const shown = ordered.slice(0, 3);
    // at level 2 and 3 a century year is always among the options
    if (level >= 2 && !shown.some((s) => s.value % 100 === 0)) return undefined;
    const distractors: Distractor[] = ordered.map((s) => ({ ...s, value: String(s.value) }));
    const why = centuryKey
      ? `${key} is a century year divisible by 400, so it is a leap year.`
      : `${key} is divisible by 4 (${key} ÷ 4 = ${key / 4}) and is not a century year, so it is a leap year.`;
    const hiWhy = centuryKey
      ? `${key} एक शताब्दी वर्ष है जो 400 से विभाज्य है, अतः यह लीप वर्ष है।`
      : `${key}, 4 से विभाज्य है (${key} ÷ 4 = ${key / 4}) और शताब्दी वर्ष नहीं है, अतः यह लीप वर्ष है।`;
    const others = shown.map((s) => s.value).join(', ');
    return {
      question: 'Which of the following years is a leap year?',
      answer: String(key),
      trap: false,
      distractors,
      steps: [
        'A year is a leap year when it is divisible by 4 and is not a century year, or when it is a century year divisible by 400.',
        `${why} None of ${others} is: a century year must be divisible by 400, and every other year by 4.`,
      ],
      hi: {
        question: 'निम्नलिखित में से कौन-सा वर्ष लीप वर्ष है?',
        steps: [
          'कोई वर्ष लीप वर्ष होता है यदि वह 4 से विभाज्य हो और शताब्दी वर्ष न हो, या वह ऐसा शताब्दी वर्ष हो जो 400 से विभाज्य हो।',
          `${hiWhy} ${others} में से कोई भी लीप वर्ष नहीं है: शताब्दी वर्ष को 400 से और अन्य वर्ष को 4 से विभाज्य होना चाहिए।`,
        ],
      },
      params: { key, years: [key, ...years] },
    };
  });
}
