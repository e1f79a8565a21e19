// Token checks and balance reads that arrive together share one statement (db/coalesced-read.ts):
// each caller still gets its own row, an end on another instance still refuses the very next call,
// and two tenants never share a statement.
import { describe, expect, it } from 'vitest';
import { CoalescedRead } from '../src/db/coalesced-read';
import { AURORA, ENGINES, LOTUS, MINUTE, twoInstancesPerSuite } from './helpers';
import { newMember, reposOf, slotBet } from './money-helpers';
import { watchAllQueries } from './query-log';

describe('a coalesced read', () => {
  /** A read that records each batch of inputs and answers each input doubled (none for negatives). */
  function doubling() {
    const batches: number[][] = [];
    const read = new CoalescedRead<number, number>(
      (n) => String(n),
      async (inputs) => {
        batches.push(inputs);
        return new Map(inputs.filter((n) => n >= 0).map((n) => [String(n), n * 2]));
      },
      4,
    );
    return { read, batches };
  }

  it('answers the calls of a turn with one read of their distinct keys, each caller its own value', async () => {
    const { read, batches } = doubling();
    const answers = await Promise.all([read.load(1), read.load(2), read.load(1), read.load(-3)]);
    expect(answers).toEqual([2, 4, 2, undefined]);
    expect(batches).toEqual([[1, 2, -3]]);
  });

  it('sends a call that arrives once a read has started with the next read, never with the started one', async () => {
    let release!: () => void;
    const batches: number[][] = [];
    const read = new CoalescedRead<number, number>(
      (n) => String(n),
      async (inputs) => {
        batches.push(inputs);
        if (batches.length === 1) await new Promise<void>((resolve) => (release = resolve));
        return new Map(inputs.map((n) => [String(n), batches.length]));
      },
    );
    const first = read.load(1);
    await new Promise((resolve) => setImmediate(resolve));
    expect(batches).toEqual([[1]]);
    // Same key, but the first read is under way: it may predate what this call must see.
    const second = read.load(1);
    release();
    expect(await first).toBe(1);
    expect(await second).toBe(2);
    expect(batches).toEqual([[1], [1]]);
  });

  it('sends a full batch at once and the rest with the next read', async () => {
    const { read, batches } = doubling();
    const answers = await Promise.all([1, 2, 3, 4, 5, 6].map((n) => read.load(n)));
    expect(answers).toEqual([2, 4, 6, 8, 10, 12]);
    expect(batches).toEqual([
      [1, 2, 3, 4],
      [5, 6],
    ]);
  });

  it("gives a failed read's error to every caller of its batch, and reads again for the next", async () => {
    let fail = true;
    const read = new CoalescedRead<number, number>(
      (n) => String(n),
      async (inputs) => {
        if (fail) throw new Error('database gone');
        return new Map(inputs.map((n) => [String(n), n]));
      },
    );
    const results = await Promise.allSettled([read.load(1), read.load(2)]);
    expect(results.map((r) => r.status)).toEqual(['rejected', 'rejected']);
    fail = false;
    expect(await read.load(1)).toBe(1);
  });
});

