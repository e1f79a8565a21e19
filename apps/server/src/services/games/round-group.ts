// Rounds played as a group (issue 27: the slot spin). The rounds that arrive in one turn of the event
// loop are played together in one transaction of set-based statements — the group's seeds and
// wallets locked by one read each, every round decided in code in arrival order, then one INSERT of
// the records, one UPDATE of the nonces, one of the wallets and one INSERT of the ledger rows — instead
// of four statements a round under the account's locks. InhouseService.playGroup plays a group; this
// module gathers the groups and answers each round's caller once its group has committed:
//   - a round refused (its balance, a responsible-gaming block or limit, its round id) is left out
//     of the writes and its caller gets its error; the group's other rounds go on;
//   - a failure of the transaction reaches every caller of the group, and nothing of it is written;
//   - a round id recorded meanwhile by another transaction (the record's INSERT skips it) reruns the
//     group with that id known as taken (at most twice); a deadlock or serialisation failure reruns
//     it once (`runTransaction`);
//   - on SQLite the group's transaction is itself grouped with other writes (db/group-commit.ts).
import type { TenantRepositories } from '../../repositories/index';

/** A group's answer for one round: its value, or the error its caller gets. */
export type GroupOutcome<Value> = { ok: true; value: Value } | { ok: false; error: unknown };

/** At most this many rounds in one group (the group's locks are held until it commits). */
export const ROUND_GROUP_LIMIT = 64;

/** The records' INSERT skipped these round ids: another transaction recorded them first. */
export class RoundIdsTaken extends Error {
  override readonly name = 'RoundIdsTaken';
  constructor(readonly roundIds: readonly string[]) {
    super(`round ids recorded meanwhile: ${roundIds.join(', ')}`);
  }
}

/** Plays a group in `trx`: one outcome per round, in order. `taken`: round ids known to have a record. */
export type PlayGroup<Input, Value> = (
  trx: TenantRepositories,
  rounds: readonly Input[],
  taken: ReadonlySet<string>,
) => Promise<GroupOutcome<Value>[]>;

interface Pending<Input, Value> {
  input: Input;
  resolve: (value: Value) => void;
  reject: (error: unknown) => void;
}

export class RoundGroups<Input, Value> {
  /** The group being gathered, per tenant's repositories (one database and tenant each). */
  private readonly gathering = new WeakMap<TenantRepositories, Pending<Input, Value>[]>();
  /** Groups played so far (committed or not): how well rounds were grouped. */
  groups = 0;

  constructor(private readonly playGroup: PlayGroup<Input, Value>) {}

  /** Plays `input` in the group of this turn's rounds; resolves after that group commits. */
  play(repos: TenantRepositories, input: Input): Promise<Value> {
    return new Promise<Value>((resolve, reject) => {
      let group = this.gathering.get(repos);
      if (!group) {
        this.gathering.set(repos, (group = []));
        setImmediate(() => this.send(repos, group!));
      }
      group.push({ input, resolve, reject });
      if (group.length >= ROUND_GROUP_LIMIT) this.send(repos, group);
    });
  }

  private send(repos: TenantRepositories, group: Pending<Input, Value>[]): void {
    // A full group was sent before its turn ended: the scheduled send finds it gone.
    if (this.gathering.get(repos) !== group) return;
    this.gathering.delete(repos);
    void this.run(repos, group);
  }

  private async run(repos: TenantRepositories, group: Pending<Input, Value>[]): Promise<void> {
    const rounds = group.map((pending) => pending.input);
    const taken = new Set<string>();
    let outcomes: GroupOutcome<Value>[] | undefined;
    for (let attempt = 0; !outcomes; attempt++) {
      try {
        this.groups++;
        outcomes = await repos.groupedTransaction((trx) => this.playGroup(trx, rounds, taken));
      } catch (error) {
        if (error instanceof RoundIdsTaken && attempt < 2) {
          for (const roundId of error.roundIds) taken.add(roundId);
          continue;
        }
        for (const pending of group) pending.reject(error);
        return;
      }
    }
    group.forEach((pending, i) => {
      const outcome = outcomes[i]!;
      if (outcome.ok) pending.resolve(outcome.value);
      else pending.reject(outcome.error);
    });
  }
}
