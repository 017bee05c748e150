import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, asc, count, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  contentKey,
  importQuestionBank,
  parseQuestionBank,
  QUESTION_DATA_DIR,
  QuestionFileError,
  questionLines,
  readQuestionBanks,
  type QuestionBank,
} from '../../server/content/load';
import { generatedSource, loadQuestionBanks } from '../../server/content/bank';
import { generatedTopics } from '../../server/content/generators/build';
import type { Database } from '../../server/db/open';
import { questions } from '../../server/db/schema';
import { seedDatabase } from '../../server/seed/seed';
import { forEachDatabase } from './support/databases';

// The question bank's loader (server/content/load.ts) and its seed: every row checked, a bad file
// rejected whole with its row and line, loading again duplicates nothing and keeps every id.

const SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><rect width="10" height="10"/></svg>';

/** A row's Hindi (its options those of `row`), to which a test adds drawings' Hindi. */
const HINDI = { question: 'कितना?', options: ['2', '3', '4', '5'], explanation: 'व्याख्या।' };
const FOUR_DRAWINGS = ['a', 'b', 'c', 'd'].map((alt) => ({ svg: SVG, alt }));

function row(n: number, overrides: Record<string, unknown> = {}) {
  return {
    level: 1,
    question: `What is ${n} + ${n}?`,
    options: [`${2 * n}`, `${2 * n + 1}`, `${2 * n + 2}`, `${2 * n + 3}`],
    answer: `${2 * n}`,
    explanation: `${n} + ${n} = ${2 * n}.`,
    ...overrides,
  };
}

function fileText(rows: unknown[], head: Record<string, unknown> = {}): string {
  return JSON.stringify(
    { category: 'aptitude', topic: 'average', source: 'Tests.', ...head, questions: rows },
    null,
    2,
  );
}

function problemsOf(text: string, expected?: { category: string; topic: string }): string[] {
  try {
    parseQuestionBank(text, 'aptitude/average.json', expected);
  } catch (error) {
    expect(error).toBeInstanceOf(QuestionFileError);
    return [...(error as QuestionFileError).problems];
  }
  return [];
}

