// The `support` namespace is complete in all seven shipped sets: every English key present and
// non-empty, no stray keys, the same {{placeholders}}; and the lazy loaders serve each set.
import { findMissingKeys, TRANSLATED_LANGUAGES } from '@portal/i18n';
import { describe, expect, it } from 'vitest';
import { supportNamespace, supportResources } from './support-namespace';
import cn from './locales/cn/support.json';
import en from './locales/en/support.json';
import id from './locales/id/support.json';
import pt from './locales/pt/support.json';
import th from './locales/th/support.json';
import ty from './locales/ty/support.json';
import vi from './locales/vi/support.json';

describe('support translations', () => {
  it('are complete in CN, EN, ID, PT, TH, TY and VI', () => {
    expect(findMissingKeys({ EN: en, CN: cn, ID: id, PT: pt, TH: th, TY: ty, VI: vi })).toEqual([]);
  });

  it('are real translations, not copies of English (TY is English until the operator supplies it)', () => {
    for (const set of [cn, id, pt, th, vi]) {
      expect(set.helpCentre.searchLabel).not.toBe(en.helpCentre.searchLabel);
      expect(set.feedback.wordCount).not.toBe(en.feedback.wordCount);
      expect(set.errors.feedback_word_count).not.toBe(en.errors.feedback_word_count);
      expect(set.chat.logInFirst).not.toBe(en.chat.logInFirst);
      expect(set.chat.socket.reconnecting).not.toBe(en.chat.socket.reconnecting);
      expect(set.errors.chat_flood).not.toBe(en.errors.chat_flood);
    }
    expect(ty).toEqual(en);
  });

  it('has a lazy loader for every shipped language', async () => {
    expect(Object.keys(supportNamespace).sort()).toEqual([...TRANSLATED_LANGUAGES].sort());
    expect(await supportResources('TH')).toMatchObject({ tabs: { help: 'ศูนย์ช่วยเหลือ' } });
  });
});
