import type { ParameterizedContext } from 'koa';
import type { AppContext, AppState } from '../appContext';
import { User } from '../models';
import type { Actor } from '../policies/policy';
import { toActor } from './actor';
import { rememberDevice } from './knownDevice';
import { setSignedInHint } from './session';

/**
 * Starts a fresh session for the user: a new id (no fixation), the user id inside. Used by
 * sign-in, sign-up and accepting a blog invitation.
 */
export async function signIn(
  ctx: ParameterizedContext<AppState, AppContext>,
  user: User,
): Promise<Actor> {
  await ctx.session!.regenerate();
  ctx.session!.userId = user.id;
  // The absolute lifetime counts from here (auth/sessionStore.ts).
  ctx.session!.signedInAt = Date.now();
  setSignedInHint(ctx, ctx.deps.config, true);
  rememberDevice(ctx, ctx.deps.config, user.id);
  const withCompany = await User.query().findById(user.id).withGraphFetched('company');
  const actor = toActor(withCompany ?? user);
  ctx.state.actor = actor;
  return actor;
}