describe('reading a bank file', () => {
  it('accepts a well-formed file', () => {
    const bank = parseQuestionBank(fileText([row(1), row(2, { level: 3 })]), 'aptitude/average.json');
    expect(bank.category).toBe('aptitude');
    expect(bank.topic).toBe('average');
    expect(bank.questions.map((q) => q.level)).toEqual([1, 3]);
  });

  it('names the row and its line of a bad row, and rejects the whole file', () => {
    const text = fileText([row(1), row(2), row(3, { answer: '999' })]);
    const problems = problemsOf(text);
    // JSON.stringify(…, null, 2) puts the row's "{" two lines above its "question".
    const line = text.split('\n').findIndex((l) => l.includes('"What is 3 + 3?"')) + 1 - 2;
    expect(problems).toHaveLength(1);
    expect(problems[0]).toContain(`question 3 (line ${line})`);
    expect(problems[0]).toContain('the answer "999" is not one of the options');
    expect(text.split('\n')[line - 1]!.trim()).toBe('{');
  });

  it.each([
    ['a level of 4', { level: 4 }, /level must be 1, 2 or 3/],
    ['a level as text', { level: '1' }, /level must be 1, 2 or 3/],
    ['three options', { options: ['2', '3', '4'] }, /exactly four/],
    ['five options', { options: ['2', '3', '4', '5', '6'] }, /exactly four/],
    ['an empty option', { options: ['2', ' ', '4', '5'] }, /option is empty/],
    ['an option with spaces around it', { options: ['2', '3 ', '4', '5'] }, /spaces around/],
    ['options that differ only in case', { options: ['2', 'two', 'Two', '5'] }, /not distinct/],
    ['an option "unanswered"', { options: ['2', 'unanswered', '4', '5'] }, /cannot be "unanswered"/],
    ['an answer that is no option', { answer: '99' }, /the answer "99" is not one of the options/],
    [
      'an answer that differs from its option in case',
      { answer: 'X', options: ['x', '3', '4', '5'] },
      /the answer "X" is not one of the options/,
    ],
    ['an answer missing', { answer: undefined }, /answer is missing/],
    ['an explanation missing', { explanation: undefined }, /explanation is missing/],
    ['an empty explanation', { explanation: '  ' }, /explanation is empty/],
    ['an empty question', { question: '' }, /question is empty/],
    ['a figure without drawings', { figure: {} }, /figure needs/],
    [
      'a figure that is not SVG',
      { figure: { question: { svg: '<script>x</script>', alt: 'x' } } },
      /SVG document/,
    ],
    ['a figure without alt text', { figure: { question: { svg: SVG, alt: '' } } }, /alt text/],
    [
      'three option figures',
      {
        figure: {
          options: [
            { svg: SVG, alt: 'a' },
            { svg: SVG, alt: 'b' },
            { svg: SVG, alt: 'c' },
          ],
        },
      },
      /figure/,
    ],
    [
      'a Hindi redrawing without a question drawing',
      { hi: { ...HINDI, figureSvg: SVG }, figure: { options: FOUR_DRAWINGS } },
      /hi.figureSvg redraws the question drawing in Hindi, and this question has none/,
    ],
    [
      'a Hindi redrawing that is not SVG',
      { hi: { ...HINDI, figureSvg: '<script>x</script>' }, figure: { question: { svg: SVG, alt: 'x' } } },
      /hi.figureSvg must be an SVG document/,
    ],
    [
      'Hindi without the redrawing of a drawing with words',
      {
        hi: { ...HINDI, figureAlt: 'पाई चार्ट' },
        figure: { question: { svg: SVG.replace('</svg>', '<text x="1">Rent</text></svg>'), alt: 'A pie' } },
      },
      /the question drawing has words in it, and hi.figureSvg .* is missing/,
    ],
    [
      'Hindi option alts without option drawings',
      {
        hi: { ...HINDI, optionFigureAlts: ['क', 'ख', 'ग', 'घ'] },
        figure: { question: { svg: SVG, alt: 'x' } },
      },
      /hi.optionFigureAlts are the text alternatives of option drawings, and this question has none/,
    ],
    [
      'three Hindi option alts',
      { hi: { ...HINDI, optionFigureAlts: ['क', 'ख', 'ग'] }, figure: { options: FOUR_DRAWINGS } },
      /hi.optionFigureAlts must be a list of exactly four texts/,
    ],
    [
      'an empty Hindi option alt',
      { hi: { ...HINDI, optionFigureAlts: ['क', 'ख', ' ', 'घ'] }, figure: { options: FOUR_DRAWINGS } },
      /a Hindi option alt is empty/,
    ],
  ])('rejects %s', (_name, overrides, message) => {
    const problems = problemsOf(fileText([row(1), row(2, overrides)]));
    expect(problems.length).toBeGreaterThan(0);
    expect(problems.join('\n')).toMatch(/^question 2 \(line \d+\)/);
    expect(problems.join('\n')).toMatch(message);
  });

  it('rejects the same question twice (ignoring case, spacing and option order)', () => {
    const again = row(1, { question: 'what  is 1 + 1?', options: ['5', '4', '3', '2'], answer: '2' });
    expect(problemsOf(fileText([row(1), again]))).toEqual([
      expect.stringMatching(/^question 2 \(line \d+\): the same question as question 1$/),
    ]);
  });

  it('rejects a row that is not an object', () => {
    expect(problemsOf(fileText([row(1), 'What is 2 + 2?']))).toEqual([
      expect.stringMatching(/^question 2 \(line \d+\): not an object$/),
    ]);
  });

  it('accepts one stem with different options, and a question with figures', () => {
    const stem = { question: 'Find the odd one out.' };
    const figure = {
      question: { svg: SVG, alt: 'a square' },
      options: ['a', 'b', 'c', 'd'].map((alt) => ({ svg: SVG, alt })),
    };
    const bank = parseQuestionBank(
      fileText([row(1, stem), row(2, stem), row(3, { figure })]),
      'aptitude/average.json',
    );
    expect(bank.questions).toHaveLength(3);
    expect(bank.questions[2]!.figure).toEqual(figure);
  });

  it('accepts and keeps a Hindi redrawing and Hindi option alts beside the drawings', () => {
    const hi = { ...HINDI, figureAlt: 'एक वर्ग', figureSvg: SVG, optionFigureAlts: ['क', 'ख', 'ग', 'घ'] };
    const figure = { question: { svg: SVG, alt: 'a square' }, options: FOUR_DRAWINGS };
    const bank = parseQuestionBank(fileText([row(1, { figure, hi })]), 'aptitude/average.json');
    expect(bank.questions[0]!.hi).toEqual(hi);
  });

  it.each([
    ['an unknown category', { category: 'maths' }, /unknown category "maths"/],
    ['a topic of another category', { topic: 'series' }, /unknown topic "series" in category aptitude/],
    ['no source', { source: '' }, /source is empty/],
    ['no questions', { questions: [] }, /questions is empty/],
  ])('rejects a file with %s', (_name, head, message) => {
    const text = JSON.stringify({
      category: 'aptitude',
      topic: 'average',
      source: 'Tests.',
      questions: [row(1)],
      ...head,
    });
    expect(problemsOf(text).join('\n')).toMatch(message);
  });

  it('rejects a file whose path names another topic', () => {
    expect(problemsOf(fileText([row(1)]), { category: 'aptitude', topic: 'percentage' }).join('\n')).toMatch(
      /path says aptitude\/percentage/,
    );
  });

  it('reports a JSON syntax error with its line and column', () => {
    const text = '{\n  "category": "aptitude",\n  "topic": "average",\n  "questions": [ { "level": 1, } ]\n}';
    expect(problemsOf(text)).toEqual([expect.stringMatching(/^not valid JSON at line 4, column \d+/)]);
  });

  it('finds the line of every row, whatever the strings hold', () => {
    const text =
      '{"source": "a [tricky] {one}, \\"quoted\\"",\n"questions": [\n{"q": "x, y]"},\n\n  {"q": "}"}, {"q": 1}\n],\n"other": [1,\n2]}';
    expect(questionLines(text)).toEqual([3, 5, 5]);
  });

  it('readQuestionBanks names every bad file and rejects them all', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'bank-'));
    try {
      await mkdir(join(dir, 'aptitude'));
      await writeFile(join(dir, 'aptitude', 'average.json'), fileText([row(1)]));
      await writeFile(
        join(dir, 'aptitude', 'geometry.json'),
        fileText([row(1, { answer: 'x' })], { topic: 'geometry' }),
      );
      await writeFile(join(dir, 'aptitude', 'mensuration.json'), fileText([row(1)]));
      await expect(readQuestionBanks(dir)).rejects.toThrow(
        /aptitude\/geometry\.json is not a valid question bank:\n- question 1 \(line \d+\).*\n[\s\S]*aptitude\/mensuration\.json[\s\S]*path says aptitude\/mensuration/,
      );
      await rm(join(dir, 'aptitude', 'geometry.json'));
      await rm(join(dir, 'aptitude', 'mensuration.json'));
      expect((await readQuestionBanks(dir)).map((b) => b.topic)).toEqual(['average']);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('the shipped data files load, and a topic served from its data file alone has at least 50 questions a level', async () => {
    const banks = await readQuestionBanks();
    expect(banks.map((b) => `${b.category}/${b.topic}`)).toEqual(
      expect.arrayContaining([
        'aptitude/percentage',
        'english/synonyms',
        'general_knowledge/history',
        'reasoning/series',
      ]),
    );
    const generated = new Set(generatedTopics().map((t) => `${t.category}/${t.topic}`));
    for (const bank of banks) {
      for (const level of [1, 2, 3]) {
        const count = bank.questions.filter((q) => q.level === level).length;
        // a data file beside a generator only adds to it (server/content/bank.ts merges them)
        expect(count, `${bank.topic} ${level}`).toBeGreaterThanOrEqual(
          generated.has(`${bank.category}/${bank.topic}`) ? 1 : 50,
        );
      }
    }
    expect(QUESTION_DATA_DIR).toMatch(/server\/content\/data$/);
  });

  it('the content key ignores case, spacing and option order, and tells levels, topics and options apart', () => {
    const q = { level: 1 as const, question: 'What is 2 + 2?', options: ['3', '4', '5', '6'] as const };
    const key = contentKey('aptitude', 'average', q);
    expect(key).toMatch(/^[0-9a-f]{64}$/);
    expect(
      contentKey('aptitude', 'average', {
        ...q,
        question: ' what is  2 + 2? ',
        options: ['6', '5', '4', '3'],
      }),
    ).toBe(key);
    expect(contentKey('aptitude', 'average', { ...q, level: 2 })).not.toBe(key);
    expect(contentKey('aptitude', 'geometry', q)).not.toBe(key);
    expect(contentKey('aptitude', 'average', { ...q, options: ['3', '4', '5', '7'] })).not.toBe(key);
    expect(
      contentKey('aptitude', 'average', { ...q, figure: { question: { svg: SVG, alt: 'x' } } }),
    ).not.toBe(key);
  });
});