describe.each(ENGINES)('token calls that arrive together (%s)', (engine) => {
  const instances = twoInstancesPerSuite(engine);

  /** Logs in on A and makes one call on B, so that B knows the session (its next calls batch). */
  async function knownOnB(username: string, merchant = AURORA): Promise<string> {
    const token = await instances.a.client(merchant).login(username);
    expect((await instances.b.client(merchant).call('getMemberInfo', {}, { token })).status).toBe(200);
    return token;
  }

  /** The statements that read sessions with their accounts while `work` runs. */
  async function sessionReads<T>(work: () => Promise<T>): Promise<{ result: T; statements: string[] }> {
    const log = watchAllQueries();
    try {
      const result = await work();
      return { result, statements: log.reading('inner join "sessions"') };
    } finally {
      log.stop();
    }
  }

  it('answers each caller of a shared read with its own member', async () => {
    const tokens = { member01: await knownOnB('member01'), vip01: await knownOnB('vip01') };
    const { result, statements } = await sessionReads(() =>
      Promise.all(Object.values(tokens).map((token) => instances.b.client().call('getMemberInfo', {}, { token }))),
    );
    expect(result.map((r) => [r.status, r.body.value?.account])).toEqual([
      [200, 'member01'],
      [200, 'vip01'],
    ]);
    expect(statements).toHaveLength(1);
  });

  it('refuses on B, at its very next request, a token A logged out, when that request shares a read', async () => {
    const ended = await knownOnB('vip01');
    const live = await knownOnB('member01');
    expect((await instances.a.client().call('logout', {}, { token: ended })).status).toBe(200);
    const { result, statements } = await sessionReads(() =>
      Promise.all([
        instances.b.client().call('getMemberInfo', {}, { token: ended }),
        instances.b.client().call('getMemberInfo', {}, { token: live }),
      ]),
    );
    expect(result.map((r) => [r.status, r.body.errorCode ?? r.body.value?.account])).toEqual([
      [401, 'login.not.session'],
      [200, 'member01'],
    ]);
    expect(statements).toHaveLength(1);
  });

  it('reads the balances of the calls of a turn in one statement, each member its own wallets', async () => {
    const tokens = [await knownOnB('member01'), await knownOnB('agent01')];
    const log = watchAllQueries();
    let answers;
    try {
      answers = await Promise.all(tokens.map((token) => instances.b.client().call('getBalance', {}, { token })));
    } finally {
      log.stop();
    }
    const alone = await Promise.all(tokens.map((token) => instances.a.client().call('getBalance', {}, { token })));
    expect(answers.map((r) => r.status)).toEqual([200, 200]);
    expect(answers.map((r) => r.body.value)).toEqual(alone.map((r) => r.body.value));
    expect(answers[0]!.body.value!.sumBalance).not.toBe(answers[1]!.body.value!.sumBalance);
    expect(log.reading('from "wallets"')).toHaveLength(1);
  });

  it("counts each caller's own window when calls of a turn share a start: an ended one never counts later bets", async () => {
    const [early, late] = [await newMember(instances.a), await newMember(instances.a)];
    const start = instances.a.clock.now();
    const end = start + 10 * MINUTE;
    const records = reposOf(instances.a, AURORA).bettingRecords;
    await records.insertMany([
      slotBet(early, start + MINUTE, 100),
      slotBet(late, start + MINUTE, 40),
      // After the ended window's end: counted only by the open one.
      slotBet(early, end + MINUTE, 7),
      slotBet(late, end + MINUTE, 2),
    ]);
    const now = end + 2 * MINUTE;
    // One turn: the same start, an ended window and an open one, for both members.
    const sums = await Promise.all([
      records.settledValidBet(early.id, start, end),
      records.settledValidBet(early.id, start, now),
      records.settledValidBet(late.id, start, end),
      records.settledValidBet(late.id, start, now),
    ]);
    expect(sums).toEqual([100, 107, 40, 42]);
  });

  it('never reads two tenants in one statement', async () => {
    const aurora = await knownOnB('member01', AURORA);
    const lotus = await knownOnB('member01', LOTUS);
    const log = watchAllQueries();
    let answers;
    try {
      answers = await Promise.all([
        instances.b.client(AURORA).call('getMemberInfo', {}, { token: aurora }),
        instances.b.client(LOTUS).call('getMemberInfo', {}, { token: lotus }),
        // A tenant's token sent to the other tenant is refused even when it shares a turn.
        instances.b.client(LOTUS).call('getMemberInfo', {}, { token: aurora }),
      ]);
    } finally {
      log.stop();
    }
    expect(answers.map((r) => r.status)).toEqual([200, 200, 401]);
    // Each statement that read sessions was sent for one tenant: its values name one merchant code.
    const tenantsOf = (parameters: readonly unknown[]) =>
      [...new Set(parameters.filter((p) => p === AURORA || p === LOTUS))].sort();
    const reads = log.readingWithValues('"sessions"').map((read) => tenantsOf(read.parameters));
    expect(reads.length).toBeGreaterThanOrEqual(2);
    for (const tenants of reads) expect(tenants).toHaveLength(1);
    expect(new Set(reads.flat())).toEqual(new Set([AURORA, LOTUS]));
  });
});
