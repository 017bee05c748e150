import { describe, expect, it } from 'vitest';
import type { ReviewQuestion } from '../../contract/mocks';
import { reviewInLanguage } from '../../src/components/mocks/review-language';

// The mock review in the reader's language (issue 15): on a Hindi site a question with Hindi is
// reviewed in Hindi, each option's Hindi found by its id in the candidate's own order, with the Hindi
// explanation; one without Hindi, or on an English site, as served.

const question: ReviewQuestion = {
  id: 3,
  question: 'What is 2 + 3?',
  options: (['a', 'b', 'c', 'd'] as const).map((id, i) => ({ id, text: String(4 + i) })),
  topic: { category: 'aptitude', topic: 'simplification' },
  chosen: 'c',
  right: 'b',
  explanation: '2 + 3 = 5.',
  marked: false,
  hi: { question: '2 + 3 कितना है?', options: ['चार', 'पाँच', 'छह', 'सात'], explanation: '2 + 3 = 5 होता है।' },
};

describe('a mock’s reviewed question in the reader’s language', () => {
  // The candidate's own order, not the published one.
  const options = [...question.options].reverse();

  it('in Hindi: the Hindi text and explanation, each option’s Hindi under its id', () => {
    const shown = reviewInLanguage(question, options, 'hi');
    expect(shown.lang).toBe('hi');
    expect(shown.question).toBe('2 + 3 कितना है?');
    expect(shown.explanation).toBe('2 + 3 = 5 होता है।');
    const hindiOf = { a: 'चार', b: 'पाँच', c: 'छह', d: 'सात' };
    expect(shown.options).toEqual(options.map((o) => ({ ...o, text: hindiOf[o.id] })));
    expect(shown.options.find((o) => o.id === question.right)!.text).toBe('पाँच');
  });

  it('in English, or without Hindi: as served', () => {
    for (const shown of [
      reviewInLanguage(question, options, 'en'),
      reviewInLanguage({ ...question, hi: undefined }, options, 'hi'),
    ]) {
      expect(shown).toEqual({ lang: 'en', question: question.question, options, explanation: '2 + 3 = 5.' });
    }
  });
});
