import type { Knex } from 'knex';
import { createLoginLimiters } from '../services/accounts';
import { ApiRouter } from './apiRouter';
import { authRoutes } from './auth';
import { carRoutes } from './cars';
import { healthRoutes } from './health';

/** Every /api route of the product, each with its policy. */
export function buildApiRouter(knex: Knex): ApiRouter {
  const api = new ApiRouter();
  healthRoutes(api);
  authRoutes(api, createLoginLimiters(knex));
  carRoutes(api);
  return api;
}
