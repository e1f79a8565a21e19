// Rounds played as a group (issue 27: the slot spin). The rounds that arrive together (in one turn of
// the event loop, or while the tenant's previous group is being played) are played in one
// transaction of set-based statements — the group's seeds and
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

/**
 * At most this many groups of a tenant played at once: a second group runs beside the first on
 * PostgreSQL's pool (the rounds of other accounts need not wait; one account's wait on its seed's
 * lock), the rounds asking meanwhile gather for the next (measured: one at a time kept ten members'
 * spins waiting behind each other, no better for one account's).
 */
const PLAYING_LIMIT = 2;

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

/** A tenant's rounds waiting for their group, and whether a group of the tenant is being played. */
interface Queue<Input, Value> {
  waiting: Pending<Input, Value>[];
  scheduled: boolean;
  playing: number;
}

export class RoundGroups<Input, Value> {
  /** Per tenant's repositories (one database and tenant each): two tenants never share a group. */
  private readonly queues = new WeakMap<TenantRepositories, Queue<Input, Value>>();
  /** Rounds asked for and groups played so far (committed or not): how well rounds were grouped. */
  rounds = 0;
  groups = 0;

  constructor(private readonly playGroup: PlayGroup<Input, Value>) {}

  /**
   * Plays `input` in a group; resolves after that group commits. A group's transaction starts after
   * the turn in which its first round asked, or, while PLAYING_LIMIT groups of the tenant are being
   * played, once one of them ends; it takes the rounds waiting when it has begun (`run`). Groups
   * taken per turn held 1.1 rounds on PostgreSQL and 2 on SQLite (each round's reads end in a turn
   * of their own); taken at BEGIN, 8.7 and 5.
   */
  play(repos: TenantRepositories, input: Input): Promise<Value> {
    this.rounds++;
    let queue = this.queues.get(repos);
    if (!queue) this.queues.set(repos, (queue = { waiting: [], scheduled: false, playing: 0 }));
    const asked = new Promise<Value>((resolve, reject) => queue.waiting.push({ input, resolve, reject }));
    if (queue.playing < PLAYING_LIMIT && !queue.scheduled) {
      queue.scheduled = true;
      setImmediate(() => {
        queue.scheduled = false;
        this.next(repos, queue);
      });
    }
    return asked;
  }

  private next(repos: TenantRepositories, queue: Queue<Input, Value>): void {
    if (queue.playing >= PLAYING_LIMIT || queue.waiting.length === 0) return;
    queue.playing++;
    void this.run(repos, () => queue.waiting.splice(0, ROUND_GROUP_LIMIT)).finally(() => {
      queue.playing--;
      this.next(repos, queue);
    });
  }

  /**
   * Plays the group `take` gives once its transaction has begun (on SQLite BEGIN waits for the one
   * connection behind other requests' reads; on PostgreSQL for a connection of the pool): every
   * round that asked until then joins it. A rerun plays the same group.
   */
  private async run(repos: TenantRepositories, take: () => Pending<Input, Value>[]): Promise<void> {
    let group: Pending<Input, Value>[] | undefined;
    const taken = new Set<string>();
    let outcomes: GroupOutcome<Value>[] | undefined;
    for (let attempt = 0; !outcomes; attempt++) {
      try {
        this.groups++;
        outcomes = await repos.groupedTransaction((trx) => {
          group ??= take();
          return group.length === 0
            ? Promise.resolve([])
            : this.playGroup(
                trx,
                group.map((pending) => pending.input),
                taken,
              );
        });
      } catch (error) {
        if (error instanceof RoundIdsTaken && attempt < 2) {
          for (const roundId of error.roundIds) taken.add(roundId);
          continue;
        }
        group ??= take();
        for (const pending of group) pending.reject(error);
        return;
      }
    }
    group!.forEach((pending, i) => {
      const outcome = outcomes[i]!;
      if (outcome.ok) pending.resolve(outcome.value);
      else pending.reject(outcome.error);
    });
  }
}
