import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { vacuumAndAnalyse } from '../../server/housekeeping';
import { openPgliteCopy, useDatabase } from './support/databases';

// PGlite has no autovacuum (one standalone backend): the housekeeping vacuums and analyses instead.

describe('vacuumAndAnalyse (PGlite)', () => {
  const database = useDatabase(openPgliteCopy);

  it('goes through every table the migrations made, one at a time, and the planner learns their sizes', async () => {
    const { db } = database();
    const query = async <T>(text: ReturnType<typeof sql>) =>
      ((await db.execute(text)) as unknown as { rows: T[] }).rows;
    const migrated = (
      await query<{ name: string }>(
        sql`select tablename as name from pg_tables where schemaname = 'public' and tablename not like '%drizzle%' order by 1`,
      )
    ).map((row) => row.name);

    const reltuples = async () =>
      Number(
        (
          await query<{ reltuples: number }>(
            sql`select reltuples from pg_class where relname = 'qualifications'`,
          )
        )[0]!.reltuples,
      );
    const before = await reltuples();

    const times = await vacuumAndAnalyse(db);
    expect(times.map((t) => t.table).sort()).toEqual([...migrated].sort());

    // Analysed: reltuples is -1 for a table never analysed; the seeded qualifications are counted now.
    expect(before).toBe(-1);
    expect(await reltuples()).toBeGreaterThan(5);
  });
});
