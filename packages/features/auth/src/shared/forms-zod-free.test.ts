// @vitest-environment node
// No module of the accounts feature but answer-checks.ts (loaded on first use) brings zod, through
// its own imports or the @portal/contracts names it takes: a form's first render evaluated zod and
// the contracts' schemas, one task of ~120 ms at a phone's 4× slowdown at the start of /register and
// of a brand's login page, and ~80 ms of the member centre's (My account's password form).
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const SRC = dirname(dirname(fileURLToPath(import.meta.url)));
const CONTRACTS = join(SRC, '..', '..', '..', 'contracts', 'src');
const LAZY = new Set([join(SRC, 'shared', 'answer-checks.ts')]);

const sourceFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.(test|stories)\.tsx?$/.test(entry.name) ? [path] : [];
  });

/** Each static import (and re-export) of a module that is not type-only: its specifier and value names. */
function valueImports(file: string): { from: string; names: string[] }[] {
  const source = readFileSync(file, 'utf8');
  return [...source.matchAll(/^(?:import|export)\s+(type\s+)?([^;]*?)\s*from\s+'([^']+)'/gm)]
    .filter((match) => !match[1])
    .map((match) => ({
      from: match[3]!,
      names: [...(match[2]!.match(/\{([^}]*)\}/)?.[1]?.split(',') ?? [])]
        .map((name) => name.trim())
        .filter((name) => name && !name.startsWith('type '))
        .map((name) => name.split(/\s+as\s+/)[0]!),
    }));
}

const resolveLocal = (from: string, specifier: string): string => {
  const base = join(dirname(from), specifier);
  for (const candidate of [`${base}.ts`, `${base}.tsx`, join(base, 'index.ts')]) {
    try {
      readFileSync(candidate);
      return candidate;
    } catch {
      // the next candidate
    }
  }
  throw new Error(`${from}: cannot resolve ${specifier}`);
};

const contractsModules = sourceFiles(CONTRACTS);
/** The contracts module that defines an exported name. */
function definingModule(name: string): string {
  const found = contractsModules.find((file) =>
    new RegExp(`^export\\s+(?:async\\s+)?(?:function|const|let|class)\\s+${name}\\b`, 'm').test(
      readFileSync(file, 'utf8'),
    ),
  );
  if (!found) throw new Error(`@portal/contracts: no module defines ${name}`);
  return found;
}

/** The chain of modules through which a module reaches zod, or null. */
function pathToZod(file: string, seen = new Set<string>()): string[] | null {
  if (seen.has(file)) return null;
  seen.add(file);
  for (const { from, names } of valueImports(file)) {
    if (from === 'zod') return [file, 'zod'];
    const next = from.startsWith('.')
      ? [resolveLocal(file, from)]
      : from === '@portal/contracts'
        ? names.map(definingModule)
        : [];
    for (const module of next) {
      if (LAZY.has(module)) continue;
      const chain = pathToZod(module, seen);
      if (chain) return [file, ...chain];
    }
  }
  return null;
}

describe('the accounts feature without zod', () => {
  const modules = sourceFiles(SRC).filter((file) => !LAZY.has(file));

  it.each(modules.map((file) => relative(SRC, file)))('%s does not reach zod', (name) => {
    const chain = pathToZod(join(SRC, name));
    expect(chain?.map((file) => relative(SRC, file))).toBeUndefined();
  });

  it('would find zod: answer-checks.ts reaches it through the contracts', () => {
    const chain = pathToZod([...LAZY][0]!);
    expect(chain?.at(-1)).toBe('zod');
  });
});
