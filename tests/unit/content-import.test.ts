import { mkdir, mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { banksToCsv, exportQuestions } from '../../server/content/export';
import { csvTable, ImportError, importQuestions } from '../../server/content/import';
import { readQuestionBanks, type QuestionBank } from '../../server/content/load';

// `npm run content -- import FILE.csv|json` and `-- export [DIR]` (server/content/import.ts, export.ts):
// every bad row named by its line and nothing written; good rows merged into the topic's data file.

const HEADER = 'category,topic,level,question,option_a,option_b,option_c,option_d,answer,explanation,source';

function csvRow(n: number, overrides: Partial<Record<string, string>> = {}): string {
  const row = {
    category: 'english',
    topic: 'antonyms',
    level: '1',
    question: `Choose the opposite of word ${n}.`,
    option_a: `right ${n}`,
    option_b: `wrong a${n}`,
    option_c: `wrong b${n}`,
    option_d: `wrong c${n}`,
    answer: `right ${n}`,
    explanation: `Word ${n} means the opposite of right ${n}.`,
    source: 'Written for the tests.',
    ...overrides,
  };
  return Object.values(row)
    .map((value) => (/[",\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value))
    .join(',');
}

let dir: string;
let dataDir: string;

beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'content-import-'));
  dataDir = join(dir, 'data');
  await mkdir(join(dataDir, 'english'), { recursive: true });
});

afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

async function importText(name: string, text: string, options: { source?: string; dryRun?: boolean } = {}) {
  const file = join(dir, name);
  await writeFile(file, text);
  return importQuestions(file, { dir: dataDir, ...options });
}

async function importProblems(
  name: string,
  text: string,
  options: { source?: string } = {},
): Promise<string[]> {
  try {
    await importText(name, text, options);
  } catch (error) {
    expect(error).toBeInstanceOf(ImportError);
    return [...(error as ImportError).problems];
  }
  return expect.fail('the import was accepted');
}

/** Every file under the data folder with its text, to show nothing changed. */
async function snapshot(): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  for (const category of await readdir(dataDir)) {
    for (const name of await readdir(join(dataDir, category)))
      out[`${category}/${name}`] = await readFile(join(dataDir, category, name), 'utf8');
  }
  return out;
}

describe('reading CSV', () => {
  it("handles quotes, commas, line breaks inside quotes, CRLF and a byte-order mark, and knows each record's line", () => {
    const text = '\uFEFFa,b\r\n"x, ""y""",2\r\n"two\nlines",3\n\nlast,4';
    expect(csvTable(text)).toEqual({
      header: ['a', 'b'],
      records: [
        { line: 2, cells: ['x, "y"', '2'] },
        { line: 3, cells: ['two\nlines', '3'] },
        { line: 6, cells: ['last', '4'] },
      ],
    });
  });

  it('refuses a quote that is never closed', () => {
    expect(() => csvTable('a,b\n"open,1\n')).toThrow(/line 2: a quoted field is never closed/);
  });
});

