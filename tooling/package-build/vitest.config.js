import { portalVitest } from '@portal/test-config';

// Each check packs and inspects a tarball (are-the-types-wrong starts TypeScript): seconds, not ms.
export default portalVitest({ test: { include: ['src/**/*.test.js'], testTimeout: 60_000 } });
