import { readFile } from 'node:fs/promises';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { MockPaper } from '../../contract/mocks';
import { orderSection } from '../../contract/mocks-order';
import { isPrintedLast } from '../../server/content/conventions';
import type { QuestionBank } from '../../server/content/load';
import { generatedSource } from '../../server/content/bank';
import {
  drawPapers,
  levelCounts,
  withBankExplanations,
  withBankHindi,
  withGeneratorHindi,
} from '../../server/mocks/build-papers';
import { findGeneratorTwins, questionAt } from '../../server/mocks/generator-twins';
import { loadMockCatalogue, publicPaper } from '../../server/mocks/catalogue';
import {
  paperFile,
  papersFileText,
  questionKey,
  readPapers,
  type StoredMock,
  type StoredQuestion,
} from '../../server/mocks/paper-file';
import { PATTERNS } from '../../server/mocks/patterns';
import { paperProblems } from '../../server/mocks/verify-papers';

// The fixed papers (issue 18 §2): stored as published, matching their patterns, no question twice
// within an exam, served without answers; the candidate's order keeps "No error" options last.

describe('the published papers', () => {
  it.each(PATTERNS.map((p) => [p.exam, p] as const))(
    '%s: match the pattern, no repeats',
    async (_, pattern) => {
      const papers = await readPapers(pattern.exam);
      expect(papers, 'a papers file').toBeDefined();
      expect(paperProblems(pattern, papers!.mocks)).toEqual([]);
      const keys = papers!.mocks.flatMap((m) => m.sections.flatMap((s) => s.questions.map(questionKey)));
      expect(new Set(keys).size).toBe(keys.length);
      // The file is exactly what the writer wrote: nobody edited or reformatted it by hand.
      expect(await readFile(paperFile(pattern.exam), 'utf8')).toBe(papersFileText(papers!));
    },
  );

  it('are never redrawn: the builder keeps every published mock as it is', async () => {
    const pattern = PATTERNS[0]!;
    const papers = (await readPapers(pattern.exam))!;
    const { papers: again, report } = drawPapers(pattern, [], papers, '2030-01-01');
    expect(report.added).toBe(0);
    expect(again.mocks).toEqual(papers.mocks);
  });

  it('a changed paper is caught: a question moved into another mock is a repeat', async () => {
    const pattern = PATTERNS[0]!;
    const papers = structuredClone((await readPapers(pattern.exam))!);
    papers.mocks[1]!.sections[0]!.questions[0] = { ...papers.mocks[0]!.sections[0]!.questions[0]!, id: 1 };
    expect(paperProblems(pattern, papers.mocks).join('\n')).toMatch(/repeats mock 1 question 1/);
  });

  it('take a corrected explanation from the bank, and change nothing a candidate answered', async () => {
    const pattern = PATTERNS[0]!;
    const mocks = (await readPapers(pattern.exam))!.mocks;
    const published = mocks[0]!.sections[0]!.questions[0]!;
    const bank: QuestionBank = {
      category: published.category as QuestionBank['category'],
      topic: published.topic,
      source: 'test',
      questions: [
        {
          level: published.level,
          // The bank's own order of the options: the same question, however they are printed.
          question: published.question,
          options: [...published.options].reverse(),
          answer: published.options[0]!,
          explanation: 'Corrected. Trap: the named mistake gives the option it gives.',
        },
      ],
    };
    const { mocks: fixed, corrected } = withBankExplanations(mocks, [bank]);
    expect(corrected).toBe(1);
    expect(fixed[0]!.sections[0]!.questions[0]).toEqual({
      ...published,
      explanation: 'Corrected. Trap: the named mistake gives the option it gives.',
    });
    // Everything else as published.
    const rest = (ms: typeof mocks) => ms.map((m) => m.sections.map((s) => s.questions.slice(1)));
    expect(rest(fixed)).toEqual(rest(mocks));
    expect(withBankExplanations(mocks, []).corrected).toBe(0);
  });

  it('take the bank twin’s Hindi, each option beside its English, and only for the very same question', async () => {
    const pattern = PATTERNS[0]!;
    const mocks = (await readPapers(pattern.exam))!.mocks.map((m) => ({
      ...m,
      sections: m.sections.map((s) => ({ ...s, questions: s.questions.map(({ hi: _, ...q }) => q) })),
    }));
    const published = mocks[0]!.sections[0]!.questions[0]!;
    const [a, b, c, d] = published.options;
    const twin = {
      level: published.level,
      question: published.question,
      // The bank lists the options in another order than the paper; its Hindi follows the bank's.
      options: [d!, c!, b!, a!],
      answer: published.options['abcd'.indexOf(published.answer)]!,
      explanation: published.explanation,
      ...(published.figure ? { figure: published.figure } : {}),
      hi: { question: 'प्रश्न', options: ['घ', 'ग', 'ख', 'क'], explanation: 'हल' } as const,
    };
    const bank = (q: typeof twin): QuestionBank => ({
      category: published.category as QuestionBank['category'],
      topic: published.topic,
      source: 'test',
      questions: [{ ...q, hi: { ...q.hi, options: [...q.hi.options] } }],
    });
    const { mocks: done, translated } = withBankHindi(mocks, [bank(twin)]);
    expect(translated).toBe(1);
    expect(done[0]!.sections[0]!.questions[0]).toEqual({
      ...published,
      hi: { question: 'प्रश्न', options: ['क', 'ख', 'ग', 'घ'], explanation: 'हल' },
    });
    const rest = (ms: typeof mocks) => ms.map((m) => m.sections.map((s) => s.questions.slice(1)));
    expect(rest(done)).toEqual(rest(mocks));
    // Alike is not the same: another key, or a reworded option, and the paper stays English.
    const otherKey = twin.options.find((o) => o !== twin.answer)!;
    expect(withBankHindi(mocks, [bank({ ...twin, answer: otherKey })]).translated).toBe(0);
    const reworded = { ...twin, options: [`${d} `, c!, b!, a!] };
    expect(withBankHindi(mocks, [bank(reworded)]).mocks[0]!.sections[0]!.questions[0]!.hi).toBeUndefined();
  });

  it('take the Hindi of a generated question’s generator twin, and change nothing a candidate answered', () => {
    // A blood-relation question as a generator made it once: the chain kind from point 17 of the
    // level-1 stream the bank draws from. Published with its options in another order than the bank's,
    // an explanation since corrected, and no Hindi: the bank's 60-a-level draw no longer reaches it.
    const made = questionAt('reasoning', 'blood_relation', 1, 'chain', 17)!;
    expect(made.hi).toBeDefined();
    const options = [...made.options].reverse();
    const published: StoredQuestion = {
      id: 7,
      category: 'reasoning',
      topic: 'blood_relation',
      level: 1,
      question: made.question,
      options,
      answer: (['a', 'b', 'c', 'd'] as const)[options.indexOf(made.answer)]!,
      explanation: 'As published.',
      source: generatedSource('reasoning', 'blood_relation'),
    };
    // Alike is not the same: the same text with another key stays English only.
    const otherKey = options.findIndex((o) => o !== made.answer);
    const alike: StoredQuestion = { ...published, id: 8, answer: (['a', 'b', 'c', 'd'] as const)[otherKey]! };
    const reworded: StoredQuestion = { ...published, id: 9, question: `${made.question} ` };
    const mocks: StoredMock[] = [
      {
        number: 1,
        seed: 'test/mock-1',
        published: '2026-11-01',
        sections: [{ key: 'reasoning', questions: [published, alike, reworded] }],
      },
    ];
    const search = findGeneratorTwins(mocks, [], { starts: 40 });
    expect(search.searched).toBe(3);
    expect(search.twins.size).toBe(1);
    // The same search finds the same twins on every run.
    expect(findGeneratorTwins(mocks, [], { starts: 40 })).toEqual(search);
    const { mocks: done, translated, corrected } = withGeneratorHindi(mocks, search.twins);
    expect([translated, corrected]).toEqual([1, 1]);
    const [first, second, third] = done[0]!.sections[0]!.questions;
    // The English, its options' order, the answer, the id and the source exactly as published.
    const { hi, explanation, ...english } = first!;
    expect(english).toEqual((({ explanation: _, ...rest }) => rest)(published));
    expect(explanation).toBe(made.explanation);
    // Each Hindi option beside its English one, in the paper's order.
    expect(hi!.question).toBe(made.hi!.question);
    expect(hi!.options).toEqual(options.map((o) => made.hi!.options[made.options.indexOf(o)]));
    expect(hi!.explanation).toBe(made.hi!.explanation);
    expect([second, third]).toEqual([alike, reworded]);
    // A question the bank asks (the same text and options) is the bank's (withBankHindi), not searched for.
    const bank: QuestionBank = {
      category: 'reasoning',
      topic: 'blood_relation',
      source: 'test',
      questions: [made],
    };
    expect(findGeneratorTwins(mocks, [bank], { starts: 40 }).searched).toBe(0);
  });

  it('draws levels by the stated mix', () => {
    expect(levelCounts(25, { level1: 30, level2: 50, level3: 20 })).toEqual([8, 12, 5]);
    expect(levelCounts(27, { level1: 20, level2: 50, level3: 30 })).toEqual([5, 14, 8]);
  });

  it('are served without answers, explanations or sources', async () => {
    const catalogue = await loadMockCatalogue();
    const mock = catalogue.mock('ssc-cgl-tier1', 1)!;
    const paper = v.parse(MockPaper, publicPaper(mock.pattern, mock.stored));
    expect(paper.sections.map((s) => s.questions.length)).toEqual([25, 25, 25, 25]);
    expect(mock.served.bytes).not.toMatch(/"answer"|"explanation"|"source"/);
    expect(mock.served.brotli().length).toBeLessThan(mock.served.bytes.length / 3);
  });

  it('pins "No error"-type options, and the candidate’s order keeps them last', async () => {
    const catalogue = await loadMockCatalogue();
    const mock = catalogue.mock('ssc-cgl-tier1', 1)!;
    const paper = publicPaper(mock.pattern, mock.stored);
    const english = paper.sections.find((s) => s.key === 'english')!;
    const pinned = english.questions.filter((q) => q.options.some((o) => o.pinned));
    expect(pinned.length).toBeGreaterThan(0);
    for (const q of pinned) expect(isPrintedLast(q.options[3]!.text)).toBe(true);
    const ordered = orderSection('0123456789abcdef0123456789abcdef', english.key, english.questions);
    expect(ordered.map((o) => o.question.id).sort((a, b) => a - b)).toEqual(
      english.questions.map((q) => q.id),
    );
    expect(ordered.map((o) => o.question.id)).not.toEqual(english.questions.map((q) => q.id));
    for (const { question, options } of ordered) {
      expect(options.map((o) => o.id).sort()).toEqual(['a', 'b', 'c', 'd']);
      if (question.options[3]!.pinned) expect(options[3]!.id).toBe(question.options[3]!.id);
    }
    // The same attempt always sees the same order (a reload, the review).
    expect(orderSection('0123456789abcdef0123456789abcdef', english.key, english.questions)).toEqual(ordered);
  });

  it('keeps the parts of a spotting-errors sentence in its order, "No error" last, in every attempt', async () => {
    const catalogue = await loadMockCatalogue();
    const mock = catalogue.mock('ssc-cgl-tier1', 1)!;
    const english = publicPaper(mock.pattern, mock.stored).sections.find((s) => s.key === 'english')!;
    const parted = english.questions.filter((q) => q.question.includes(' / '));
    expect(parted.length).toBeGreaterThan(0);
    for (const attempt of ['0123456789abcdef0123456789abcdef', 'fedcba9876543210fedcba9876543210']) {
      for (const { question, options } of orderSection(attempt, english.key, english.questions)) {
        if (!parted.includes(question)) continue;
        const line = question.question.split('\n').find((l) => l.includes(' / '))!;
        const parts = line.split(' / ').map((p) => p.trim().replace(/[.?!]$/, ''));
        expect(options.slice(0, 3).map((o) => o.text.trim().replace(/[.?!]$/, ''))).toEqual(parts);
        expect(options[3]!.pinned).toBe(true);
      }
    }
  });
});
