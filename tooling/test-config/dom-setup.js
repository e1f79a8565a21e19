// DOM test setup: jest-dom matchers, a clean DOM between tests, and findBy… queries that wait up
// to 5 s: screens and dialogs are lazy chunks, and CI's two cores are busy with other runners.
import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

configure({ asyncUtilTimeout: 5000 });

afterEach(() => cleanup());
