// The `promotions` namespace is complete in all seven shipped sets: every English key present and
// non-empty, no stray keys, the same {{placeholders}}; and the lazy loaders serve each set.
import { findMissingKeys, TRANSLATED_LANGUAGES } from '@portal/i18n';
import { describe, expect, it } from 'vitest';
import { promotionsNamespace, promotionsResources } from './promotions-namespace';
import cn from './locales/cn/promotions.json';
import en from './locales/en/promotions.json';
import id from './locales/id/promotions.json';
import pt from './locales/pt/promotions.json';
import th from './locales/th/promotions.json';
import ty from './locales/ty/promotions.json';
import vi from './locales/vi/promotions.json';

describe('promotions translations', () => {
  it('are complete in CN, EN, ID, PT, TH, TY and VI', () => {
    expect(findMissingKeys({ EN: en, CN: cn, ID: id, PT: pt, TH: th, TY: ty, VI: vi })).toEqual([]);
  });

  it('are real translations, not copies of English (TY is English until the operator supplies it)', () => {
    for (const set of [cn, id, pt, th, vi]) {
      expect(set.list.carouselLabel).not.toBe(en.list.carouselLabel);
      expect(set.states.in_process).not.toBe(en.states.in_process);
      expect(set.apply.remarkTooLong).not.toBe(en.apply.remarkTooLong);
      expect(set.errors.activity_image_limit).not.toBe(en.errors.activity_image_limit);
    }
    expect(ty).toEqual(en);
  });

  it('has a lazy loader for every shipped language', async () => {
    expect(Object.keys(promotionsNamespace).sort()).toEqual([...TRANSLATED_LANGUAGES].sort());
    expect(await promotionsResources('VI')).toMatchObject({ states: { claimed: 'Đã nhận' } });
  });
});
