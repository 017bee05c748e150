/**
 * Questions in Hindi (issue 15): the topics whose generators write Hindi beside the English, from the
 * same computed values. Every question of such a topic has Hindi, and its Hindi twin is the same
 * question: the same numbers in the question, the same number at every option position (so the key
 * is at the same position), four distinct options, an explanation that reaches the same answer and
 * names the same trap, and no English words left in the question. The served banks are checked
 * whole; extra draws a level are a sample, all of independent.test.ts's seeds with CONTENT_FULL=1.
 */
import { describe, expect, it } from 'vitest';
import { generatedQuestionBank } from '../../server/content/bank';
import { findGenerator, generateBank, generateQuestion } from '../../server/content/generators/build';
import { createRng } from '../../server/content/generators/rng';
import { LEVEL_NUMBERS, type GeneratedQuestion } from '../../server/content/generators/types';

/** The topics that have Hindi, every kind of them. */
export const HINDI_TOPICS = [
  ['aptitude', 'percentage'],
  ['aptitude', 'average'],
  ['aptitude', 'simple_compound_interest'],
  ['aptitude', 'ratio_proportion_partnership'],
  ['reasoning', 'time_sequence_number_ranking'],
  ['reasoning', 'syllogism'],
  ['general_knowledge', 'polity'],
  ['general_knowledge', 'history'],
  ['general_knowledge', 'miscellaneous'],
  ['aptitude', 'mensuration'],
  ['aptitude', 'geometry'],
  ['aptitude', 'statistics_probability'],
  ['aptitude', 'trigonometry'],
  ['aptitude', 'algebraic_expression'],
  ['aptitude', 'profit_and_loss'],
  ['aptitude', 'speed_and_distance'],
  ['aptitude', 'time_and_work'],
  ['aptitude', 'mixture_alligation'],
  ['aptitude', 'hcf_and_lcm'],
  ['aptitude', 'simplification'],
  ['reasoning', 'direction_distance'],
  ['reasoning', 'blood_relation'],
  ['reasoning', 'sitting_arrangements'],
  ['reasoning', 'cube_and_dice'],
  ['reasoning', 'non_verbal_series'],
  ['reasoning', 'completion_of_figure'],
  ['reasoning', 'embedded_figure'],
  ['reasoning', 'figure_formation_analysis'],
  ['reasoning', 'paper_cutting_folding'],
  ['reasoning', 'series'],
  ['reasoning', 'clock_calender'],
  ['reasoning', 'mirror_and_water_image'],
  ['reasoning', 'visual_reasoning'],
  ['aptitude', 'data_interpretation'],
  ['reasoning', 'alphabet_test'],
  ['reasoning', 'coding_and_decoding'],
  ['reasoning', 'number_puzzle'],
  ['reasoning', 'classification'],
  ['reasoning', 'anology'],
] as const;

const DRAWS = process.env.CONTENT_FULL ? 200 : 25;

/** The numbers a text holds, in order: 1,25,000 · 12.5 · 33⅓ · 5 5/11 (digits are international in both). */
const numbersIn = (text: string): string[] => text.match(/\d+(?:,\d+)*(?:\.\d+)?[⅓⅔¼½¾]?|[⅓⅔¼½¾]/g) ?? [];

const sorted = (items: readonly string[]) => [...items].sort();

