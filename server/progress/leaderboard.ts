import { and, asc, eq, gt, gte, sql } from 'drizzle-orm';
import { LEADERBOARD_SIZE, type LeaderboardRow } from '../../contract/leaderboard';
import { defaultDisplayName } from '../../contract/profile';
import type { AppDatabase } from '../db/open';
import { leaderboardVersions, quizAttempts, testScoreCounts, userProfiles, users } from '../db/schema';
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
 * meanwhile; when attempts were only added, just those: see withAdded). A version row, rather than LISTEN/NOTIFY or a time to live, because it is exact across
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
  /** The test's recompute count (migration 0007) when loaded: while it stays, new attempts only add. */
  readonly rebuilds: number;
  /** Counted attempts of the test in the database when loaded, in the window or not; -1: unknown. */
  readonly total: number;
  /** The highest id among them: the attempts added since have higher ids (or the totals disagree). */
  readonly maxId: number;
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
  const loaded = await boardAt(db, scope, versions);
  return boardOf(loaded, scope.window, viewerId, viewerHidden);
}

/**
 * The test's board as of `versions`: the cached one when it is that, else brought up to it (once,
 * however many requests ask meanwhile) and cached.
 */
async function boardAt(db: Db, scope: BoardScope, versions: string): Promise<Loaded> {
  const key = testScope(scope);
  const from = scope.window?.from.getTime() ?? null;
  const cache = caches.get(db) ?? new Map<string, Loaded>();
  caches.set(db, cache);
  let loaded = cache.get(key);
  const covers = loaded !== undefined && (loaded.from === null || (from !== null && loaded.from <= from));
  if (!loaded || !covers || loaded.versions !== versions) {
    loaded = await loadOnce(db, scope, key, versions, covers ? loaded : undefined);
    cache.delete(key);
    cache.set(key, loaded);
    for (const oldest of cache.keys()) if (cache.size > MAX_CACHED) cache.delete(oldest);
  } else {
    // Most recently used last.
    cache.delete(key);
    cache.set(key, loaded);
  }
  return loaded;
}

/**
 * Loads the test into the cache before anyone asks (design §7 "Speed"): the server calls it after
 * start for today's daily quiz and every topic-level's window, so the first candidates of the day do
 * not wait for a whole board.
 */
export async function warmBoard(db: Db, scope: BoardScope): Promise<void> {
  const key = testScope(scope);
  const [row] = await db
    .select({ versions: sql<string>`${versionOf(key)} || ':' || ${versionOf(PROFILES_SCOPE)}` })
    .from(sql`(select 1) as one`);
  if (row) await boardAt(db, scope, row.versions);
}

function loadOnce(
  db: Db,
  scope: BoardScope,
  key: string,
  versions: string,
  previous: Loaded | undefined,
): Promise<Loaded> {
  const inFlight = loading.get(db) ?? new Map<string, Promise<Loaded>>();
  loading.set(db, inFlight);
  const flightKey = `${key}@${versions}@${scope.window?.from.getTime() ?? 'all'}`;
  const pending = inFlight.get(flightKey);
  if (pending) return pending;
  const promise = (async () => {
    // Only attempts were added (the profiles are as they were): take those, when that is exact.
    const sameProfiles = previous && previous.versions.split(':')[1] === versions.split(':')[1];
    const added = sameProfiles ? await withAdded(db, scope, previous) : undefined;
    return added ?? (await load(db, scope, versions));
  })().finally(() => inFlight.delete(flightKey));
  inFlight.set(flightKey, promise);
  return promise;
}

/** The columns a board reads of each counted attempt, with what the statement saw of the test. */
function boardColumns(key: string) {
  return {
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
    rebuilds: sql<string>`coalesce((select ${leaderboardVersions.rebuilds} from ${leaderboardVersions} where ${leaderboardVersions.scope} = ${key}), 0)::text`,
  };
}

/** The counted attempts of the test (test_score_counts, migration 0005), and the highest id among them. */
function testTotals(scope: BoardScope) {
  return {
    counted: sql<string>`(select coalesce(sum(${testScoreCounts.takers}), 0) from ${testScoreCounts} where ${testScoreCounts.category} = ${scope.category} and ${testScoreCounts.topic} = ${scope.topic} and ${testScoreCounts.level} = ${scope.level})::text`,
    maxId: sql<string>`(select coalesce(max(a.id), 0) from ${quizAttempts} as a where a.counted and a.category = ${scope.category} and a.topic = ${scope.topic} and a.level = ${scope.level})::text`,
  };
}

