// Test setup of the back office (jest-dom matchers, DOM cleanup and the findBy… timeout come from
// @portal/test-config): storage starts empty in every test.
import { afterEach } from 'vitest';

afterEach(() => {
  globalThis.localStorage?.clear();
  globalThis.sessionStorage?.clear();
});
