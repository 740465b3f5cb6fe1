// `npm run db:backup -- <file>`: a consistent copy of the database DATABASE_URL names, taken while
// the server runs (SQLite: the online backup API; PostgreSQL: pg_dump's custom format). See
// docs/deploy.md for restoring.
import path from 'node:path';
import { loadConfig } from '../config.ts';
import { backupDatabase } from './backup.ts';

const target = process.argv[2];
if (!target || target.startsWith('-')) {
  console.error('Usage: npm run db:backup -- <file>');
  process.exit(2);
}
// npm runs scripts from the repository root: a relative name is where the command was typed.
const file = path.resolve(process.env.INIT_CWD ?? process.cwd(), target);
const config = loadConfig();
const started = Date.now();
await backupDatabase(config.databaseUrl, file);
const engine = config.databaseUrl.startsWith('sqlite:') ? 'SQLite' : 'PostgreSQL';
console.log(`${engine} backup written to ${file} in ${Date.now() - started} ms`);
