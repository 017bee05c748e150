import { describe, expect, it } from 'vitest';
import { findGenerator, generateBank, generateQuestion } from '../../server/content/generators/build';
import { createRng } from '../../server/content/generators/rng';
import { LEVEL_NUMBERS, type GeneratedQuestion } from '../../server/content/generators/types';
import { GK_TABLES, isTrue, rightOptions, tableNamed, wordSubset } from './support/general-knowledge-solvers';
import { DRAWS } from './support/draws';

const SEEDS = DRAWS;
const fold = (s: string): string => s.toLowerCase().replace(/\s+/g, ' ').trim();

/** Everything wrong with one generated question, judged from the tables alone (empty when right). */
function judge(topic: string, q: GeneratedQuestion): string[] {
  const p = q.params;
  if (p.kind === 'fact') {
    const asked = String(p.direction === 'forward' ? p.key : p.value);
    const problems: string[] = [];
    if (!q.question.toLowerCase().includes(asked.toLowerCase()))
      problems.push(`the question does not name ${asked}`);
    const right = rightOptions(topic, p, q.options);
    if (right.length !== 1 || right[0] !== q.answer)
      problems.push(`right options ${JSON.stringify(right)}, answer ${JSON.stringify(q.answer)}`);
    return problems.map((m) => `${q.question}: ${m}`);
  }
  if (p.kind === 'pairs') {
    const table = tableNamed(topic, String(p.table));
    // read the pairs back from the question text, not from the params
    const pairs = q.question
      .split('\n')
      .map((line) => /^(\d)\. (.+) — (.+)$/.exec(line))
      .filter((m): m is RegExpExecArray => m !== null)
      .map((m) => [m[2]!, m[3]!] as const);
    if (pairs.length !== 3) return [`${q.question}: ${pairs.length} pairs read back`];
    if (new Set(pairs.map(([, v]) => fold(v))).size !== 3)
      return [`${q.question}: two pairs share a value, which gives the answer away`];
    const right = pairs.flatMap(([k, v], i) => (isTrue(table, k, v) ? [i + 1] : []));
    const expected = wordSubset(right);
    const hits = q.options.filter((o) => fold(o) === fold(expected));
    return hits.length === 1 && hits[0] === q.answer
      ? []
      : [`${q.question}: expected ${expected}, options ${q.options.join(' | ')}, answer ${q.answer}`];
  }
  if (p.kind === 'statements') {
    const table = tableNamed(topic, String(p.table));
    const lines = q.question.split('\n').filter((line) => /^\d\. /.test(line));
    const pairs = (p.pairs as [string, string][]) ?? [];
    if (lines.length !== 3 || pairs.length !== 3)
      return [`${q.question}: ${lines.length} statements read back`];
    // each numbered line must be the table's sentence for its pair, and is true when the table holds it
    const problems = pairs
      .filter(([k, v], i) => fold(lines[i]!.slice(3)) !== fold(table.fact(k, v).replace(/\.\.$/, '.')))
      .map(([k, v]) => `${q.question}: no statement says ${k} — ${v}`);
    if (new Set(pairs.map(([, v]) => fold(v))).size !== 3)
      problems.push(`${q.question}: two statements share a value, which gives the answer away`);
    const right = pairs.flatMap(([k, v], i) => (isTrue(table, k, v) ? [i + 1] : []));
    const expected = wordSubset(right);
    const hits = q.options.filter((o) => fold(o) === fold(expected));
    if (hits.length !== 1 || hits[0] !== q.answer)
      problems.push(
        `${q.question}: expected ${expected}, options ${q.options.join(' | ')}, answer ${q.answer}`,
      );
    return problems;
  }
  return [`unknown kind ${p.kind}`];
}

