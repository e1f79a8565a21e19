// Trial (free play) accounts hold play money and nobody's data: those older than
// `trialAccountDays` are deleted with every row that belongs to them — every table with an
// `account_id` column, read once from the schema, so tables added later are covered too. The purge
// runs as new trial accounts are made (no timer): it is a bounded, idempotent delete that any
// instance may run at any time.
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { DAY, type Clock } from '../../lib/clock';
import type { TenantRepositories } from '../../repositories/index';

const BATCH = 200;

export class TrialAccountPurge {
  private owned: Promise<string[]> | undefined;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly clock: Clock,
    private readonly days: number,
  ) {}

  /** The tables whose rows belong to an account, dependants of other such tables first. */
  private ownedTables(): Promise<string[]> {
    this.owned ??= this.db.introspection.getTables().then((tables) =>
      tables
        .filter(
          (table) =>
            table.name !== 'accounts' &&
            // The audit trail outlives the accounts it names (and refuses deletes: migration 0013).
            table.name !== 'audit_log' &&
            table.columns.some((c) => c.name === 'account_id') &&
            table.columns.some((c) => c.name === 'merchant_code'),
        )
        .map((table) => table.name)
        // The ledger references wallets' accounts; login links cascade; deleting sessions and
        // ledger rows before wallets keeps every engine's foreign keys satisfied.
        .sort((a, b) => (a === 'wallets' ? 1 : b === 'wallets' ? -1 : a.localeCompare(b))),
    );
    return this.owned;
  }

  /** Deletes the tenant's expired trial accounts; returns how many. */
  async purge(repos: TenantRepositories): Promise<number> {
    const cutoff = this.clock.now() - this.days * DAY;
    const tables = await this.ownedTables();
    let total = 0;
    for (;;) {
      const deleted = await repos.transaction((trx) => trx.accounts.deleteTrialsCreatedBefore(cutoff, tables, BATCH));
      total += deleted;
      if (deleted < BATCH) return total;
    }
  }
}
