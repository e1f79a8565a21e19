// @vitest-environment node
// The form rules every form uses (My account's password change too) take from @portal/contracts
// only its zod-free field rules: a schema there (the e-mail one) put zod and the contracts' member
// and tenant schemas into the member centre's start (~80 ms of module evaluation at 4× slowdown).
// The e-mail rule, which needs the schema, lives in email-rule.ts for the forms that ask for one.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const contractsImports = (source: string) =>
  [...source.matchAll(/^import\s+(?:type\s+)?\{([^}]*)\}\s+from\s+'@portal\/contracts'/gm)].flatMap((match) =>
    match[1]!
      .split(',')
      .map((name) => name.replace(/^\s*type\s+/, '').trim())
      .filter(Boolean),
  );

describe('validation.ts', () => {
  it('imports from @portal/contracts only names of its zod-free field-rules module', () => {
    const source = readFileSync(new URL('./validation.ts', import.meta.url), 'utf8');
    const fieldRules = readFileSync(new URL('../../../../contracts/src/field-rules.ts', import.meta.url), 'utf8');
    const zodFree = new Set(
      [...fieldRules.matchAll(/^export\s+(?:function|const|interface|type)\s+(\w+)/gm)].map((match) => match[1]),
    );
    const imported = contractsImports(source);
    expect(imported.length).toBeGreaterThan(0);
    expect(imported.filter((name) => !zodFree.has(name))).toEqual([]);
  });
});
