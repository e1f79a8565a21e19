// The `lottery` namespace is complete in all seven shipped sets: every English key present and
// non-empty, no stray keys, the same {{placeholders}}; and the lazy loaders serve each set.
import { findMissingKeys, TRANSLATED_LANGUAGES } from '@portal/i18n';
import { describe, expect, it } from 'vitest';
import { lotteryNamespace, lotteryResources } from './lottery-namespace';
import cn from './locales/cn/lottery.json';
import en from './locales/en/lottery.json';
import id from './locales/id/lottery.json';
import pt from './locales/pt/lottery.json';
import th from './locales/th/lottery.json';
import ty from './locales/ty/lottery.json';
import vi from './locales/vi/lottery.json';

describe('lottery translations', () => {
  it('are complete in CN, EN, ID, PT, TH, TY and VI', () => {
    expect(findMissingKeys({ EN: en, CN: cn, ID: id, PT: pt, TH: th, TY: ty, VI: vi })).toEqual([]);
  });

  it('are real translations, not copies of English (TY is English until the operator supplies it)', () => {
    for (const set of [cn, id, pt, th, vi]) {
      expect(set.slip.heading).not.toBe(en.slip.heading);
      expect(set.issue.closesIn).not.toBe(en.issue.closesIn);
      expect(set.bets.status.lost).not.toBe(en.bets.status.lost);
    }
    expect(ty).toEqual(en);
  });

  it('has a lazy loader for every shipped language', async () => {
    expect(Object.keys(lotteryNamespace).sort()).toEqual([...TRANSLATED_LANGUAGES].sort());
    expect(await lotteryResources('VI')).toMatchObject({ slip: { heading: 'Phiếu cược' } });
  });
});
