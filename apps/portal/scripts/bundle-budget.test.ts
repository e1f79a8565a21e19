// @vitest-environment node
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { groupRoutes, markdownReport, measureTenant, staticClosure } from './bundle-budget.mjs';
import { START_MODULES } from './start-modules.mjs';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A fake dist/<tenant>/ with a manifest: entry → shared; home → shared + home-dep; lazy texts and footer. */
function fakeDist() {
  const dir = mkdtempSync(join(tmpdir(), 'portal-budget-'));
  dirs.push(dir);
  mkdirSync(join(dir, '.vite'), { recursive: true });
  mkdirSync(join(dir, 'assets'));
  const files: Record<string, string> = {
    'assets/index.js': 'a'.repeat(1000),
    'assets/shared.js': 'b'.repeat(500),
    'assets/home.js': 'c'.repeat(300),
    'assets/home-dep.js': 'd'.repeat(200),
    'assets/other.js': 'e'.repeat(50),
    'assets/shell-en.js': 'f'.repeat(40),
    'assets/footer.js': 'g'.repeat(30),
    'assets/home.css': 'h'.repeat(70),
  };
  for (const [name, content] of Object.entries(files)) writeFileSync(join(dir, name), content);
  const manifest = {
    'index.html': { file: 'assets/index.js', isEntry: true, imports: ['_shared.js'] },
    '_shared.js': { file: 'assets/shared.js' },
    'src/screens/home/home-screen.tsx': {
      file: 'assets/home.js',
      imports: ['index.html', '_shared.js', '_home-dep.js'],
      css: ['assets/home.css'],
    },
    '_home-dep.js': { file: 'assets/home-dep.js' },
    'src/screens/other/other-screen.tsx': { file: 'assets/other.js', imports: ['index.html'] },
    'src/locales/en/shell.json': { file: 'assets/shell-en.js' },
    'src/shell/footer/footer.tsx': { file: 'assets/footer.js', imports: ['index.html'] },
  };
  writeFileSync(join(dir, '.vite', 'manifest.json'), JSON.stringify(manifest));
  return { dir, gz: (name: string) => gzipSync(files[name]!, { level: 9 }).length };
}

describe('bundle budget', () => {
  it('follows static imports from the roots', () => {
    const manifest = {
      a: { file: 'a.js', imports: ['b'] },
      b: { file: 'b.js', imports: ['c', 'a'] },
      c: { file: 'c.js' },
      d: { file: 'd.js' },
    };
    expect([...staticClosure(manifest, ['a'])].sort()).toEqual(['a', 'b', 'c']);
  });

  it('groups routes by the screen they load', () => {
    const table = [
      { path: '/', screen: { module: 'home/home-screen' } },
      { path: '/index', screen: { module: 'home/home-screen' } },
      { path: '/x', screen: { module: 'other/other-screen' } },
    ];
    expect(groupRoutes(table)).toEqual([
      { paths: ['/', '/index'], screenKey: 'src/screens/home/home-screen.tsx' },
      { paths: ['/x'], screenKey: 'src/screens/other/other-screen.tsx' },
    ]);
  });

  it('counts initial chunks once and, per route, only the lazy chunks it adds', () => {
    const { dir, gz } = fakeDist();
    const measured = measureTenant(
      dir,
      groupRoutes([
        { path: '/', screen: { module: 'home/home-screen' } },
        { path: '/x', screen: { module: 'other/other-screen' } },
      ]),
      'EN',
    );
    expect(measured.initial.js).toEqual({ raw: 1500, gzip: gz('assets/index.js') + gz('assets/shared.js') });
    const [home, other] = measured.routes;
    expect(home!.route.js).toEqual({ raw: 500, gzip: gz('assets/home.js') + gz('assets/home-dep.js') });
    expect(home!.route.css.raw).toBe(70);
    expect(home!.totalJsGzip).toBe(measured.initial.js.gzip + home!.route.js.gzip);
    expect(other!.route.js.raw).toBe(50);
    expect(measured.deferred['texts (EN)']!.raw).toBe(40);
    expect(measured.deferred.footer!.raw).toBe(30);
    expect(markdownReport([{ tenant: 'sample', measured }])).toContain('| sample | `/` | 1.5 / ');
  });

  it("counts the modules the entry imports at start (START_MODULES) as initial, not as a route's", () => {
    const { dir, gz } = fakeDist();
    const manifestFile = join(dir, '.vite', 'manifest.json');
    const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Record<string, object>;
    writeFileSync(join(dir, 'assets', 'app-root.js'), 'r'.repeat(400));
    manifest[START_MODULES[0]!] = { file: 'assets/app-root.js', imports: ['_home-dep.js'] };
    writeFileSync(manifestFile, JSON.stringify(manifest));
    const measured = measureTenant(dir, groupRoutes([{ path: '/', screen: { module: 'home/home-screen' } }]), 'EN');
    expect(measured.initial.js.raw).toBe(1500 + 400 + 200);
    expect(measured.routes[0]!.route.js).toEqual({ raw: 300, gzip: gz('assets/home.js') });
  });

  it('refuses a route whose screen has no chunk', () => {
    const { dir } = fakeDist();
    expect(() =>
      measureTenant(dir, [{ paths: ['/gone'], screenKey: 'src/screens/gone/gone-screen.tsx' }], 'EN'),
    ).toThrow(/no chunk for src\/screens\/gone/);
  });
});