describe('importing', () => {
  it('adds good rows to a new data file that the server can load, and reports what it did', async () => {
    const planned = await importText('in.csv', [HEADER, csvRow(1), csvRow(2, { level: '3' })].join('\n'));
    expect(planned.map((p) => ({ path: p.path, added: p.added, replaced: p.replaced }))).toEqual([
      { path: join(dataDir, 'english', 'antonyms.json'), added: 2, replaced: 0 },
    ]);
    const [bank] = await readQuestionBanks(dataDir);
    expect(bank).toMatchObject({ category: 'english', topic: 'antonyms', source: 'Written for the tests.' });
    expect(bank!.questions.map((q) => [q.level, q.question, q.answer])).toEqual([
      [1, 'Choose the opposite of word 1.', 'right 1'],
      [3, 'Choose the opposite of word 2.', 'right 2'],
    ]);
  });

  it('merges into an existing file: new rows are added, a corrected row replaces its old version', async () => {
    await importText('first.csv', [HEADER, csvRow(1), csvRow(2)].join('\n'));
    const planned = await importText(
      'second.csv',
      [
        HEADER,
        csvRow(2, { explanation: 'A better explanation.', option_b: 'wrong c2', option_d: 'wrong a2' }),
        csvRow(3, { source: 'Another book.' }),
      ].join('\n'),
    );
    expect(planned.map((p) => [p.added, p.replaced])).toEqual([[1, 1]]);
    const [bank] = await readQuestionBanks(dataDir);
    expect(bank!.questions.map((q) => q.explanation)).toEqual([
      'Word 1 means the opposite of right 1.',
      'A better explanation.',
      'Word 3 means the opposite of right 3.',
    ]);
    // a row from elsewhere keeps its own source in the file
    const raw = JSON.parse(await readFile(join(dataDir, 'english', 'antonyms.json'), 'utf8')) as {
      questions: { source?: string }[];
    };
    expect(raw.questions.map((q) => q.source)).toEqual([undefined, undefined, 'Another book.']);
  });

  it('names every bad row by its line and writes nothing at all', async () => {
    await importText('first.csv', [HEADER, csvRow(1)].join('\n'));
    const before = await snapshot();
    const text = [
      HEADER,
      csvRow(2), // line 2: good
      csvRow(3, { answer: 'nowhere' }), // line 3
      csvRow(4, { question: 'Two\nlines', option_c: 'right 4' }), // lines 4–5: options repeat
      csvRow(5, { level: '4' }), // line 6
      csvRow(6, { topic: 'antonymz' }), // line 7
      csvRow(7, { explanation: ' ' }), // line 8
      csvRow(8, { source: '' }), // line 9
      csvRow(2), // line 10: the same as line 2
      'english,antonyms,1,too few', // line 11
      csvRow(9, { option_d: 'unanswered' }), // line 12
    ].join('\n');
    const problems = await importProblems('bad.csv', text);
    expect(problems).toEqual([
      'line 3: the answer "nowhere" is not one of the options',
      'line 4: the four options are not distinct (ignoring case and spacing)',
      'line 4: the answer "right 4" is more than one of the options',
      'line 6: level: level must be 1, 2 or 3',
      'line 7: unknown topic "antonymz" in category english',
      'line 8: explanation: explanation is empty',
      'line 9: source is missing (give the column, or --source "…" for every row without one)',
      'line 10: the same question as line 2',
      'line 11: 4 fields where the header has 11',
      'line 12: options.3: an option cannot be "unanswered" (the submit payload\'s word for a blank)',
    ]);
    expect(await snapshot()).toEqual(before);
  });

  it('refuses a header without the needed columns, or with unknown ones', async () => {
    expect(
      await importProblems('h.csv', 'category,topic,level,question,answer,explanation,remarks\n'),
    ).toEqual([
      'line 1: the header lacks the column(s) option_a, option_b, option_c, option_d',
      'line 1: unknown column(s) remarks (known: category, topic, level, question, option_a, option_b, option_c, option_d, answer, explanation, source)',
    ]);
  });

  it('uses --source for rows without one', async () => {
    await importText('in.csv', [HEADER, csvRow(1, { source: '' })].join('\n'), {
      source: 'Given on the command line.',
    });
    const [bank] = await readQuestionBanks(dataDir);
    expect(bank!.source).toBe('Given on the command line.');
  });

  it('reads JSON rows (with `options` or option_a…d) and names the line of a bad one', async () => {
    const rows = [
      {
        category: 'english',
        topic: 'antonyms',
        level: 2,
        question: 'Opposite of tall?',
        options: ['short', 'high', 'long', 'big'],
        answer: 'short',
        explanation: 'Tall and short are opposites.',
        source: 'Tests.',
      },
      {
        category: 'general_knowledge',
        topic: 'polity',
        level: 1,
        question: 'How many Houses has Parliament?',
        option_a: 'One',
        option_b: 'Two',
        option_c: 'Three',
        option_d: 'Four',
        answer: 'Two',
        explanation: 'Lok Sabha and Rajya Sabha.',
        source: 'Tests.',
      },
    ];
    await importText('in.json', JSON.stringify(rows, null, 2));
    expect(
      (await readQuestionBanks(dataDir)).map((b) => `${b.category}/${b.topic}:${b.questions.length}`).sort(),
    ).toEqual(['english/antonyms:1', 'general_knowledge/polity:1']);

    const bad = JSON.stringify([rows[0], { ...rows[1], level: '1' }, 'text'], null, 2);
    const line = bad.split('\n').findIndex((l) => l.includes('"level": "1"')) - 3 + 1;
    expect(await importProblems('bad.json', bad)).toEqual([
      `line ${line}: level: level must be 1, 2 or 3`,
      expect.stringMatching(/^line \d+: not an object$/),
    ]);
  });

  it('reads a data file as JSON (its rows take its category, topic and source)', async () => {
    const file = {
      category: 'english',
      topic: 'antonyms',
      source: 'A data file.',
      questions: [
        {
          level: 1,
          question: 'Opposite of up?',
          options: ['down', 'top', 'over', 'high'],
          answer: 'down',
          explanation: 'Up and down.',
        },
      ],
    };
    await importText('bank.json', JSON.stringify(file));
    const [bank] = await readQuestionBanks(dataDir);
    expect(bank).toMatchObject({ source: 'A data file.', questions: [{ question: 'Opposite of up?' }] });
  });

  it('refuses other file types, empty files and JSON of another shape', async () => {
    expect(await importProblems('in.txt', 'x')).toEqual([
      expect.stringMatching(/must end in \.csv or \.json/),
    ]);
    expect(await importProblems('empty.csv', '')).toEqual(['the file is empty (it needs a header row)']);
    expect(await importProblems('only-header.csv', HEADER)).toEqual(['the file holds no question rows']);
    expect(await importProblems('x.json', '{"rows": []}')).toEqual([
      expect.stringMatching(/list of question rows/),
    ]);
    expect(await importProblems('y.json', '[1,')).toEqual([expect.stringMatching(/^not valid JSON/)]);
  });

  it('a dry run checks everything and writes nothing', async () => {
    const planned = await importText('in.csv', [HEADER, csvRow(1)].join('\n'), { dryRun: true });
    expect(planned[0]!.added).toBe(1);
    expect(await snapshot()).toEqual({});
  });
});

