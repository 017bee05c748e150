/**
 * Small slips of language a candidate would notice (issue 12, item 5), searched for in every generated
 * question: its text, options, explanation and the text alternatives of its drawings.
 */
import { describe, expect, it } from 'vitest';
import { generateBank, generatedTopics } from '../../server/content/generators/build';
import type { GeneratedQuestion } from '../../server/content/generators/types';
import { LEVEL_NUMBERS } from '../../server/content/generators/types';

const SLIPS: readonly (readonly [string, RegExp])[] = [
  ['a coefficient of 1 written out ("1x")', /(?<![\d.,/])1[xy]\b/],
  ['a minus sign before a negative number ("16 − −81")', /[−+] [−-]\d/],
  [
    'a plural after one ("1 green balls")',
    /(?<![\d.,/]|₹ )1 (?:[a-z]+ )?(?:balls|marbles|coins|cards|pens)\b/,
  ],
  [
    '"a" before a number spoken with a vowel ("A 8 by 8")',
    /(?:^|[.?!(]\s*|\s)(?:a|(?<![Ss]hop |[Ss]ection |[Vv]essel )A) (?:8[\d,]*|1[18])(?![\d,])/,
  ],
  ['a ratio set equal to itself ("27 : 18 : 8 = 27 : 18 : 8")', /(?<!\d|: )(\d+(?: : \d+)+) = \1(?!\d| :)/],
  ['"% squared" for a square of a percentage', /%\)? squared/],
];

/** Every text of a question a candidate reads, drawings' text alternatives included. */
const textsOf = (q: GeneratedQuestion): string[] => [
  q.question,
  ...q.options,
  q.explanation,
  ...(q.figure?.question ? [q.figure.question.alt] : []),
  ...(q.figure?.options ?? []).map((f) => f.alt),
];

describe.each(generatedTopics().map((t) => [`${t.category}/${t.topic}`, t.category, t.topic] as const))(
  '%s',
  (_name, category, topic) => {
    it('has none of the slips of language the audit found', () => {
      const found = LEVEL_NUMBERS.flatMap((level) => generateBank(category, topic, level)).flatMap((q) =>
        textsOf(q).flatMap((text) =>
          SLIPS.filter(([, pattern]) => pattern.test(text)).map(([slip]) => `${slip}: ${text}`),
        ),
      );
      expect(found.slice(0, 5)).toEqual([]);
    });
  },
);

it('recognises each slip it looks for', () => {
  const examples = [
    'Take 2x, 6x and 1x coins.',
    '6 × (36 − −57) = 558',
    'A bag has 7 red, 3 blue and 1 green balls.',
    'A 8 by 8 pattern',
    'A : B : C = 27 : 18 : 8 = 27 : 18 : 8.',
    'a loss of (p/10)% squared = 6.25%',
  ];
  expect(examples.map((e) => SLIPS.filter(([, p]) => p.test(e)).length)).toEqual([1, 1, 1, 1, 1, 1]);
  const fine = [
    'Take 2x, 6x and x coins.',
    '6 × (36 + 57) = 558',
    'A bag has 7 red balls, 3 blue balls and 1 green ball.',
    'An 8 by 8 pattern, a 7 by 7 grid, Shop A 80',
    'A : B : C = 54 : 36 : 16 = 27 : 18 : 8.',
    'a loss of (p/10)²%',
  ];
  expect(fine.flatMap((e) => SLIPS.filter(([, p]) => p.test(e)).map(([slip]) => `${slip}: ${e}`))).toEqual(
    [],
  );
});
