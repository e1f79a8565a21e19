// Test setup of the back office (jest-dom matchers and the findBy… timeout come from
// @portal/test-config): after each test the app is unmounted first, then the fake fetch goes, so no
// call still on its way reaches a real network; storage starts empty in every test.
import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  globalThis.localStorage?.clear();
  globalThis.sessionStorage?.clear();
});
