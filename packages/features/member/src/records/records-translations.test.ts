// The `records` namespace is complete in all seven shipped sets: every English key present and
// non-empty, no stray keys, the same {{placeholders}}; and the lazy loaders serve each set.
import { TRANSACTION_KINDS } from '@portal/contracts';
import { findMissingKeys, TRANSLATED_LANGUAGES } from '@portal/i18n';
import { describe, expect, it } from 'vitest';
import cn from '../locales/cn/records.json';
import en from '../locales/en/records.json';
import id from '../locales/id/records.json';
import pt from '../locales/pt/records.json';
import th from '../locales/th/records.json';
import ty from '../locales/ty/records.json';
import vi from '../locales/vi/records.json';
import { recordsNamespace, recordsResources } from './records-namespace';

describe('records translations', () => {
  it('are complete in CN, EN, ID, PT, TH, TY and VI', () => {
    expect(findMissingKeys({ EN: en, CN: cn, ID: id, PT: pt, TH: th, TY: ty, VI: vi })).toEqual([]);
  });

  it('are real translations, not copies of English (TY is English until the operator supplies it)', () => {
    for (const set of [cn, id, pt, th, vi]) {
      expect(set.bettingRecord.empty).not.toBe(en.bettingRecord.empty);
      expect(set.messages.markAllRead).not.toBe(en.messages.markAllRead);
      expect(set.filters.last7Days).not.toBe(en.filters.last7Days);
    }
    expect(ty).toEqual(en);
  });

  it('name every ledger kind of the contract', () => {
    expect(Object.keys(en.accountRecord.kinds).sort()).toEqual([...TRANSACTION_KINDS].sort());
  });

  it('has a lazy loader for every shipped language', async () => {
    expect(Object.keys(recordsNamespace).sort()).toEqual([...TRANSLATED_LANGUAGES].sort());
    expect(await recordsResources('VI')).toMatchObject({ bettingRecord: { caption: 'Các cược của bạn' } });
  });
});
