import { configDefaults, defineConfig } from 'vitest/config';

/**
 * Files that prove what only a PostgreSQL server shows (several instances on one database, connections cut
 * by the server): they run on the PostgreSQL pass of the suite, when TEST_DATABASE_URL is set.
 */
export const POSTGRES_ONLY = 'src/**/*.postgres.test.ts';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    exclude: process.env.TEST_DATABASE_URL ? configDefaults.exclude : [...configDefaults.exclude, POSTGRES_ONLY],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    maxWorkers: 2,
  },
});
