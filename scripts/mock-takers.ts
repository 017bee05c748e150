import { fileURLToPath } from 'node:url';
import { readCliArgs } from '../server/cli-args';

/**
 * A population of candidates who took a mock, made through the API as real ones would (sign up, start,
 * submit), so a result shows a rank and a percentile (20 or more takers: contract/progress.ts). Used
 * by hand against a running server and by the browser tests (tests/e2e/support/mock-takers.ts):
 *
 *   npx tsx scripts/mock-takers.ts --base http://localhost:3000 --exam ssc-cgl-tier1 --mock 1 --takers 25
 *
 * against a server started with RATE_LIMIT_SIGNUP_PER_IP_PER_HOUR=100 (the default, 20 signups an hour
 * from one address, stops it at the 21st).
 *
 * Taker n answers the first questions of the paper in published order, option 'a' each time, n × 3
 * of them (capped at the paper's length): marks then spread over the range, with negative marks
 * where 'a' is wrong. Each submits at once, so their times are 0 s: a candidate with the same marks
 * and a longer time ranks below them.
 */

/** One API call: JSON in, status and JSON out; the session cookie kept by the caller. */
export type ApiCall = (
  method: 'GET' | 'POST',
  path: string,
  body?: { form?: Record<string, string>; json?: unknown },
) => Promise<{ status: number; json: unknown }>;

export interface TakersOptions {
  readonly exam: string;
  readonly mock: number;
  readonly takers: number;
  /** Makes each e-mail address unique ('run-1234'). */
  readonly tag: string;
}

export async function seedMockTakers(call: ApiCall, options: TakersOptions): Promise<void> {
  const paper = await call('GET', `/api/mocks/${options.exam}/${options.mock}/paper`);
  if (paper.status !== 200) throw new Error(`GET paper: ${paper.status}`);
  const ids = (paper.json as { data: { sections: { questions: { id: number }[] }[] } }).data.sections.flatMap(
    (s) => s.questions.map((q) => q.id),
  );
  for (let n = 1; n <= options.takers; n++) {
    const signup = await call('POST', '/api/signup_api', {
      form: {
        name: `Mock Taker${n}`,
        email: `mock-taker-${options.tag}-${options.exam}-${options.mock}-${n}@example.in`,
        password: 'seed-secret',
        phone: '9876543210',
        state: 'Bihar',
        qualification: 'Graduate',
      },
    });
    if (signup.status === 429)
      throw new Error(
        `signup ${n}: refused by the server's signup limit (${JSON.stringify(signup.json)}); start it with RATE_LIMIT_SIGNUP_PER_IP_PER_HOUR=100 to seed a population (docs/mocks.md)`,
      );
    if (signup.status !== 200)
      throw new Error(`signup ${n}: ${signup.status} ${JSON.stringify(signup.json)}`);
    const start = await call('POST', `/api/mocks/${options.exam}/${options.mock}/attempts`);
    if (start.status !== 201 && start.status !== 200) throw new Error(`start ${n}: ${start.status}`);
    const attemptId = (start.json as { attempt: { attempt_id: string } }).attempt.attempt_id;
    const answers = ids
      .slice(0, Math.min(ids.length, n * 3))
      .map((id) => ({ question_id: id, option_id: 'a' }));
    const submit = await call('POST', `/api/mocks/attempts/${attemptId}/submission`, { json: { answers } });
    if (submit.status !== 200)
      throw new Error(`submit ${n}: ${submit.status} ${JSON.stringify(submit.json)}`);
  }
}

/** fetch with one session cookie, for the command line. */
function fetchCall(base: string): ApiCall {
  let cookie: string | undefined;
  return async (method, path, body) => {
    const headers: Record<string, string> = cookie ? { Cookie: cookie } : {};
    let payload: string | URLSearchParams | undefined;
    if (body?.form) payload = new URLSearchParams(body.form);
    else if (body?.json !== undefined) {
      payload = JSON.stringify(body.json);
      headers['Content-Type'] = 'application/json';
    }
    const response = await fetch(`${base}${path}`, { method, headers, body: payload });
    const set = response.headers.getSetCookie().find((line) => line.startsWith('session='));
    if (set) cookie = set.split(';')[0];
    const text = await response.text();
    return { status: response.status, json: text ? (JSON.parse(text) as unknown) : null };
  };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const args = readCliArgs(process.argv.slice(2), {
    base: { type: 'string', default: 'http://localhost:3000' },
    exam: { type: 'string', default: 'ssc-cgl-tier1' },
    mock: { type: 'string', default: '1' },
    takers: { type: 'string', default: '25' },
  });
  if (!args.ok || args.help) {
    console.error('Usage: npx tsx scripts/mock-takers.ts [--base URL] [--exam KEY] [--mock N] [--takers N]');
    process.exitCode = args.ok ? 0 : 2;
  } else {
    const { base, exam, mock, takers } = args.values;
    await seedMockTakers(fetchCall(base!), {
      exam: exam!,
      mock: Number(mock),
      takers: Number(takers),
      tag: String(Date.now()),
    });
    console.log(`${takers} candidates took ${exam} mock ${mock}.`);
  }
}
