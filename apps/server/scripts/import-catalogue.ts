// Loads an operator's game catalogue into one tenant (README: "Game catalogue"). Reads the same
// database the server uses (DATABASE_URL / DATABASE_SCHEMA, else the SQLite file under DATA_DIR).
//   pnpm --filter @portal/server run import-catalogue -- --merchant AUR catalogue.json
//   pnpm --filter @portal/server run import-catalogue -- --merchant AUR --vendors vendors.csv --games games.csv [--classifications c.csv] [--rooms rooms.csv]
// Every row is checked first; one bad row (reported with file, line and field) imports nothing.
// Exit codes: 0 imported, 1 bad rows, 2 usage or environment problem.
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { tenantRepositories } from '../src/repositories/index';
import {
  CatalogueImportError,
  describeProblem,
  emptyRawCatalogue,
  importCatalogue,
  rowsFromCsv,
  rowsFromJson,
  validateCatalogue,
  type CatalogueSection,
} from '../src/services/games/catalogue-import';
import { runTenantCommand } from './tenant-command';

const USAGE =
  'usage: import-catalogue --merchant <CODE> [catalogue.json ...] [--vendors f.csv] [--classifications f.csv] [--games f.csv] [--rooms f.csv]';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    merchant: { type: 'string' },
    vendors: { type: 'string', multiple: true },
    classifications: { type: 'string', multiple: true },
    games: { type: 'string', multiple: true },
    rooms: { type: 'string', multiple: true },
    help: { type: 'boolean' },
  },
});

if (
  values.help ||
  !values.merchant ||
  (!positionals.length && !values.vendors && !values.classifications && !values.games && !values.rooms)
) {
  console.error(USAGE);
  process.exit(values.help ? 0 : 2);
}

const raw = emptyRawCatalogue();
try {
  for (const file of positionals) {
    const text = readFileSync(file, 'utf8');
    if (file.toLowerCase().endsWith('.csv'))
      throw new Error(`${file}: name the CSV's section (--vendors, --classifications, --games or --rooms)`);
    rowsFromJson(text, file, raw);
  }
  for (const section of ['vendors', 'classifications', 'games', 'rooms'] as CatalogueSection[]) {
    for (const file of values[section] ?? []) {
      const text = readFileSync(file, 'utf8');
      if (file.toLowerCase().endsWith('.json'))
        rowsFromJson(JSON.stringify({ [section]: JSON.parse(text) }), file, raw);
      else rowsFromCsv(text, section, file, raw);
    }
  }
} catch (error) {
  if (error instanceof CatalogueImportError) {
    for (const problem of error.problems) console.error(describeProblem(problem));
    process.exit(1);
  }
  console.error((error as Error).message);
  process.exit(2);
}

// Rows that break the schema are reported before the database is opened.
const { problems } = validateCatalogue(raw);
if (problems.length) {
  for (const problem of problems) console.error(describeProblem(problem));
  console.error(new CatalogueImportError(problems).message);
  process.exit(1);
}

await runTenantCommand(
  values.merchant,
  async (db, merchant) => {
    const started = performance.now();
    const result = await importCatalogue(tenantRepositories(db, merchant), raw, Date.now());
    console.log(
      `Imported into ${merchant}: ${result.vendors} vendors, ${result.classifications} classifications, ${result.games} games, ${result.rooms} rooms in ${Math.round(performance.now() - started)} ms. ` +
        'Running servers show the new vendors within a minute (their vendor cache).',
    );
  },
  (error) =>
    error instanceof CatalogueImportError
      ? [...error.problems.map(describeProblem), error.message].join('\n')
      : undefined,
);
