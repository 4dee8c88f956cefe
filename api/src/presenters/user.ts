import type { CurrentUser } from '@core/schemas/auth';
import type { Actor } from '../policies/policy';

/**
 * The current user as the apps see it: never a password hash or a status flag. `mail` says
 * whether the server keeps mail in the development outbox (told to admins only).
 */
export function presentCurrentUser(
  actor: Actor,
  mail: { developmentOutbox: boolean },
): CurrentUser {
  return {
    id: actor.id,
    email: actor.email,
    name: actor.name,
    role: actor.role,
    ...(actor.companyId !== null ? { companyId: actor.companyId } : {}),
    ...(actor.companyRole !== null ? { companyRole: actor.companyRole } : {}),
    emailVerified: actor.emailVerified,
    ...(actor.role === 'admin' ? { developmentOutbox: mail.developmentOutbox } : {}),
  };
}
