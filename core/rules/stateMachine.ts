/**
 * One shape for every status a resource moves through (posts, listings, documents, companies):
 * a table of named acts, each with the statuses it starts from, the one it leads to and the
 * roles that may take it. The API's policies and services, the console's buttons and the tests
 * all read the same table, so "may this happen?" has one answer.
 *
 * Who may act on which object (a writer's own post, a vendor's own listing) stays with the
 * policies: the table only knows roles.
 */
import type { Role } from '../enums';

export interface Transition<S extends string> {
  /** Statuses the act may start from. */
  readonly from: readonly S[];
  /** The status it leads to. */
  readonly to: S;
  /** The roles that may take it. */
  readonly by: readonly Role[];
}

export type TransitionTable<A extends string, S extends string> = Readonly<
  Record<A, Transition<S>>
>;

/** May `act` be taken from status `from` (by `role`, when one is given)? */
export function canTransition<A extends string, S extends string>(
  table: TransitionTable<A, S>,
  act: A,
  from: S,
  role?: Role,
): boolean {
  const transition = table[act];
  return transition.from.includes(from) && (role === undefined || transition.by.includes(role));
}

/** The acts `role` may take from `from`, in the table's order (the console's buttons). */
export function actsFrom<A extends string, S extends string>(
  table: TransitionTable<A, S>,
  from: S,
  role: Role,
): A[] {
  return (Object.keys(table) as A[]).filter((act) => canTransition(table, act, from, role));
}

/** The statuses reachable in one act from `from`, by anyone (for the tests and the docs). */
export function statusesAfter<A extends string, S extends string>(
  table: TransitionTable<A, S>,
  from: S,
): S[] {
  const targets = (Object.values(table) as Transition<S>[])
    .filter((transition) => transition.from.includes(from))
    .map((transition) => transition.to);
  return [...new Set(targets)];
}

/**
 * Why `act` cannot be taken from `from`, in words (`label` names a status, `noun` the object);
 * null when it can. The role is not judged here: the route's policy refused it already.
 */
export function transitionProblem<A extends string, S extends string>(
  table: TransitionTable<A, S>,
  act: A,
  from: S,
  { noun, label, verb = act }: { noun: string; label: (status: S) => string; verb?: string },
): string | null {
  if (canTransition(table, act, from)) return null;
  const transition = table[act];
  // "Already" only when this act is the one way into the status (not a draft, which a
  // sent-back and an unpublished post both become).
  const waysIn = (Object.values(table) as Transition<S>[]).filter((t) => t.to === from);
  if (transition.to === from && waysIn.length === 1) {
    return `This ${noun} is already ${label(from)}`;
  }
  const starts = transition.from.map(label).join(' or ');
  return `Only a ${noun} that is ${starts} can be ${verb}; this one is ${label(from)}`;
}
