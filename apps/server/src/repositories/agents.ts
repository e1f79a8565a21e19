// The agent tree and the agents' contracts of one tenant (migration 0021; design in
// services/agents/README.md). Every query is scoped by the merchant code.
//
// - `agentTreeRepository`: the closure table `agent_tree` — attach a new account under its upline
//   (called by `accounts.insert`, in the caller's transaction), whether an account is in a team and
//   at which depth, team counts, and the downline list.
// - `agentContractsRepository`: contracts (offers and their states). A state change is a
//   conditional UPDATE from the state it expects, so two answers to one offer change it once.
// - `agentSettlementsRepository`: the settled periods (unique per contract and period start).
import { sql } from 'kysely';
import type {
  AccountRow,
  AgentContractRow,
  AgentContractsTable,
  AgentSettlementRow,
  AgentSettlementsTable,
} from '../db/schema';
import type { Insertable } from 'kysely';
import type { Executor } from './executor';
import type { Page } from './periods';

export interface TeamMemberRow {
  account: AccountRow;
  /** Depth below the agent who asked (1 = direct). */
  depth: number;
  /** The member's own downlines at any depth. */
  teamCount: number;
}

export interface TeamMemberFilter {
  /** A username prefix (lower-cased compare, never a LIKE pattern). */
  username?: string | undefined;
  /** Depth 1 only. */
  directOnly: boolean;
  /** active, or any other status (disabled). */
  status?: 'active' | 'disabled' | undefined;
}

/**
 * The executors (open transactions, or the database) that have inserted an account. A read of the
 * agent tree on one of them may see an account its transaction can still roll back (and SQLite
 * would then give its id to the next account): the bet door keeps no uplines read there.
 */
const accountsInsertedOn = new WeakSet<object>();

export function noteAccountInserted(db: Executor): void {
  accountsInsertedOn.add(db);
}

export function hasInsertedAccount(db: Executor): boolean {
  return accountsInsertedOn.has(db);
}

export function agentTreeRepository(db: Executor, merchantCode: string) {
  const tree = () => db.selectFrom('agent_tree').where('merchant_code', '=', merchantCode);
  return {
    /**
     * Puts a new account under its upline: (upline, account, 1) and (a, account, d + 1) for every
     * ancestor a of the upline at depth d — two statements, any depth.
     */
    async attach(accountId: number, uplineId: number): Promise<void> {
      await db
        .insertInto('agent_tree')
        .values({ merchant_code: merchantCode, ancestor_id: uplineId, descendant_id: accountId, depth: 1 })
        .execute();
      await db
        .insertInto('agent_tree')
        .columns(['merchant_code', 'ancestor_id', 'descendant_id', 'depth'])
        .expression(
          tree()
            .select((eb) => [
              'merchant_code',
              'ancestor_id',
              sql<number>`CAST(${accountId} AS BIGINT)`.as('descendant_id'),
              eb('depth', '+', 1).as('depth'),
            ])
            .where('descendant_id', '=', uplineId),
        )
        .execute();
    },

    /** How deep `memberId` is below `agentId` (1 = direct), or undefined when it is not in the team. */
    async depthBelow(agentId: number, memberId: number): Promise<number | undefined> {
      const row = await tree()
        .select('depth')
        .where('ancestor_id', '=', agentId)
        .where('descendant_id', '=', memberId)
        .executeTakeFirst();
      return row?.depth;
    },

    /** Direct downlines and the whole team (any depth). */
    async counts(agentId: number): Promise<{ direct: number; team: number }> {
      const row = await tree()
        .select((eb) => [
          eb.fn.countAll<number>().as('team'),
          eb.fn.sum<number | null>(eb.case().when('depth', '=', 1).then(1).else(0).end()).as('direct'),
        ])
        .where('ancestor_id', '=', agentId)
        .executeTakeFirstOrThrow();
      return { direct: row.direct ?? 0, team: row.team };
    },

    /** Downlines (any depth) registered in [from, to]. */
    async registeredBetween(agentId: number, from: number, to: number): Promise<number> {
      const row = await db
        .selectFrom('agent_tree as t')
        .innerJoin('accounts as a', (join) =>
          join.onRef('a.id', '=', 't.descendant_id').onRef('a.merchant_code', '=', 't.merchant_code'),
        )
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('t.merchant_code', '=', merchantCode)
        .where('t.ancestor_id', '=', agentId)
        .where('a.created_at', '>=', from)
        .where('a.created_at', '<=', to)
        .executeTakeFirstOrThrow();
      return row.n;
    },

    /** A page of an agent's downlines, newest first, with their depth and their own team's size. */
    async members(
      agentId: number,
      filter: TeamMemberFilter,
      page: Page,
    ): Promise<{ rows: TeamMemberRow[]; total: number }> {
      let query = db
        .selectFrom('agent_tree as t')
        .innerJoin('accounts as a', (join) =>
          join.onRef('a.id', '=', 't.descendant_id').onRef('a.merchant_code', '=', 't.merchant_code'),
        )
        .where('t.merchant_code', '=', merchantCode)
        .where('t.ancestor_id', '=', agentId);
      if (filter.directOnly) query = query.where('t.depth', '=', 1);
      if (filter.status === 'active') query = query.where('a.status', '=', 'active');
      if (filter.status === 'disabled') query = query.where('a.status', '!=', 'active');
      const prefix = filter.username?.trim().toLowerCase();
      if (prefix) query = query.where(sql<string>`substr(a.username_key, 1, ${prefix.length})`, '=', prefix);
      const [rows, count] = await Promise.all([
        query
          .selectAll('a')
          .select('t.depth as tree_depth')
          .select((eb) =>
            eb
              .selectFrom('agent_tree as sub')
              .select((sb) => sb.fn.countAll<number>().as('n'))
              .where('sub.merchant_code', '=', merchantCode)
              .whereRef('sub.ancestor_id', '=', 'a.id')
              .as('team_count'),
          )
          .orderBy('a.created_at', 'desc')
          .orderBy('a.id', 'desc')
          .offset(page.offset)
          .limit(page.limit)
          .execute(),
        query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
      ]);
      return {
        rows: rows.map(({ tree_depth, team_count, ...account }) => ({
          account: account as AccountRow,
          depth: tree_depth,
          teamCount: team_count ?? 0,
        })),
        total: count.n,
      };
    },
  };
}

