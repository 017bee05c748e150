import { describe, expect, it } from 'vitest';
import { defineWords, type Words } from '../../src/words/catalogue';
import { LANGUAGES } from '../../src/words/language';
import { formatNumber, plural } from '../../src/words/numbers';
import { quizWords } from '../../src/words/quiz';
import { quizEndWords } from '../../src/words/quiz-end';

describe('word catalogues (ADR 0002)', () => {
  it('a translation must give every key, with the same shape', () => {
    const english = defineWords(
      { title: 'Login', count: (n: number) => `${n} jobs` },
      { hi: () => Promise.resolve({ default: { title: 'लॉगिन', count: (n: number) => `${n} नौकरियाँ` } }) },
    ).en;
    const complete: Words<typeof english> = { title: 'लॉगिन', count: (n) => `${n} नौकरियाँ` };
    expect(complete.count(3)).toBe('3 नौकरियाँ');
    // @ts-expect-error a missing key fails the type check
    const missing: Words<typeof english> = { title: 'लॉगिन' };
    // @ts-expect-error a sentence built from a number must stay a function of it
    const flat: Words<typeof english> = { title: 'लॉगिन', count: 'नौकरियाँ' };
    expect([missing, flat]).toHaveLength(2);
  });

  it('speaks English and Hindi; Hindi is loaded, not carried (issue 15)', () => {
    expect(LANGUAGES).toEqual(['en', 'hi']);
    expect(Object.keys(quizWords.translations)).toEqual(['hi']);
    expect(quizWords.translations.hi).toBeTypeOf('function');
  });

  it('a catalogue without its Hindi, or with Hindi missing a key, fails the type check', () => {
    // @ts-expect-error no loader for Hindi
    const without = defineWords({ title: 'Login' }, {});
    const incomplete = defineWords(
      { title: 'Login', intro: 'Welcome' },
      // @ts-expect-error the Hindi lacks `intro`
      { hi: () => Promise.resolve({ default: { title: 'लॉगिन' } }) },
    );
    expect([without, incomplete]).toHaveLength(2);
  });

  it('keeps the specification’s sentences exact, numbers and all', () => {
    expect(quizEndWords.en.incompleteMessage(2)).toBe('You have 2 unattempted question(s).');
    expect(quizWords.en.header.timeLeft(1, 0)).toBe('Time left: 1 minute 0 seconds');
    expect(quizWords.en.header.timeLeft(24, 59)).toBe('Time left: 24 minutes 59 seconds');
  });

  it('counts through Intl plural rules, in international digits', () => {
    expect(plural('en', 1, { one: '{n} job', other: '{n} jobs' })).toBe('1 job');
    expect(plural('en', 0, { one: '{n} job', other: '{n} jobs' })).toBe('0 jobs');
    expect(formatNumber('en', 1234.5)).toBe('1,234.5');
  });
});
