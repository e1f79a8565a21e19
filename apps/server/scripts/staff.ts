// Adds a member of the operator's staff from the command line: the first admin of a production
// tenant (later staff are the admin's, in the back office). Reads the same database the server
// uses (DATABASE_URL / DATABASE_SCHEMA, else the SQLite file under DATA_DIR); the tenant must exist
// (the server seeds tenants at its first start).
//   pnpm --filter @portal/server run staff -- create --merchant AUR --username alice --name "Alice" --roles admin
// Prints the generated password once (stdout, nothing else); the audit trail records the creation
// by `cli`. Exit codes: 0 created, 1 refused (the username is taken), 2 usage or environment problem.
import { parseArgs } from 'node:util';
import { createStaffRequestSchema } from '@portal/contracts';
import { AppError } from '../src/lib/app-error';
import { systemClock } from '../src/lib/clock';
import { PasswordHasher } from '../src/lib/passwords';
import { tenantRepositories } from '../src/repositories/index';
import { StaffService } from '../src/services/operator/staff-service';
import { runTenantCommand } from './tenant-command';

const USAGE =
  'usage: staff create --merchant <CODE> --username <name> --name <display name> --roles <admin,finance,content,support>';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    merchant: { type: 'string' },
    username: { type: 'string' },
    name: { type: 'string' },
    roles: { type: 'string' },
    help: { type: 'boolean' },
  },
});

const request = createStaffRequestSchema.safeParse({
  username: values.username,
  displayName: values.name ?? values.username,
  roles: (values.roles ?? '').split(',').filter(Boolean),
});
if (values.help || positionals[0] !== 'create' || !values.merchant || !request.success) {
  if (!values.help && request.error)
    console.error(request.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('\n'));
  console.error(USAGE);
  process.exit(values.help ? 0 : 2);
}

await runTenantCommand(
  values.merchant,
  async (db, merchant, config) => {
    // Creating staff opens no session: the token pepper is not needed here.
    const staff = new StaffService(db, '', systemClock, new PasswordHasher(config.passwordHashCost));
    const created = await staff.create(
      tenantRepositories(db, merchant),
      { staffId: null, name: 'cli', ip: null },
      request.data,
    );
    console.log(created.password);
    console.error(
      `Created ${created.staff.username} (${created.staff.roles.join(', ')}) at ${merchant}; the password above is shown once.`,
    );
  },
  (error) =>
    error instanceof AppError && error.code === 'staff_exists'
      ? `${values.username} already exists at ${values.merchant}.`
      : undefined,
);
