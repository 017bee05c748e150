import { createHash } from 'node:crypto';
import { brotliCompressSync, constants } from 'node:zlib';
import {
  mockTitle,
  MOCK_EXAMS,
  type MockPaper,
  type MockPattern,
  type PaperHindi,
  type MocksResponse,
  type PaperResponse,
} from '../../contract/mocks';
import { times } from '../../contract/mocks-marks';
import { isPrintedLast } from '../content/conventions';
import type { PatternDefinition } from './pattern';
import { PAPERS_DIR, readPapers, type StoredMock, type StoredQuestion } from './paper-file';
import { catalogueEntry, PATTERNS } from './patterns';
import { paperProblems } from './verify-papers';

/**
 * The mocks in memory (issue 18 §8): every pattern and every published paper, read and checked once
 * (a paper that does not match its pattern stops the server at start: server/start.ts), then served as
 * the same bytes to everyone with a strong ETag and, when the client takes it, a brotli body made once.
 * The answer keys stay here, on the server.
 */

export interface Served {
  readonly bytes: string;
  /** The brotli body, made at its first request and kept (quality 11 costs ~0.1 s a paper: not at start). */
  brotli(): Buffer;
  readonly etag: string;
}

export interface LoadedMock {
  readonly pattern: PatternDefinition;
  readonly stored: StoredMock;
  /** Question id → the question and the index of its section. */
  readonly questions: ReadonlyMap<number, { readonly q: StoredQuestion; readonly section: number }>;
  readonly served: Served;
}

export interface MockCatalogue {
  readonly patterns: Served;
  mock(exam: string, number: number): LoadedMock | undefined;
  pattern(exam: string): PatternDefinition | undefined;
}

function served(value: unknown): Served {
  const bytes = JSON.stringify(value);
  let brotli: Buffer | undefined;
  return {
    bytes,
    brotli: () =>
      (brotli ??= brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } })),
    etag: `"${createHash('sha256').update(bytes).digest('base64url').slice(0, 27)}"`,
  };
}

/** A question's Hindi as served in the paper: everything but the explanation (that waits for the review). */
export function paperHindi(hi: NonNullable<StoredQuestion['hi']>): PaperHindi {
  return {
    question: hi.question,
    options: hi.options,
    ...(hi.figureAlt !== undefined ? { figure_alt: hi.figureAlt } : {}),
    ...(hi.figureSvg !== undefined ? { figure_svg: hi.figureSvg } : {}),
    ...(hi.optionFigureAlts ? { option_figure_alts: hi.optionFigureAlts } : {}),
  };
}

/**
 * The paper as served: no answers, explanations or sources; "No error"-type options pinned; each
 * question's Hindi where it has one (its options in the paper's order a, b, c, d, like the English).
 */
export function publicPaper(pattern: PatternDefinition, mock: StoredMock): MockPaper {
  return {
    exam: pattern.exam,
    mock: mock.number,
    title: mockTitle(mock.number),
    sections: mock.sections.map((s, i) => ({
      key: s.key,
      title: pattern.sections[i]!.title,
      questions: s.questions.map((q) => ({
        id: q.id,
        question: q.question,
        ...(q.figure?.question ? { figure: q.figure.question } : {}),
        options: q.options.map((text, o) => ({
          id: (['a', 'b', 'c', 'd'] as const)[o]!,
          text,
          ...(q.figure?.options ? { figure: q.figure.options[o] } : {}),
          ...(isPrintedLast(text) ? { pinned: true as const } : {}),
        })),
        topic: { category: q.category, topic: q.topic },
        ...(q.hi ? { hi: paperHindi(q.hi) } : {}),
      })),
    })),
  };
}

/** Whether the papers offer Hindi: some question carries it (issue 15; the rest show English with a note). */
const hasHindi = (mocks: readonly StoredMock[]) =>
  mocks.some((m) => m.sections.some((s) => s.questions.some((q) => q.hi !== undefined)));

export function patternView(p: PatternDefinition, mocks: readonly StoredMock[]): MockPattern {
  const entry = catalogueEntry(p);
  const questions = p.sections.reduce((n, s) => n + s.topics.reduce((m, t) => m + t[2], 0), 0);
  return {
    exam: p.exam,
    name: p.name,
    body: p.body,
    families: [...entry.families],
    paper_ids: [...entry.paper_ids],
    sections: p.sections.map((s) => ({
      key: s.key,
      title: s.title,
      questions: s.topics.reduce((n, t) => n + t[2], 0),
      topics: s.topics.map(([category, topic, n]) => ({ category, topic, questions: n })),
      ...(s.durationSeconds ? { duration_seconds: s.durationSeconds } : {}),
    })),
    questions,
    marks_per_question: p.marksPerQuestion,
    negative_marks: p.negativeMarks,
    max_marks: times(p.marksPerQuestion, questions),
    duration_seconds: p.durationSeconds,
    timing: p.timing,
    qualifying_percent: p.qualifyingPercent,
    languages: hasHindi(mocks) ? [...p.languages, 'hi'] : [...p.languages],
    levels: p.levels,
    cut_off: p.cutOff,
    sources: [...p.sources],
    mocks: mocks.map((m) => ({ number: m.number, title: mockTitle(m.number), questions })),
  };
}

/** Reads and checks every pattern's papers; throws naming each problem. */
export async function loadMockCatalogue(dir = PAPERS_DIR): Promise<MockCatalogue> {
  const mocks = new Map<string, LoadedMock>();
  const views: MockPattern[] = [];
  const problems: string[] = [];
  for (const pattern of PATTERNS) {
    const papers = await readPapers(pattern.exam, dir);
    const stored = papers?.mocks ?? [];
    problems.push(...paperProblems(pattern, stored));
    views.push(patternView(pattern, stored));
    for (const mock of stored) {
      const questions = new Map<number, { q: StoredQuestion; section: number }>();
      mock.sections.forEach((s, section) => s.questions.forEach((q) => questions.set(q.id, { q, section })));
      mocks.set(`${pattern.exam}/${mock.number}`, {
        pattern,
        stored: mock,
        questions,
        served: served({ status: 'success', data: publicPaper(pattern, mock) } satisfies PaperResponse),
      });
    }
  }
  if (problems.length > 0)
    throw new Error(`The mock papers do not match their patterns:\n- ${problems.join('\n- ')}`);
  const patterns = served({ status: 'success', data: views } satisfies MocksResponse);
  return {
    patterns,
    mock: (exam, number) => mocks.get(`${exam}/${number}`),
    pattern: (exam) => PATTERNS.find((p) => p.exam === exam),
  };
}

let shared: Promise<MockCatalogue> | undefined;

/** The catalogue of the published papers, loaded once per process. */
export function mockCatalogue(): Promise<MockCatalogue> {
  shared ??= loadMockCatalogue();
  shared.catch(() => (shared = undefined));
  return shared;
}

/** For tests of the contract's list: the keys in the contract and in PATTERNS, in order. */
export const catalogueKeys = () => ({
  contract: MOCK_EXAMS.map((e) => e.key),
  patterns: PATTERNS.map((p) => p.exam),
});