export type NewAgentContract = Omit<Insertable<AgentContractsTable>, 'merchant_code' | 'id'>;

/** A contract with both sides' usernames. */
export interface ContractWithNames extends AgentContractRow {
  upline_username: string;
  account_username: string;
}

export function agentContractsRepository(db: Executor, merchantCode: string) {
  const withNames = () =>
    db
      .selectFrom('agent_contracts as c')
      .innerJoin('accounts as u', (join) =>
        join.onRef('u.id', '=', 'c.upline_id').onRef('u.merchant_code', '=', 'c.merchant_code'),
      )
      .innerJoin('accounts as m', (join) =>
        join.onRef('m.id', '=', 'c.account_id').onRef('m.merchant_code', '=', 'c.merchant_code'),
      )
      .selectAll('c')
      .select(['u.username as upline_username', 'm.username as account_username'])
      .where('c.merchant_code', '=', merchantCode);

  return {
    async insert(contract: NewAgentContract): Promise<number> {
      const row = await db
        .insertInto('agent_contracts')
        .values({ ...contract, merchant_code: merchantCode })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },

    byId(id: number): Promise<ContractWithNames | undefined> {
      return withNames().where('c.id', '=', id).executeTakeFirst();
    },

    /** The member's contract of a kind in a state (at most one offered and one active: unique indexes). */
    ofState(accountId: number, kind: string, status: 'offered' | 'active'): Promise<ContractWithNames | undefined> {
      return withNames()
        .where('c.account_id', '=', accountId)
        .where('c.kind', '=', kind)
        .where('c.status', '=', status)
        .executeTakeFirst();
    },

    /** The contracts an upline gave, offered or active. */
    given(uplineId: number, kind: string): Promise<ContractWithNames[]> {
      return withNames()
        .where('c.upline_id', '=', uplineId)
        .where('c.kind', '=', kind)
        .where('c.status', 'in', ['offered', 'active'])
        .orderBy('c.offered_at', 'desc')
        .orderBy('c.id', 'desc')
        .execute();
    },

    /** The member's own contracts of a kind, newest first. */
    history(accountId: number, kind: string, limit: number): Promise<ContractWithNames[]> {
      return withNames()
        .where('c.account_id', '=', accountId)
        .where('c.kind', '=', kind)
        .orderBy('c.offered_at', 'desc')
        .orderBy('c.id', 'desc')
        .limit(limit)
        .execute();
    },

    /** Active contracts of a kind held by members of the agent's team (any depth) with a rate above `rateBp`. */
    teamActiveAbove(agentId: number, kind: string, rateBp: number): Promise<ContractWithNames[]> {
      return withNames()
        .where('c.kind', '=', kind)
        .where('c.status', '=', 'active')
        .where('c.rate_bp', '>', rateBp)
        .where('c.account_id', 'in', (eb) =>
          eb
            .selectFrom('agent_tree')
            .select('descendant_id')
            .where('merchant_code', '=', merchantCode)
            .where('ancestor_id', '=', agentId),
        )
        .orderBy('c.id')
        .execute();
    },

    /**
     * The contracts of a kind the settlement walks, by id: the active ones, and the accepted ones
     * that ended (replaced, terminated, ended by a lower upline rate) whose watermark has not reached
     * their end — their periods that finished before it are still theirs to pay.
     */
    settleableOfKind(kind: string): Promise<AgentContractRow[]> {
      return db
        .selectFrom('agent_contracts')
        .selectAll()
        .where('merchant_code', '=', merchantCode)
        .where('kind', '=', kind)
        .where((eb) =>
          eb.or([
            eb('status', '=', 'active'),
            eb.and([
              eb('status', 'in', ['ended', 'terminated']),
              eb('decided_at', 'is not', null),
              eb('ended_at', 'is not', null),
              eb.or([eb('settled_until', 'is', null), eb('settled_until', '<', eb.ref('ended_at'))]),
            ]),
          ]),
        )
        .orderBy('id')
        .execute();
    },

    /**
     * Claims a contract's periods from `from` to `to` for settlement: moves its watermark only if
     * it is still `from` (null for the first claim), and only within the contract's life (active,
     * or accepted and ended at or after `to`). True when this call moved it — the caller then settles
     * those periods in the same transaction; false when another run did.
     */
    async claimPeriods(id: number, from: number | null, to: number, now: number): Promise<boolean> {
      const result = await db
        .updateTable('agent_contracts')
        .set({ settled_until: to, updated_at: now })
        .where('merchant_code', '=', merchantCode)
        .where('id', '=', id)
        .where((eb) =>
          eb.or([eb('status', '=', 'active'), eb.and([eb('decided_at', 'is not', null), eb('ended_at', '>=', to)])]),
        )
        .where((eb) => (from === null ? eb('settled_until', 'is', null) : eb('settled_until', '=', from)))
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    /** Moves contracts from one state to another; answers how many moved (only those still in `from`). */
    async move(
      ids: readonly number[],
      from: 'offered' | 'active',
      to: 'active' | 'rejected' | 'terminated' | 'ended',
      now: number,
      endReason: string | null = null,
    ): Promise<number> {
      if (ids.length === 0) return 0;
      const result = await db
        .updateTable('agent_contracts')
        .set({
          status: to,
          end_reason: endReason,
          updated_at: now,
          ...(to === 'active' || to === 'rejected' ? { decided_at: now } : { ended_at: now }),
        })
        .where('merchant_code', '=', merchantCode)
        .where('id', 'in', [...ids])
        .where('status', '=', from)
        .executeTakeFirst();
      return Number(result.numUpdatedRows);
    },
  };
}

export type NewAgentSettlement = Omit<Insertable<AgentSettlementsTable>, 'merchant_code' | 'id'>;

export function agentSettlementsRepository(db: Executor, merchantCode: string) {
  return {
    /** Records a settled period (unique per contract and period start: a second one fails). */
    async insert(settlement: NewAgentSettlement): Promise<number> {
      const row = await db
        .insertInto('agent_settlements')
        .values({ ...settlement, merchant_code: merchantCode })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },

    ofAccount(accountId: number, kind: string, limit: number): Promise<AgentSettlementRow[]> {
      return db
        .selectFrom('agent_settlements')
        .selectAll()
        .where('merchant_code', '=', merchantCode)
        .where('account_id', '=', accountId)
        .where('kind', '=', kind)
        .orderBy('period_start', 'desc')
        .limit(limit)
        .execute();
    },
  };
}
