import type { RouterMiddleware } from '@koa/router';
import type { Knex } from 'knex';
import type { AppContext, AppState } from '../appContext';
import { createLoginLimiters } from '../services/accounts';
import { createLeadLimiters } from '../services/leads';
import { ApiRouter } from './apiRouter';
import { authRoutes } from './auth';
import { carImageRoutes } from './carImages';
import { carRoutes } from './cars';
import { companyRoutes } from './companies';
import { healthRoutes } from './health';
import { leadRoutes } from './leads';
import { vendorCarRoutes } from './vendorCars';

/** Every /api route of the product, each with its policy. */
export function buildApiRouter(
  knex: Knex,
  sessionStack: RouterMiddleware<AppState, AppContext>[] = [],
): ApiRouter {
  const api = new ApiRouter(sessionStack);
  healthRoutes(api);
  authRoutes(api, createLoginLimiters(knex));
  carRoutes(api);
  companyRoutes(api);
  leadRoutes(api, createLeadLimiters(knex));
  vendorCarRoutes(api);
  carImageRoutes(api);
  return api;
}
