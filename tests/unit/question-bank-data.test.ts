import { readFileSync, readdirSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { CATEGORIES } from '../../contract/topics';
import { findGenerator } from '../../server/content/generators/build';

// The authored question banks (design §4): one JSON file per topic under server/content/data/{category}/{topic}.json.
const DATA_DIR = fileURLToPath(new URL('../../server/content/data', import.meta.url));
const LEVELS = [1, 2, 3] as const;
const MIN_PER_LEVEL = 30;

function jsonFilesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true })
    .flatMap((entry) => {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) return jsonFilesUnder(path);
      return entry.isFile() && entry.name.endsWith('.json') ? [path] : [];
    })
    .sort();
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const normalise = (text: string) => text.normalize('NFKC').toLowerCase().replace(/\s+/g, ' ').trim();

/** Every problem found in one bank file; an empty list means the file is valid. */
function bankProblems(raw: unknown, expected?: { category: string; topic: string }): string[] {
  const problems: string[] = [];
  if (!isRecord(raw)) return ['the file is not a JSON object'];
  const { category, topic, questions } = raw;

  const knownCategory = CATEGORIES.find((c) => c.slug === category);
  if (!knownCategory) problems.push(`unknown category ${JSON.stringify(category)}`);
  else if (!knownCategory.topics.some((t) => t.slug === topic)) {
    problems.push(`unknown topic ${JSON.stringify(topic)} in category ${String(category)}`);
  }
  if (expected && (category !== expected.category || topic !== expected.topic)) {
    problems.push(
      `file path says ${expected.category}/${expected.topic} but the file says ${String(category)}/${String(topic)}`,
    );
  }
  if (!Array.isArray(questions)) return [...problems, 'questions is not an array'];

  const perLevel = new Map<number, number>();
  const seen = new Map<string, number>();
  questions.forEach((q: unknown, index) => {
    const at = `question ${index}`;
    if (!isRecord(q)) {
      problems.push(`${at}: not an object`);
      return;
    }
    const { level, question, options, answer, explanation } = q;
    if (typeof level !== 'number' || !LEVELS.some((l) => l === level)) {
      problems.push(`${at}: level ${JSON.stringify(level)} is not 1, 2 or 3`);
    } else {
      perLevel.set(level, (perLevel.get(level) ?? 0) + 1);
    }
    if (typeof question !== 'string' || question.trim() === '') {
      problems.push(`${at}: empty question text`);
    } else {
      const key = normalise(question);
      const first = seen.get(key);
      if (first !== undefined) problems.push(`${at}: same question text as question ${first}`);
      else seen.set(key, index);
    }
    if (!Array.isArray(options) || options.length !== 4) {
      problems.push(`${at}: does not have exactly four options`);
    } else {
      const texts = options.map((o: unknown) => (typeof o === 'string' ? o : ''));
      texts.forEach((o, i) => {
        if (o.trim() === '') problems.push(`${at}: option ${i} is empty or not text`);
        else if (o !== o.trim()) problems.push(`${at}: option ${i} has surrounding spaces`);
      });
      if (new Set(texts.map(normalise)).size !== texts.length)
        problems.push(`${at}: options are not distinct`);
      const hits = texts.filter((o) => o === answer).length;
      if (typeof answer !== 'string' || hits !== 1) {
        problems.push(
          `${at}: the answer ${JSON.stringify(answer)} is among the options ${hits} times, not once`,
        );
      }
    }
    if (typeof explanation !== 'string' || explanation.trim() === '')
      problems.push(`${at}: empty explanation`);
  });

  // A file that adds to a generated topic (its rows served beside the generator's 60 a level, bank.ts)
  // need not fill a level alone; tests/server/every-topic-level.test.ts counts what is served.
  const addsToGenerator = expected && findGenerator(expected.category, expected.topic) !== undefined;
  for (const level of LEVELS) {
    const count = perLevel.get(level) ?? 0;
    if (!addsToGenerator && count < MIN_PER_LEVEL)
      problems.push(`level ${level} has ${count} questions, fewer than ${MIN_PER_LEVEL}`);
  }
  return problems;
}

const files = jsonFilesUnder(DATA_DIR);

describe('question bank data files', () => {
  it('exist, one per {category}/{topic}.json', () => {
    expect(files.length).toBeGreaterThan(0);
    for (const file of files) expect(relative(DATA_DIR, file).split(sep)).toHaveLength(2);
  });

  it.each(files.map((file) => [relative(DATA_DIR, file), file] as const))(
    '%s is a valid bank',
    (_name, file) => {
      const [category = '', name = ''] = relative(DATA_DIR, file).split(sep);
      const raw: unknown = JSON.parse(readFileSync(file, 'utf8'));
      expect(bankProblems(raw, { category, topic: name.replace(/\.json$/, '') })).toEqual([]);
    },
  );
});

describe('the bank checks themselves', () => {
  const good = () => {
    const q = (level: number, n: number) => ({
      level,
      question: `Question ${level}-${n}?`,
      options: ['1', '2', '3', '4'],
      answer: '2',
      explanation: 'Because.',
    });
    return {
      category: 'aptitude',
      topic: 'percentage',
      questions: LEVELS.flatMap((level) => Array.from({ length: MIN_PER_LEVEL }, (_, n) => q(level, n))),
    };
  };

  it('accept a well-formed bank', () => {
    expect(bankProblems(good())).toEqual([]);
  });

  it('reject each kind of defect', () => {
    const broken = (edit: (bank: ReturnType<typeof good>) => void) => {
      const bank = good();
      edit(bank);
      return bankProblems(bank);
    };
    const first = (bank: ReturnType<typeof good>) => {
      const q = bank.questions[0];
      if (!q) throw new Error('no question');
      return q;
    };
    expect(
      broken((b) => {
        b.category = 'maths';
      }),
    ).not.toEqual([]);
    expect(
      broken((b) => {
        b.topic = 'percentages';
      }),
    ).not.toEqual([]);
    expect(
      broken((b) => {
        b.questions.pop();
        b.questions = b.questions.slice(1);
      }),
    ).not.toEqual([]);
    expect(
      broken((b) => {
        first(b).level = 4;
      }),
    ).not.toEqual([]);
    expect(
      broken((b) => {
        first(b).options = ['1', '2', '3'];
      }),
    ).not.toEqual([]);
    expect(
      broken((b) => {
        first(b).options = ['1', '2', '2 ', '4'];
      }),
    ).not.toEqual([]);
    expect(
      broken((b) => {
        first(b).options = ['1', '2', ' ', '4'];
      }),
    ).not.toEqual([]);
    expect(
      broken((b) => {
        first(b).options = ['1', '2', 'Two', 'two'];
      }),
    ).not.toEqual([]);
    expect(
      broken((b) => {
        first(b).answer = '5';
      }),
    ).not.toEqual([]);
    expect(
      broken((b) => {
        first(b).explanation = ' ';
      }),
    ).not.toEqual([]);
    expect(
      broken((b) => {
        first(b).question = 'question  1-1?';
      }),
    ).not.toEqual([]);
    expect(
      broken((b) => {
        first(b).question = '';
      }),
    ).not.toEqual([]);
  });
});
