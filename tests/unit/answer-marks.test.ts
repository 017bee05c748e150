import { describe, expect, it } from 'vitest';
import { reviewedQuestionFromWire, type ReviewedQuestion } from '../../machines/api/review';
import {
  inReaderLanguage,
  markedOptions,
  unansweredCount,
  verdictOf,
} from '../../src/components/review/answer-marks';

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

describe('a reviewed drawn question in Hindi (issue 15)', () => {
  const svg = (words: string) => `<svg xmlns="http://www.w3.org/2000/svg"><text>${words}</text></svg>`;
  const drawing = (alt: string) => ({ svg: svg(''), alt });
  const item = reviewedQuestionFromWire({
    id: 5,
    question: 'Which option shows the sheet unfolded?',
    optionA: 'Holes: A1',
    optionB: 'Holes: B2',
    optionC: 'Holes: C3',
    optionD: 'Holes: D4',
    chosen: 'Holes: B2',
    rightAnswer: 'Holes: B2',
    explanation: 'Unfold it.',
    marked: false,
    figure: { svg: svg('Fold 1'), alt: 'A sheet folded once.' },
    optionFigures: [drawing('Holes: A1'), drawing('Holes: B2'), drawing('Holes: C3'), drawing('Holes: D4')],
    hi: {
      question: 'खोलने पर शीट कैसी दिखेगी?',
      optionA: 'छेद: A1',
      optionB: 'छेद: B2',
      optionC: 'छेद: C3',
      optionD: 'छेद: D4',
      explanation: 'खोलें।',
      figureAlt: 'एक बार मोड़ी गई शीट।',
      figureSvg: svg('मोड़ 1'),
      optionFigureAlts: ['छेद: A1', 'छेद: B2', 'छेद: C3', 'छेद: D4'],
    },
  });

  it('shows the drawing with its Hindi words and alt, and the option drawings with their Hindi alts', () => {
    const hindi = inReaderLanguage(item, 'hi');
    expect(hindi.figure).toEqual({ svg: svg('मोड़ 1'), alt: 'एक बार मोड़ी गई शीट।' });
    expect(hindi.optionFigures?.map((f) => f.alt)).toEqual(['छेद: A1', 'छेद: B2', 'छेद: C3', 'छेद: D4']);
    expect(hindi.optionFigures?.map((f) => f.svg)).toEqual(item.optionFigures?.map((f) => f.svg));
  });

  it('in English, the English drawings', () => {
    const english = inReaderLanguage(item, 'en');
    expect(english.figure).toEqual({ svg: svg('Fold 1'), alt: 'A sheet folded once.' });
    expect(english.optionFigures?.map((f) => f.alt)).toEqual([
      'Holes: A1',
      'Holes: B2',
      'Holes: C3',
      'Holes: D4',
    ]);
  });
});
