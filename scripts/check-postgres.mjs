// Exit 0 when the PostgreSQL server for tests answers, 1 otherwise.
import pg from 'pg';

const url = process.env.PG_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3000 });
try {
  await client.connect();
  const { rows } = await client.query('show server_version');
  console.log(`PostgreSQL ${rows[0].server_version} @ ${new URL(url).host}`);
  await client.end();
  process.exit(0);
} catch (error) {
  console.error(`PostgreSQL 不可用（${url}）：${error.message}`);
  process.exit(1);
}
