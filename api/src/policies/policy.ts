/**
 * Who may call what is decided here, on the server, from the session's user only. Deny by
 * default: every route names a policy (see routes/apiRouter.ts), and a policy allows nothing it
 * does not say. Object-level rules (a vendor's own company) live in each resource's file.
 */
import type { Role } from '@core/enums';

/** The signed-in user as policies see them. */
export interface Actor {
  id: number;
  role: Role;
  name: string;
  email: string;
  /** The vendor's own company; null for admins and writers. */
  companyId: number | null;
}

export interface Policy {
  /** Shown in the route list and in tests. */
  description: string;
  /** Does this actor (null: not signed in) get past the route's door? */
  allows(actor: Actor | null): boolean;
}

export const anyone: Policy = { description: 'anyone', allows: () => true };

export const signedIn: Policy = {
  description: 'signed in',
  allows: (actor) => actor !== null,
};

export function roles(...allowed: Role[]): Policy {
  return {
    description: allowed.join(' or '),
    allows: (actor) => actor !== null && allowed.includes(actor.role),
  };
}

/** A vendor acting on an object of their own company. */
export function ownsCompanyObject(actor: Actor | null, object: { companyId: number }): boolean {
  return (
    actor?.role === 'vendor' && actor.companyId !== null && actor.companyId === object.companyId
  );
}
