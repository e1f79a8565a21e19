// DOM test setup: jest-dom matchers, a clean DOM between tests, and findBy… queries that wait up
// to 5 s: screens and dialogs are lazy chunks, and CI's two cores are busy with other runners.
import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

configure({ asyncUtilTimeout: 5000 });

// Setup files run before each test file. The files of a package share one page per worker
// (isolate: false, index.js), so each starts where a page of its own would: at the site's root,
// with empty storage. (A file may ask for the node environment: no page then.)
if (typeof window !== 'undefined') {
  window.history.replaceState(null, '', '/');
  localStorage.clear();
  sessionStorage.clear();
}

afterEach(() => cleanup());
