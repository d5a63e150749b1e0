import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';

/**
 * A throw-away database for one test file: a fresh SQLite file in a temp
 * directory, or a fresh PostgreSQL database on the local server
 * (TEST_DB=postgres; PG_ADMIN_URL overrides where). Both are real.
 */
export type TestDatabase = { dataDir: string; databaseUrl: string | undefined; drop(): Promise<void> };

export const testDialect = (process.env.TEST_DB ?? 'sqlite') as 'sqlite' | 'postgres';
const adminUrl = process.env.PG_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

export async function createTestDatabase(): Promise<TestDatabase> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tenderdesk-test-'));
  if (testDialect === 'sqlite') {
    return { dataDir, databaseUrl: undefined, drop: async () => fs.rmSync(dataDir, { recursive: true, force: true }) };
  }
  const name = `tenderdesk_test_${process.pid}_${crypto.randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    dataDir,
    databaseUrl: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
