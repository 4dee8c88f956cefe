import type { Knex } from 'knex';
import { enqueueMail, type MailToSend } from './outbox';
import type { MailTemplateName } from './templates';

export interface CompanyOwner {
  email: string;
  name: string;
  companyName: string;
}

/** The account that owns a company: vendor mail about the company goes to it. */
export async function companyOwner(
  trx: Knex.Transaction,
  companyId: number,
): Promise<CompanyOwner | undefined> {
  return (await trx('companies')
    .join('users', 'users.id', 'companies.owner_id')
    .where('companies.id', companyId)
    .first('users.email', 'users.name', 'companies.name as companyName')) as
    CompanyOwner | undefined;
}

/**
 * Queues a message for the owner of a company, in the caller's transaction (nothing when the
 * company has no owner). `build` makes the message from the owner. The outbox row's id, or null
 * when nothing was queued (no owner, or the message's key was queued before).
 */
export async function enqueueOwnerMail<N extends MailTemplateName>(
  trx: Knex.Transaction,
  companyId: number,
  build: (owner: CompanyOwner) => Omit<MailToSend<N>, 'to'>,
): Promise<number | null> {
  const owner = await companyOwner(trx, companyId);
  if (!owner) return null;
  return enqueueMail(trx, { ...build(owner), to: owner.email });
}
