// The `agent` namespace is complete in all seven shipped sets: every English key present and
// non-empty, no stray keys, the same {{placeholders}}; and the lazy loaders serve each set.
import { findMissingKeys, TRANSLATED_LANGUAGES } from '@portal/i18n';
import { describe, expect, it } from 'vitest';
import { agentNamespace, agentResources } from './agent-namespace';
import cn from './locales/cn/agent.json';
import en from './locales/en/agent.json';
import id from './locales/id/agent.json';
import pt from './locales/pt/agent.json';
import th from './locales/th/agent.json';
import ty from './locales/ty/agent.json';
import vi from './locales/vi/agent.json';

describe('agent translations', () => {
  it('are complete in CN, EN, ID, PT, TH, TY and VI', () => {
    expect(findMissingKeys({ EN: en, CN: cn, ID: id, PT: pt, TH: th, TY: ty, VI: vi })).toEqual([]);
  });

  it('are real translations, not copies of English (TY is English until the operator supplies it)', () => {
    for (const set of [cn, id, pt, th, vi]) {
      expect(set.centre.title).not.toBe(en.centre.title);
      expect(set.centre.pages.realtimeSalary).not.toBe(en.centre.pages.realtimeSalary);
      expect(set.conflict.body).not.toBe(en.conflict.body);
      expect(set.errors.contract_rate_above_upline).not.toBe(en.errors.contract_rate_above_upline);
    }
    expect(ty).toEqual(en);
  });

  it('has a lazy loader for every shipped language', async () => {
    expect(Object.keys(agentNamespace).sort()).toEqual([...TRANSLATED_LANGUAGES].sort());
    expect(await agentResources('TH')).toMatchObject({ centre: { title: 'ศูนย์ตัวแทน' } });
  });
});