/** What is wrong with a question's Hindi twin (empty when nothing). */
export function hindiProblems(q: GeneratedQuestion): string[] {
  const hi = q.hi;
  if (!hi) return ['no Hindi'];
  const problems: string[] = [];
  if (!/[\u0900-\u097F]/.test(hi.question)) problems.push('the question is not in Devanagari');
  // Hindi papers print some Latin letters too: labels (A, B, x), the Roman numerals of conclusions (I,
  // II), letter words of coding and alphabet questions (MONKEY, PQR), sin, cos, tan, and algebra's
  // products of single letters (ab + bc + ca, 3abc, kx, xy). A word with a small letter that is none of
  // those is English left untranslated.
  if (
    /\b(?!(?:sin|cos|tan|cot|sec|cosec|ab|bc|ca|abc|kx|xy)\b)[A-Za-z]*[a-z][A-Za-z]*[A-Za-z]\b/.test(
      hi.question,
    )
  )
    problems.push(`English left in the question: ${hi.question}`);
  if (JSON.stringify(sorted(numbersIn(hi.question))) !== JSON.stringify(sorted(numbersIn(q.question))))
    problems.push(`other numbers than the English: ${hi.question} / ${q.question}`);
  if (new Set(hi.options).size !== 4) problems.push(`Hindi options not distinct: ${hi.options.join(' | ')}`);
  q.options.forEach((option, i) => {
    const twin = hi.options[i]!;
    if (JSON.stringify(numbersIn(twin)) !== JSON.stringify(numbersIn(option)))
      problems.push(`option ${i + 1} is ${option} in English but ${twin} in Hindi`);
    if (/[A-Za-z]/.test(twin) && !/[\u0900-\u097F]/.test(twin) && twin !== option)
      problems.push(`option ${i + 1} is not in Hindi: ${twin}`);
  });
  const key = q.options.indexOf(q.answer);
  const hiKey = hi.options[key]!;
  // The worked steps reach the answer: its Hindi option text (or its number) closes a step.
  if (!hi.explanation.includes(hiKey) && !numbersIn(hi.explanation).includes(numbersIn(hiKey).at(-1)!))
    problems.push(`the Hindi explanation does not reach ${hiKey}`);
  const trap = / Trap: .+ gives (.+)$/.exec(q.explanation);
  const hiTrap = /सावधान: .+ इससे उत्तर (.+) आता है।$/.exec(hi.explanation);
  if (trap && hiTrap) {
    const position = q.options.findIndex((o) => o === trap[1] || `${o}.` === trap[1]);
    if (hi.options[position] !== hiTrap[1])
      problems.push(`the trap names ${trap[1]} in English but ${hiTrap[1]} in Hindi`);
  } else if (hiTrap && !trap) problems.push('a Hindi trap line without an English one');
  return problems;
}

describe.each(HINDI_TOPICS)('%s/%s in Hindi', (category, topic) => {
  const generator = findGenerator(category, topic)!;

  it('every served question and every sampled draw has a faithful Hindi twin', () => {
    const failures: string[] = [];
    const kinds = new Set<string>();
    for (const level of LEVEL_NUMBERS) {
      const questions = [
        ...generateBank(category, topic, level),
        ...Array.from({ length: DRAWS }, (_, seed) =>
          generateQuestion(generator, level, createRng(`independent/${category}/${topic}/${level}/${seed}`)),
        ),
      ];
      for (const q of questions) {
        kinds.add(q.params.kind);
        for (const problem of hindiProblems(q)) failures.push(`level ${level} ${q.params.kind}: ${problem}`);
      }
    }
    expect(failures.slice(0, 5)).toEqual([]);
    expect(failures).toHaveLength(0);
    expect(Object.keys(generator.kinds).filter((kind) => !kinds.has(kind))).toEqual([]);
  });

  it('passes the bank’s own checks of a Hindi row, and the bank keeps the Hindi', () => {
    const bank = generatedQuestionBank(category, topic);
    expect(bank.questions.every((q) => q.hi !== undefined)).toBe(true);
  });

  it('writes Hindi without drawing any more numbers: the English questions are unchanged by it', () => {
    const bank = generateBank(category, topic, 2, 10, 7);
    const again = generateBank(category, topic, 2, 10, 7);
    expect(again).toEqual(bank);
  });
});

describe('a twin that is not the same question is caught', () => {
  const [category, topic] = HINDI_TOPICS[0];
  const q = generateBank(category, topic, 1, 1, 1)[0]!;

  it('accepts the generated twin', () => {
    expect(hindiProblems(q)).toEqual([]);
  });

  it('refuses other numbers, swapped options, English words and a missing twin', () => {
    const hi = q.hi!;
    expect(hindiProblems({ ...q, hi: { ...hi, question: `${hi.question} 7` } })).not.toEqual([]);
    const [a, b, c, d] = hi.options;
    expect(hindiProblems({ ...q, hi: { ...hi, options: [b, a, c, d] } })).not.toEqual([]);
    expect(hindiProblems({ ...q, hi: { ...hi, question: `${hi.question} What?` } })).not.toEqual([]);
    const { hi: _hi, ...english } = q;
    expect(hindiProblems(english)).toEqual(['no Hindi']);
  });
});
