import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import type { Question } from '../../machines/api/quiz';
import { QuestionCard } from '../../src/components/quiz/QuestionCard';
import type { Language } from '../../src/words/language';

// The question card's drawings in Hindi (issue 15): a question shown in Hindi shows its drawing
// redrawn with Hindi words and its Hindi alt, and each option drawing with its Hindi alt; in English,
// the English drawings. Rendered to markup on node; the card's styles (vanilla-extract, built by Vite)
// are stood in for by their class names.

vi.mock('../../src/components/quiz/QuestionCard.css', () => import('./support/question-card-styles'));
vi.mock('../../src/styles/utilities.css', () => ({ visuallyHidden: 'visuallyHidden' }));

const svg = (words: string) => `<svg xmlns="http://www.w3.org/2000/svg"><text>${words}</text></svg>`;

const question: Question = {
  id: 7,
  text: 'Which option shows the sheet unfolded?',
  options: ['Holes: A1', 'Holes: B2', 'Holes: C3', 'Holes: D4'],
  figure: { svg: svg('Fold 1'), alt: 'A square sheet folded once.' },
  optionFigures: [
    { svg: svg(''), alt: 'Holes: A1' },
    { svg: svg(''), alt: 'Holes: B2' },
    { svg: svg(''), alt: 'Holes: C3' },
    { svg: svg(''), alt: 'Holes: D4' },
  ],
  hi: {
    text: 'खोलने पर शीट कैसी दिखेगी?',
    options: ['छेद: A1', 'छेद: B2', 'छेद: C3', 'छेद: D4'],
    figureAlt: 'एक बार मोड़ी गई वर्गाकार शीट।',
    figureSvg: svg('मोड़ 1'),
    optionFigureAlts: ['छेद: A1', 'छेद: B2', 'छेद: C3', 'छेद: D4'],
  },
};

/** The images the card shows, in order: what each draws (its words) and its alt. */
function imagesShownIn(shownIn: Language, shown: Question = question): { words: string; alt: string }[] {
  const html = renderToStaticMarkup(
    createElement(QuestionCard, {
      question: shown,
      index: 0,
      total: 25,
      answer: null,
      marked: false,
      disabled: false,
      onSelect: () => {},
      shownIn,
      onShowIn: () => {},
    }),
  );
  return [...html.matchAll(/<img src="data:image\/svg\+xml;utf8,([^"]*)" alt="([^"]*)"/g)].map((m) => ({
    words: /<text>([^<]*)<\/text>/.exec(decodeURIComponent(m[1]!))![1]!,
    alt: m[2]!,
  }));
}

describe('the question card’s drawings', () => {
  it('in Hindi: the drawing with Hindi words and its Hindi alt, and the option drawings’ Hindi alts', () => {
    expect(imagesShownIn('hi')).toEqual([
      { words: 'मोड़ 1', alt: 'एक बार मोड़ी गई वर्गाकार शीट।' },
      ...['छेद: A1', 'छेद: B2', 'छेद: C3', 'छेद: D4'].map((alt) => ({ words: '', alt })),
    ]);
  });

  it('in English: the English drawings and alts', () => {
    expect(imagesShownIn('en')).toEqual([
      { words: 'Fold 1', alt: 'A square sheet folded once.' },
      ...['Holes: A1', 'Holes: B2', 'Holes: C3', 'Holes: D4'].map((alt) => ({ words: '', alt })),
    ]);
  });

  it('in Hindi, a drawing without words (no Hindi redrawing) is the English one with the Hindi alt', () => {
    const { figureSvg: _svg, ...hi } = question.hi!;
    expect(imagesShownIn('hi', { ...question, hi })[0]).toEqual({
      words: 'Fold 1',
      alt: 'एक बार मोड़ी गई वर्गाकार शीट।',
    });
  });
});
