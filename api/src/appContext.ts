import type { Knex } from 'knex';
import type { Config } from './config';
import type { Logger } from './logger';
import type { Mail } from './mail';
import type { PaymentProvider } from './payments';
import type { Actor } from './policies/policy';
import type { Catalogue } from './services/catalogue';
import type { SearchRecorder } from './services/searchStats/searchRecorder';
import type { ListingEventRecorder } from './services/listingAnalytics/recorder';
import type { Storage } from './storage';

/** What every request carries in `ctx.state`. */
export interface AppState {
  /** The session's user, or null. The only source of authority. */
  actor: Actor | null;
  /** The session row's id (auth/sessionStore.ts), once the session has been read or saved. */
  sessionId?: string;
}

/** The part of koa-session's session object we use (its package declares no context type). */
export interface SessionHandle {
  userId?: number;
  regenerate(): Promise<void> | undefined;
  [key: string]: unknown;
}

/** What handlers reach through `ctx` besides Koa's own. */
export interface AppContext {
  deps: AppServices;
  session: SessionHandle | null;
}

export interface AppDeps {
  config: Config;
  knex: Knex;
  logger: Logger;
}

/** What the app adds to the deps it is given. */
export interface AppServices extends AppDeps {
  catalogue: Catalogue;
  /** Uploaded files (car photos, logos, verification documents). */
  storage: Storage;
  /** Bills plans (manual invoicing unless a card gateway is plugged in). */
  payments: PaymentProvider;
  /** Outgoing mail: the transport and the outbox's worker (api/src/mail/). */
  mail: Mail;
  /** Renters' searches counted for the admin's overview (services/searchStats/). */
  searches: SearchRecorder;
  /** Listing impressions, views and contact clicks, written in batches (never awaited). */
  listingEvents: ListingEventRecorder;
}
