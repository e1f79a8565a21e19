// Every namespace of every package — the common texts, the app's shell, each feature's namespaces,
// the tenants' overrides and the brand starter's — read from the workspace's locale folders
// (`<package>/…/locales/<language>/<namespace>.json`), so a new feature or brand is covered without
// being listed: a text that interpolates {{count}} has plural forms, and every language has the
// forms its CLDR rules need (plural-forms.ts).
import { describe, expect, it } from 'vitest';
import { findPluralProblems } from './plural-forms';

const FILES = import.meta.glob<unknown>(
  [
    '../../../{packages,apps,tenants,examples}/**/locales/*/*.json',
    '!**/node_modules/**',
    '!**/dist/**',
    '!**/storybook-static/**',
  ],
  { eager: true, import: 'default' },
);

// (Through a variable: Vite rewrites `new URL('<literal>', import.meta.url)` into an asset address.)
const HERE = import.meta.url;
const WORKSPACE = new URL('../../../', HERE).pathname;

/** `<root>/locales/<language>/<namespace>.json` → namespace `<root>/locales/*\/<namespace>.json` → language → texts. */
function namespaces(): Map<string, Record<string, unknown>> {
  const byNamespace = new Map<string, Record<string, unknown>>();
  for (const [path, texts] of Object.entries(FILES)) {
    const fromWorkspace = new URL(path, HERE).pathname.slice(WORKSPACE.length);
    const match = /^(.+\/locales)\/([^/]+)\/([^/]+)\.json$/.exec(fromWorkspace);
    if (!match) throw new Error(`not a locale file: ${path}`);
    const [, root, language, namespace] = match;
    const name = `${root}/*/${namespace}.json`;
    byNamespace.set(name, { ...byNamespace.get(name), [language!.toUpperCase()]: texts });
  }
  return byNamespace;
}

describe('every namespace of every package', () => {
  it('is found: the common texts, the shell, the features, the tenants', () => {
    const names = [...namespaces().keys()];
    for (const expected of [
      'packages/i18n/src/locales/*/common.json',
      'apps/portal/src/locales/*/shell.json',
      'packages/features/auth/src/locales/*/auth.json',
      'packages/features/lottery/src/locales/*/lottery.json',
      'packages/features/member/src/locales/*/wallet.json',
      'tenants/aurora/locales/*/common.json',
    ]) {
      expect(names).toContain(expected);
    }
    expect(namespaces().get('packages/features/lobby/src/locales/*/lobby.json')).toHaveProperty('PT');
  });

  it('has plural forms for every counted text, in every form each language needs', () => {
    const problems = [...namespaces()].flatMap(([name, sets]) =>
      findPluralProblems(sets).map(
        ({ language, key, kind }) => `${name.replace('*', language.toLowerCase())}: ${key}: ${kind}`,
      ),
    );
    expect(problems).toEqual([]);
  });
});
