import { inspect } from 'node:util';
import { expect, it } from 'vitest';
import { users } from '../../server/db/schema';
import { jsonLogger, loggableError } from '../../server/logger';
import { forEachDatabase } from './support/databases';

// Issue 20's probe: a failed query was logged with its parameters (e-mail, phone, the argon2 hash,
// session-token hashes). What the console gets of a failed query is its text, with placeholders, and
// the database's code and message: never a parameter, never PostgreSQL's `detail` (which quotes rows).

const EMAIL = 'asha.secret@example.in';
const HASH = '$argon2id$v=19$m=19456,t=2,p=1$c2FsdHNhbHQ$aGFzaGhhc2hoYXNo';

forEachDatabase((database) => {
  it('a failed insert of an account is logged without its e-mail, phone or password hash', async () => {
    const failure = await database()
      .db.insert(users)
      .values({
        name: 'Asha\u0000',
        email: EMAIL,
        phone: '9876543210',
        passwordHash: HASH,
        state: 'Delhi',
        qualification: 'Graduate',
      } as typeof users.$inferInsert)
      .then(
        () => undefined,
        (error: unknown) => error,
      );
    expect(failure, 'the insert must fail (NUL in text)').toBeInstanceOf(Error);
    // Without the filter, the error does carry them: the test would notice if it stopped failing that way.
    expect(inspect(failure, { depth: 5 })).toContain(EMAIL);

    // The server's logger (JSON lines, as consoleLogger writes them to stdout).
    const chunks: string[] = [];
    jsonLogger({ write: (chunk: string) => void chunks.push(chunk) }).error(
      'POST /api/signup_api failed',
      failure,
    );
    const text = chunks.join('');
    expect(JSON.parse(text)).toMatchObject({
      level: 'error',
      err: { message: expect.stringMatching(/^Failed query: insert into "users"/) },
    });
    for (const secret of [EMAIL, '9876543210', HASH, 'Asha']) expect(text).not.toContain(secret);
  });
});

it('PostgreSQL detail (which quotes the row) and unknown fields are dropped; code and stack kept', () => {
  const cause = Object.assign(new Error('duplicate key value violates unique constraint "users_email"'), {
    code: '23505',
    detail: `Key (email)=(${EMAIL}) already exists.`,
  });
  const error = Object.assign(new Error(`Failed query: select 1\nparams: ${EMAIL}`), {
    query: 'select 1',
    params: [EMAIL],
    cause,
  });
  const safe = loggableError(error) as Error & { cause: Error & { code: string } };
  const text = inspect(safe, { depth: 5 });
  expect(text).not.toContain(EMAIL);
  expect(safe.message).toBe('Failed query: select 1');
  expect(safe.cause.code).toBe('23505');
  expect(safe.stack).toMatch(/\n\s+at /);
});
