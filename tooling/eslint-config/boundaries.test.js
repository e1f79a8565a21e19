// Proves the boundary table really blocks what ARCHITECTURE.md forbids, through ESLint itself.
import { describe, expect, it } from 'vitest';
import { Linter } from 'eslint';
import { restrictedImports } from './boundaries.js';

function lint(kind, source, options) {
  const linter = new Linter({ configType: 'flat' });
  const patterns = restrictedImports(kind, options);
  return linter
    .verify(source, [
      { languageOptions: { sourceType: 'module' }, rules: { 'no-restricted-imports': ['error', { patterns }] } },
    ])
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
  it("lets a feature's tests, and only its tests, import the feature harness", () => {
    expect(lint('feature', "import { renderFeature } from '@portal/feature-testing';")).toHaveLength(1);
    expect(lint('feature', "import { renderFeature } from '@portal/feature-testing';", { tests: true })).toEqual([]);
    expect(lint('feature', "import x from '@portal/feature-lobby';", { tests: true })).toHaveLength(1);
  });
  it('lets the feature harness import the shared layers, never a feature', () => {
    expect(lint('feature-testing', "import { PortalThemeProvider } from '@portal/ui';")).toEqual([]);
    expect(lint('feature-testing', "import { createPortalI18n } from '@portal/i18n';")).toEqual([]);
    expect(lint('feature-testing', "import x from '@portal/feature-auth';")).toHaveLength(1);
  });
  it('lets the back office import the shared layers, never a player feature', () => {
    expect(
      lint('backoffice', "import { Button } from '@portal/ui'; import { isApiError } from '@portal/api';"),
    ).toEqual([]);
    expect(lint('backoffice', "import x from '@portal/feature-auth';")).toHaveLength(1);
  });
  it('does not confuse a package with one whose name starts the same', () => {
    expect(lint('ui', "import x from '@portal/theme-extra';")).toHaveLength(1);
    expect(lint('ui', "import x from '@portal/theme';")).toEqual([]);
  });
});
