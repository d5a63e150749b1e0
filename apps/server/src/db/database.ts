import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect, type Transaction } from 'kysely';
import pg from 'pg';
import type { DB } from './schema.js';

export type Dialect = 'sqlite' | 'postgres';
/** Repositories accept either the database or an open transaction. */
export type Executor = Kysely<DB> | Transaction<DB>;

export type Database = {
  db: Kysely<DB>;
  dialect: Dialect;
  close(): Promise<void>;
};

// int8 (COUNT(*), bigint columns) arrives as a string by default; our values
// (ids, epoch ms, fen) are all below 2^53, so numbers are exact.
pg.types.setTypeParser(pg.types.builtins.INT8, (value: string) => Number(value));

type Warn = (message: string, error: unknown) => void;
const warnOnConsole: Warn = (message, error) => console.warn(message, error instanceof Error ? error.message : error);

export function openDatabase(options: { databaseUrl: string | undefined; dataDir: string; warn?: Warn }): Database {
  if (options.databaseUrl) return openPostgres(options.databaseUrl, options.warn ?? warnOnConsole);
  return openSqlite(path.join(options.dataDir, 'tenderdesk.db'));
}

function openPostgres(connectionString: string, warn: Warn): Database {
  const pool = new pg.Pool({ connectionString, max: 10 });
  // An idle client whose connection dies (server restart, failover) is
  // dropped by the pool and the next query reconnects. Without a listener
  // the 'error' event would crash the process.
  pool.on('error', (error) => warn('PostgreSQL idle connection lost', error));
  const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool }) });
  return { db, dialect: 'postgres', close: () => db.destroy() };
}

function openSqlite(file: string): Database {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const sqlite = new SQLite(file);
  // WAL + synchronous=FULL: a committed transaction is on disk before the
  // call returns, so kill -9 (or power loss) never loses it or corrupts the file.
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = FULL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  const db = new Kysely<DB>({ dialect: new SqliteDialect({ database: withStatementCache(sqlite) }) });
  return { db, dialect: 'sqlite', close: () => db.destroy() };
}

/**
 * Kysely prepares every query anew; preparing is a large share of a short
 * query's cost in better-sqlite3. Queries built by Kysely are few distinct
 * SQL strings, so keep their prepared statements (bounded, oldest dropped).
 */
function withStatementCache(sqlite: SQLite.Database, limit = 500): SQLite.Database {
  const cache = new Map<string, SQLite.Statement>();
  const prepare = sqlite.prepare.bind(sqlite);
  return Object.assign(Object.create(sqlite) as SQLite.Database, {
    prepare(source: string) {
      let statement = cache.get(source);
      if (!statement) {
        statement = prepare(source);
        if (cache.size >= limit) cache.delete(cache.keys().next().value as string);
        cache.set(source, statement);
      }
      return statement;
    },
    close() {
      cache.clear();
      return sqlite.close();
    },
  });
}