const isTest = (scope: BoardScope) =>
  and(
    eq(quizAttempts.counted, true),
    eq(quizAttempts.category, scope.category),
    eq(quizAttempts.topic, scope.topic),
    eq(quizAttempts.level, scope.level),
  );

type BoardRow = {
  id: number;
  userId: number;
  correct: number;
  total: number;
  seconds: number;
  submittedAt: Date;
  displayName: string | null;
  hidden: boolean | null;
  name: string;
  state: string;
};

function entryOf(row: BoardRow): Entry {
  return {
    id: row.id,
    userId: Number(row.userId),
    correct: row.correct,
    total: row.total,
    seconds: row.seconds,
    submittedAt: row.submittedAt.getTime(),
    displayName: row.displayName ?? defaultDisplayName(row.name, row.state),
    hidden: row.hidden ?? false,
  };
}

/**
 * Every counted attempt of the test (from the window's start, for a topic board) in board order, with
 * the versions it was read at: read in the same statement, so the label never claims rows it lacks.
 */
async function load(db: Db, scope: BoardScope, versions: string): Promise<Loaded> {
  const key = testScope(scope);
  const rows = await db
    .select({ ...boardColumns(key), ...testTotals(scope) })
    .from(quizAttempts)
    .innerJoin(users, eq(users.id, quizAttempts.userId))
    .leftJoin(userProfiles, eq(userProfiles.userId, quizAttempts.userId))
    .where(and(isTest(scope), scope.window ? gte(quizAttempts.submittedAt, scope.window.from) : undefined))
    .orderBy(
      sql`${quizAttempts.correctAnswer} desc`,
      asc(quizAttempts.timeTakenSeconds),
      asc(quizAttempts.id),
    );
  const first = rows[0];
  return loadedOf(
    {
      // With no attempt yet there is no row to carry what the statement saw: the next change loads again.
      versions: first?.versions ?? versions,
      rebuilds: first ? Number(first.rebuilds) : -1,
      total: first ? Number(first.counted) : -1,
      maxId: first ? Number(first.maxId) : 0,
      from: scope.window?.from.getTime() ?? null,
    },
    rows.map(entryOf),
  );
}

/**
 * The cached board with the attempts stored since it was loaded (ids above its highest), or undefined
 * when that would not be exact: nothing new came (so something was deleted or changed), the test was
 * recomputed, or the test's count says an attempt with a lower id was stored meanwhile.
 */
async function withAdded(db: Db, scope: BoardScope, previous: Loaded): Promise<Loaded | undefined> {
  if (previous.total < 0) return undefined;
  const rows = await db
    .select({ ...boardColumns(testScope(scope)), counted: testTotals(scope).counted })
    .from(quizAttempts)
    .innerJoin(users, eq(users.id, quizAttempts.userId))
    .leftJoin(userProfiles, eq(userProfiles.userId, quizAttempts.userId))
    .where(and(isTest(scope), gt(quizAttempts.id, previous.maxId)));
  const first = rows[0];
  if (
    !first ||
    Number(first.rebuilds) !== previous.rebuilds ||
    Number(first.counted) !== previous.total + rows.length
  )
    return undefined;
  const entries = [...previous.entries];
  let maxId = previous.maxId;
  for (const row of rows) {
    maxId = Math.max(maxId, row.id);
    const entry = entryOf(row);
    if (previous.from !== null && entry.submittedAt < previous.from) continue;
    entries.splice(insertionIndex(entries, entry), 0, entry);
  }
  return loadedOf(
    {
      versions: first.versions,
      rebuilds: previous.rebuilds,
      total: Number(first.counted),
      maxId,
      from: previous.from,
    },
    entries,
  );
}

/** Board order: more correct first, then less time, then the earlier stored. */
function before(a: Entry, b: Entry): boolean {
  if (a.correct !== b.correct) return a.correct > b.correct;
  if (a.seconds !== b.seconds) return a.seconds < b.seconds;
  return a.id < b.id;
}

/** Where `entry` goes in `entries` (in board order): after every entry that comes before it. */
function insertionIndex(entries: readonly Entry[], entry: Entry): number {
  let low = 0;
  let high = entries.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (before(entries[middle]!, entry)) low = middle + 1;
    else high = middle;
  }
  return low;
}

function loadedOf(
  label: Pick<Loaded, 'versions' | 'rebuilds' | 'total' | 'maxId' | 'from'>,
  entries: readonly Entry[],
): Loaded {
  let earliest = Infinity;
  let latest = -Infinity;
  for (const e of entries) {
    earliest = Math.min(earliest, e.submittedAt);
    latest = Math.max(latest, e.submittedAt);
  }
  return {
    ...label,
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
