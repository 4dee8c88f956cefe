import type { RouterMiddleware } from '@koa/router';
import type { Knex } from 'knex';
import type { AppContext, AppState } from '../appContext';
import { createLoginLimiters } from '../services/accounts';
import { createLeadLimiters } from '../services/leads/recordLead';
import { createPasswordResetLimiters } from '../services/passwordReset';
import { accountRoutes } from './account';
import { adminRoutes } from './admin';
import { adminOutboxRoutes } from './adminOutbox';
import { ApiRouter } from './apiRouter';
import { adminBlogRoutes } from './adminBlog';
import { authRoutes } from './auth';
import { blogRoutes } from './blog';
import { carBlockRoutes } from './carBlocks';
import { carFeatureRoutes } from './carFeatures';
import { carImageRoutes } from './carImages';
import { carRoutes } from './cars';
import { companyRoutes } from './companies';
import { fleetImportRoutes } from './fleetImport';
import { healthRoutes } from './health';
import { leadRoutes } from './leads';
import { createListingEventLimiters, listingEventRoutes } from './listingEvents';
import { mailUnsubscribeRoutes } from './mailUnsubscribe';
import { notificationRoutes } from './notifications';
import { passwordResetRoutes } from './passwordReset';
import { paymentMethodRoutes } from './paymentMethods';
import { planRoutes } from './plans';
import { supportRoutes } from './support';
import { teamRoutes } from './team';
import { vendorCarRoutes } from './vendorCars';
import { vendorDocumentRoutes } from './vendorDocuments';
import { vendorProfileRoutes } from './vendorProfile';

/** Every /api route of the product, each with its policy. */
export function buildApiRouter(
  knex: Knex,
  sessionStack: RouterMiddleware<AppState, AppContext>[] = [],
  {
    signUpsPerHour,
    listingEventsPerMinute,
  }: { signUpsPerHour?: number; listingEventsPerMinute?: number } = {},
): ApiRouter {
  const api = new ApiRouter(sessionStack);
  healthRoutes(api);
  authRoutes(api, createLoginLimiters(knex, signUpsPerHour));
  carRoutes(api);
  companyRoutes(api);
  leadRoutes(api, createLeadLimiters(knex));
  listingEventRoutes(api, createListingEventLimiters(knex, listingEventsPerMinute));
  fleetImportRoutes(api);
  vendorCarRoutes(api);
  carImageRoutes(api);
  carBlockRoutes(api);
  carFeatureRoutes(api);
  planRoutes(api);
  vendorProfileRoutes(api);
  vendorDocumentRoutes(api);
  paymentMethodRoutes(api);
  supportRoutes(api);
  blogRoutes(api);
  adminBlogRoutes(api);
  adminRoutes(api);
  passwordResetRoutes(api, createPasswordResetLimiters(knex));
  adminOutboxRoutes(api);
  mailUnsubscribeRoutes(api);
  notificationRoutes(api);
  accountRoutes(api, knex);
  teamRoutes(api, knex);
  return api;
}
