import { and, asc, eq, gte, sql } from 'drizzle-orm';
import { LEADERBOARD_SIZE, type LeaderboardRow } from '../../contract/leaderboard';
import { defaultDisplayName } from '../../contract/profile';
import type { AppDatabase } from '../db/open';
import { leaderboardVersions, quizAttempts, userProfiles, users } from '../db/schema';
import { jsonValue } from './standing';

/**
 * Leaderboards (design §7): the counted (first) attempts of one test, ranked by correct answers then
 * time taken (ties share a rank, the next skips: 1, 2, 2, 4), counting hidden candidates too; the top
 * LEADERBOARD_SIZE rows of candidates who do not hide, plus the viewer's own row wherever it is.
 * Display names only: e-mail and phone are never selected.
 *
 * Served from memory (design §7 "Speed"). Each server copy keeps, per test, every counted attempt in
 * board order with its display name and hide switch, and checks it with ONE query per request: the
 * test's and the profiles' versions (migration 0005's function leaderboard_state over
 * leaderboard_versions, whose rows triggers raise in the transaction that
 * stores a counted attempt or changes a profile), together with the viewer's own hide switch. Only
 * when a version moved is the test loaded again (one more query, shared by the requests that asked
 * meanwhile). A version row, rather than LISTEN/NOTIFY or a time to live, because it is exact across
 * copies: a candidate who has just submitted sees their row on whichever copy answers next, with no
 * notification to race and no listener connection to lose; it costs one primary-key read.
 */

export interface BoardScope {
  readonly category: string;
  readonly topic: string;
  readonly level: number;
  /**
   * Attempts submitted from this instant (inclusive) to `to` (exclusive): a topic-level's last 7 days.
   * Absent: every counted attempt of the test (a day's daily quiz: that day's quiz, whenever it was
   * submitted within its time).
   */
  readonly window?: { readonly from: Date; readonly to: Date };
}

export interface Board {
  readonly takers: number;
  readonly rows: LeaderboardRow[];
  readonly you: LeaderboardRow | null;
  readonly youHidden: boolean;
}

type Db = Pick<AppDatabase, 'select'>;

/** A counted attempt as a board holds it. */
interface Entry {
  readonly id: number;
  readonly userId: number;
  readonly correct: number;
  readonly total: number;
  readonly seconds: number;
  readonly submittedAt: number;
  readonly displayName: string;
  readonly hidden: boolean;
}

/** One test's counted attempts, best first (correct desc, seconds asc, id asc), as of `versions`. */
interface Loaded {
  readonly versions: string;
  /** The earliest submission loaded (a topic board loads its window's start onwards); null: all. */
  readonly from: number | null;
  readonly entries: readonly Entry[];
  /** Every entry's rank among all entries (1, 2, 2, 4), and each candidate's index. */
  readonly ranks: readonly number[];
  readonly indexOf: ReadonlyMap<number, number>;
  readonly earliest: number;
  readonly latest: number;
}

/** Boards kept per database (tests open many), at most MAX_CACHED tests each, least recently used out first. */
const MAX_CACHED = 500;
const caches = new WeakMap<object, Map<string, Loaded>>();
/** Loads in flight, so the requests that find a board stale at once load it once. */
const loading = new WeakMap<object, Map<string, Promise<Loaded>>>();

const PROFILES_SCOPE = 'profiles';
export const testScope = (s: Pick<BoardScope, 'category' | 'topic' | 'level'>) =>
  `${s.category}/${s.topic}/${s.level}`;

const versionOf = (scope: string) =>
  sql<string>`coalesce((select ${leaderboardVersions.version} from ${leaderboardVersions} where ${leaderboardVersions.scope} = ${scope}), 0)::text`;

export async function leaderboard(db: Db, scope: BoardScope, viewerId: number): Promise<Board> {
  const key = testScope(scope);
  // The one query of a request: both versions and the viewer's own hide switch.
  const [state] = await db
    .select({ state: sql<unknown>`leaderboard_state(${key}::text, ${users.id})` })
    .from(users)
    .where(eq(users.id, viewerId));
  const [testVersion = 0, profilesVersion = 0, viewerHidden = false] = jsonValue<[number, number, boolean]>(
    state?.state,
    [0, 0, false],
  );
  const versions = `${testVersion}:${profilesVersion}`;
  const from = scope.window?.from.getTime() ?? null;

  const cache = caches.get(db) ?? new Map<string, Loaded>();
  caches.set(db, cache);
  let loaded = cache.get(key);
  const fresh =
    loaded !== undefined &&
    loaded.versions === versions &&
    (loaded.from === null || (from !== null && loaded.from <= from));
  if (!fresh || !loaded) {
    loaded = await loadOnce(db, scope, key, versions);
    cache.delete(key);
    cache.set(key, loaded);
    for (const oldest of cache.keys()) if (cache.size > MAX_CACHED) cache.delete(oldest);
  } else {
    // Most recently used last.
    cache.delete(key);
    cache.set(key, loaded);
  }
  return boardOf(loaded, scope.window, viewerId, viewerHidden);
}

