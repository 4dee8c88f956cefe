import type { Middleware } from 'koa';
import type { AppContext, AppState } from '../appContext';
import { User } from '../models';
import type { Actor } from '../policies/policy';

/**
 * Puts the session's user on `ctx.state.actor`. Nothing from the request but the session
 * decides who is acting: headers such as the original product's admin marker are ignored.
 * A session whose user is gone or disabled is ended. Sessions from before the absolute
 * lifetime existed get their clock started now.
 */
export const loadActor: Middleware<AppState, AppContext> = async (ctx, next) => {
  ctx.state.actor = null;
  const userId = ctx.session?.userId;
  if (typeof userId === 'number') {
    const user = await User.query()
      .findById(userId)
      .withGraphFetched('company(idAndRole)')
      .modifiers({
        // A select of our own drops the relation's extra column: name the role too.
        idAndRole: (qb) => qb.select('companies.id', 'company_members.role as member_role'),
      });
    if (user && user.status === 'active') {
      ctx.state.actor = toActor(user);
      if (typeof ctx.session?.signedInAt !== 'number') ctx.session!.signedInAt = Date.now();
    } else {
      ctx.session = null;
    }
  }
  await next();
};

export function toActor(user: User): Actor {
  return {
    id: user.id,
    role: user.role,
    name: user.name,
    email: user.email,
    companyId: user.role === 'vendor' ? (user.company?.id ?? null) : null,
    companyRole: user.role === 'vendor' ? (user.company?.memberRole ?? null) : null,
    emailVerified: user.emailVerifiedAt !== null,
  };
}
