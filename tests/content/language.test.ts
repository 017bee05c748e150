/**
 * Small slips of language a candidate would notice (issue 12, item 5), searched for in every generated
 * question: its text, options, explanation and the text alternatives of its drawings.
 */
import { describe, expect, it } from 'vitest';
import { generateBank, generatedTopics } from '../../server/content/generators/build';
import type { GeneratedQuestion } from '../../server/content/generators/types';
import { LEVEL_NUMBERS } from '../../server/content/generators/types';

const SLIPS: readonly (readonly [string, RegExp])[] = [
  // not a digit of a number with unknown digits ("69x1y")
  ['a coefficient of 1 written out ("1x")', /(?<![\d.,/xy])1[xy]\b/],
  ['a minus sign before a negative number ("16 − −81")', /[−+] [−-]\d/],
  [
    'a plural after one ("1 green balls", "1 whole weeks")',
    /(?<![\d.,/]|₹ )1 (?:[a-z]+ )?(?:balls|marbles|coins|cards|pens|weeks|years|days|hours|minutes)\b/,
  ],
  [
    '"a" before a number spoken with a vowel ("A 8 by 8")',
    /(?:^|[.?!(]\s*|\s)(?:a|(?<![Ss]hop |[Ss]ection |[Vv]essel )A) (?:8[\d,]*|1[18])(?![\d,])/,
  ],
  ['a ratio set equal to itself ("27 : 18 : 8 = 27 : 18 : 8")', /(?<!\d|: )(\d+(?: : \d+)+) = \1(?!\d| :)/],
  ['"% squared" for a square of a percentage', /%\)? squared/],
];

/** The same slips in the Hindi twin: "1 पूरे सप्ताह" for 1 पूरा सप्ताह, "1 वर्ष हैं" for 1 वर्ष है. */
const HINDI_SLIPS: readonly (readonly [string, RegExp])[] = [
  [
    'a plural after one ("1 पूरे सप्ताह और", "1 वर्ष हैं", "अगले 1 वर्षों में")',
    /(?<![\d.,/:])1 (?:पूरे सप्ताह (?!में|से|के|की|का|को|तक|बाद|पर)|(?:लीप )?(?:वर्ष|दिन|सप्ताह) हैं|वर्षों)/,
  ],
];

/** Every text of a question a candidate reads, drawings' text alternatives included. */
const textsOf = (q: GeneratedQuestion): string[] => [
  q.question,
  ...q.options,
  q.explanation,
  ...(q.figure?.question ? [q.figure.question.alt] : []),
  ...(q.figure?.options ?? []).map((f) => f.alt),
];

/** Every Hindi text of a question a candidate reads (none if it has no Hindi twin). */
const hindiTextsOf = (q: GeneratedQuestion): string[] =>
  q.hi ? [q.hi.question, ...q.hi.options, q.hi.explanation, ...(q.hi.figureAlt ? [q.hi.figureAlt] : [])] : [];

describe.each(generatedTopics().map((t) => [`${t.category}/${t.topic}`, t.category, t.topic] as const))(
  '%s',
  (_name, category, topic) => {
    it('has none of the slips of language the audit found', () => {
      const found = LEVEL_NUMBERS.flatMap((level) => generateBank(category, topic, level)).flatMap((q) => [
        ...textsOf(q).flatMap((text) =>
          SLIPS.filter(([, pattern]) => pattern.test(text)).map(([slip]) => `${slip}: ${text}`),
        ),
        ...hindiTextsOf(q).flatMap((text) =>
          HINDI_SLIPS.filter(([, pattern]) => pattern.test(text)).map(([slip]) => `${slip}: ${text}`),
        ),
      ]);
      expect(found.slice(0, 5)).toEqual([]);
    });
  },
);

it('recognises each slip it looks for', () => {
  const examples = [
    'Take 2x, 6x and 1x coins.',
    '6 × (36 − −57) = 558',
    'A bag has 7 red, 3 blue and 1 green balls.',
    '10 days are 1 whole weeks and 3 odd days',
    'A 8 by 8 pattern',
    'A : B : C = 27 : 18 : 8 = 27 : 18 : 8.',
    'a loss of (p/10)% squared = 6.25%',
  ];
  expect(examples.map((e) => SLIPS.filter(([, p]) => p.test(e)).length)).toEqual([1, 1, 1, 1, 1, 1, 1]);
  const fine = [
    'Take 2x, 6x and x coins.',
    '6 × (36 + 57) = 558',
    'A bag has 7 red balls, 3 blue balls and 1 green ball.',
    '10 days are 1 whole week and 3 odd days; the next 5 years have 1 leap year',
    'An 8 by 8 pattern, a 7 by 7 grid, Shop A 80',
    'A : B : C = 54 : 36 : 16 = 27 : 18 : 8.',
    'a loss of (p/10)²%',
  ];
  expect(fine.flatMap((e) => SLIPS.filter(([, p]) => p.test(e)).map(([slip]) => `${slip}: ${e}`))).toEqual(
    [],
  );
});

it('recognises each Hindi slip it looks for', () => {
  const examples = ['10 दिन = 1 पूरे सप्ताह और 3 विषम दिन', 'तक 1 वर्ष हैं, जिनमें', 'अगले 1 वर्षों में 0 लीप वर्ष हैं'];
  expect(examples.map((e) => HINDI_SLIPS.filter(([, p]) => p.test(e)).length)).toEqual([1, 1, 1]);
  const fine = [
    '10 दिन = 1 पूरा सप्ताह और 3 विषम दिन; 1 पूरे सप्ताह में 7 दिन',
    'तक 1 वर्ष है, जिसमें 1 लीप दिन है; 11 वर्ष हैं',
    'अगले 1 वर्ष में 0 लीप वर्ष हैं',
  ];
  expect(fine.filter((e) => HINDI_SLIPS.some(([, p]) => p.test(e)))).toEqual([]);
});
