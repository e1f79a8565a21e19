// Starts a throwaway PostgreSQL and Redis for the platform tests unless TEST_DATABASE_URL and
// TEST_REDIS_URL are set already (tooling/scripts/test-services.mjs), and stops them afterwards.
// Every suite runs on SQLite and on PostgreSQL: nothing is skipped.
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { TestProject } from 'vitest/node';

interface TestServices {
  env: Record<string, string>;
  stop(): Promise<void>;
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const script = join(
    dirname(fileURLToPath(import.meta.url)),
    '..',
    '..',
    '..',
    'tooling',
    'scripts',
    'test-services.mjs',
  );
  const { startTestServices } = (await import(pathToFileURL(script).href)) as {
    startTestServices(): Promise<TestServices>;
  };
  const services = await startTestServices();
  Object.assign(process.env, services.env);
  project.provide('TEST_DATABASE_URL', process.env.TEST_DATABASE_URL!);
  project.provide('TEST_REDIS_URL', process.env.TEST_REDIS_URL!);
  return () => services.stop();
}

declare module 'vitest' {
  export interface ProvidedContext {
    TEST_DATABASE_URL: string;
    TEST_REDIS_URL: string;
  }
}
