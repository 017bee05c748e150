/**
 * A statement built and prepared once per database handle, for the few queries every request runs
 * (who the session is; a mock's result with its rank). Built once, the query is not rebuilt from the
 * query builder at every request, and on PostgreSQL a named statement is parsed and planned once per
 * pooled connection instead of at every call. Keyed by the handle, so the app's database, a test's and
 * a transaction each get their own (a handle that goes away takes its statement with it).
 */
export function preparedPer<Db extends object, Statement>(
  prepare: (db: Db) => Statement,
): (db: Db) => Statement {
  const statements = new WeakMap<Db, Statement>();
  return (db) => {
    let statement = statements.get(db);
    if (!statement) statements.set(db, (statement = prepare(db)));
    return statement;
  };
}
