import { timeAgo } from '../pins/rules/format.ts';

export const dateOf = (iso: string) =>
  new Date(iso).toLocaleDateString(undefined, { year: 'numeric', month: 'short', day: 'numeric' });

export const lastUsed = (iso: string | null) =>
  iso ? `Last used ${timeAgo(iso).toLowerCase()}` : 'Not used yet';
