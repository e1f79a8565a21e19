// The `wallet` namespace is complete in all seven shipped sets: every English key present and
// non-empty, no stray keys, the same {{placeholders}}; and the lazy loaders serve each set.
import { findMissingKeys, TRANSLATED_LANGUAGES } from '@portal/i18n';
import { describe, expect, it } from 'vitest';
import { walletNamespace, walletResources } from './wallet-namespace';
import cn from './locales/cn/wallet.json';
import en from './locales/en/wallet.json';
import id from './locales/id/wallet.json';
import pt from './locales/pt/wallet.json';
import th from './locales/th/wallet.json';
import ty from './locales/ty/wallet.json';
import vi from './locales/vi/wallet.json';

describe('wallet translations', () => {
  it('are complete in CN, EN, ID, PT, TH, TY and VI', () => {
    expect(findMissingKeys({ EN: en, CN: cn, ID: id, PT: pt, TH: th, TY: ty, VI: vi })).toEqual([]);
  });

  it('are real translations, not copies of English (TY is English until the operator supplies it)', () => {
    for (const set of [cn, id, pt, th, vi]) {
      expect(set.deposit.submit).not.toBe(en.deposit.submit);
      expect(set.withdraw.status.partial).not.toBe(en.withdraw.status.partial);
      expect(set.amount.belowMin).not.toBe(en.amount.belowMin);
      expect(set.errors.payment_password_error).not.toBe(en.errors.payment_password_error);
    }
    expect(ty).toEqual(en);
  });

  it('has a lazy loader for every shipped language', async () => {
    expect(Object.keys(walletNamespace).sort()).toEqual([...TRANSLATED_LANGUAGES].sort());
    expect(await walletResources('VI')).toMatchObject({ deposit: { status: { paid: 'Đã thanh toán' } } });
  });
});
