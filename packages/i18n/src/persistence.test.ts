import { describe, expect, it } from 'vitest';
import { LANGUAGE_STORAGE_KEYS, persistLanguage, resolveInitialLanguage } from './persistence';

function memoryStorage(initial: Record<string, string> = {}) {
  const items = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
  };
}

const tenant = { tenantLanguages: ['EN', 'VI', 'ID'], tenantDefault: 'VI' };

describe('resolveInitialLanguage', () => {
  it('prefers hisLang', () => {
    const storage = memoryStorage({ hisLang: 'ID', lang: 'EN' });
    expect(resolveInitialLanguage({ ...tenant, storage })).toBe('ID');
  });

  it('reads lang when hisLang is absent', () => {
    expect(resolveInitialLanguage({ ...tenant, storage: memoryStorage({ lang: 'EN' }) })).toBe('EN');
  });

  it('skips a stored language the tenant does not offer', () => {
    const storage = memoryStorage({ hisLang: 'TH', lang: 'ID' });
    expect(resolveInitialLanguage({ ...tenant, storage })).toBe('ID');
  });

  it('accepts stored codes in any case', () => {
    expect(resolveInitialLanguage({ ...tenant, storage: memoryStorage({ hisLang: 'id' }) })).toBe('ID');
  });

  it('uses the tenant default when nothing usable is stored', () => {
    expect(resolveInitialLanguage({ ...tenant, storage: memoryStorage({ hisLang: 'garbage' }) })).toBe('VI');
  });

  it('ignores a tenant default outside the tenant languages, using the first offered', () => {
    const storage = memoryStorage();
    expect(resolveInitialLanguage({ tenantLanguages: ['TH', 'EN'], tenantDefault: 'CN', storage })).toBe('TH');
  });

  it('is English with no tenant information', () => {
    expect(resolveInitialLanguage({ storage: memoryStorage() })).toBe('EN');
  });

  it('survives a storage that throws', () => {
    const broken = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    expect(resolveInitialLanguage({ ...tenant, storage: broken })).toBe('VI');
    expect(() => persistLanguage('EN', broken)).not.toThrow();
  });

  it('reads the browser localStorage by default', () => {
    localStorage.setItem('hisLang', 'ID');
    try {
      expect(resolveInitialLanguage(tenant)).toBe('ID');
    } finally {
      localStorage.clear();
    }
  });
});

describe('persistLanguage', () => {
  it('writes both hisLang and lang', () => {
    const storage = memoryStorage();
    persistLanguage('TH', storage);
    expect(LANGUAGE_STORAGE_KEYS.map((key) => storage.getItem(key))).toEqual(['TH', 'TH']);
  });
});
