// The agent centre's platform (issue 23) on SQLite and PostgreSQL: the tree written at
// registration (a downline of a downline is in the agent's team), the team overview against a
// hand-computed fixture of bets written through the bet door, the downline list, the contract
// rules (rate bounds, the upline's rate as a ceiling, offers only inside the team, the warning
// before a downline's contract is ended and the ending in one transaction, reject, terminate), the
// module flags, a member and a trial account refused, and tenant isolation.
import { ACCOUNT_TYPES, WALLET_IDS, type ContractsValue } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AgentSettlementService } from '../src/services/agents/agent-settlement';
import { AURORA, ENGINES, LOTUS, MINUTE, startPlatform, type TestClient, type TestPlatform } from './helpers';
import { MEMBER_PASSWORD, newMember, reposOf, type Member, slotBet } from './money-helpers';

const HOUR = 60 * MINUTE;
/** Aurora's zone (tenant.json `utcOffsetMinutes`: 420): its days and weeks start at 17:00 UTC. */
const ZONE = 7 * HOUR;

describe.each(ENGINES)('agents (%s)', (engine) => {
  let platform: TestPlatform;
  let client: TestClient;
  beforeAll(async () => {
    platform = await startPlatform({ engine });
    client = platform.client(AURORA);
  });
  afterAll(() => platform?.close());

  const agent = (uplineId: number | null, type: number = ACCOUNT_TYPES.SUB_AGENT, merchant = AURORA) =>
    newMember(platform, { type, uplineId, prefix: 'agt', merchant });
  const member = (uplineId: number | null, merchant = AURORA) =>
    newMember(platform, { uplineId, prefix: 'mbr', merchant });

  const contracts = async (who: Member, name: 'getDailySalaryContract' | 'getHourlySalaryContract') =>
    (await who.client.call(name, {}, { token: who.token })).body.value as ContractsValue;
  const offer = (from: Member, username: string, rate: number, extra: Record<string, unknown> = {}) =>
    from.client.call(
      'processDailySalaryContract',
      { action: 'offer', username, rate, dailyBetAmount: '1000', minActiveMembers: 3, ...extra },
      { token: from.token },
    );
  const act = (who: Member, action: 'accept' | 'reject' | 'terminate', contractId: number, confirm?: boolean) =>
    who.client.call(
      'processDailySalaryContract',
      { action, contractId, ...(confirm === undefined ? {} : { confirm }) },
      { token: who.token },
    );

  it('writes the tree at registration: a downline of a downline is in agent01’s team', async () => {
    const repos = reposOf(platform, AURORA);
    const registration = async (username: string, affiliateCode: string, mobile: string) =>
      client.call('register', {
        username,
        password: 'abc12345',
        confirmPassword: 'abc12345',
        mobileNum: mobile,
        countryDialingCode: '+84',
        email: '',
        payeeName: '',
        affiliateCode,
        referralCode: null,
        domain: 'aurora.localhost',
        registerUrl: 'http://aurora.localhost/register',
        registerMethod: 'WEB',
        loginDeviceId: 'device-1',
        login: false,
        captcha: await client.captcha(),
      });
    const sub = `sub${engine.slice(0, 2)}1`;
    const leaf = `leaf${engine.slice(0, 2)}1`;
    const subCode = `SUB${engine.slice(0, 2).toUpperCase()}1`;
    const subResult = await registration(sub, 'AGENT01', '936000001');
    expect(subResult.status, JSON.stringify(subResult.body)).toBe(200);
    // No call makes an agent yet (the back office will): the sub-agent is promoted as a fixture.
    const subRow = (await repos.accounts.findByUsername(sub))!;
    await repos.accounts.update(subRow.id, {
      type: ACCOUNT_TYPES.SUB_AGENT,
      affiliate_code: subCode,
    });
    expect((await registration(leaf, subCode, '936000002')).status).toBe(200);

    const agent01 = (await repos.accounts.findByUsername('agent01'))!;
    const leafRow = (await repos.accounts.findByUsername(leaf))!;
    expect(await repos.agentTree.depthBelow(agent01.id, leafRow.id)).toBe(2);
    expect(await repos.agentTree.depthBelow(subRow.id, leafRow.id)).toBe(1);

    const token = await client.login('agent01');
    const all = await client.call('getAgentTeamMembers', { scope: 'all', pageSize: 100 }, { token });
    expect(all.status, JSON.stringify(all.body)).toBe(200);
    const byName = Object.fromEntries(all.body.value!.list.map((m) => [m.username, m]));
    expect(byName[sub]).toMatchObject({ level: 1, teamCount: 1, isAgent: true, status: 'active' });
    expect(byName[leaf]).toMatchObject({ level: 2, teamCount: 0, isAgent: false });
    const direct = await client.call('getAgentTeamMembers', { scope: 'direct', pageSize: 100 }, { token });
    expect(direct.body.value!.list.map((m) => m.username)).toContain(sub);
    expect(direct.body.value!.list.map((m) => m.username)).not.toContain(leaf);
  });

  it('registers downlines from the agent centre: a member who then logs in, a sub-agent whose code registers its own', async () => {
    const top = await agent(null, ACCOUNT_TYPES.AGENT);
    const open = (body: Record<string, unknown>, who: Member = top) =>
      who.client.call('registerDownline', body, { token: who.token });
    const memberName = `down${engine.slice(0, 2)}m1`;
    const agentName = `down${engine.slice(0, 2)}a1`;
    const made = await open({ username: memberName, password: 'abc12345', confirmPassword: 'abc12345' });
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    expect(made.body.value).toEqual({
      member: expect.objectContaining({ username: memberName, type: 0, isAgent: false, level: 1, teamCount: 0 }),
      affiliateCode: null,
    });
    expect(await client.login(memberName, 'abc12345')).toBeTruthy();

    const sub = await open({
      username: agentName,
      password: 'abc12345',
      confirmPassword: 'abc12345',
      accountType: 'agent',
    });
    const code = sub.body.value!.affiliateCode!;
    expect(code).toMatch(/^[A-Z2-9]{8}$/);
    expect(sub.body.value!.member).toMatchObject({ type: ACCOUNT_TYPES.SUB_AGENT, isAgent: true });
    // The sub-agent's code registers a member below it, in the top agent's team at level 2.
    const leafName = `down${engine.slice(0, 2)}l1`;
    const leaf = await client.call('register', {
      username: leafName,
      password: 'abc12345',
      confirmPassword: 'abc12345',
      mobileNum: engine === 'sqlite' ? '937000001' : '937000002',
      countryDialingCode: '+84',
      affiliateCode: code,
      registerMethod: 'WEB',
      loginDeviceId: 'device-1',
      login: false,
      captcha: await client.captcha(),
    });
    expect(leaf.status, JSON.stringify(leaf.body)).toBe(200);
    const team = await top.client.call('getAgentTeamMembers', { scope: 'all' }, { token: top.token });
    expect(team.body.value!.list.map((m) => [m.username, m.level]).sort()).toEqual(
      [
        [agentName, 1],
        [leafName, 2],
        [memberName, 1],
      ].sort(),
    );

    // The tenant's rules and uniqueness; members refused; nothing written by a refusal.
    const before = (await top.client.call('getAgentTeamMembers', { scope: 'all' }, { token: top.token })).body.value!
      .total;
    expect(
      (await open({ username: memberName, password: 'abc12345', confirmPassword: 'abc12345' })).body.errorCode,
    ).toBe('username_exists');
    expect((await open({ username: 'x', password: 'abc12345', confirmPassword: 'abc12345' })).body.errorCode).toBe(
      'field_invalid',
    );
    expect(
      (await open({ username: 'okname99', password: 'abc12345', confirmPassword: 'abc12346' })).body.errorCode,
    ).toBe('password_inconsistent');
    expect((await open({ username: 'okname99', password: '1', confirmPassword: '1' })).body.errorCode).toBe(
      'password_rule',
    );
    const plain = await member(null);
    expect(
      (await open({ username: 'okname98', password: 'abc12345', confirmPassword: 'abc12345' }, plain)).body.errorCode,
    ).toBe('account_type_refused');
    expect(
      (await top.client.call('getAgentTeamMembers', { scope: 'all' }, { token: top.token })).body.value!.total,
    ).toBe(before);
  });

  it('answers the team overview of a hand-computed fixture: settled bets of the period, downlines only', async () => {
    const now = platform.clock.now();
    const top = await agent(null, ACCOUNT_TYPES.AGENT);
    const sub = await agent(top.id);
    const leaf = await member(sub.id);
    const direct = await member(top.id);
    const stranger = await member(null);
    await reposOf(platform, AURORA).bettingRecords.insertMany([
      slotBet(sub, now + HOUR, 100_00, 50_00),
      slotBet(leaf, now + 2 * HOUR, 200_00, 500_00),
      slotBet(leaf, now + 3 * HOUR, 30_00, 0, 'open'), // not settled: not counted
      slotBet(leaf, now + 3 * HOUR, 40_00, 0, 'void'), // void: not counted
      slotBet(direct, now - 2 * HOUR, 10_00, 0), // before the period
      slotBet(stranger, now + HOUR, 1000_00, 0), // outside the team
      slotBet(top, now + HOUR, 70_00, 0), // the agent's own: not its team's
    ]);
    const result = await top.client.call(
      'getAgentTeamOverview',
      { startTime: now - HOUR, endTime: now + 24 * HOUR },
      { token: top.token },
    );
    expect(result.status, JSON.stringify(result.body)).toBe(200);
    expect(result.body.value).toEqual({
      startTime: now - HOUR,
      endTime: now + 24 * HOUR,
      directCount: 2,
      teamCount: 3,
      newMembers: 3,
      activeMembers: 2,
      betCount: 2,
      betAmount: 300,
      validBetAmount: 300,
      winAmount: 550,
      profitLoss: 250,
    });
    // The sub-agent's own team is the leaf alone.
    const subView = await sub.client.call(
      'getAgentTeamOverview',
      { startTime: now - HOUR, endTime: now + 24 * HOUR },
      { token: sub.token },
    );
    expect(subView.body.value).toMatchObject({ directCount: 1, teamCount: 1, betAmount: 200, winAmount: 500 });

    // A team member's downlines are listed; another agent's member is refused.
    const ofSub = await top.client.call('getAgentTeamMembers', { parent: sub.username }, { token: top.token });
    expect(ofSub.body.value!.list).toEqual([expect.objectContaining({ username: leaf.username, level: 2 })]);
    const foreign = await top.client.call('getAgentTeamMembers', { parent: stranger.username }, { token: top.token });
    expect([foreign.status, foreign.body.errorCode]).toEqual([403, 'agent_target_outside_team']);
    const upward = await sub.client.call('getAgentTeamMembers', { parent: top.username }, { token: sub.token });
    expect(upward.body.errorCode).toBe('agent_target_outside_team');
    // A range the wrong way round is the member centre's range error.
    const backwards = await top.client.call(
      'getAgentTeamOverview',
      { startTime: now, endTime: now - 1 },
      { token: top.token },
    );
    expect(backwards.body.errorCode).toBe('request_param_err');
  });

  it('refuses members and trial accounts every agent call, translated', async () => {
    const plain = await member(null);
    for (const name of ['getAgentConsolidated', 'getDailySalaryContract', 'getAgentTeamMembers'] as const) {
      const result = await plain.client.call(name, {}, { token: plain.token });
      expect([result.status, result.body.errorCode], name).toEqual([403, 'account_type_refused']);
    }
    const refused = await platform
      .client(AURORA, 'CN')
      .call('getAgentTeamOverview', { startTime: 0, endTime: 1 }, { token: plain.token });
    expect(refused.body.message).not.toBe(
      (await plain.client.call('getAgentTeamOverview', { startTime: 0, endTime: 1 }, { token: plain.token })).body
        .message,
    );
    const lotus = platform.client(LOTUS);
    const trial = (await lotus.call('loginFreePlay', { os: 'Linux', platform: 'W' })).body.value!;
    const result = await lotus.call('getAgentConsolidated', {}, { token: trial.token });
    expect([result.status, result.body.errorCode]).toEqual([403, 'account_type_refused']);
  });

  it('keeps the contract rules: bounds, the upline’s rate, the team, the warning and the ending in one transaction', async () => {
    const top = await agent(null, ACCOUNT_TYPES.AGENT);
    const sub = await agent(top.id);
    const subsub = await agent(sub.id);
    const leaf = await member(top.id);
    const stranger = await agent(null);

    // Rates outside 0–100 % (or with three decimals) and targets outside the direct team are refused; nothing is stored.
    for (const rate of [150, -1, 1.234])
      expect((await offer(top, sub.username, rate)).body.errorCode, String(rate)).toBe('contract_rate_invalid');
    for (const target of [subsub.username, leaf.username, stranger.username, 'nobody-here', top.username])
      expect((await offer(top, target, 1)).body.errorCode, target).toBe('agent_target_outside_team');
    expect((await contracts(sub, 'getDailySalaryContract')).offer).toBeNull();

    // A top-level agent offers up to 100 %; the sub-agent accepts.
    const first = await offer(top, sub.username, 2);
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body.value!.contract).toMatchObject({
      status: 'offered',
      rate: 2,
      dailyBetAmount: 1000,
      minActiveMembers: 3,
      uplineUsername: top.username,
      username: sub.username,
    });
    const firstId = first.body.value!.contract.contractId;
    expect((await act(top, 'accept', firstId)).body.errorCode).toBe('contract_state_invalid'); // not the upline's to accept
    expect((await act(sub, 'accept', firstId)).body.value!.contract.status).toBe('active');
    expect((await sub.client.call('getAgentConsolidated', {}, { token: sub.token })).body.value).toMatchObject({
      dailysalreqtype: 'active',
      divtypereq: 'none',
      dailySalary: true,
      salary: true,
    });

    // The sub-agent cannot give more than its own 2 %; 1.5 % is accepted by its downline.
    const above = await offer(sub, subsub.username, 2.5);
    expect([above.body.errorCode, above.body.value]).toEqual(['contract_rate_above_upline', { ceilingRate: 2 }]);
    const second = await offer(sub, subsub.username, 1.5);
    const secondId = second.body.value!.contract.contractId;
    expect((await act(subsub, 'accept', secondId)).status).toBe(200);
    expect((await contracts(sub, 'getDailySalaryContract')).given).toEqual([
      expect.objectContaining({ contractId: secondId, status: 'active', rate: 1.5 }),
    ]);

    // A new 1 % contract for the sub-agent: accepting it warns first, naming the downline, and changes nothing.
    const lower = await offer(top, sub.username, 1);
    const lowerId = lower.body.value!.contract.contractId;
    const warned = await act(sub, 'accept', lowerId);
    expect([warned.status, warned.body.errorCode]).toEqual([409, 'contract_downline_conflict']);
    expect(warned.body.value).toEqual({ downlines: [{ username: subsub.username, rate: 1.5, contractId: secondId }] });
    expect((await contracts(sub, 'getDailySalaryContract')).current?.contractId).toBe(firstId);
    expect((await contracts(subsub, 'getDailySalaryContract')).current?.contractId).toBe(secondId);

    // Confirmed: the downline's contract ends and the new one replaces the old, together.
    const confirmed = await act(sub, 'accept', lowerId, true);
    expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
    expect(confirmed.body.value!.contract).toMatchObject({ contractId: lowerId, status: 'active', rate: 1 });
    expect(confirmed.body.value!.ended).toEqual([expect.objectContaining({ contractId: secondId, status: 'ended' })]);
    const subNow = await contracts(sub, 'getDailySalaryContract');
    expect(subNow.current?.contractId).toBe(lowerId);
    expect(subNow.ceilingRate).toBe(1);
    expect(subNow.history.map((c) => [c.contractId, c.status])).toEqual([
      [lowerId, 'active'],
      [firstId, 'ended'],
    ]);
    expect((await contracts(subsub, 'getDailySalaryContract')).current).toBeNull();
    const rows = await reposOf(platform, AURORA).agentContracts.byId(secondId);
    expect(rows).toMatchObject({ status: 'ended', end_reason: 'upline_rate' });

    // Reject an offer (once); terminate an active contract (either side; once).
    const hourly = await top.client.call(
      'processHourlySalaryContract',
      { action: 'offer', username: sub.username, rate: 0.5, hourlyBetAmount: '50' },
      { token: top.token },
    );
    const hourlyId = hourly.body.value!.contract.contractId;
    const reject = { action: 'reject', contractId: hourlyId };
    expect(
      (await sub.client.call('processHourlySalaryContract', reject, { token: sub.token })).body.value!.contract.status,
    ).toBe('rejected');
    expect((await sub.client.call('processHourlySalaryContract', reject, { token: sub.token })).body.errorCode).toBe(
      'contract_state_invalid',
    );
    // A contract id of another kind is not found on this kind's call.
    expect((await act(sub, 'terminate', hourlyId)).body.errorCode).toBe('contract_not_found');
    // Someone who is neither side does not find it.
    expect((await act(stranger, 'terminate', lowerId)).body.errorCode).toBe('contract_not_found');
    const ended = await act(sub, 'terminate', lowerId);
    expect(ended.body.value!.contract.status).toBe('terminated');
    expect((await act(top, 'terminate', lowerId)).body.errorCode).toBe('contract_state_invalid');
    expect((await contracts(sub, 'getDailySalaryContract')).current).toBeNull();
  });

  it('keeps each contract kind behind its module, and every tenant to its own agents', async () => {
    // Lotus has HOURSAL3 and RTSALARY3 off.
    const lotusTop = await agent(null, ACCOUNT_TYPES.AGENT, LOTUS);
    const off = await lotusTop.client.call('getHourlySalaryContract', {}, { token: lotusTop.token });
    expect(off.body.errorCode).toBe('function.not.available');
    expect(
      (await lotusTop.client.call('getAgentConsolidated', {}, { token: lotusTop.token })).body.value,
    ).toMatchObject({
      hourlySalary: false,
      realtimeSalary: false,
      dailySalary: true,
      contractDividend: true,
      salary: true,
    });

    const auroraTop = await agent(null, ACCOUNT_TYPES.AGENT);
    const auroraSub = await agent(auroraTop.id);
    const offered = await offer(auroraTop, auroraSub.username, 1);
    const id = offered.body.value!.contract.contractId;
    // The Lotus agent finds neither the Aurora sub-agent nor its contract.
    const lotusOffer = await lotusTop.client.call(
      'processDailySalaryContract',
      { action: 'offer', username: auroraSub.username, rate: 1 },
      { token: lotusTop.token },
    );
    expect(lotusOffer.body.errorCode).toBe('agent_target_outside_team');
    const lotusAccept = await lotusTop.client.call(
      'processDailySalaryContract',
      { action: 'terminate', contractId: id },
      { token: lotusTop.token },
    );
    expect(lotusAccept.body.errorCode).toBe('contract_not_found');
    const lotusList = await lotusTop.client.call(
      'getAgentTeamMembers',
      { parent: auroraSub.username },
      { token: lotusTop.token },
    );
    expect(lotusList.body.errorCode).toBe('agent_target_outside_team');
    expect((await contracts(auroraSub, 'getDailySalaryContract')).offer?.contractId).toBe(id);
  });
});

