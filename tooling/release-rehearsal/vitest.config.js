import { portalVitest } from '@portal/test-config';

// One file whose tests run in order, each building on the one before (publish, then install…).
export default portalVitest({ test: { include: ['test/**/*.test.js'], testTimeout: 120_000, hookTimeout: 120_000 } });
