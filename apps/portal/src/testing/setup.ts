// Test setup of the portal's unit tests (jest-dom matchers and DOM cleanup come from
// @portal/test-config): storage starts empty in every test, and findBy… queries wait up to 5 s,
// since every screen is a lazy chunk and CI's two cores are busy with other runners.
import { configure } from '@testing-library/react';
import { afterEach } from 'vitest';

configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  globalThis.localStorage?.clear();
  globalThis.sessionStorage?.clear();
});
