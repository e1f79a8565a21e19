// The `lobby` namespace is complete in all seven shipped sets: every English key present and
// non-empty, no stray keys, the same {{placeholders}}; and the lazy loaders serve each set.
import { findMissingKeys, TRANSLATED_LANGUAGES } from '@portal/i18n';
import { describe, expect, it } from 'vitest';
import { lobbyNamespace, lobbyResources } from './lobby-namespace';
import cn from './locales/cn/lobby.json';
import en from './locales/en/lobby.json';
import id from './locales/id/lobby.json';
import pt from './locales/pt/lobby.json';
import th from './locales/th/lobby.json';
import ty from './locales/ty/lobby.json';
import vi from './locales/vi/lobby.json';

describe('lobby translations', () => {
  it('are complete in CN, EN, ID, PT, TH, TY and VI', () => {
    expect(findMissingKeys({ EN: en, CN: cn, ID: id, PT: pt, TH: th, TY: ty, VI: vi })).toEqual([]);
  });

  it('are real translations, not copies of English (TY is English until the operator supplies it)', () => {
    for (const set of [cn, id, pt, th, vi]) {
      expect(set.search.label).not.toBe(en.search.label);
      expect(set.launch.alreadyOpenTitle).not.toBe(en.launch.alreadyOpenTitle);
    }
    expect(ty).toEqual(en);
  });

  it('has a lazy loader for every shipped language', async () => {
    expect(Object.keys(lobbyNamespace).sort()).toEqual([...TRANSLATED_LANGUAGES].sort());
    expect(await lobbyResources('TH')).toMatchObject({ search: { label: 'ค้นหาเกม' } });
  });
});
