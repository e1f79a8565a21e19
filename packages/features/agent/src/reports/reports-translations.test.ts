// The `agentReports` namespace is complete in all seven shipped sets: every English key present and
// non-empty, no stray keys, the same {{placeholders}}; real translations; the lazy loaders serve
// each set; and the texts name every kind a report shows.
import { CONTRACT_KINDS, TEAM_TRANSACTION_KINDS, TRANSACTION_KINDS } from '@portal/contracts';
import { findMissingKeys, TRANSLATED_LANGUAGES } from '@portal/i18n';
import { describe, expect, it } from 'vitest';
import cn from '../locales/cn/agent-reports.json';
import en from '../locales/en/agent-reports.json';
import id from '../locales/id/agent-reports.json';
import pt from '../locales/pt/agent-reports.json';
import th from '../locales/th/agent-reports.json';
import ty from '../locales/ty/agent-reports.json';
import vi from '../locales/vi/agent-reports.json';
import { agentReportsNamespace, agentReportsResources } from './reports-namespace';
import { REPORT_ERROR_CODES } from './shared/error-texts';

describe('agentReports translations', () => {
  it('are complete in CN, EN, ID, PT, TH, TY and VI', () => {
    expect(findMissingKeys({ EN: en, CN: cn, ID: id, PT: pt, TH: th, TY: ty, VI: vi })).toEqual([]);
  });

  it('are real translations, not copies of English (TY is English until the operator supplies it)', () => {
    for (const set of [cn, id, pt, th, vi]) {
      expect(set.teamBetting.chart).not.toBe(en.teamBetting.chart);
      expect(set.errors.agent_target_outside_team).not.toBe(en.errors.agent_target_outside_team);
      expect(set.period.yesterday).not.toBe(en.period.yesterday);
      expect(set.settlements.heading).not.toBe(en.settlements.heading);
    }
    expect(ty).toEqual(en);
  });

  it("name a report's table apart from its section (two regions of one name would be ambiguous)", () => {
    for (const set of [cn, en, id, pt, th, ty, vi]) {
      for (const report of [set.teamBetting, set.memberProfitLoss, set.income, set.transactions, set.settlements]) {
        expect(report.caption).not.toBe(report.heading);
      }
    }
  });

  it('name every kind, ledger kind and error code the reports show', () => {
    expect(Object.keys(en.kinds).sort()).toEqual([...CONTRACT_KINDS].sort());
    expect(Object.keys(en.transactions.kinds).sort()).toEqual([...TEAM_TRANSACTION_KINDS].sort());
    expect(Object.keys(en.ledgerKinds).sort()).toEqual([...TRANSACTION_KINDS].sort());
    expect(Object.keys(en.errors).sort()).toEqual([...REPORT_ERROR_CODES].sort());
  });

  it('has a lazy loader for every shipped language', async () => {
    expect(Object.keys(agentReportsNamespace).sort()).toEqual([...TRANSLATED_LANGUAGES].sort());
    expect(await agentReportsResources('TH')).toMatchObject({ period: { yesterday: 'เมื่อวาน' } });
  });
});
