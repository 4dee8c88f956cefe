import { z } from './zod';

/**
 * `can`: what the current user may do with one object, one boolean per action. The server
 * computes it with the same rule that guards each action's route (api/src/policies, after
 * Outline's presentPolicies); the console shows exactly these actions and derives none itself.
 */
export function abilitiesSchema<const A extends string>(...actions: A[]) {
  return z.object(
    Object.fromEntries(actions.map((action) => [action, z.boolean()])) as Record<A, z.ZodBoolean>,
  );
}

export type Abilities<A extends string> = Record<A, boolean>;
