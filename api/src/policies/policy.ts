/**
 * Who may call what is decided here, on the server, from the session's user only. Deny by
 * default: every route names a policy (see routes/apiRouter.ts), and a policy allows nothing it
 * does not say. Object-level rules (a vendor's own company) live in each resource's file.
 */
import type { Role } from '@core/enums';
import type { CompanyRole } from '@core/schemas/team';

/** The signed-in user as policies see them. */
export interface Actor {
  id: number;
  role: Role;
  name: string;
  email: string;
  /** The vendor's own company; null for admins and writers. */
  companyId: number | null;
  /** The vendor's place in the company's team: owners do everything, staff cars and leads. */
  companyRole: CompanyRole | null;
  /** Has the user confirmed the e-mail address (vendors who signed up; see accountEmail.ts)? */
  emailVerified: boolean;
}

/**
 * `A` is who gets through: `Actor` for a policy that requires sign-in (its routes' handlers get
 * a non-null actor), `Actor | null` for one open to anyone.
 */
export interface Policy<A extends Actor | null = Actor | null> {
  /** Shown in the route list and in tests. */
  description: string;
  /** Does this actor (null: not signed in) get past the route's door? */
  allows(actor: Actor | null): actor is A;
}

export const anyone: Policy<Actor | null> = {
  description: 'anyone',
  allows: (_actor): _actor is Actor | null => true,
};

export const signedIn: Policy<Actor> = {
  description: 'signed in',
  allows: (actor): actor is Actor => actor !== null,
};

export function roles(...allowed: Role[]): Policy<Actor> {
  return {
    description: allowed.join(' or '),
    allows: (actor): actor is Actor => actor !== null && allowed.includes(actor.role),
  };
}

/** A vendor acting on an object of their own company. */
export function ownsCompanyObject(actor: Actor | null, object: { companyId: number }): boolean {
  return (
    actor?.role === 'vendor' && actor.companyId !== null && actor.companyId === object.companyId
  );
}

/**
 * A company's owner (core/schemas/team.ts): billing, documents, the company's profile, support
 * and the team. Staff (cars, leads, their own account) are refused with a 403.
 */
export const companyOwners: Policy<Actor> = {
  description: 'company owner',
  allows: (actor): actor is Actor => actor?.role === 'vendor' && actor.companyRole === 'owner',
};

/** A resource's object rules: for each action, may this actor take it on this object? */
export type ObjectRules<T, A extends string> = Record<A, (actor: Actor, object: T) => boolean>;

/**
 * `can` of a presented object: every action's rule applied (Outline's presentPolicies). The
 * routes check the same rules, so the console offers exactly what the server would allow.
 */
export function abilitiesOf<T, A extends string>(
  rules: ObjectRules<T, A>,
  actor: Actor,
  object: T,
): Record<A, boolean> {
  return Object.fromEntries(
    Object.entries<(actor: Actor, object: T) => boolean>(rules).map(([action, rule]) => [
      action,
      rule(actor, object),
    ]),
  ) as Record<A, boolean>;
}
