// Operator accounts: `npm run admin -- grant <username>` makes one, `revoke <username>` undoes it,
// `list` shows them. The creator program (PC §6): `partner <username>` makes someone a partner
// (story pins' stats), `unpartner <username>` (or `partner <username> --off`) undoes it,
// `partners` lists them. Uses the same configuration (DATABASE_URL, DATA_DIR) as the server.
import { loadConfig } from './config.ts';
import { openDatabase } from './db/dialect.ts';
import { migrateToLatest } from './db/migrate.ts';
import { setPartner } from './modules/users/partner.ts';

const USAGE =
  'usage: npm run admin -- grant <username> | revoke <username> | list | ' +
  'partner <username> [--off] | unpartner <username> | partners';
const [command, username, flag] = process.argv.slice(2);

const config = loadConfig();
const { db, close } = openDatabase(config.databaseUrl);
try {
  await migrateToLatest(db);
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
  } else if ((command === 'partner' || command === 'unpartner') && username) {
    const on = command === 'partner' && flag !== '--off';
    if (flag !== undefined && flag !== '--off') {
      console.error(USAGE);
      process.exitCode = 2;
    } else if (await setPartner(db, username, on)) {
      console.log(`${username} ${on ? 'is now a partner' : 'is no longer a partner'}`);
    } else {
      console.error(`no user named ${username}`);
      process.exitCode = 1;
    }
  } else if (command === 'partners') {
    const rows = await db
      .selectFrom('users')
      .select('username')
      .where('is_partner', '=', 1)
      .execute();
    console.log(rows.length ? rows.map((r) => r.username).join('\n') : 'no partners yet');
  } else {
    console.error(USAGE);
    process.exitCode = 2;
  }
} finally {
  await close();
}
