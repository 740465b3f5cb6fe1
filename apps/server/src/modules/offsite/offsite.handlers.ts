import { resources } from '@tack/contract';
import { handler } from '../../plugins/resources.ts';
import { addRule, adminLinks, removeRule } from './admin-links.service.ts';

export const offsiteHandlers = {
  AdminLinkRulesResource: {
    get: handler(resources.AdminLinkRulesResource.get, adminLinks),
    create: handler(resources.AdminLinkRulesResource.create, addRule),
    delete: handler(resources.AdminLinkRulesResource.delete, removeRule),
  },
};
