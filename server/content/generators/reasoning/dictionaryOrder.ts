/**
 * Alphabet-test forms the papers ask beyond "which word comes n-th" (issue 19, items 6 and 18): the
 * whole dictionary order of five numbered words ("5, 3, 2, 4, 1"), and how many letters of a word
 * keep their place when its letters are arranged alphabetically (NUCLEAR → ACELNRU: only L).
 */
import { ordinal } from '../format';
import { until } from '../question';
import type { Rng } from '../rng';
import type { Distractor, Level, Problem } from '../types';
import { hiNth, hiNthOblique } from './hindiLetters';
import { DICTIONARY_SETS } from './letters';

/**
 * The alphabet test's sets (letters.ts) without TRANSFER's, in their order, between sets of its own with
 * a word that begins another (MORAL, MORALE: the shorter comes first) and more.
 */
const ORDER_SETS: readonly (readonly string[])[] = [
  ['MORAL', 'MORTAL', 'MORALE', 'MORON', 'MORNING'],
  ...DICTIONARY_SETS.filter((set) => set[0] !== 'TRANSFER'),
  ['ABSENT', 'ABSOLUTE', 'ABSORB', 'ABSENCE', 'ABSTRACT'],
  ['DECIDE', 'DECIMAL', 'DECISION', 'DECLARE', 'DECLINE'],
  ['PRESENT', 'PRESERVE', 'PRESIDENT', 'PRESS', 'PRESSURE'],
  ['COMMUNITY', 'COMMUNICATE', 'COMMON', 'COMMERCE', 'COMMITTEE'],
  ['INFORM', 'INFLUENCE', 'INFANT', 'INFINITE', 'INFORMATION'],
  ['CAPTAIN', 'CAPITAL', 'CAPTURE', 'CAPACITY', 'CAPTION'],
];

/** The place (1-based) of the first letter at which two different words differ (a prefix: its length + 1). */
function decidingPlace(a: string, b: string): number {
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i += 1;
  return i + 1;
}

const numbersOf = (order: readonly string[], words: readonly string[]): string =>
  order.map((w) => words.indexOf(w) + 1).join(', ');

/** Arrange the numbered words as in a dictionary: the order as their numbers. */
export function dictionaryOrder(rng: Rng): Problem {
  return until((): Problem | undefined => {
    const words = rng.shuffle(rng.pick(ORDER_SETS));
    const sorted = [...words].sort();
    const answer = numbersOf(sorted, words);
    // the neighbours of the order, hardest first: the later they differ, the easier to swap them
    const pairs = sorted
      .slice(1)
      .map((w, i) => ({ i, first: sorted[i]!, second: w, place: decidingPlace(sorted[i]!, w) }))
      .sort((a, b) => b.place - a.place || a.i - b.i);
    // the order is decided late in the word: the deepest pair of neighbours is the point of the form
    if (pairs[0]!.place < 3) return undefined;
    const swaps = pairs.map(({ i, first, second, place }): Distractor => {
      const swapped = [...sorted];
      [swapped[i], swapped[i + 1]] = [second, first];
      const value = numbersOf(swapped, words);
      return place > first.length
        ? {
            mistake: `putting ${second} before ${first} (it begins with ${first})`,
            hi: `${second} (जो ${first} से शुरू होता है) को ${first} से पहले रखना`,
            value,
          }
        : {
            mistake: `swapping ${first} and ${second} (they first differ at the ${ordinal(place)} letter)`,
            hi: `${first} और ${second} (जो पहली बार ${hiNthOblique(place)} अक्षर पर भिन्न होते हैं) का क्रम उलट देना`,
            value,
          };
    });
    const byLength = [...sorted].sort((a, b) => a.length - b.length);
    const distractors: Distractor[] = [
      swaps[0]!,
      {
        mistake: 'writing the order backwards',
        hi: 'क्रम को उलटा लिखना',
        value: numbersOf([...sorted].reverse(), words),
      },
      {
        mistake: 'ordering the words by length (shortest first)',
        hi: 'शब्दों को लंबाई के क्रम में (सबसे छोटा पहले) रखना',
        value: numbersOf(byLength, words),
      },
      ...swaps.slice(1),
    ];
    const listed = words.map((w, i) => `${i + 1}. ${w}`).join(' ');
    const reasons = sorted.slice(1).map((w, i) => {
      const place = decidingPlace(sorted[i]!, w);
      return place > sorted[i]!.length
        ? `${sorted[i]} before ${w} (${w} begins with it)`
        : `${sorted[i]} before ${w} (${ordinal(place)} letter ${sorted[i]![place - 1]} before ${w[place - 1]})`;
    });
    const reasonsHi = sorted.slice(1).map((w, i) => {
      const place = decidingPlace(sorted[i]!, w);
      return place > sorted[i]!.length
        ? `${sorted[i]} पहले, ${w} बाद में (${w} उसी से शुरू होता है)`
        : `${sorted[i]} पहले, ${w} बाद में (${hiNth(place)} अक्षर ${sorted[i]![place - 1]} पहले, ${w[place - 1]} बाद में)`;
    });
    return {
      question: `Arrange the following words in the order in which they would appear in an English dictionary. ${listed}`,
      answer,
      distractors,
      steps: [
        `Compare the words letter by letter; the first letter that differs decides, and a word that begins another comes first: ${reasons.join('; ')}.`,
        `So the order is ${sorted.join(', ')}, that is ${answer}.`,
      ],
      hi: {
        question: `निम्नलिखित शब्दों को उस क्रम में व्यवस्थित कीजिए जिसमें वे अंग्रेज़ी शब्दकोश में आते हैं। ${listed}`,
        steps: [
          `शब्दों की अक्षर-दर-अक्षर तुलना कीजिए; पहला भिन्न अक्षर क्रम तय करता है, और जो शब्द किसी दूसरे शब्द का आरंभ है वह पहले आता है: ${reasonsHi.join('; ')}।`,
          `अतः क्रम ${sorted.join(', ')} है, अर्थात् ${answer}।`,
        ],
      },
      params: { words },
    };
  });
}

