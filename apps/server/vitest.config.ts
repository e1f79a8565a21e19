import { portalVitest } from '@portal/test-config';

// Platform tests start real servers on real databases: run files one at a time so two
// suites never race for the same PostgreSQL database or port. The global setup starts a
// throwaway PostgreSQL and Redis when TEST_DATABASE_URL / TEST_REDIS_URL are not given.
// One process for every file (isolate: false): each file builds its own platforms on fresh
// databases, so nothing is shared but loaded modules, and a fresh process per file spent ~2 s
// loading the server again (the suite alone: 535 s isolated, 375 s not; 1,719 tests either way).
export default portalVitest({
  test: {
    fileParallelism: false,
    isolate: false,
    testTimeout: 20_000,
    hookTimeout: 60_000,
    globalSetup: ['test/global-setup.ts'],
  },
});
