/**
 * Plain constants of imports (issue 17), without zod, for the web app (`@tack/contract/import`);
 * the schemas in import.ts use them.
 */
export const IMPORT_SOURCES = ['bookmarks', 'pinterest', 'pinry', 'tack'] as const;
export type ImportSource = (typeof IMPORT_SOURCES)[number];

/** What a person calls each source, for the report. */
export const IMPORT_SOURCE_NAMES: Record<ImportSource, string> = {
  bookmarks: 'Browser bookmarks',
  pinterest: 'Pinterest data download',
  pinry: 'Pinry export',
  tack: 'Tack export',
};

export const IMPORT_STATES = ['queued', 'running', 'done', 'failed'] as const;
export const IMPORT_OUTCOMES = ['imported', 'duplicate', 'failed'] as const;
export const IMPORT_ITEM_KINDS = ['board', 'section', 'pin'] as const;
