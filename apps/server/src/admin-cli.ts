// Operator accounts: `npm run admin -- grant <username>` makes one, `revoke <username>` undoes it,
// `list` shows them. The creator program (PC §6): `partner <username>` makes someone a partner
// (story pins' stats), `unpartner <username>` (or `partner <username> --off`) undoes it,
// `partners` lists them. Employees (PC §1, §6: the `deb_` debug overlay): `employee <username>`,
// `unemployee <username>` (or `employee <username> --off`), `employees`. Uses the same
// configuration (DATABASE_URL, DATA_DIR) as the server.
import { loadConfig } from './config.ts';
import { openDatabase } from './db/dialect.ts';
import { migrateToLatest } from './db/migrate.ts';
import { holdersOf, setStaffRole, type StaffRole } from './modules/users/staff-roles.ts';

const USAGE =
  'usage: npm run admin -- grant <username> | revoke <username> | list | ' +
  'partner <username> [--off] | unpartner <username> | partners | ' +
  'employee <username> [--off] | unemployee <username> | employees';
const [command, username, flag] = process.argv.slice(2);

/** `partner`, `unpartner`, `partners` and the same for employees: the role and what to do. */
function roleCommand(
  word: string | undefined,
): { role: StaffRole; action: 'on' | 'off' | 'list' } | null {
  for (const role of ['partner', 'employee'] as const) {
    if (word === role) return { role, action: 'on' };
    if (word === `un${role}`) return { role, action: 'off' };
    if (word === `${role}s`) return { role, action: 'list' };
  }
  return null;
}

const config = loadConfig();
const { db, close } = openDatabase(config.databaseUrl);
try {
  await migrateToLatest(db);
  const staff = roleCommand(command);
  if (command === 'list') {
    const rows = await db
      .selectFrom('users')
      .select('username')
      .where('role', '=', 'admin')
      .execute();
    console.log(rows.length ? rows.map((r) => r.username).join('\n') : 'no operators yet');
  } else if ((command === 'grant' || command === 'revoke') && username) {
    const result = await db
      .updateTable('users')
      .set({ role: command === 'grant' ? 'admin' : 'user' })
      .where('username', '=', username.toLowerCase())
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) === 0) {
      console.error(`no user named ${username}`);
      process.exitCode = 1;
    } else {
      console.log(
        `${username} ${command === 'grant' ? 'is now an operator' : 'is no longer an operator'}`,
      );
    }
  } else if (staff?.action === 'list') {
    const names = await holdersOf(db, staff.role);
    console.log(names.length ? names.join('\n') : `no ${staff.role}s yet`);
  } else if (staff && username) {
    const on = staff.action === 'on' && flag !== '--off';
    if (flag !== undefined && flag !== '--off') {
      console.error(USAGE);
      process.exitCode = 2;
    } else if (await setStaffRole(db, staff.role, username, on)) {
      console.log(`${username} ${on ? 'is now' : 'is no longer'} ${article(staff.role)}`);
    } else {
      console.error(`no user named ${username}`);
      process.exitCode = 1;
    }
  } else {
    console.error(USAGE);
    process.exitCode = 2;
  }
} finally {
  await close();
}

function article(role: StaffRole): string {
  return role === 'employee' ? 'an employee' : 'a partner';
}
