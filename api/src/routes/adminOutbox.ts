import type { OutboxList } from '@core/schemas/mail';
import { notFound } from '../errors';
import { listDevelopmentOutbox } from '../mail';
import { mailPolicy } from '../policies/mail';
import type { ApiRouter } from './apiRouter';

/** The development outbox (no SMTP_URL): what the product would have sent, newest first. */
export function adminOutboxRoutes(api: ApiRouter) {
  api.add({
    method: 'get',
    path: '/admin/outbox',
    policy: mailPolicy.readOutbox,
    handler: async ({ deps }): Promise<OutboxList> => {
      // With a real SMTP server there is nothing to read here: sent mail keeps no body.
      if (!deps.mail.developmentOutbox) {
        throw notFound('There is no development outbox: mail is sent through SMTP_URL');
      }
      return { items: await listDevelopmentOutbox(deps.knex) };
    },
  });
}
