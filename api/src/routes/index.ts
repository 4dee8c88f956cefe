import type { Knex } from 'knex';
import { createLoginLimiters } from '../services/accounts';
import { createLeadLimiters } from '../services/leads';
import { ApiRouter } from './apiRouter';
import { authRoutes } from './auth';
import { carRoutes } from './cars';
import { companyRoutes } from './companies';
import { healthRoutes } from './health';
import { leadRoutes } from './leads';

/** Every /api route of the product, each with its policy. */
export function buildApiRouter(knex: Knex): ApiRouter {
  const api = new ApiRouter();
  healthRoutes(api);
  authRoutes(api, createLoginLimiters(knex));
  carRoutes(api);
  companyRoutes(api);
  leadRoutes(api, createLeadLimiters(knex));
  return api;
}
