// Staff, not a shared key (issue 21 items 2 and 15), on SQLite and PostgreSQL, probed as an attacker
// inside the operator would: each role reaches only its calls and a refusal is audited; every
// decision writes who, what, which member, how much, before and after, when and from where, in a
// trail the database will not let anyone rewrite; rewards stop at the brand's ceiling; a large
// reward or refund needs a second staff member; payee numbers are whole only for finance; staff
// accounts are the admin's; member text comes back as the member typed it, as JSON, never as markup.
import {
  approvalSchema,
  auditValueSchema,
  operatorWithdrawalsValueSchema,
  staffWithPasswordSchema,
} from '@portal/contracts';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AURORA, ENGINES, staffToken, startPlatform, type TestPlatform } from './helpers';
import {
  mainBalance,
  newMember,
  newWithdrawer,
  operator,
  payWithdrawal,
  pngBytes,
  requestWithdrawal,
} from './money-helpers';

describe.each(ENGINES)('staff authority (%s)', (engine) => {
  let platform: TestPlatform;
  beforeAll(async () => {
    platform = await startPlatform({ engine });
  });
  afterAll(() => platform?.close());

  const audit = async (query = '') =>
    auditValueSchema.parse(
      (await operator(platform, AURORA, 'GET', `/ops/audit?pageSize=100${query}`, undefined, 'admin')).body.value,
    ).list;
  const statusOf = async (withdrawalNo: string) =>
    (
      await platform.app.platform.db
        .selectFrom('withdrawals')
        .select('status')
        .where('withdrawal_no', '=', withdrawalNo)
        .executeTakeFirstOrThrow()
    ).status;

  it('lets each role reach only its calls; a refused decision changes nothing and is audited as denied', async () => {
    const member = await newWithdrawer(platform, 1_000_000);
    const no = (await requestWithdrawal(member, '100')).body.value!.withdrawalNo;
    for (const staff of ['content', 'support', 'admin']) {
      const refused = await operator(platform, AURORA, 'POST', `/ops/withdrawals/${no}/approve`, {}, staff);
      expect([refused.status, refused.body.errorCode], staff).toEqual([403, 'staff_role_required']);
    }
    expect(await statusOf(no)).toBe('requested');
    const denied = (await audit('&action=withdrawal.approve')).filter((row) => row.outcome === 'denied');
    expect(denied.map((row) => row.actor).sort()).toEqual(['admin', 'content', 'support']);
    for (const [staff, method, url] of [
      ['finance', 'POST', '/ops/rewards'],
      ['finance', 'POST', '/ops/messages'],
      ['content', 'GET', '/ops/staff'],
      ['finance', 'GET', '/ops/audit'],
      ['support', 'GET', '/ops/approvals'],
      ['content', 'GET', `/ops/withdrawals/${no}/proofs/1`],
    ] as const) {
      const body = method === 'POST' ? { username: member.username, title: 't', amount: '1', content: 'c' } : undefined;
      const answer = await operator(platform, AURORA, method, url, body, staff);
      expect([answer.status, answer.body.errorCode], `${staff} ${url}`).toEqual([403, 'staff_role_required']);
    }
    const approved = await operator(platform, AURORA, 'POST', `/ops/withdrawals/${no}/approve`, {}, 'finance');
    expect(approved.status).toBe(200);
  });

  it('shows the whole payee number to finance only, and member text exactly as typed, as JSON', async () => {
    const markup = '<b>Vic</b><img src=x onerror="alert(1)">';
    const member = await newWithdrawer(platform, 1_000_000, AURORA, markup);
    const no = (await requestWithdrawal(member, '100')).body.value!.withdrawalNo;
    const seen = async (staff: string) => {
      const answer = await platform.app.inject({
        method: 'GET',
        url: `/ops/withdrawals?username=${member.username}`,
        headers: { authorization: `Bearer ${await staffToken(platform, AURORA, staff)}` },
      });
      expect(answer.headers['content-type']).toMatch(/^application\/json/);
      return operatorWithdrawalsValueSchema.parse(answer.json().value).list.find((w) => w.withdrawalNo === no)!;
    };
    expect((await seen('finance')).payee).toMatchObject({ accountNumber: '0123 4567 8901', accountName: markup });
    const masked = (await seen('support')).payee.accountNumber;
    expect(masked).not.toContain('4567');
    expect(masked).toMatch(/8901$/);
    // Nothing the audit trail holds of a decision names the payee's number.
    await operator(platform, AURORA, 'POST', `/ops/withdrawals/${no}/reject`, { remark: markup }, 'finance');
    const rows = await audit(`&username=${member.username}`);
    expect(rows.find((row) => row.action === 'withdrawal.reject')).toMatchObject({ after: `rejected: ${markup}` });
    expect(JSON.stringify(rows)).not.toContain('4567');
  });

  it('audits every decision: who, what, which member, how much, before and after, when, from where', async () => {
    const member = await newWithdrawer(platform, 1_000_000);
    const paid = await payWithdrawal(platform, member, '120');
    const rows = (await audit(`&username=${member.username}`)).reverse();
    expect(rows.map((row) => [row.actor, row.action, row.outcome, row.amount, row.before, row.after])).toEqual([
      ['finance', 'withdrawal.approve', 'done', 120, 'requested', 'approved'],
      ['finance', 'withdrawal.paid', 'done', 120, 'approved', 'paid'],
    ]);
    expect(rows[0]).toMatchObject({ subject: paid.withdrawalNo, username: member.username, ip: '127.0.0.1' });
    expect(rows[0]!.at).toBe(platform.clock.now());
  });

  it('keeps the audit trail append-only in the database itself', async () => {
    const before = (await audit()).length;
    const { db } = platform.app.platform;
    await expect(sql`update audit_log set actor = 'nobody'`.execute(db)).rejects.toThrow(/append-only/);
    await expect(sql`delete from audit_log`.execute(db)).rejects.toThrow(/append-only/);
    const after = await audit();
    expect(after.length).toBe(before);
    expect(after.some((row) => row.actor === 'nobody')).toBe(false);
  });

  it('refuses a reward above the brand ceiling, and holds one above the threshold for a second staff member', async () => {
    const member = await newMember(platform, { balanceMinor: 0 });
    const grant = (amount: string, staff = 'content') =>
      operator(
        platform,
        AURORA,
        'POST',
        '/ops/rewards',
        { username: member.username, title: 'VIP gift', amount },
        staff,
      );
    for (const amount of ['999999999999.99', '10000.01']) {
      const refused = await grant(amount);
      expect([refused.status, refused.body.errorCode], amount).toEqual([400, 'reward_ceiling_exceeded']);
    }
    const rewards = () =>
      platform.app.platform.db
        .selectFrom('rewards')
        .select('amount_minor')
        .where('account_id', '=', member.id)
        .execute();
    expect(await rewards()).toEqual([]);

    const asked = await grant('5000');
    expect(asked.status).toBe(202);
    const approval = approvalSchema.parse(asked.body.value);
    expect(approval).toMatchObject({ kind: 'reward', status: 'pending', amount: 5000, makerUsername: 'content' });
    expect(await rewards()).toEqual([]);
    // The maker cannot check their own request; finance does not decide rewards.
    const self = await operator(
      platform,
      AURORA,
      'POST',
      `/ops/approvals/${approval.approvalId}/approve`,
      undefined,
      'content',
    );
    expect([self.status, self.body.errorCode]).toEqual([403, 'approval_needs_second_staff']);
    const finance = await operator(
      platform,
      AURORA,
      'POST',
      `/ops/approvals/${approval.approvalId}/approve`,
      undefined,
      'finance',
    );
    expect([finance.status, finance.body.errorCode]).toEqual([403, 'staff_role_required']);
    expect(await rewards()).toEqual([]);
    // The checker's approval grants it, once, however many times it is sent.
    const answers = await Promise.all(
      [1, 2, 3].map(() =>
        operator(platform, AURORA, 'POST', `/ops/approvals/${approval.approvalId}/approve`, undefined, 'checker'),
      ),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409, 409]);
    expect((await rewards()).map((r) => Number(r.amount_minor))).toEqual([500_000]);
    // Below the threshold it is granted at once.
    expect((await grant('1000')).status).toBe(200);
    const trail = await audit(`&username=${member.username}`);
    expect(
      trail.filter((row) => row.action === 'reward.grant').map((row) => [row.actor, row.outcome, row.amount]),
    ).toEqual([
      ['content', 'done', 1000],
      ['checker', 'done', 5000],
      ['content', 'pending', 5000],
      ['content', 'denied', 10000.01],
      ['content', 'denied', 999999999999.99],
    ]);
  });

  it('holds a refund above the threshold for a second finance member, then refunds it once', async () => {
    const member = await newWithdrawer(platform, 1_000_000);
    const paid = await payWithdrawal(platform, member, '1500');
    const proof = await member.client.call(
      'uploadWithdrawalProof',
      { withdrawalNo: paid.withdrawalNo },
      { token: member.token, bytes: pngBytes(), contentType: 'image/png' },
    );
    const confirmed = await member.client.call(
      'confirmWithdrawal',
      { withdrawalNo: paid.withdrawalNo, result: 'not_received', proofIds: [proof.body.value!.proofId] },
      { token: member.token },
    );
    expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
    const before = await mainBalance(platform, member);
    const asked = await operator(platform, AURORA, 'POST', `/ops/withdrawals/${paid.withdrawalNo}/refund`);
    expect(asked.status).toBe(202);
    const approval = approvalSchema.parse(asked.body.value);
    expect(approval).toMatchObject({ kind: 'refund', amount: 1500, subject: paid.withdrawalNo });
    // Asking again shows the same approval; nothing is paid until a second finance member approves.
    expect(
      (await operator(platform, AURORA, 'POST', `/ops/withdrawals/${paid.withdrawalNo}/refund`)).body.value.approvalId,
    ).toBe(approval.approvalId);
    expect(await mainBalance(platform, member)).toBe(before);
    const approved = await operator(
      platform,
      AURORA,
      'POST',
      `/ops/approvals/${approval.approvalId}/approve`,
      undefined,
      'checker',
    );
    expect(approved.body.value).toMatchObject({ status: 'approved', checkerUsername: 'checker' });
    expect(await mainBalance(platform, member)).toBe(before + 150_000);
    // The proof is finance's to see, as an inert image.
    const image = await platform.app.inject({
      method: 'GET',
      url: `/ops/withdrawals/${paid.withdrawalNo}/proofs/1`,
      headers: { authorization: `Bearer ${await staffToken(platform, AURORA, 'finance')}` },
    });
    expect(image.statusCode).toBe(200);
    expect(image.headers).toMatchObject({ 'content-type': 'image/png', 'x-content-type-options': 'nosniff' });
    expect(image.headers['content-security-policy']).toContain('sandbox');
    expect(image.rawPayload.equals(pngBytes())).toBe(true);
  });

  it("is the admin's to add, change and switch off staff; their sessions end with it; the last admin stays", async () => {
    const created = await operator(
      platform,
      AURORA,
      'POST',
      '/ops/staff',
      { username: `fin.${engine}`, displayName: '<i>Finn</i>', roles: ['finance'] },
      'admin',
    );
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const { staff, password } = staffWithPasswordSchema.parse(created.body.value);
    expect(staff).toMatchObject({ displayName: '<i>Finn</i>', roles: ['finance'], active: true });
    const login = await platform.app.inject({
      method: 'POST',
      url: '/ops/session',
      payload: { merchantCode: AURORA, username: staff.username, password },
    });
    expect(login.statusCode).toBe(200);
    const token = login.json().value.token as string;
    const asFinn = () =>
      platform.app.inject({ method: 'GET', url: '/ops/withdrawals', headers: { authorization: `Bearer ${token}` } });
    expect((await asFinn()).statusCode).toBe(200);
    const again = await operator(
      platform,
      AURORA,
      'POST',
      '/ops/staff',
      { username: staff.username, displayName: 'x', roles: ['finance'] },
      'admin',
    );
    expect([again.status, again.body.errorCode]).toEqual([409, 'staff_exists']);

    const off = await operator(platform, AURORA, 'PUT', `/ops/staff/${staff.staffId}`, { active: false }, 'admin');
    expect(off.body.value).toMatchObject({ active: false });
    expect((await asFinn()).statusCode).toBe(401);

    const admins = (await operator(platform, AURORA, 'GET', '/ops/staff', undefined, 'admin')).body.value.list.filter(
      (s: { roles: string[]; active: boolean }) => s.active && s.roles.includes('admin'),
    );
    expect(admins).toHaveLength(1);
    for (const change of [{ active: false }, { roles: ['finance'] }]) {
      const refused = await operator(platform, AURORA, 'PUT', `/ops/staff/${admins[0].staffId}`, change, 'admin');
      expect([refused.status, refused.body.errorCode]).toEqual([409, 'staff_last_admin']);
    }
    const trail = await audit('&action=staff.update');
    expect(trail[0]).toMatchObject({
      actor: 'admin',
      subject: staff.username,
      before: 'active finance',
      after: 'off finance',
    });
  });

  it('locks a staff login after five wrong passwords, even against the right one', async () => {
    await operator(
      platform,
      AURORA,
      'POST',
      '/ops/staff',
      { username: `lock.${engine}`, displayName: 'L', roles: ['support'] },
      'admin',
    );
    const reset = await operator(platform, AURORA, 'GET', '/ops/staff', undefined, 'admin');
    const target = reset.body.value.list.find((s: { username: string }) => s.username === `lock.${engine}`);
    const { password } = staffWithPasswordSchema.parse(
      (await operator(platform, AURORA, 'POST', `/ops/staff/${target.staffId}/password`, undefined, 'admin')).body
        .value,
    );
    const attempt = (pass: string) =>
      platform.app.inject({
        method: 'POST',
        url: '/ops/session',
        payload: { merchantCode: AURORA, username: `lock.${engine}`, password: pass },
        // Its own address: the login's per-address limit is not what this test is about.
        remoteAddress: '198.51.100.7',
      });
    for (let i = 0; i < 5; i++) expect((await attempt(`wrong-password-${i}`)).statusCode).toBe(400);
    const locked = await attempt(password);
    expect([locked.statusCode, locked.json().errorCode]).toEqual([429, 'login_locked']);
    platform.clock.advance(16 * 60 * 1000);
    expect((await attempt(password)).statusCode).toBe(200);
  });
});
