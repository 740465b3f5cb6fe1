import { resources } from '@tack/contract';
import { handler } from '../../plugins/resources.ts';
import { getPreferences, updatePreferences } from './preferences.service.ts';

export const preferenceHandlers = {
  UserPreferencesResource: {
    get: handler(resources.UserPreferencesResource.get, getPreferences),
    update: handler(resources.UserPreferencesResource.update, updatePreferences),
  },
};
