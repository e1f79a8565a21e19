// Test setup of the portal's unit tests (jest-dom matchers and DOM cleanup come from
// @portal/test-config): storage starts empty in every test.
import { afterEach } from 'vitest';

afterEach(() => {
  globalThis.localStorage?.clear();
  globalThis.sessionStorage?.clear();
});
