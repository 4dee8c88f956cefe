import type { Knex } from 'knex';
import { blogSettingsSchema, DEFAULT_BLOG_SETTINGS, type BlogSettings } from '@core/schemas/blog';
import { Setting } from '../models';

const KEY = 'blog';

/** The blog's settings: what is stored over the defaults (a value that no longer fits is ignored). */
export async function getBlogSettings(trx?: Knex.Transaction): Promise<BlogSettings> {
  const row = await Setting.query(trx).findById(KEY);
  const parsed = blogSettingsSchema.partial().safeParse(row?.value ?? {});
  return { ...DEFAULT_BLOG_SETTINGS, ...(parsed.success ? stripUndefined(parsed.data) : {}) };
}

export async function updateBlogSettings(patch: Partial<BlogSettings>): Promise<BlogSettings> {
  const next = { ...(await getBlogSettings()), ...stripUndefined(patch) };
  await Setting.query()
    .insert({ key: KEY, value: next, updatedAt: new Date() })
    .onConflict('key')
    .merge();
  return next;
}

function stripUndefined<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as Partial<T>;
}
