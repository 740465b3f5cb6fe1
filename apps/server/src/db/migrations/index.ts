import type { Migration } from 'kysely';
import * as m001 from './001-initial.ts';

/** The one migration set, in order. Add new files here; never edit a released migration. */
export const migrations: Record<string, Migration> = {
  '001-initial': m001,
};
