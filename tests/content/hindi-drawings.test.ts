// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { pieChart } from '../../server/content/generators/aptitude/chartSvg';
import {
  findGenerator,
  generateBank,
  generatedTopics,
  generateQuestion,
} from '../../server/content/generators/build';
import { GeneratorError, toQuestion } from '../../server/content/generators/question';
import { createRng } from '../../server/content/generators/rng';
import { LEVEL_NUMBERS, type GeneratedQuestion } from '../../server/content/generators/types';
import { parseSvg, unsafeParts } from './support/svg-safety';

// The drawings of a question in Hindi (issue 15): a question drawing with words in it (a pie's legend,
// a folding drawing's captions) comes redrawn in Hindi, the same drawing but for its words, safe, with
// no English word left (numbers and the single letters the Hindi question also uses, A1 or P, stay);
// and every option drawing has a Hindi text alternative with no English word left. The served banks
// of every topic with Hindi and drawings, and a sample of draws a level.

const DRAWS = process.env.CONTENT_FULL ? 200 : 25;

/** Two Latin letters running: an English word (A1, B, P and Q are labels the Hindi question uses too). */
const ENGLISH_WORD = /[A-Za-z]{2}/;

const textsOf = (svg: string): string[] =>
  Array.from(parseSvg(svg).getElementsByTagName('text')).map((t) => t.textContent ?? '');

/** The drawing without the words of its <text> elements: what must be the same in both languages. */
const withoutWords = (svg: string): string => svg.replace(/(<text[^>]*>)[^<]*(<\/text>)/g, '$1$2');

/** What is wrong with a question's Hindi drawings (empty when nothing). */
export function drawingProblems(q: GeneratedQuestion): string[] {
  const problems: string[] = [];
  const { figure, hi } = q;
  if (!figure || !hi) return problems;
  const english = figure.question?.svg;
  if (english && textsOf(english).some((t) => /\p{L}{2}/u.test(t)) && !hi.figureSvg)
    problems.push('a drawing with words and no Hindi redrawing');
  if (hi.figureSvg) {
    if (!english) problems.push('a Hindi redrawing without a question drawing');
    else if (withoutWords(hi.figureSvg) !== withoutWords(english))
      problems.push('the Hindi redrawing is not the same drawing');
    problems.push(...unsafeParts(parseSvg(hi.figureSvg)));
    const words = textsOf(hi.figureSvg).filter((t) => ENGLISH_WORD.test(t));
    if (words.length > 0) problems.push(`English in the Hindi drawing: ${words.join(' | ')}`);
  }
  if (figure.options) {
    const alts = hi.optionFigureAlts;
    if (!alts) problems.push('option drawings without Hindi alts');
    else
      for (const alt of alts)
        if (alt.trim() === '' || ENGLISH_WORD.test(alt))
          problems.push(`an option drawing's Hindi alt: ${alt}`);
  }
  return problems;
}

/** The generated topics with drawings (all of them have Hindi). */
const DRAWN_TOPICS = [
  ['aptitude', 'data_interpretation'],
  ['reasoning', 'mirror_and_water_image'],
  ['reasoning', 'paper_cutting_folding'],
  ['reasoning', 'cube_and_dice'],
  ['reasoning', 'non_verbal_series'],
  ['reasoning', 'visual_reasoning'],
  ['reasoning', 'embedded_figure'],
  ['reasoning', 'figure_formation_analysis'],
  ['reasoning', 'completion_of_figure'],
  // geometry and mensuration figures drawn as papers draw them (geometryAudit5.ts, mensurationAudit5.ts)
  ['aptitude', 'geometry'],
  ['aptitude', 'mensuration'],
] as const;

describe('the drawn topics', () => {
  it('are the only generated topics with drawings in their served banks', () => {
    const listed = new Set<string>(DRAWN_TOPICS.map(([, topic]) => topic));
    const drawn = generatedTopics()
      .filter(({ topic }) => !listed.has(topic))
      .filter(({ category, topic }) =>
        LEVEL_NUMBERS.some((level) => generateBank(category, topic, level).some((q) => q.figure)),
      );
    expect(drawn).toEqual([]);
  });
});

describe.each(DRAWN_TOPICS)('%s/%s drawn in Hindi', (category, topic) => {
  const generator = findGenerator(category, topic)!;

  it('every served question and sampled draw has its drawings in Hindi', () => {
    const failures: string[] = [];
    for (const level of LEVEL_NUMBERS) {
      const questions = [
        ...generateBank(category, topic, level),
        ...Array.from({ length: DRAWS }, (_, seed) =>
          generateQuestion(generator, level, createRng(`hindi-drawings/${topic}/${level}/${seed}`)),
        ),
      ];
      for (const q of questions)
        for (const problem of drawingProblems(q))
          failures.push(`level ${level} ${q.params.kind}: ${problem}`);
    }
    expect(failures.slice(0, 5)).toEqual([]);
  });
});

describe('a drawing left in English is caught', () => {
  const q = generateBank('reasoning', 'paper_cutting_folding', 1, 1, 1)[0]!;
  const hi = q.hi!;

  it('accepts the generated drawings', () => {
    expect(hi.figureSvg).toMatch(/मोड़ 1/);
    expect(drawingProblems(q)).toEqual([]);
  });

  it('refuses an English caption, another drawing, a missing redrawing and missing option alts', () => {
    const english = q.figure!.question!.svg;
    expect(drawingProblems({ ...q, hi: { ...hi, figureSvg: english } })).toEqual([
      'English in the Hindi drawing: Fold 1 | Punch',
    ]);
    const other = hi.figureSvg!.replace('</svg>', '<circle r="3"/></svg>');
    expect(drawingProblems({ ...q, hi: { ...hi, figureSvg: other } })).toEqual([
      'the Hindi redrawing is not the same drawing',
    ]);
    const { figureSvg: _svg, optionFigureAlts: _alts, ...bare } = hi;
    expect(drawingProblems({ ...q, hi: bare })).toEqual([
      'a drawing with words and no Hindi redrawing',
      'option drawings without Hindi alts',
    ]);
  });

  it('stops the build of a problem whose drawing has words and no Hindi redrawing', () => {
    const problem = {
      question: 'What share goes to rent?',
      answer: 40,
      distractors: [20, 30, 60].map((value) => ({ mistake: `reading ${value}`, value })),
      steps: ['Rent: 40%.'],
      questionFigure: pieChart('a budget', ['Rent', 'Food'], [40, 60], '%'),
      hi: { question: 'किराए का हिस्सा कितना है?', steps: ['किराया: 40%।'], figureAlt: 'पाई चार्ट' },
      params: { kind: 'test' },
    };
    expect(() => toQuestion(1, problem)).toThrow(GeneratorError);
    expect(() => toQuestion(1, problem)).toThrow('without its Hindi redrawing');
    expect(toQuestion(1, { ...problem, hi: { ...problem.hi, figureSvg: '<svg/>' } }).hi?.figureSvg).toBe(
      '<svg/>',
    );
  });
});
