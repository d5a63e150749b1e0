import { defineConfig } from 'vitest/config';

// One run, three projects: the shared package, and the server's tests twice —
// once on the embedded SQLite database and once on PostgreSQL.
const serverProject = (db: 'sqlite' | 'postgres') => ({
  extends: true as const,
  test: {
    name: `server-${db}`,
    include: ['apps/server/test/**/*.test.ts'],
    env: { TEST_DB: db },
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});

export default defineConfig({
  resolve: { conditions: ['source'] },
  ssr: { resolve: { conditions: ['source'] } },
  test: {
    projects: [
      { extends: true, test: { name: 'shared', include: ['packages/shared/test/**/*.test.ts'] } },
      serverProject('sqlite'),
      ...(process.env.SKIP_POSTGRES_TESTS === '1' ? [] : [serverProject('postgres')]),
    ],
  },
});