describe.each(Object.keys(GK_TABLES))('general_knowledge/%s fact tables', (topic) => {
  const generator = findGenerator('general_knowledge', topic)!;

  it('is registered', () => {
    expect(generator).toBeDefined();
  });

  it(`re-marks ${SEEDS} questions a level from the tables: exactly one option is right, and it is the answer`, () => {
    const failures: string[] = [];
    const kinds = new Set<string>();
    const tables = new Set<string>();
    for (const level of LEVEL_NUMBERS) {
      for (let seed = 0; seed < SEEDS; seed += 1) {
        const q = generateQuestion(generator, level, createRng(`gk-facts/${topic}/${level}/${seed}`));
        kinds.add(q.params.kind);
        tables.add(String(q.params.table));
        failures.push(...judge(topic, q));
      }
    }
    expect(failures.slice(0, 5)).toEqual([]);
    expect([...kinds].sort()).toEqual(['fact', 'pairs', 'statements']);
    // most tables were drawn, so most were checked (the served banks below cover the rest)
    expect(tables.size).toBeGreaterThanOrEqual(GK_TABLES[topic]!.length - 1);
  });

  it('serves banks of 60 whose every question is right by the tables', () => {
    const failures = LEVEL_NUMBERS.flatMap((level) =>
      generateBank('general_knowledge', topic, level, 60).flatMap((q) => judge(topic, q)),
    );
    expect(failures.slice(0, 5)).toEqual([]);
  });

  it("is weighed like the papers: no table gives more than a quarter of the topic's generated questions", () => {
    // the draw caps a table at about 15 % of a level's fact questions; where a level has too few other
    // rows to fill 60 questions (polity's level 1 beside the Articles) a large table gives more: the
    // Articles are 21 % of polity's generated questions (29 % without the cap), less of the served
    // topic with its hand-written rows
    const counts = new Map<string, number>();
    let total = 0;
    for (const level of LEVEL_NUMBERS)
      for (const q of generateBank('general_knowledge', topic, level, 60)) {
        total += 1;
        counts.set(String(q.params.table), (counts.get(String(q.params.table)) ?? 0) + 1);
      }
    const heavy = [...counts].filter(([, n]) => n > total / 4).map(([t, n]) => `${t}: ${n} of ${total}`);
    expect(heavy).toEqual([]);
  });

  it('has clean tables: no repeated or padded rows, and questions that name what they ask', () => {
    const problems: string[] = [];
    for (const table of GK_TABLES[topic]!) {
      const seen = new Set<string>();
      for (const [level, key, value, note] of table.rows) {
        const id = `${fold(key)}|${fold(value)}`;
        if (seen.has(id)) problems.push(`${table.name}: ${key} — ${value} twice`);
        seen.add(id);
        if (![1, 2, 3].includes(level)) problems.push(`${table.name}: level ${level}`);
        for (const t of [key, value])
          if (t.trim() !== t || t === '' || t.includes(' — '))
            problems.push(`${table.name}: bad text ${JSON.stringify(t)}`);
        if (note !== undefined && !/[.!?]$/.test(note))
          problems.push(`${table.name}: note without a full stop: ${note}`);
        if (table.forward && !table.forward(key).toLowerCase().includes(key.toLowerCase()))
          problems.push(`${table.name}: forward question hides ${key}`);
        const fact = table.fact(key, value).toLowerCase();
        if (!fact.includes(value.toLowerCase()))
          problems.push(`${table.name}: the fact sentence drops ${value}`);
      }
      // three wrong options need at least four different values (and keys) in the column
      if (
        new Set(table.rows.map((r) => fold(r[2]))).size < 4 ||
        new Set(table.rows.map((r) => fold(r[1]))).size < 4
      )
        problems.push(`${table.name}: fewer than four different keys or values`);
      for (const [k, list] of Object.entries(table.decoys ?? {})) {
        if (!table.rows.some((r) => fold(r[1]) === fold(k)))
          problems.push(`${table.name}: decoys for an unknown key ${k}`);
        for (const d of list)
          if (isTrue(table, k, d)) problems.push(`${table.name}: decoy ${d} is true for ${k}`);
      }
      for (const [k, v] of table.alsoTrue ?? [])
        if (seen.has(`${fold(k)}|${fold(v)}`))
          problems.push(`${table.name}: ${k} — ${v} is both a row and also-true`);
    }
    expect(problems).toEqual([]);
  });
});

describe('the fact-table judge', () => {
  it('catches a wrongly marked statements question, and a statement that is not the pair it claims', () => {
    const question =
      'Consider the following statements:\n1. Bihu is a dance form of Assam.\n2. Garba is a dance form of Punjab.\n3. Lavani is a dance form of Maharashtra.\nWhich of the statements given above is/are correct?';
    const q: GeneratedQuestion = {
      level: 3,
      question,
      options: ['1 only', '1 and 3 only', '2 and 3 only', '1, 2 and 3'],
      answer: '1 and 3 only',
      explanation: '…',
      params: {
        kind: 'statements',
        table: 'dance',
        pairs: [
          ['Bihu', 'Assam'],
          ['Garba', 'Punjab'],
          ['Lavani', 'Maharashtra'],
        ],
      },
      mistakes: [],
    };
    expect(judge('miscellaneous', q)).toEqual([]);
    expect(judge('miscellaneous', { ...q, answer: '1, 2 and 3' })).toHaveLength(1);
    expect(
      judge('miscellaneous', { ...q, question: question.replace('of Punjab', 'of Gujarat') }),
    ).toHaveLength(1);
  });

  it('catches a wrong option that is also true (a second capital of the Kushanas)', () => {
    const q: GeneratedQuestion = {
      level: 2,
      question: 'Which city was the capital of the Kushanas?',
      options: ['Purushapura (Peshawar)', 'Mathura', 'Warangal', 'Madurai'],
      answer: 'Purushapura (Peshawar)',
      explanation: 'Purushapura (Peshawar) was a capital of the Kushanas.',
      params: {
        kind: 'fact',
        table: 'dynasty capital',
        direction: 'forward',
        key: 'Kushanas',
        value: 'Purushapura (Peshawar)',
      },
      mistakes: [],
    };
    expect(judge('history', q)).toHaveLength(1);
    expect(
      judge('history', { ...q, options: ['Purushapura (Peshawar)', 'Vengi', 'Warangal', 'Madurai'] }),
    ).toEqual([]);
  });

  it('catches a wrongly marked numbered-pairs question', () => {
    const question =
      'Consider the following pairs (Dance — State):\n1. Bihu — Assam\n2. Garba — Punjab\n3. Lavani — Maharashtra\nWhich of the pairs given above is/are correctly matched?';
    const q: GeneratedQuestion = {
      level: 3,
      question,
      options: ['1 only', '1 and 3 only', '2 and 3 only', '1, 2 and 3'],
      answer: '1 and 3 only',
      explanation: '…',
      params: { kind: 'pairs', table: 'dance', pairs: [] },
      mistakes: [],
    };
    expect(judge('miscellaneous', q)).toEqual([]);
    expect(judge('miscellaneous', { ...q, answer: '1, 2 and 3' })).toHaveLength(1);
  });
});
