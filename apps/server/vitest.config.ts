import { portalVitest } from '@portal/test-config';

// Platform tests start real servers on real databases: run files one at a time so two
// suites never race for the same PostgreSQL database or port. The global setup starts a
// throwaway PostgreSQL and Redis when TEST_DATABASE_URL / TEST_REDIS_URL are not given.
export default portalVitest({
  test: { fileParallelism: false, testTimeout: 20_000, hookTimeout: 60_000, globalSetup: ['test/global-setup.ts'] },
});
