import { describe, expect, it } from 'vitest';
import type { TenantRepositories } from '../../repositories/index';
import { ROUND_GROUP_LIMIT, RoundGroups, RoundIdsTaken, type GroupOutcome, type PlayGroup } from './round-group';

// The gathering and answering of groups, without a database: a tenant's repositories whose grouped
// transaction runs the work at once (the transaction's own behaviour is group-commit.test.ts's).
const reposOf = (): TenantRepositories =>
  ({
    groupedTransaction: (work: (trx: TenantRepositories) => Promise<unknown>) => work({} as TenantRepositories),
  }) as unknown as TenantRepositories;

/** Plays each round as its number doubled; a negative number is refused. Records each group. */
function doubling() {
  const groups: number[][] = [];
  const play: PlayGroup<number, number> = async (_trx, rounds) => {
    groups.push([...rounds]);
    return rounds.map((n): GroupOutcome<number> =>
      n < 0 ? { ok: false, error: new Error(`refused ${n}`) } : { ok: true, value: 2 * n },
    );
  };
  return { groups, play };
}

describe('round groups', () => {
  it('plays the rounds of a turn as one group, each caller answered with its own outcome', async () => {
    const { groups, play } = doubling();
    const rounds = new RoundGroups(play);
    const repos = reposOf();
    const answers = await Promise.allSettled([1, -2, 3].map((n) => rounds.play(repos, n)));
    expect(groups).toEqual([[1, -2, 3]]);
    expect(answers).toEqual([
      { status: 'fulfilled', value: 2 },
      { status: 'rejected', reason: new Error('refused -2') },
      { status: 'fulfilled', value: 6 },
    ]);
    // The next turn's rounds form the next group.
    await rounds.play(repos, 4);
    expect(groups).toEqual([[1, -2, 3], [4]]);
  });

  it('plays two groups of a tenant at once and gathers the rounds asked meanwhile into the next group', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const groups: number[][] = [];
    const rounds = new RoundGroups<number, number>(async (_trx, group) => {
      groups.push([...group]);
      if (groups.length <= 2) await held;
      return group.map((n) => ({ ok: true, value: n }));
    });
    const repos = reposOf();
    const turn = () => new Promise((resolve) => setImmediate(resolve));
    const asked = [rounds.play(repos, 1)];
    await turn();
    asked.push(rounds.play(repos, 2));
    await turn();
    expect(groups).toEqual([[1], [2]]);
    // Asked in later turns while both groups are held: one group after them.
    asked.push(rounds.play(repos, 3));
    await turn();
    asked.push(rounds.play(repos, 4));
    await turn();
    expect(groups).toEqual([[1], [2]]);
    release();
    expect(await Promise.all(asked)).toEqual([1, 2, 3, 4]);
    expect(groups).toEqual([[1], [2], [3, 4]]);
  });

  it('never groups two tenants (or databases): one group per tenant repositories', async () => {
    const { groups, play } = doubling();
    const rounds = new RoundGroups(play);
    const [aurora, lotus] = [reposOf(), reposOf()];
    await Promise.all([rounds.play(aurora, 1), rounds.play(lotus, 2), rounds.play(aurora, 3)]);
    expect(groups).toEqual([[1, 3], [2]]);
  });

  it('sends a full group at once', async () => {
    const { groups, play } = doubling();
    const rounds = new RoundGroups(play);
    const repos = reposOf();
    await Promise.all(Array.from({ length: ROUND_GROUP_LIMIT + 1 }, (_, n) => rounds.play(repos, n)));
    expect(groups.map((group) => group.length)).toEqual([ROUND_GROUP_LIMIT, 1]);
  });

  it('answers every caller of a group with the failure of its transaction', async () => {
    const rounds = new RoundGroups<number, number>(async () => {
      throw new Error('connection lost');
    });
    const repos = reposOf();
    const answers = await Promise.allSettled([1, 2].map((n) => rounds.play(repos, n)));
    expect(answers).toEqual([1, 2].map(() => ({ status: 'rejected', reason: new Error('connection lost') })));
  });

  it('reruns a group whose round ids another transaction recorded, with them known taken (twice at most)', async () => {
    const seen: string[][] = [];
    const rounds = new RoundGroups<string, string>(async (_trx, ids, taken) => {
      seen.push([...taken]);
      const fresh = ids.filter((id) => !taken.has(id));
      if (fresh.includes('raced')) throw new RoundIdsTaken(['raced']);
      return ids.map((id) =>
        taken.has(id) ? { ok: false, error: new Error(`${id} taken`) } : { ok: true, value: id },
      );
    });
    const repos = reposOf();
    const answers = await Promise.allSettled(['a', 'raced'].map((id) => rounds.play(repos, id)));
    expect(seen).toEqual([[], ['raced']]);
    expect(answers).toEqual([
      { status: 'fulfilled', value: 'a' },
      { status: 'rejected', reason: new Error('raced taken') },
    ]);

    // A group that keeps meeting new races gives up after its third try: every caller gets the error.
    let races = 0;
    const racing = new RoundGroups<string, string>(async () => {
      throw new RoundIdsTaken([`raced-${++races}`]);
    });
    await expect(racing.play(repos, 'x')).rejects.toBeInstanceOf(RoundIdsTaken);
    expect(races).toBe(3);
  });
});
