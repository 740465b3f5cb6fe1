import { operatorOnly, type ObjectKey } from './actors.ts';
import { get, MISSING_ID, type Row } from './row.testing.ts';

/** Outbound-link rules (issue 12): operators alone read, add and remove them. */
const NONE: ObjectKey[] = ['none'];

export const offsiteRows: Row[] = [
  {
    call: 'AdminLinkRulesResource.get',
    objects: NONE,
    expect: operatorOnly,
    run: (x) => get(x.c, 'AdminLinkRulesResource', {}),
  },
  {
    call: 'AdminLinkRulesResource.create',
    objects: NONE,
    expect: operatorOnly,
    stores: true,
    run: (x) =>
      x.c.resource('AdminLinkRulesResource', 'create', {
        kind: 'suffix',
        value: 'spam.example',
        status: 'blocked',
      }),
  },
  {
    call: 'AdminLinkRulesResource.delete',
    objects: NONE,
    expect: operatorOnly,
    // The world has no rule: the cell adds one (only an operator can), then removes it. Anyone
    // else is refused before the rule's existence is looked at.
    run: async (x) => {
      const added = await x.c.resource('AdminLinkRulesResource', 'create', {
        kind: 'host',
        value: 'gone.example',
        status: 'porn',
      });
      const rule = (
        added.json as { resource_response?: { data?: { rules?: { id: string }[] } | null } }
      ).resource_response?.data?.rules?.[0];
      return x.c.resource('AdminLinkRulesResource', 'delete', { id: rule?.id ?? MISSING_ID });
    },
  },
];
