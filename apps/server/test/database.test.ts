import pg from 'pg';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDialect } from './support/test-db.js';
import { startTestApp, type TestApp } from './support/test-app.js';

/** The database layer under the conditions production meets. */
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => t?.close());

describe(`database (${testDialect})`, () => {
  if (testDialect === 'postgres') {
    it('survives the server dropping its idle connections (restart, failover) and answers the next call', async () => {
      const token = await t.adminToken();
      expect((await t.call('POST', '/gc-manage/sys/user/list', { token, body: {} })).code).toBe(200);
      const admin = new pg.Client({ connectionString: process.env.PG_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres' });
      await admin.connect();
      const database = new URL(t.config.databaseUrl!).pathname.slice(1);
      const { rowCount } = await admin.query('select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()', [database]);
      await admin.end();
      expect(rowCount).toBeGreaterThan(0);
      await new Promise((resolve) => setTimeout(resolve, 100));
      // The process is still here (no unhandled 'error') and a fresh connection serves the call.
      const again = await t.call('POST', '/gc-manage/sys/user/list', { token, body: {} });
      expect(again.code).toBe(200);
      expect(again.data.total).toBeGreaterThanOrEqual(1);
    });
  } else {
    it('runs SQLite in WAL mode with synchronous=FULL and foreign keys on (committed changes survive a crash)', async () => {
      const journal = await sql<{ journal_mode: string }>`pragma journal_mode`.execute(t.database.db);
      const synchronous = await sql<{ synchronous: number }>`pragma synchronous`.execute(t.database.db);
      const foreignKeys = await sql<{ foreign_keys: number }>`pragma foreign_keys`.execute(t.database.db);
      expect(journal.rows[0]?.journal_mode).toBe('wal');
      expect(synchronous.rows[0]?.synchronous).toBe(2);
      expect(foreignKeys.rows[0]?.foreign_keys).toBe(1);
    });
  }
});
