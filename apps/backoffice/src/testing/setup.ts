// Test setup of the back office (jest-dom matchers and the findBy… timeout come from
// @portal/test-config): after each test the app is unmounted first, then the test's fake staff API
// goes; a call still on its way after that never reaches a network (it fails, naming itself).
// Storage starts empty in every test.
import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

async function noNetwork(input: RequestInfo | URL): Promise<Response> {
  const url = input instanceof Request ? input.url : String(input);
  throw new TypeError(`no fake staff API is installed (fetch ${url} after its test)`);
}

vi.stubGlobal('fetch', noNetwork);

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.stubGlobal('fetch', noNetwork);
  globalThis.localStorage?.clear();
  globalThis.sessionStorage?.clear();
});
