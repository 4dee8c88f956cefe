import type { ParameterizedContext } from 'koa';
import type { AppContext, AppState } from '../appContext';
import { notFound } from '../errors';

/** A stable cache key: the same search written in any parameter order is one entry. */
export function cacheKey(prefix: string, value: unknown): string {
  return `${prefix}:${JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(
          Object.entries(v as Record<string, unknown>).sort(([a], [b]) => a.localeCompare(b)),
        )
      : v,
  )}`;
}

/**
 * Answers a public catalogue read from the catalogue cache. The JSON text is what is kept, so a
 * cached answer costs no serialisation. A load that finds nothing (null) answers 404.
 */
export async function sendCachedJson(
  ctx: ParameterizedContext<AppState, AppContext>,
  key: string,
  load: () => Promise<unknown>,
  notFoundMessage = 'Not found',
): Promise<void> {
  const json = await ctx.deps.catalogue.cache.get(key, async () => JSON.stringify(await load()));
  if (json === 'null') throw notFound(notFoundMessage);
  ctx.type = 'application/json';
  ctx.body = json;
}
