// Proves the boundary table really blocks what ARCHITECTURE.md forbids, through ESLint itself.
import { describe, expect, it } from 'vitest';
import { Linter } from 'eslint';
import { restrictedImports } from './boundaries.js';

function lint(kind, source) {
  const linter = new Linter({ configType: 'flat' });
  return linter
    .verify(source, [{ languageOptions: { sourceType: 'module' }, rules: { 'no-restricted-imports': ['error', { patterns: restrictedImports(kind) }] } }])
    .map((m) => m.message);
}

describe('import boundaries', () => {
  it('lets a feature import the shared layers', () => {
    expect(lint('feature', "import { Button } from '@portal/ui'; import { z } from '@portal/contracts';")).toEqual([]);
  });
  it('forbids a feature importing another feature', () => {
    expect(lint('feature', "import x from '@portal/feature-lobby';")).toHaveLength(1);
  });
  it('forbids ui importing the api package and contracts importing anything of ours', () => {
    expect(lint('ui', "import x from '@portal/api';")).toHaveLength(1);
    expect(lint('contracts', "import x from '@portal/theme';")).toHaveLength(1);
  });
  it('forbids reaching into another package internals, even for the app', () => {
    expect(lint('portal', "import x from '@portal/ui/src/button';")).toHaveLength(1);
    expect(lint('portal', "import x from '@portal/feature-auth';")).toEqual([]);
  });
  it('does not confuse a package with one whose name starts the same', () => {
    expect(lint('ui', "import x from '@portal/theme-extra';")).toHaveLength(1);
    expect(lint('ui', "import x from '@portal/theme';")).toEqual([]);
  });
});
