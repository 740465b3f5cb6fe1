import { resources } from '@tack/contract';
import { handler } from '../../plugins/resources.ts';
import {
  getSettings,
  listNotifications,
  markSeen,
  notificationCount,
  updateSettings,
} from './notifications.service.ts';

export const notificationHandlers = {
  NotificationsResource: { get: handler(resources.NotificationsResource.get, listNotifications) },
  NotificationCountResource: {
    get: handler(resources.NotificationCountResource.get, notificationCount),
  },
  NotificationsSeenResource: {
    update: handler(resources.NotificationsSeenResource.update, (ctx, o) => markSeen(ctx, o.up_to)),
  },
  NotificationSettingsResource: {
    get: handler(resources.NotificationSettingsResource.get, getSettings),
    update: handler(resources.NotificationSettingsResource.update, updateSettings),
  },
};