// Salary settlement: a real-time salary (5-minute periods) and a daily salary paid from the team's
// valid bets, exactly once — a rerun, a second instance ticking at the same moment, a restart.
describe.each(ENGINES)('agent salary settlement (%s)', (engine) => {
  let a: TestPlatform;
  let b: TestPlatform | undefined;
  beforeAll(async () => {
    a = await startPlatform({ engine });
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  it('pays each finished period once from the team’s valid bets, across a rerun, two instances and a restart', async () => {
    const FIVE = 5 * MINUTE;
    const DAY = 24 * HOUR;
    const repos = reposOf(a, AURORA);
    const top = await newMember(a, { type: ACCOUNT_TYPES.AGENT, prefix: 'stop' });
    const sub = await newMember(a, { type: ACCOUNT_TYPES.SUB_AGENT, uplineId: top.id, prefix: 'ssub' });
    const leaf = await newMember(a, { uplineId: sub.id, prefix: 'sleaf' });
    const other = await newMember(a, { uplineId: sub.id, prefix: 'sleaf' });
    const call = (
      name: 'processRealtimeSalaryContract' | 'processDailySalaryContract',
      who: Member,
      body: Record<string, unknown>,
    ) => who.client.call(name, body, { token: who.token });
    const realtime = await call('processRealtimeSalaryContract', top, {
      action: 'offer',
      username: sub.username,
      rate: 2,
    });
    const daily = await call('processDailySalaryContract', top, {
      action: 'offer',
      username: sub.username,
      rate: 1.5,
      dailyBetAmount: '100',
      minActiveMembers: 2,
    });
    const realtimeId = realtime.body.value!.contract.contractId;
    const dailyId = daily.body.value!.contract.contractId;
    expect(
      (await call('processRealtimeSalaryContract', sub, { action: 'accept', contractId: realtimeId })).status,
    ).toBe(200);
    expect((await call('processDailySalaryContract', sub, { action: 'accept', contractId: dailyId })).status).toBe(200);

    // The first whole 5-minute period after the acceptance, and the brand's day it is in (+7 h:
    // the clock's 2026-06-01 12:00 UTC is 19:00 local, a day that began at 17:00 UTC the day before).
    const first = Math.ceil(a.clock.now() / FIVE) * FIVE;
    const day = Math.floor((first + ZONE) / DAY) * DAY - ZONE;
    expect(new Date(day).toISOString()).toBe('2026-05-31T17:00:00.000Z');
    expect(first + 3 * FIVE).toBeLessThan(day + DAY); // (the clock's start leaves the periods in one day)
    await repos.bettingRecords.insertMany([
      slotBet(leaf, first + MINUTE, 100_00),
      slotBet(other, first + 2 * MINUTE, 50_00),
      slotBet(leaf, first + FIVE + MINUTE, 10_00), // the second period
      slotBet(sub, first + MINUTE, 999_00), // the agent's own: not its team's
    ]);
    const salaryRows = async () =>
      (
        await a.app.platform.db
          .selectFrom('ledger')
          .select(['amount_minor', 'reference'])
          .where('merchant_code', '=', AURORA)
          .where('account_id', '=', sub.id)
          .where('kind', '=', 'agent_salary')
          .orderBy('id')
          .execute()
      ).map((r) => [r.reference, r.amount_minor]);

    // The first period has ended: 2 % of 150.00 = 3.00; the second has not.
    a.clock.set(first + FIVE + 1000);
    expect((await a.app.platform.agentSettlement.tick()).paid).toBe(1);
    expect(await salaryRows()).toEqual([[`settlement:${realtimeId}:${first}`, 300]]);
    // A rerun pays nothing again.
    expect((await a.app.platform.agentSettlement.tick()).paid).toBe(0);
    expect(await salaryRows()).toHaveLength(1);

    // A second instance on the same database; both tick at once after the second period: paid once (0.20).
    b = await startPlatform({ engine, shareWith: a, clock: a.clock });
    a.clock.set(first + 2 * FIVE + 1000);
    const [ra, rb] = await Promise.all([a.app.platform.agentSettlement.tick(), b.app.platform.agentSettlement.tick()]);
    expect(ra.paid + rb.paid).toBe(1);
    expect(await salaryRows()).toEqual([
      [`settlement:${realtimeId}:${first}`, 300],
      [`settlement:${realtimeId}:${first + FIVE}`, 20],
    ]);

    // Two runs at once that both got past the lease (one instance's lease lapsed mid-run): the
    // watermark lets one of them pay the third period (0.40), the other finds it settled.
    await repos.bettingRecords.insertMany([slotBet(other, first + 2 * FIVE + MINUTE, 20_00)]);
    a.clock.set(first + 3 * FIVE + 1000);
    const tenant = (await a.app.platform.tenants.byMerchantCode(AURORA))!;
    const service = new AgentSettlementService();
    const runOn = (platform: TestPlatform) => service.run(tenant, reposOf(platform, AURORA), a.clock.now());
    // (On SQLite the two instances share this process and a file: better-sqlite3 waits for a lock
    // synchronously, so two open write transactions here would wait on each other; apart, they
    // queue. There the runs go one after the other.)
    const both = engine === 'postgres' ? await Promise.all([runOn(a), runOn(b)]) : [await runOn(a), await runOn(b)];
    expect(both.reduce((n, run) => n + run.paid, 0)).toBe(1);

    // "Restart": the first instance goes away; the day ends; the other one pays the daily salary
    // (1.5 % of 180.00 = 2.70, two active members, the day's bet amount of 100 reached) and the
    // empty real-time periods of the rest of the day without a record.
    await a.app.platform.agentSettlement.stop();
    a.clock.set(day + DAY + 1000);
    const after = await b.app.platform.agentSettlement.tick();
    expect(after.paid).toBe(1);
    expect(await salaryRows()).toEqual([
      [`settlement:${realtimeId}:${first}`, 300],
      [`settlement:${realtimeId}:${first + FIVE}`, 20],
      [`settlement:${realtimeId}:${first + 2 * FIVE}`, 40],
      [`settlement:${dailyId}:${day}`, 270],
    ]);
    expect((await b.app.platform.agentSettlement.tick()).paid).toBe(0);
    const records = await a.app.platform.db
      .selectFrom('agent_settlements')
      .select(['contract_id', 'period_start', 'valid_bet_minor', 'active_members', 'amount_minor'])
      .where('merchant_code', '=', AURORA)
      .where('account_id', '=', sub.id)
      .orderBy('id')
      .execute();
    expect(records).toEqual([
      { contract_id: realtimeId, period_start: first, valid_bet_minor: 150_00, active_members: 2, amount_minor: 300 },
      {
        contract_id: realtimeId,
        period_start: first + FIVE,
        valid_bet_minor: 10_00,
        active_members: 1,
        amount_minor: 20,
      },
      {
        contract_id: realtimeId,
        period_start: first + 2 * FIVE,
        valid_bet_minor: 20_00,
        active_members: 1,
        amount_minor: 40,
      },
      { contract_id: dailyId, period_start: day, valid_bet_minor: 180_00, active_members: 2, amount_minor: 270 },
    ]);
    // The settlement history of each kind, newest first (a new session: a day has gone by).
    const token = await sub.client.login(sub.username, MEMBER_PASSWORD);
    const history = await sub.client.call('getRealtimeSalaryContract', {}, { token });
    expect(history.body.value!.settlements.map((r) => [r.periodStart, r.validBet, r.rate, r.amount])).toEqual([
      [first + 2 * FIVE, 20, 2, 0.4],
      [first + FIVE, 10, 2, 0.2],
      [first, 150, 2, 3],
    ]);
    const dailyHistory = await sub.client.call('getDailySalaryContract', {}, { token });
    expect(dailyHistory.body.value!.settlements).toEqual([
      expect.objectContaining({ contractId: dailyId, periodStart: day, periodEnd: day + DAY, amount: 2.7 }),
    ]);

    // The balance moved by the ledger rows only.
    const wallet = (await repos.wallets.balances(sub.id)).find((w) => w.walletId === WALLET_IDS.MAIN)!;
    expect(wallet.balanceMinor).toBe(630);
  });

  it('pays a weekly dividend once on the team’s loss of the week (Monday to Monday)', async () => {
    const repos = reposOf(a, AURORA);
    const tenant = (await a.app.platform.tenants.byMerchantCode(AURORA))!;
    const service = new AgentSettlementService();
    // A week from Monday 2026-01-05 in the brand's zone (+7 h: Sunday 17:00 UTC; the manual
    // clock's first test ran into January).
    const monday = Date.UTC(2026, 0, 5) - ZONE;
    a.clock.set(monday + HOUR);
    const top = await newMember(a, { type: ACCOUNT_TYPES.AGENT, prefix: 'dtop' });
    const sub = await newMember(a, { type: ACCOUNT_TYPES.SUB_AGENT, uplineId: top.id, prefix: 'dsub' });
    const leaf = await newMember(a, { uplineId: sub.id, prefix: 'dleaf' });
    const other = await newMember(a, { uplineId: sub.id, prefix: 'dleaf' });
    const offer = await top.client.call(
      'processDividendContract',
      { action: 'offer', username: sub.username, rate: 10, period: 'W', minProfitLoss: '50', minActiveMembers: 2 },
      { token: top.token },
    );
    const id = offer.body.value!.contract.contractId;
    expect(
      (await sub.client.call('processDividendContract', { action: 'accept', contractId: id }, { token: sub.token }))
        .status,
    ).toBe(200);
    const at = (days: number) => monday + days * 24 * HOUR + HOUR;
    // The week: stakes 100 + 50 + 30, wins 20 + 0 + 10 → the team lost 150.00; the next week's bet is not in it.
    await repos.bettingRecords.insertMany([
      slotBet(leaf, at(1), 100_00, 20_00),
      slotBet(other, at(3), 50_00, 0),
      slotBet(leaf, at(6), 30_00, 10_00),
      slotBet(leaf, at(8), 500_00, 0),
    ]);
    const dividends = async () =>
      (
        await a.app.platform.db
          .selectFrom('ledger')
          .select(['reference', 'amount_minor'])
          .where('merchant_code', '=', AURORA)
          .where('account_id', '=', sub.id)
          .where('kind', '=', 'agent_dividend')
          .execute()
      ).map((r) => [r.reference, r.amount_minor]);
    // Sunday night: the week has not ended.
    expect((await service.run(tenant, repos, monday + 7 * 24 * HOUR - 1000)).paid).toBe(0);
    // The next Monday: 10 % of 150.00 = 15.00, once.
    await service.run(tenant, repos, monday + 7 * 24 * HOUR + 1000);
    await service.run(tenant, repos, monday + 7 * 24 * HOUR + 2000);
    expect(await dividends()).toEqual([[`settlement:${id}:${monday}`, 15_00]]);
  });

  it('still pays an ended contract’s finished periods, at its own rate, and the new contract from its first period', async () => {
    const repos = reposOf(a, AURORA);
    const FIVE = 5 * MINUTE;
    const start = Math.ceil((a.clock.now() + HOUR) / FIVE) * FIVE;
    a.clock.set(start);
    const top = await newMember(a, { type: ACCOUNT_TYPES.AGENT, prefix: 'etop' });
    const sub = await newMember(a, { type: ACCOUNT_TYPES.SUB_AGENT, uplineId: top.id, prefix: 'esub' });
    const leaf = await newMember(a, { uplineId: sub.id, prefix: 'eleaf' });
    const act = async (who: Member, body: Record<string, unknown>) =>
      (await who.client.call('processRealtimeSalaryContract', body, { token: who.token })).body.value!.contract;
    const old = await act(top, { action: 'offer', username: sub.username, rate: 2 });
    await act(sub, { action: 'accept', contractId: old.contractId });
    // 100.00 in the first period; then, before any settlement ran, a new 1 % contract replaces the
    // old one in the middle of the second period (50.00 before the switch, 30.00 after it).
    await repos.bettingRecords.insertMany([
      slotBet(leaf, start + MINUTE, 100_00),
      slotBet(leaf, start + FIVE + MINUTE, 50_00),
    ]);
    a.clock.set(start + FIVE + 2 * MINUTE);
    const replacement = await act(top, { action: 'offer', username: sub.username, rate: 1 });
    await act(sub, { action: 'accept', contractId: replacement.contractId });
    await repos.bettingRecords.insertMany([slotBet(leaf, start + FIVE + 3 * MINUTE, 30_00)]);

    a.clock.set(start + 2 * FIVE + 1000);
    const tenant = (await a.app.platform.tenants.byMerchantCode(AURORA))!;
    await new AgentSettlementService().run(tenant, repos, a.clock.now());
    await new AgentSettlementService().run(tenant, repos, a.clock.now());
    const rows = (
      await a.app.platform.db
        .selectFrom('ledger')
        .select(['reference', 'amount_minor'])
        .where('merchant_code', '=', AURORA)
        .where('account_id', '=', sub.id)
        .where('kind', '=', 'agent_salary')
        .orderBy('id')
        .execute()
    ).map((r) => [r.reference, r.amount_minor]);
    // The old contract: the first period at 2 % (2.00). The new one: the period it began in, whole, at 1 % (0.80).
    expect(rows).toEqual([
      [`settlement:${old.contractId}:${start}`, 200],
      [`settlement:${replacement.contractId}:${start + FIVE}`, 80],
    ]);
    // The old contract is retired: its watermark reached its end.
    const retired = await repos.agentContracts.byId(old.contractId);
    expect([retired?.status, retired?.settled_until]).toEqual(['ended', retired?.ended_at]);
  });
});
