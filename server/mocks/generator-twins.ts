import { createHash } from 'node:crypto';
import { OPTION_IDS } from '../../contract/ids';
import { GENERATED_PER_LEVEL, GENERATOR_SEED, generatedSource, toBankQuestion } from '../content/bank';
import { findGenerator } from '../content/generators/build';
import { toQuestion } from '../content/generators/question';
import { createRng, hashSeed } from '../content/generators/rng';
import type { Kind, Level, Problem, ProblemParams } from '../content/generators/types';
import type { BankQuestion, QuestionBank } from '../content/load';
import { questionKey, sameQuestion, type StoredMock, type StoredQuestion } from './paper-file';

/**
 * Generator twins of published questions (issue 18, mock Hindi): a generated question published in a
 * mock that today's bank no longer asks word for word usually left it only because the bank's draw
 * changed (a topic gained a kind, so its 60-a-level draw took other values), not because its kind
 * would no longer make it. A question is a deterministic function of its drawn values, so the kind that
 * made it, started at the same point of the bank's random stream, makes it again, with today's Hindi
 * twin and explanation.
 *
 * The search replays every kind of the question's topic that serves its level from every start point
 * of the level's served stream ('<category>/<topic>/level<n>/<seed>', mulberry32: a start point is
 * the seed advanced p steps) up to `starts` of them. The first question identical in English (text,
 * the same four options, the same answer, the same drawing) found in that fixed order — kinds in
 * their draw order, start points ascending — is the twin, so every run finds the same twins.
 */

/**
 * Start points replayed per kind and topic-level: a served bank's 60 questions take up to about 9,000
 * of its stream (coding-decoding, classification); 12,000 (about 3½ minutes of one core) find 930 of the
 * 1,278 distinct questions searched for on 2026-11-29 (1,094 published questions given Hindi), and
 * fewer start points find fewer (data interpretation, coding-decoding and time and work need the most).
 */
export const TWIN_STARTS = GENERATED_PER_LEVEL * 200;

/** mulberry32's step: the stream of seed s at point p is the stream of seed s + p × step. */
const MULBERRY_STEP = 0x6d2b79f5;

/**
 * Where a published question's twin is filed: its topic, level and exact English (text, options as a
 * set, the right option's text, drawing), so a question published in two papers is searched for once.
 */
export function twinKey(q: StoredQuestion): string {
  const english = [
    q.question,
    [...q.options].sort(),
    q.options[OPTION_IDS.indexOf(q.answer)],
    q.figure ?? null,
  ];
  const digest = createHash('sha256').update(JSON.stringify(english)).digest('base64url');
  return `${q.category}/${q.topic}/level${q.level}/${digest}`;
}

export interface TwinSearch {
  /** Published generated questions without Hindi that were searched for (a question in two papers once). */
  searched: number;
  /** Their twins found, by twinKey; each identical in English to the question filed there (sameQuestion). */
  twins: Map<string, BankQuestion>;
}

/**
 * The twins of the published questions that a generator made (their source says so), that carry no
 * Hindi and that no bank in `banks` asks with the same text and options (those take the bank's own
 * Hindi and explanation: withBankHindi, withBankExplanations).
 */
export function findGeneratorTwins(
  mocks: readonly StoredMock[],
  banks: readonly QuestionBank[],
  { starts = TWIN_STARTS, seed = GENERATOR_SEED }: { starts?: number; seed?: number | string } = {},
): TwinSearch {
  const asked = new Set<string>();
  for (const bank of banks)
    for (const q of bank.questions) asked.add(`${bank.category}/${bank.topic}/${questionKey(q)}`);
  const groups = new Map<string, StoredQuestion[]>();
  const wanted = new Set<string>();
  for (const mock of mocks)
    for (const section of mock.sections)
      for (const q of section.questions) {
        if (q.hi || !findGenerator(q.category, q.topic)) continue;
        if (q.source !== generatedSource(q.category, q.topic)) continue;
        if (asked.has(`${q.category}/${q.topic}/${questionKey(q)}`) || wanted.has(twinKey(q))) continue;
        wanted.add(twinKey(q));
        const stream = `${q.category}/${q.topic}/level${q.level}/${seed}`;
        groups.set(stream, [...(groups.get(stream) ?? []), q]);
      }
  const twins = new Map<string, BankQuestion>();
  let searched = 0;
  for (const [stream, questions] of groups) {
    searched += questions.length;
    const { category, topic, level } = questions[0]!;
    const generator = findGenerator(category, topic)!;
    const byText = new Map<string, StoredQuestion[]>();
    for (const q of questions) byText.set(q.question, [...(byText.get(q.question) ?? []), q]);
    let left = questions.length;
    const origin = hashSeed(stream);
    for (const [name, kind] of Object.entries(generator.kinds)) {
      if (left === 0) break;
      if (!kind.levels.includes(level)) continue;
      for (let start = 0; start < starts && left > 0; start += 1) {
        const problem = problemAt(kind, level, origin, start);
        const alike = problem && byText.get(problem.question);
        if (!alike?.some((q) => !twins.has(twinKey(q)))) continue;
        const made = questionOf(name, level, problem!);
        if (!made) continue;
        for (const q of alike)
          if (!twins.has(twinKey(q)) && sameQuestion(q, made)) {
            twins.set(twinKey(q), made);
            left -= 1;
          }
      }
    }
  }
  return { searched, twins };
}

/** The problem `kind` makes from point `start` of the stream whose seed is `origin`; none where it gives up. */
function problemAt(kind: Kind, level: Level, origin: number, start: number): Problem | undefined {
  try {
    return kind.make(createRng((origin + Math.imul(start, MULBERRY_STEP)) >>> 0), level);
  } catch {
    return undefined; // no acceptable draw from this point: no question there
  }
}

/** The problem as the bank would ask it (toQuestion), tagged with its kind as the topic's draw tags it. */
function questionOf(name: string, level: Level, problem: Problem): BankQuestion | undefined {
  try {
    const params = { kind: name, ...problem.params } as ProblemParams;
    return toBankQuestion(toQuestion(level, { ...problem, params }));
  } catch {
    return undefined;
  }
}

/**
 * The question kind `kind` of a topic makes from point `start` of its level's served stream (what the
 * search compares): for tests and for looking a twin up by hand.
 */
export function questionAt(
  category: string,
  topic: string,
  level: Level,
  kind: string,
  start: number,
  seed: number | string = GENERATOR_SEED,
): BankQuestion | undefined {
  const made = findGenerator(category, topic)?.kinds[kind];
  if (!made) throw new Error(`no kind ${kind} in ${category}/${topic}`);
  const problem = problemAt(made, level, hashSeed(`${category}/${topic}/level${level}/${seed}`), start);
  return problem && questionOf(kind, level, problem);
}
