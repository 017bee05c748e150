import type { ChildProcess } from 'node:child_process';
import pg from 'pg';

/**
 * The SIGKILL fault of `npm run chaos` (issue 20): during 20 concurrent submissions the server is
 * killed with `kill -9` (several rounds, each at another moment), started again on the same data, and
 * then:
 * - every attempt is whole or absent: an attempt row has all its answers and totals, its served quiz
 *   is claimed, a claimed served quiz has its attempt, and the aggregates kept beside the attempts
 *   (user_topic_stats, user_days) count exactly the stored attempts;
 * - the 20 submissions sent again (twice, at once) are each answered 200 with the stored totals, and
 *   each attempt is stored once.
 * On PostgreSQL, like every fault of the script: PGlite (PostgreSQL compiled to WebAssembly, its files
 * written through Emscripten's file system) documents no promise for a process killed mid-write, so
 * it is not played on it; a deployment that must survive a killed process runs on PostgreSQL.
 */

const TESTS = [
  'aptitude/percentage/level1',
  'reasoning/series/level1',
  'english/synonyms/level1',
  'general_knowledge/history/level1',
  'aptitude/percentage/level2',
];
const CANDIDATES = 4; // × 5 tests = 20 submissions at once

export interface KillableServer {
  readonly child: ChildProcess;
}

export interface SigkillOptions {
  readonly base: string;
  readonly databaseUrl: string;
  readonly rounds: number;
  /** Starts the server on the same data and resolves once /healthz answers 200. */
  restart(): Promise<KillableServer>;
}

const same = { 'Sec-Fetch-Site': 'same-origin' };

interface Pending {
  readonly cookie: string;
  readonly userId: number;
  readonly payload: Record<string, unknown>;
}

async function candidate(
  base: string,
  round: number,
  n: number,
): Promise<{ cookie: string; userId: number }> {
  const response = await fetch(`${base}/api/signup_api`, {
    method: 'POST',
    headers: same,
    body: new URLSearchParams({
      name: 'Chaos Candidate',
      email: `chaos.${Date.now()}.${round}.${n}@example.com`,
      password: 'chaos-password',
      phone: '9876543210',
      state: 'Delhi',
      qualification: 'Graduate',
    }),
  });
  if (!response.ok) throw new Error(`signup: ${response.status} ${await response.text()}`);
  const cookie = response.headers.getSetCookie()[0]!.split(';')[0]!;
  return { cookie, userId: ((await response.json()) as { data: { user_id: number } }).data.user_id };
}

/** 20 drawn quizzes and their submissions (every question answered with its first option). */
async function drawAll(base: string, round: number): Promise<Pending[]> {
  const pending: Pending[] = [];
  for (let n = 0; n < CANDIDATES; n += 1) {
    const { cookie, userId } = await candidate(base, round, n);
    for (const [t, path] of TESTS.entries()) {
      const response = await fetch(`${base}/api/${path}`, { headers: { ...same, Cookie: cookie } });
      if (!response.ok) throw new Error(`draw ${path}: ${response.status}`);
      const quiz = (await response.json()) as {
        data: { id: number; optionA: string; subject_name: string; label: string }[];
      };
      pending.push({
        cookie,
        userId,
        payload: {
          subject_id: quiz.data[0]!.subject_name,
          question_id: quiz.data.map((q) => q.id),
          right_answer: quiz.data.map((q) => q.optionA),
          level: quiz.data[0]!.label,
          total_question: quiz.data.length,
          user_id: userId,
          attempt_id: String(1_795_000_000_000 + round * 1_000 + n * 10 + t),
          attempt_time: new Date().toISOString(),
        },
      });
    }
  }
  return pending;
}

function submit(base: string, item: Pending): Promise<Response | undefined> {
  return fetch(`${base}/api/reasoning/result`, {
    method: 'POST',
    headers: { ...same, Cookie: item.cookie, 'Content-Type': 'application/json' },
    body: JSON.stringify(item.payload),
  }).catch(() => undefined); // the server died under it
}