describe('exporting', () => {
  const banks: QuestionBank[] = [
    {
      category: 'english',
      topic: 'antonyms',
      source: 'Written for the tests.',
      questions: [
        {
          level: 1,
          question: 'Opposite of "hot", please?',
          options: ['cold', 'warm', 'tepid', 'hot, very'],
          answer: 'cold',
          explanation: 'Hot and cold,\non two lines.',
        },
        {
          level: 2,
          question: 'Opposite of early?',
          options: ['late', 'soon', 'now', 'first'],
          answer: 'late',
          explanation: 'Early and late.',
          source: 'Elsewhere.',
        },
      ],
    },
  ];

  it('writes one data file per topic and a CSV that imports back to the same bank', async () => {
    const out = join(dir, 'export');
    expect(await exportQuestions(out, banks)).toEqual({ files: 1, questions: 2, csvRows: 2, withFigures: 0 });
    expect(await readQuestionBanks(out)).toEqual(banks);
    await importQuestions(join(out, 'questions.csv'), { dir: dataDir });
    expect(await readQuestionBanks(dataDir)).toEqual(banks);
  });

  it('leaves questions with drawings out of the CSV only', () => {
    const svg = '<svg xmlns="http://www.w3.org/2000/svg"/>';
    const withFigure: QuestionBank = {
      ...banks[0]!,
      questions: [{ ...banks[0]!.questions[0]!, figure: { question: { svg, alt: 'a drawing' } } }],
    };
    expect(banksToCsv([withFigure])).toMatchObject({ rows: 0, withFigures: 1 });
  });
});
