import react from '@vitejs/plugin-react';
import { defaultClientConditions, defaultServerConditions } from 'vite';
import { defineConfig } from 'vitest/config';

// One run, five projects: the shared package, the server's API tests on
// SQLite and on PostgreSQL, the web app's unit/component tests (jsdom), and
// end-to-end tests in Chromium against the built app on the real server.
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
  plugins: [react()],
  // Workspace packages resolve to their TypeScript sources, next to the defaults.
  resolve: { conditions: ['@tenderdesk/source', ...defaultClientConditions] },
  ssr: { resolve: { conditions: ['@tenderdesk/source', ...defaultServerConditions] } },
  test: {
    projects: [
      { extends: true, test: { name: 'shared', include: ['packages/shared/test/**/*.test.ts'] } },
      serverProject('sqlite'),
      ...(process.env.SKIP_POSTGRES_TESTS === '1' ? [] : [serverProject('postgres')]),
      {
        extends: true,
        test: {
          name: 'web',
          include: ['apps/web/test/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['apps/web/test/setup.ts'],
          // The first render of a lazy antd page in jsdom takes a few seconds.
          testTimeout: 20_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          include: ['apps/web/e2e/**/*.e2e.test.ts'],
          testTimeout: 90_000,
          hookTimeout: 120_000,
          // One browser at a time: the machine has two cores.
          fileParallelism: false,
        },
      },
    ],
  },
});
