// The checks must fail on the faults the issue found (extensionless imports that Node and the
// types cannot resolve, `workspace:` ranges) and pass a well-formed package.
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { checkPackedPackage } from './check-package.js';

const work = mkdtempSync(join(tmpdir(), 'check-package-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** A tarball laid out as npm packs one (`package/…`). */
function tarball(name, files) {
  const dir = join(work, name, 'package');
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(join(dir, path, '..'), { recursive: true });
    writeFileSync(join(dir, path), text);
  }
  const file = join(work, `${name}.tgz`);
  const result = spawnSync('tar', ['-czf', file, '-C', join(work, name), 'package']);
  expect(result.status).toBe(0);
  return file;
}

const manifest = (extra = {}) =>
  JSON.stringify({
    name: '@fixture/lib',
    version: '1.0.0',
    license: 'UNLICENSED',
    type: 'module',
    sideEffects: false,
    exports: { '.': { types: './dist/index.d.ts', default: './dist/index.js' } },
    files: ['dist'],
    ...extra,
  });

describe('checkPackedPackage', () => {
  it('passes a package whose imports carry their extensions', async () => {
    const file = tarball('good', {
      'package.json': manifest(),
      'README.md': '# lib\n',
      'dist/index.js': "export { one } from './one.js';\n",
      'dist/one.js': 'export const one = 1;\n',
      'dist/index.d.ts': "export { one } from './one.js';\n",
      'dist/one.d.ts': 'export declare const one = 1;\n',
    });
    const { name, problems } = await checkPackedPackage(file);
    expect(name).toBe('@fixture/lib');
    expect(problems).toEqual([]);
  });

  it('reports extensionless imports, types after default, workspace ranges, the source condition and a missing README', async () => {
    const file = tarball('bad', {
      'package.json': manifest({
        dependencies: { '@fixture/other': 'workspace:*' },
        // `types` after `default`: TypeScript never reaches it (publint).
        exports: {
          '.': { '@portal/source': './src/index.ts', default: './dist/index.js', types: './dist/index.d.ts' },
        },
      }),
      'dist/index.js': "export { one } from './one';\n",
      'dist/one.js': 'export const one = 1;\n',
      'dist/index.d.ts': "export { one } from './one';\n",
      'dist/one.d.ts': 'export declare const one = 1;\n',
    });
    const { problems } = await checkPackedPackage(file);
    const text = problems.join('\n');
    expect(text).toContain('dependencies.@fixture/other is still "workspace:*"');
    expect(text).toContain('@portal/source');
    expect(text).toContain('no README.md');
    expect(text).toMatch(/are-the-types-wrong[\s\S]*node16 \(from ESM\)/);
    expect(text).toMatch(/publint (error|warning)/);
  });
});
