// What the operator's command-line scripts share (import-catalogue.ts, staff.ts): the database the
// server uses (DATABASE_URL / DATABASE_SCHEMA, else the SQLite file under DATA_DIR), the tenant the
// command names (it must exist: the server seeds tenants at its first start), and the exit codes —
// 0 done, 1 refused (the error `refusal` recognises, reported in its words), 2 usage or environment.
import type { Kysely } from 'kysely';
import { loadConfig, type AppConfig } from '../src/config';
import { openDatabase } from '../src/db/connect';
import type { Database } from '../src/db/schema';
import { tenantsRepository } from '../src/repositories/tenants';

export async function runTenantCommand(
  merchantArg: string,
  work: (db: Kysely<Database>, merchant: string, config: AppConfig) => Promise<void>,
  refusal: (error: unknown) => string | undefined,
): Promise<void> {
  const config = loadConfig();
  const database = await openDatabase({
    url: config.databaseUrl,
    schema: config.databaseSchema,
    sqliteFile: config.sqliteFile,
  });
  try {
    const merchant = merchantArg.toUpperCase();
    if (!(await tenantsRepository(database.db).byMerchantCode(merchant))) {
      console.error(
        `No tenant with merchant code ${merchant} in this database (start the server once to seed the tenants).`,
      );
      process.exitCode = 2;
    } else {
      await work(database.db, merchant, config);
    }
  } catch (error) {
    const refused = refusal(error);
    console.error(refused ?? error);
    process.exitCode = refused === undefined ? 2 : 1;
  } finally {
    await database.close();
  }
}
