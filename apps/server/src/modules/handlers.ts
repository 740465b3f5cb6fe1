import type { ResourceHandlers } from '../plugins/resources.ts';
import { authHandlers } from './auth/auth.handlers.ts';
import { boardHandlers } from './boards/boards.handlers.ts';
import { pinHandlers } from './pins/pins.handlers.ts';
import { userHandlers } from './users/users.handlers.ts';

/** Every resource's server side, keyed like the contract's `resources` table. */
export const resourceHandlers: ResourceHandlers = {
  ...authHandlers,
  ...userHandlers,
  ...boardHandlers,
  ...pinHandlers,
};
