import type { Middleware } from 'koa';
import { badRequest, notFound } from '../errors';

/**
 * PostgreSQL text cannot hold the NUL character: a string with one would fail deep in a query
 * as a 500. Such input is refused here, for the body and the query string, naming the field.
 * A path with one (`/api/blog/posts/a%00b`) names nothing: 404 for every route at once, before
 * any handler runs (and so before one could mark the answer publicly cacheable).
 */
export const rejectNulCharacters: Middleware = async (ctx, next) => {
  if (/%00/.test(ctx.path)) throw notFound('Not found');
  const found = findNul((ctx.request as { body?: unknown }).body, []) ?? findNul(ctx.query, []);
  if (found) {
    const field = found.join('.') || 'body';
    throw badRequest(`Invalid ${field}: text may not contain NUL characters`, {
      [field]: 'Text may not contain NUL characters',
    });
  }
  await next();
};

function findNul(value: unknown, path: string[], depth = 0): string[] | null {
  if (typeof value === 'string') return value.includes('\u0000') ? path : null;
  if (depth > 20 || value === null || typeof value !== 'object') return null;
  for (const [key, item] of Object.entries(value)) {
    if (key.includes('\u0000')) return [...path, key.split('\u0000').join('')];
    const found = findNul(item, [...path, key], depth + 1);
    if (found) return found;
  }
  return null;
}
