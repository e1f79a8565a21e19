// The kit's unit tests: the *.test.tsx files in happy-dom (fast, behaviour with Testing Library).
// Its stories run as tests in the workspace's one Storybook (apps/storybook: Chromium, play
// functions and axe), beside the feature screens.
import { portalVitest } from '@portal/test-config';

export default portalVitest({ environment: 'happy-dom' }, { test: { include: ['src/**/*.test.{ts,tsx}'] } });