/** Whatever is half-written about these users' attempts (empty: every attempt whole or absent). */
async function halfWritten(client: pg.Client, userIds: number[]): Promise<string[]> {
  const problems: string[] = [];
  const check = async (what: string, query: string) => {
    const { rows } = await client.query<{ n: string }>(query, [userIds]);
    if (Number(rows[0]!.n) > 0) problems.push(`${rows[0]!.n} ${what}`);
  };
  await check(
    'attempts not whole',
    `select count(*) as n from quiz_attempts a left join served_quizzes s on s.id = a.served_quiz_id
     where a.user_id = any($1) and (s.used_at is null
       or cardinality(a.question_ids) <> cardinality(a.answers) or cardinality(a.answers) <> a.total_question
       or a.correct_answer + a.wrong_answer > a.total_question)`,
  );
  await check(
    'served quizzes claimed without their attempt',
    `select count(*) as n from served_quizzes s where s.user_id = any($1) and s.used_at is not null
       and not exists (select 1 from quiz_attempts a where a.served_quiz_id = s.id)`,
  );
  await check(
    'users whose topic aggregates differ from their attempts',
    `select count(*) as n from (select u as user_id from unnest($1::int[]) u) x
     where (select count(*) from quiz_attempts a where a.user_id = x.user_id)
        <> coalesce((select sum(attempts) from user_topic_stats t where t.user_id = x.user_id), 0)
        or (select count(*) from quiz_attempts a where a.user_id = x.user_id)
        <> coalesce((select sum(tests) from user_days d where d.user_id = x.user_id), 0)`,
  );
  return problems;
}

export async function sigkillDuringSubmissions(
  server: KillableServer,
  options: SigkillOptions,
): Promise<{ survived: boolean; detail: string; server: KillableServer }> {
  const client = new pg.Client({ connectionString: options.databaseUrl });
  await client.connect();
  const stored: number[] = [];
  const failures: string[] = [];
  try {
    for (let round = 1; round <= options.rounds; round += 1) {
      const pending = await drawAll(options.base, round);
      const userIds = [...new Set(pending.map((p) => p.userId))];
      // Killed at another moment each round: before the first commit, then once a share of the 20 is
      // stored (five rounds: 4, 8, 12, 16).
      const killAt = Math.round(((round - 1) * 20) / options.rounds);
      const exited = new Promise((resolve) => server.child.once('exit', resolve));
      const sent = Promise.all(pending.map((item) => submit(options.base, item)));
      const giveUp = Date.now() + 5_000;
      while (killAt > 0 && (await storedCount(client, userIds)) < killAt && Date.now() < giveUp);
      server.child.kill('SIGKILL');
      await Promise.all([sent, exited]);
      server = await options.restart();

      stored.push(await storedCount(client, userIds));
      const problems = await halfWritten(client, userIds);
      if (problems.length) failures.push(`round ${round} after the kill: ${problems.join(', ')}`);

      // Re-sent, twice at once: each answered with its stored totals, each stored once.
      const again = await Promise.all([...pending, ...pending].map((item) => submit(options.base, item)));
      const statuses = again.map((response) => response?.status ?? 0);
      if (statuses.some((status) => status !== 200))
        failures.push(`round ${round}: re-sent answered ${JSON.stringify(countOf(statuses))}`);
      const totals = await client.query<{ attempt_id: string; n: string }>(
        'select attempt_id, count(*) as n from quiz_attempts where user_id = any($1) group by attempt_id',
        [userIds],
      );
      if (totals.rows.length !== pending.length || totals.rows.some((row) => row.n !== '1'))
        failures.push(`round ${round}: ${totals.rows.length} attempts after re-sending 20, not 20 once each`);
      const after = await halfWritten(client, userIds);
      if (after.length) failures.push(`round ${round} after re-sending: ${after.join(', ')}`);
    }
  } finally {
    await client.end();
  }
  return {
    survived: failures.length === 0,
    detail:
      failures.length === 0
        ? `${options.rounds} rounds (PostgreSQL): ${stored.join(', ')} of 20 stored at the kill, none half-written; re-sent twice, 20 once each`
        : failures.join('; '),
    server,
  };
}

async function storedCount(client: pg.Client, userIds: number[]): Promise<number> {
  const { rows } = await client.query<{ n: string }>(
    'select count(*) as n from quiz_attempts where user_id = any($1)',
    [userIds],
  );
  return Number(rows[0]!.n);
}

function countOf(values: number[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const value of values) counts[value] = (counts[value] ?? 0) + 1;
  return counts;
}
