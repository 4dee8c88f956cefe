import type { UnsubscribePageState } from '../mail/unsubscribePage';
import {
  applyUnsubscribe,
  readUnsubscribeToken,
  unsubscribeSubject,
  UNSUBSCRIBE_PATH,
  type UnsubscribeTarget,
} from '../mail/unsubscribe';
import { anyone } from '../policies/policy';
import type { AppServices } from '../appContext';
import type { ApiRouter, EndpointInput, RouteContext } from './apiRouter';

// The page's own inline styles and its form posting back here; nothing else.
const PAGE_CSP =
  "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'";

async function sendPage(ctx: RouteContext, state: UnsubscribePageState, status = 200) {
  // React's server renderer is loaded when the page is first asked for, not by every server
  // at start (its memory: docs/performance.md, "Memory").
  const { unsubscribePage } = await import('../mail/unsubscribePage');
  ctx.status = status;
  ctx.type = 'text/html; charset=utf-8';
  ctx.set('Content-Security-Policy', PAGE_CSP);
  ctx.body = unsubscribePage(state);
}

/**
 * Both methods read the link's signed token one way: a token that is malformed, not ours, or
 * names something gone is the 400 "invalid" page; otherwise `step` says what the page shows.
 */
function withTarget(
  step: (
    knex: AppServices['knex'],
    target: UnsubscribeTarget,
    ctx: RouteContext,
  ) => Promise<UnsubscribePageState | null>,
) {
  return async ({ ctx, deps }: EndpointInput<unknown, unknown, unknown, unknown>) => {
    const target = readUnsubscribeToken(deps.mail.links.secret, ctx.query.token);
    const state = target && (await step(deps.knex, target, ctx));
    if (!state) return sendPage(ctx, { step: 'invalid' }, 400);
    await sendPage(ctx, state);
  };
}

/**
 * One-click unsubscribe from an optional mail, without signing in: the signed token says what
 * and whose (mail/unsubscribe.ts). GET asks; POST (the page's button, or a mail client's
 * RFC 8058 one-click `List-Unsubscribe=One-Click`) turns the mail off. Anyone holding the
 * link may: the link was sent to the mailbox it concerns.
 */
export function mailUnsubscribeRoutes(api: ApiRouter) {
  const path = UNSUBSCRIBE_PATH.replace(/^\/api/, '');
  api.add({
    method: 'get',
    path,
    policy: anyone,
    cache: 'no-store',
    handler: withTarget(async (knex, target, ctx) => {
      const subject = await unsubscribeSubject(knex, target);
      return subject ? { step: 'confirm', target, subject, action: ctx.originalUrl } : null;
    }),
  });

  api.add({
    method: 'post',
    path,
    policy: anyone,
    cache: 'no-store',
    handler: withTarget(async (knex, target) =>
      (await applyUnsubscribe(knex, target)) ? { step: 'done' } : null,
    ),
  });
}
