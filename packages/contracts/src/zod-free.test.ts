// The portal's first paint uses these modules (headers, routes, flags, account types, field rules,
// the payload codec, the money calls' retry rule, which the in-house game page bundles too); zod
// loads later, with the schemas, only to check answers and forms. A zod import here would put it
// back into every page's initial JavaScript (README: performance).
import { readdirSync, readFileSync } from 'node:fs';
import { posix } from 'node:path';
import { describe, expect, it } from 'vitest';

/** The routes of each domain (routes/*.ts), which endpoint-routes.ts composes. */
const ROUTE_TABLES = readdirSync(new URL('./routes/', import.meta.url)).map((name) => `routes/${name}`);

const ZOD_FREE = [
  'account-types.ts',
  'customer-service.ts',
  'endpoint-route.ts',
  'endpoint-routes.ts',
  'error-codes.ts',
  'field-rules.ts',
  'game-lanes.ts',
  'headers.ts',
  'module-ids.ts',
  'payload-crypto.ts',
  'retry-rule.ts',
  'service-link.ts',
  'sign-in-constants.ts',
  ...ROUTE_TABLES,
];

describe('zod-free modules', () => {
  it.each(ZOD_FREE)('%s imports neither zod nor a module that does', (file) => {
    const source = readFileSync(new URL(`./${file}`, import.meta.url), 'utf8');
    const imports = [...source.matchAll(/^import\s[^;]*?from\s+'([^']+)'/gm)].map((m) => m[1]!);
    const relative = (path: string) => path.startsWith('./') || path.startsWith('../');
    expect(imports.filter((path) => !relative(path) && path !== 'zod')).toEqual([]);
    expect(imports).not.toContain('zod');
    const local = imports.filter(relative).map((path) => `${posix.join(posix.dirname(file), path)}.ts`);
    for (const dependency of local) expect(ZOD_FREE, `${file} imports ${dependency}`).toContain(dependency);
  });
});
