import type { z } from 'zod';
import { Empty } from './common.ts';
import type { ResourceDef } from './resources.ts';
import { AdminLinks, LinkRuleCreateOptions, LinkRuleDeleteOptions } from './offsite.ts';

const def = <I extends z.ZodType, O extends z.ZodType>(d: ResourceDef<I, O>) => d;

/** Issue 12: operators' outbound-link rules and the decisions they made (`/admin/links`). */
export const offsiteResources = {
  AdminLinkRulesResource: {
    get: def({
      options: Empty,
      data: AdminLinks,
      auth: 'user',
      summary: 'Operators: every outbound-link rule, and the latest link decisions',
    }),
    create: def({
      options: LinkRuleCreateOptions,
      data: AdminLinks,
      auth: 'user',
      summary: 'Operators: block a host, a host and its subdomains, or a URL pattern',
    }),
    delete: def({
      options: LinkRuleDeleteOptions,
      data: AdminLinks,
      auth: 'user',
      summary: 'Operators: remove an outbound-link rule',
    }),
  },
};