function loadOnce(db: Db, scope: BoardScope, key: string, versions: string): Promise<Loaded> {
  const inFlight = loading.get(db) ?? new Map<string, Promise<Loaded>>();
  loading.set(db, inFlight);
  const flightKey = `${key}@${versions}@${scope.window?.from.getTime() ?? 'all'}`;
  const pending = inFlight.get(flightKey);
  if (pending) return pending;
  const promise = load(db, scope, versions).finally(() => inFlight.delete(flightKey));
  inFlight.set(flightKey, promise);
  return promise;
}

/**
 * Every counted attempt of the test (from the window's start, for a topic board) in board order, with
 * the versions it was read at: read in the same statement, so the label never claims rows it lacks.
 */
async function load(db: Db, scope: BoardScope, versions: string): Promise<Loaded> {
  const key = testScope(scope);
  const rows = await db
    .select({
      id: quizAttempts.id,
      userId: quizAttempts.userId,
      correct: quizAttempts.correctAnswer,
      total: quizAttempts.totalQuestion,
      seconds: quizAttempts.timeTakenSeconds,
      submittedAt: quizAttempts.submittedAt,
      displayName: userProfiles.displayName,
      hidden: userProfiles.hiddenFromBoards,
      name: users.name,
      state: users.state,
      versions: sql<string>`${versionOf(key)} || ':' || ${versionOf(PROFILES_SCOPE)}`,
    })
    .from(quizAttempts)
    .innerJoin(users, eq(users.id, quizAttempts.userId))
    .leftJoin(userProfiles, eq(userProfiles.userId, quizAttempts.userId))
    .where(
      and(
        eq(quizAttempts.counted, true),
        eq(quizAttempts.category, scope.category),
        eq(quizAttempts.topic, scope.topic),
        eq(quizAttempts.level, scope.level),
        scope.window ? gte(quizAttempts.submittedAt, scope.window.from) : undefined,
      ),
    )
    .orderBy(
      sql`${quizAttempts.correctAnswer} desc`,
      asc(quizAttempts.timeTakenSeconds),
      asc(quizAttempts.id),
    );
  const entries: Entry[] = rows.map((row) => ({
    id: row.id,
    userId: Number(row.userId),
    correct: row.correct,
    total: row.total,
    seconds: row.seconds,
    submittedAt: row.submittedAt.getTime(),
    displayName: row.displayName ?? defaultDisplayName(row.name, row.state),
    hidden: row.hidden ?? false,
  }));
  let earliest = Infinity;
  let latest = -Infinity;
  for (const e of entries) {
    earliest = Math.min(earliest, e.submittedAt);
    latest = Math.max(latest, e.submittedAt);
  }
  return {
    // With no attempt yet there is no row to carry the versions: the ones just read will do.
    versions: rows[0]?.versions ?? versions,
    from: scope.window?.from.getTime() ?? null,
    entries,
    ranks: ranksOf(entries),
    indexOf: new Map(entries.map((e, i) => [e.userId, i])),
    earliest,
    latest,
  };
}

/** rank(): one more than the number of entries strictly better; entries are in board order. */
function ranksOf(entries: readonly Entry[]): number[] {
  const ranks: number[] = [];
  entries.forEach((e, i) => {
    const previous = entries[i - 1];
    ranks.push(
      previous && previous.correct === e.correct && previous.seconds === e.seconds ? ranks[i - 1]! : i + 1,
    );
  });
  return ranks;
}

function rowOf(entry: Entry, rank: number, viewerId: number): LeaderboardRow {
  return {
    rank,
    display_name: entry.displayName,
    correct_answer: entry.correct,
    total_question: entry.total,
    time_taken_seconds: entry.seconds,
    is_you: entry.userId === viewerId,
  };
}

/** The board of a window: the top visible rows and the viewer's own, ranked among the window's attempts. */
function boardOf(
  loaded: Loaded,
  window: BoardScope['window'],
  viewerId: number,
  viewerHidden: boolean,
): Board {
  const inWindow = (e: Entry) =>
    !window || (e.submittedAt >= window.from.getTime() && e.submittedAt < window.to.getTime());
  const everyEntry =
    !window ||
    loaded.entries.length === 0 ||
    (loaded.earliest >= window.from.getTime() && loaded.latest < window.to.getTime());
  let entries = loaded.entries;
  let ranks = loaded.ranks;
  let mine = loaded.indexOf.get(viewerId);
  if (!everyEntry) {
    // Some loaded attempts are outside the window (it moved on since, or a test clock looks back).
    entries = loaded.entries.filter(inWindow);
    ranks = ranksOf(entries);
    const index = entries.findIndex((e) => e.userId === viewerId);
    mine = index < 0 ? undefined : index;
  }
  const rows: LeaderboardRow[] = [];
  for (let i = 0; i < entries.length && rows.length < LEADERBOARD_SIZE; i += 1) {
    const entry = entries[i]!;
    if (!entry.hidden) rows.push(rowOf(entry, ranks[i]!, viewerId));
  }
  const own = mine === undefined ? undefined : entries[mine];
  return {
    takers: entries.length,
    rows,
    you: own && mine !== undefined ? rowOf(own, ranks[mine]!, viewerId) : null,
    // Read with this request's versions, so it is as fresh as the rows.
    youHidden: viewerHidden,
  };
}