forEachDatabase((database) => {
  const db = () => database().db;

  async function bankIds(database: Database) {
    return database.db
      .select({ key: questions.contentKey, id: questions.id, version: sql<string>`${questions}.xmin::text` })
      .from(questions)
      .orderBy(asc(questions.id));
  }

  it('the seeded bank is exactly the data files and the generated banks, once', async () => {
    const banks = await loadQuestionBanks();
    for (const bank of banks) {
      for (const level of [1, 2, 3] as const) {
        const [active] = await db()
          .select({ n: count() })
          .from(questions)
          .where(
            and(
              eq(questions.category, bank.category),
              eq(questions.topic, bank.topic),
              eq(questions.level, level),
              eq(questions.active, true),
            ),
          );
        expect(active!.n, `${bank.topic} level ${level}`).toBe(
          bank.questions.filter((q) => q.level === level).length,
        );
      }
    }
    const [rows] = await db().select({ n: count() }).from(questions);
    expect(rows!.n).toBe(banks.reduce((n, b) => n + b.questions.length, 0));
    // Each row is its file's question: the answer among the options, the right explanation.
    const percentage = banks.find((b) => b.topic === 'percentage')!.questions[0]!;
    const [stored] = await db()
      .select()
      .from(questions)
      .where(eq(questions.contentKey, contentKey('aptitude', 'percentage', percentage)));
    expect(stored).toMatchObject({
      question: percentage.question,
      options: [...percentage.options],
      answer: percentage.answer,
      explanation: percentage.explanation,
      figure: null,
      active: true,
    });
    expect(stored!.source).toBe(banks.find((b) => b.topic === 'percentage')!.source);
    // A generated question is stored with the generator's source and without its params.
    const average = banks.find((b) => b.topic === 'average')!.questions[0]!;
    const [generated] = await db()
      .select()
      .from(questions)
      .where(eq(questions.contentKey, contentKey('aptitude', 'average', average)));
    expect(generated).toMatchObject({
      question: average.question,
      options: [...average.options],
      answer: average.answer,
      explanation: average.explanation,
      active: true,
    });
    expect(generated!.source).toBe(generatedSource('aptitude', 'average'));
  });

  it('seeding again (a restart, a second server) adds nothing, keeps every id and rewrites nothing', async () => {
    const before = await bankIds(database());
    const counts = await seedDatabase(db());
    await seedDatabase(db());
    expect(counts.questions).toBe((await loadQuestionBanks()).reduce((n, b) => n + b.questions.length, 0));
    expect(await bankIds(database())).toEqual(before);
  }, 180_000); // seeds the whole bank twice: over 30 s on a busy 2-core machine

  it('a corrected explanation or answer is updated in place; a reworded question replaces the old one', async () => {
    const banks = await readQuestionBanks();
    const history = banks.find((b) => b.topic === 'history')!;
    const [first, second, ...rest] = history.questions;
    const keyOf = (q: typeof first) => contentKey('general_knowledge', 'history', q!);
    const [before] = await db()
      .select()
      .from(questions)
      .where(eq(questions.contentKey, keyOf(first)));
    const wrongOption = second!.options.find((o) => o !== second!.answer)!;
    const corrected: QuestionBank = {
      ...history,
      questions: [
        { ...first!, explanation: `${first!.explanation} (Corrected.)` },
        { ...second!, answer: wrongOption },
        ...rest.slice(0, -1),
        { ...rest[rest.length - 1]!, question: `${rest[rest.length - 1]!.question} (reworded)` },
      ],
    };
    const [total] = await db().select({ n: count() }).from(questions);
    await seedDatabase(db(), undefined, [corrected]);

    const [after] = await db()
      .select()
      .from(questions)
      .where(eq(questions.contentKey, keyOf(first)));
    expect(after!.id).toBe(before!.id);
    expect(after!.explanation).toBe(`${first!.explanation} (Corrected.)`);
    const [fixed] = await db()
      .select()
      .from(questions)
      .where(eq(questions.contentKey, keyOf(second)));
    expect(fixed!.answer).toBe(wrongOption);
    const [old] = await db()
      .select()
      .from(questions)
      .where(eq(questions.contentKey, keyOf(rest[rest.length - 1])));
    expect(old!.active).toBe(false);
    const [totalAfter] = await db().select({ n: count() }).from(questions);
    expect(totalAfter!.n).toBe(total!.n + 1);

    // The files as they are: the old question is back, with its old id; the new one retires.
    await seedDatabase(db());
    const [restored] = await db()
      .select()
      .from(questions)
      .where(eq(questions.contentKey, keyOf(rest[rest.length - 1])));
    expect(restored).toMatchObject({ id: old!.id, active: true });
    const [backAgain] = await db()
      .select()
      .from(questions)
      .where(eq(questions.contentKey, keyOf(first)));
    expect(backAgain!.explanation).toBe(first!.explanation);
  });

  it('a figure is stored and read back as written', async () => {
    const figure = {
      question: { svg: SVG, alt: 'a black square' },
      options: ['a', 'b', 'c', 'd'].map((alt) => ({ svg: SVG, alt })),
    };
    const bank = parseQuestionBank(
      JSON.stringify({
        category: 'reasoning',
        topic: 'mirror_and_water_image',
        source: 'Tests.',
        questions: [row(1, { figure })],
      }),
      'reasoning/mirror_and_water_image.json',
    );
    await db().transaction((tx) => importQuestionBank(tx, bank));
    // the topic also holds its generated questions: find this row by its text
    const [stored] = await db()
      .select()
      .from(questions)
      .where(
        and(
          eq(questions.topic, 'mirror_and_water_image'),
          eq(questions.question, bank.questions[0]!.question),
        ),
      );
    expect(stored!.figure).toEqual(figure);
  });

  it('the database itself refuses a question whose answer is not an option', async () => {
    await expect(
      db()
        .insert(questions)
        .values({
          contentKey: 'x'.repeat(64),
          category: 'aptitude',
          topic: 'average',
          level: 1,
          question: 'Q?',
          options: ['1', '2', '3', '4'],
          answer: '5',
          explanation: 'E.',
          source: 'Tests.',
        }),
    ).rejects.toThrow();
  });
});
