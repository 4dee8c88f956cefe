import { notificationPatchSchema } from '@core/schemas/notifications';
import { notificationPolicy } from '../policies/notifications';
import {
  notificationSettingsOf,
  updateNotificationSettings,
} from '../services/notificationSettings';
import type { ApiRouter } from './apiRouter';

/** The signed-in user's notification preferences (the console profile's section). */
export function notificationRoutes(api: ApiRouter) {
  api.add({
    method: 'get',
    path: '/profile/notifications',
    policy: notificationPolicy.manageOwn,
    handler: ({ actor, deps }) => notificationSettingsOf(deps.knex, actor),
  });

  api.add({
    method: 'patch',
    path: '/profile/notifications',
    policy: notificationPolicy.manageOwn,
    body: notificationPatchSchema,
    handler: ({ actor, body, deps }) => updateNotificationSettings(deps.knex, actor, body),
  });
}
