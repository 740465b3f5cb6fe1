import type { ObjectKey, Rule } from './actors.ts';
import type { Row } from './row.testing.ts';

/**
 * Imports (issue 17): each is its starter's alone. Signed out is 401; anyone else gets 404, as
 * for an import that never was (no probing for ids). The list names only the asker's own.
 */
const IMPORTS: ObjectKey[] = ['import:owen', 'import:missing'];
const NONE: ObjectKey[] = ['none'];

const ownersOnly: Rule = (a, o) =>
  a === 'signedOut' ? 401 : a === 'owner' && !o.endsWith(':missing') ? 200 : 404;
const signedIn: Rule = (a) => (a === 'signedOut' ? 401 : 200);

export const importRows: Row[] = [
  {
    call: 'UserImportResource.get',
    objects: IMPORTS,
    expect: ownersOnly,
    run: (x) => x.c.resource('UserImportResource', 'get', { id: x.id }),
  },
  {
    call: 'ImportReportResource.get',
    objects: IMPORTS,
    expect: ownersOnly,
    run: (x) => x.c.resource('ImportReportResource', 'get', { id: x.id }),
  },
  {
    call: 'UserImportsResource.get',
    objects: NONE,
    expect: signedIn,
    check: (x, res) =>
      x.actor !== 'owner' && res.body.includes(x.w.ids['import:owen']!)
        ? "lists Owen's import"
        : null,
    run: (x) => x.c.resource('UserImportsResource', 'get', {}),
  },
];
