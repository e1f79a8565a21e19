// The `mall` namespace is complete in all seven shipped sets: every English key present and
// non-empty, no stray keys, the same {{placeholders}}; and the lazy loaders serve each set.
import { findMissingKeys, TRANSLATED_LANGUAGES } from '@portal/i18n';
import { describe, expect, it } from 'vitest';
import { mallNamespace, mallResources } from './mall-namespace';
import cn from './locales/cn/mall.json';
import en from './locales/en/mall.json';
import id from './locales/id/mall.json';
import pt from './locales/pt/mall.json';
import th from './locales/th/mall.json';
import ty from './locales/ty/mall.json';
import vi from './locales/vi/mall.json';

describe('mall translations', () => {
  it('are complete in CN, EN, ID, PT, TH, TY and VI', () => {
    expect(findMissingKeys({ EN: en, CN: cn, ID: id, PT: pt, TH: th, TY: ty, VI: vi })).toEqual([]);
  });

  it('are real translations, not copies of English (TY is English until the operator supplies it)', () => {
    for (const set of [cn, id, pt, th, vi]) {
      expect(set.summary.balance).not.toBe(en.summary.balance);
      expect(set.redeems.status.in_process).not.toBe(en.redeems.status.in_process);
      expect(set.errors.point_reward_out_of_stock).not.toBe(en.errors.point_reward_out_of_stock);
    }
    expect(ty).toEqual(en);
  });

  it('has a lazy loader for every shipped language', async () => {
    expect(Object.keys(mallNamespace).sort()).toEqual([...TRANSLATED_LANGUAGES].sort());
    expect(await mallResources('VI')).toMatchObject({ summary: { balance: 'Số dư điểm' } });
  });
});
