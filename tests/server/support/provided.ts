/**
 * What the global setup hands to every test file (vitest's provide/inject): the path of a migrated and
 * seeded PGlite dump, and where the PostgreSQL suite may create its databases (null: no server).
 */
export interface PostgresTarget {
  /** A connection to an existing database with the right to CREATE DATABASE. */
  readonly adminUrl: string;
  /** Every database this run creates starts with it, so teardown can drop what a crash left behind. */
  readonly databasePrefix: string;
  /**
   * A database of this run, migrated and seeded once by the global setup: each test file's database is
   * a copy of it (CREATE DATABASE … TEMPLATE), a file copy on the server instead of generating and
   * inserting the whole question bank again.
   */
  readonly seededTemplate: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplate: string;
    postgres: PostgresTarget | null;
  }
}
