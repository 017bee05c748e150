import { describe, expect, it } from 'vitest';
import { reviewedQuestionFromWire, type ReviewedQuestion } from '../../machines/api/review';
import { markedOptions, unansweredCount, verdictOf } from '../../src/components/review/answer-marks';

const item: ReviewedQuestion = {
  id: 4,
  text: 'What is 20% of 450?',
  options: ['80', '90', '95', '100'],
  chosen: '80',
  rightAnswer: '90',
  explanation: '20% of 450 = 450 × 20/100 = 90.',
  marked: false,
};

describe('answer marks of a reviewed question', () => {
  it('a wrong choice: the chosen option and the right one are marked, in the order seen', () => {
    expect(verdictOf(item)).toBe('wrong');
    expect(markedOptions(item)).toEqual([
      { letter: 'A', text: '80', chosen: true, right: false },
      { letter: 'B', text: '90', chosen: false, right: true },
      { letter: 'C', text: '95', chosen: false, right: false },
      { letter: 'D', text: '100', chosen: false, right: false },
    ]);
  });

  it('a right choice marks one option as both', () => {
    const right = { ...item, chosen: '90' };
    expect(verdictOf(right)).toBe('correct');
    expect(markedOptions(right).filter((o) => o.chosen || o.right)).toEqual([
      { letter: 'B', text: '90', chosen: true, right: true },
    ]);
  });

  it('a blank is not answered, even when an option reads "unanswered"', () => {
    const blank = reviewedQuestionFromWire({
      id: 4,
      question: 'Pick one',
      optionA: '80',
      optionB: '90',
      optionC: '95',
      optionD: 'unanswered',
      chosen: 'unanswered',
      rightAnswer: '90',
      explanation: '',
      marked: false,
    });
    expect(blank.chosen).toBeNull();
    expect(verdictOf(blank)).toBe('unanswered');
    expect(markedOptions(blank).some((o) => o.chosen)).toBe(false);
  });

  it('counts the questions left blank from the totals', () => {
    expect(unansweredCount({ total: 25, correct: 18, wrong: 5 })).toBe(2);
  });
});
