// The `auth` namespace is complete in all seven shipped sets: every English key present and
// non-empty, no stray keys, the same {{placeholders}}; and the lazy loaders serve each set.
import { findMissingKeys, TRANSLATED_LANGUAGES } from '@portal/i18n';
import { describe, expect, it } from 'vitest';
import { authNamespace, authResources } from './auth-namespace';
import cn from './locales/cn/auth.json';
import en from './locales/en/auth.json';
import id from './locales/id/auth.json';
import pt from './locales/pt/auth.json';
import th from './locales/th/auth.json';
import ty from './locales/ty/auth.json';
import vi from './locales/vi/auth.json';

describe('auth translations', () => {
  it('are complete in CN, EN, ID, PT, TH, TY and VI', () => {
    expect(findMissingKeys({ EN: en, CN: cn, ID: id, PT: pt, TH: th, TY: ty, VI: vi })).toEqual([]);
  });

  it('are real translations, not copies of English (TY is English until the operator supplies it)', () => {
    for (const set of [cn, id, pt, th, vi]) {
      expect(set.login.title).not.toBe(en.login.title);
      expect(set.systemStatus.maintenance.title).not.toBe(en.systemStatus.maintenance.title);
    }
    expect(ty).toEqual(en);
  });

  it('has a lazy loader for every shipped language', async () => {
    expect(Object.keys(authNamespace).sort()).toEqual([...TRANSLATED_LANGUAGES].sort());
    expect(await authResources('VI')).toMatchObject({ login: { title: 'Đăng nhập' } });
    expect(await authResources('FA')).toBeUndefined();
  });
});
