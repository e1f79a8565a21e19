import { describe, expect, it } from 'vitest';
import { CONTRACT_KIND_MODULES, contractActionRequestSchema, teamMembersRequestSchema } from './agent';
import { endpoints } from './endpoints';

describe('agent contract', () => {
  it('tells the contract actions apart by `action` and refuses fields of another action', () => {
    const parse = (body: object) => contractActionRequestSchema.safeParse(body);
    expect(parse({ action: 'offer', username: 'sub01', rate: 1.5 }).success).toBe(true);
    expect(parse({ action: 'accept', contractId: 3 }).data).toEqual({
      action: 'accept',
      contractId: 3,
      confirm: false,
    });
    expect(parse({ action: 'reject', contractId: 3, confirm: true }).success).toBe(false);
    expect(parse({ action: 'terminate', contractId: 0 }).success).toBe(false);
    expect(parse({ action: 'sign', contractId: 3 }).success).toBe(false);
    expect(parse({ action: 'offer', username: 'sub01', rate: 1, minValidBet: '-5' }).success).toBe(false);
    expect(parse({ action: 'offer', username: 'sub01', rate: 1, period: 'Y' }).success).toBe(false);
  });

  it('lets a rate outside 0–100 through to the platform, which answers it with its own code', () => {
    // A number of any size is the contract's; the range is a rule with a translated error (contract_rate_invalid).
    expect(contractActionRequestSchema.safeParse({ action: 'offer', username: 's', rate: 150 }).success).toBe(true);
    expect(contractActionRequestSchema.safeParse({ action: 'offer', username: 's', rate: '5' }).success).toBe(false);
  });

  it('puts each contract kind behind its module, GET and POST on the spec path', () => {
    const pairs = [
      ['getDividendContract', 'processDividendContract', CONTRACT_KIND_MODULES.dividend],
      ['getDailySalaryContract', 'processDailySalaryContract', CONTRACT_KIND_MODULES.daily],
      ['getHourlySalaryContract', 'processHourlySalaryContract', CONTRACT_KIND_MODULES.hourly],
      ['getRealtimeSalaryContract', 'processRealtimeSalaryContract', CONTRACT_KIND_MODULES.realtime],
    ] as const;
    for (const [get, post, module] of pairs) {
      expect([endpoints[get].method, endpoints[post].method]).toEqual(['GET', 'POST']);
      expect(endpoints[get].path).toBe(endpoints[post].path);
      expect([endpoints[get].module, endpoints[post].module]).toEqual([module, module]);
    }
    expect(endpoints.processDividendContract.path).toBe('/wps/relay/MCS2_processDividendReq');
    expect(endpoints.getAgentConsolidated.path).toBe('/wps/member/info/funds/consolidated');
  });

  it('pages the downline list with defaults and bounds', () => {
    expect(teamMembersRequestSchema.parse({})).toEqual({ scope: 'direct', pageNo: 1, pageSize: 20 });
    expect(teamMembersRequestSchema.safeParse({ pageSize: '101' }).success).toBe(false);
    expect(teamMembersRequestSchema.safeParse({ status: 'gone' }).success).toBe(false);
  });
});