/**
 * Words of six to nine letters, as NUCLEAR (level 2 takes those of up to seven); a word that keeps no
 * letter in place (EDUCATION → ACDEINOTU) is drawn again.
 */
const PLACE_WORDS = [
  'NUCLEAR',
  'MACHINE',
  'COUNTRY',
  'PICTURE',
  'GARDEN',
  'MONKEY',
  'PLANET',
  'WINTER',
  'FLOWER',
  'BRIGHT',
  'MARKET',
  'PENCIL',
  'SILVER',
  'HOLIDAY',
  'FACTORY',
  'PROBLEM',
  'TEACHER',
  'QUALITY',
  'CAPITAL',
  'HISTORY',
  'JOURNEY',
  'KINGDOM',
  'LIBRARY',
  'MORNING',
  'NETWORK',
  'PAINTER',
  'SCIENCE',
  'VILLAGE',
  'WEATHER',
  'FORMULATE',
  'CHAMPION',
  'DAUGHTER',
  'HOSPITAL',
  'MOUNTAIN',
  'ORGANISE',
  'PLATFORM',
  'REGISTER',
  'STANDARD',
  'THOUSAND',
] as const;

/** How many letters of a word keep their place when its letters are arranged alphabetically. */
export function lettersInPlace(rng: Rng, level: Level): Problem {
  return until((): Problem | undefined => {
    const word = rng.pick(PLACE_WORDS);
    if (level === 2 && word.length > 7) return undefined;
    const sorted = [...word].sort().join('');
    const reversed = [...sorted].reverse().join('');
    const stay = (row: string): number[] => [...word].flatMap((c, i) => (row[i] === c ? [i] : []));
    const kept = stay(sorted);
    if (kept.length === 0) return undefined;
    const backwards = stay(reversed).length;
    // a letter counted as staying when it only moves one place
    const nearly = [...word].filter(
      (c, i) => sorted[i - 1] === c || sorted[i] === c || sorted[i + 1] === c,
    ).length;
    const which = kept.map((i) => `${word[i]} (${ordinal(i + 1)})`).join(', ');
    const whichHi = kept.map((i) => `${word[i]} (${hiNth(i + 1)})`).join(', ');
    return {
      question: `If the letters of the word ${word} are arranged in alphabetical order, how many letters will remain in the same position?`,
      answer: kept.length,
      allowNonPositive: true,
      step: 1,
      distractors: [
        {
          mistake: 'arranging the letters in reverse alphabetical order',
          hi: 'अक्षरों को उलटे वर्णानुक्रम में व्यवस्थित करना',
          value: backwards,
        },
        {
          mistake: 'counting the letters that move instead',
          hi: 'स्थान बदलने वाले अक्षर गिनना',
          value: word.length - kept.length,
        },
        {
          mistake: 'counting a letter that moves one place as staying',
          hi: 'एक स्थान खिसकने वाले अक्षर को भी अपने स्थान पर मान लेना',
          value: nearly,
        },
      ],
      steps: [
        `Arranged alphabetically, ${word} becomes ${sorted}.`,
        kept.length === 1
          ? `Compared place by place, only ${which} stays in place: 1.`
          : `Compared place by place, ${which} stay in place: ${kept.length}.`,
      ],
      hi: {
        question: `यदि शब्द ${word} के अक्षरों को वर्णानुक्रम में व्यवस्थित किया जाए, तो कितने अक्षर अपने स्थान पर बने रहेंगे?`,
        steps: [
          `वर्णानुक्रम में व्यवस्थित करने पर ${word} से ${sorted} बनता है।`,
          `स्थान-दर-स्थान तुलना करने पर ${whichHi} अपने स्थान पर ${kept.length === 1 ? 'रहता है' : 'रहते हैं'}: ${kept.length}।`,
        ],
      },
      params: { word },
    };
  });
}
