import { portalVitest } from '@portal/test-config';

// Platform tests start real servers on real databases: run files one at a time so two
// suites never race for the same PostgreSQL database or port.
export default portalVitest({ test: { fileParallelism: false, testTimeout: 20_000, hookTimeout: 60_000 } });
