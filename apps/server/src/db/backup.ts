import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';

/**
 * PostgreSQL's client tools: on PATH, else the newest /usr/lib/postgresql/<version>/bin (Debian
 * installs them there). pg_dump must be at least the server's version.
 */
export function postgresTool(name: 'pg_dump' | 'pg_restore'): string {
  const root = '/usr/lib/postgresql';
  const versions = fs.existsSync(root) ? fs.readdirSync(root) : [];
  const best = versions
    .filter((v) => fs.existsSync(path.join(root, v, 'bin', name)))
    .sort((a, b) => Number.parseFloat(b) - Number.parseFloat(a))[0];
  for (const dir of (process.env.PATH ?? '').split(path.delimiter))
    if (dir && fs.existsSync(path.join(dir, name))) return path.join(dir, name);
  if (best) return path.join(root, best, 'bin', name);
  throw new Error(
    `${name} not found on PATH or under ${root}/*/bin (apt-get install postgresql-client)`,
  );
}

function run(bin: string, args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(bin, args, { stdio: ['ignore', 'inherit', 'pipe'] });
    let err = '';
    child.stderr.on('data', (d: Buffer) => (err += d.toString()));
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0
        ? resolve()
        : reject(new Error(`${path.basename(bin)} failed (${code}): ${err.trim()}`)),
    );
  });
}

/**
 * A consistent copy of the live database in `file`, without stopping the server. SQLite: the
 * online backup API (better-sqlite3's `backup`), page by page while writers go on; the copy is
 * a database file to open as it is. PostgreSQL: `pg_dump --format=custom` (one snapshot), which
 * `pg_restore` reads back.
 */
export async function backupDatabase(databaseUrl: string, file: string): Promise<void> {
  fs.mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
  if (databaseUrl.startsWith('sqlite:')) {
    const source = new SQLite(databaseUrl.slice('sqlite:'.length), { fileMustExist: true });
    try {
      await source.backup(file);
    } finally {
      source.close();
    }
    return;
  }
  await run(postgresTool('pg_dump'), [
    '--format=custom',
    '--no-owner',
    `--file=${file}`,
    `--dbname=${databaseUrl}`,
  ]);
}
