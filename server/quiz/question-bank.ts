import { randomInt } from 'node:crypto';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { QuestionFigure, QuestionHindi } from '../../contract/quiz';
import type { AppDatabase } from '../db/open';
import { questions } from '../db/schema';

/**
 * The drawable questions of each topic-level, kept in memory, so a draw picks its questions without a
 * query (issue 20: on the embedded database the draw's `ORDER BY random()` was most of its cost, and
 * PGlite runs one query at a time, so 50 candidates drawing at once queued behind each other).
 *
 * Only what a draw sends is kept: id, text, options, drawings and the Hindi of the question and its
 * options (issue 15; its explanation is dropped here). Never the answer or the explanation:
 * scoring and the review read those from the database, so nothing here can leak them.
 *
 * The bank changes only when a server starts (the seed loads the data files, retiring dropped
 * questions). A topic-level is loaded on its first draw and kept until:
 * - changed(): another copy started and seeded (PostgreSQL: the NOTIFY that start.ts sends after its
 *   seed, heard by db/list-changes.ts, the same notice the public lists use), or this copy's listening
 *   connection was lost;
 * - MAX_AGE_MS passed: a writer that tells nobody (a fix by hand in PostgreSQL) is seen within a minute.
 * A draw from a just-retired question is still scored (scoring reads any question by id): the cost of
 * that minute is a retired question served, never a wrong score.
 */
export interface DrawableQuestion {
  readonly id: number;
  readonly question: string;
  readonly options: readonly string[];
  readonly figure: QuestionFigure | null;
  /** The question and its options in Hindi (options in `options` order), without the explanation. */
  readonly hi: Omit<QuestionHindi, 'explanation'> | null;
}

export interface QuestionBank {
  /** Up to `count` different active questions of the topic-level, at random; [] when it has none. */
  draw(category: string, topic: string, level: number, count: number): Promise<DrawableQuestion[]>;
  /** The bank changed (another copy seeded): every topic-level is read again at its next draw. */
  changed(): void;
}

const MAX_AGE_MS = 60_000;

interface Entry {
  readonly generation: number;
  readonly loadedAt: number;
  readonly rows: Promise<readonly DrawableQuestion[]>;
}

export function questionBank(db: () => AppDatabase, now: () => number = Date.now): QuestionBank {
  const entries = new Map<string, Entry>();
  let generation = 0;

  // A drizzle query runs each time it is awaited: an async function makes it one promise, run once.
  const load = async (category: string, topic: string, level: number): Promise<DrawableQuestion[]> =>
    db()
      .select({
        id: questions.id,
        question: questions.question,
        options: questions.options,
        figure: questions.figure,
        // The Hindi without its explanation: the explanation never leaves before submission.
        hi: sql<Omit<QuestionHindi, 'explanation'> | null>`${questions.hi} - 'explanation'`,
      })
      .from(questions)
      .where(
        and(
          eq(questions.category, category),
          eq(questions.topic, topic),
          eq(questions.level, level),
          eq(questions.active, true),
        ),
      )
      .orderBy(asc(questions.id));

  const topicLevel = (category: string, topic: string, level: number) => {
    const key = `${category}/${topic}/${level}`;
    let entry = entries.get(key);
    if (!entry || entry.generation !== generation || now() - entry.loadedAt > MAX_AGE_MS) {
      // One load for every draw that arrives while it runs; a failed one is not kept.
      const fresh: Entry = { generation, loadedAt: now(), rows: load(category, topic, level) };
      entries.set(key, fresh);
      fresh.rows.catch(() => entries.get(key) === fresh && entries.delete(key));
      entry = fresh;
    }
    return entry.rows;
  };

  return {
    async draw(category, topic, level, count) {
      return pickAtRandom(await topicLevel(category, topic, level), count);
    },
    changed() {
      generation += 1;
    },
  };
}

/** `count` different items (all of them when there are fewer), uniformly at random: a partial Fisher–Yates. */
export function pickAtRandom<T>(items: readonly T[], count: number): T[] {
  const pool = [...items];
  const n = Math.min(count, pool.length);
  for (let i = 0; i < n; i += 1) {
    const j = i + randomInt(pool.length - i);
    [pool[i], pool[j]] = [pool[j]!, pool[i]!];
  }
  return pool.slice(0, n);
}
