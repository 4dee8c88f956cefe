/**
 * Every migration, in order. Imported statically (not read from the folder at run time) so the
 * same list works under tsx, vitest and any bundler. A new migration file is added here too;
 * a test checks that the folder and this list agree.
 */
import type { Knex } from 'knex';
import * as initialSchema from './20261121120000_initial_schema';
import * as rateLimits from './20261121130000_rate_limits';
import * as carSearch from './20261121140000_car_search';
import * as searchWords from './20261121170000_search_words';
import * as vendorWorkspace from './20261122090000_vendor_workspace';
import * as blog from './20261122100000_blog';
import * as adminModeration from './20261123090000_admin_moderation';
import * as postSlugRedirects from './20261124090000_post_slug_redirects';
import * as accountSafety from './20261124100000_account_safety';
import * as markDemoUsers from './20261124100100_mark_demo_users';
import * as idempotencyKeys from './20261124110000_idempotency_keys';
import * as listingRevisions from './20261124120000_listing_revisions';
import * as searchIndexInMemory from './20261127010000_search_index_in_memory';
import * as teamMembers from './20261127073257_team_members';
import * as postReviewComment from './20261127073336_post_review_comment';
import * as mail from './20261127090000_mail';
import * as accountLifecycle from './20261127100000_account_lifecycle';
import * as notificationPreferences from './20261127110000_notification_preferences';
import * as trips from './20261127140000_trips';
import * as featuredPlacements from './20261127150000_featured_placements';
import * as postLanguage from './20261127170000_post_language';
import * as auditPeople from './20261127173000_audit_people';
import * as searchStats from './20261127204400_search_stats';
import * as listingAnalytics from './20261127204500_listing_analytics';
import * as arabicCompanyTexts from './20261127204600_arabic_company_texts';
import * as blogCategoryArabic from './20261128000000_blog_category_arabic';

interface Migration {
  up(knex: Knex): Promise<void>;
  down(knex: Knex): Promise<void>;
}

export const MIGRATIONS: ReadonlyArray<readonly [name: string, migration: Migration]> = [
  ['20261121120000_initial_schema.ts', initialSchema],
  ['20261121130000_rate_limits.ts', rateLimits],
  ['20261121140000_car_search.ts', carSearch],
  ['20261121170000_search_words.ts', searchWords],
  ['20261122090000_vendor_workspace.ts', vendorWorkspace],
  ['20261122100000_blog.ts', blog],
  ['20261123090000_admin_moderation.ts', adminModeration],
  ['20261124090000_post_slug_redirects.ts', postSlugRedirects],
  ['20261124100000_account_safety.ts', accountSafety],
  ['20261124100100_mark_demo_users.ts', markDemoUsers],
  ['20261124110000_idempotency_keys.ts', idempotencyKeys],
  ['20261124120000_listing_revisions.ts', listingRevisions],
  ['20261127010000_search_index_in_memory.ts', searchIndexInMemory],
  ['20261127073257_team_members.ts', teamMembers],
  ['20261127073336_post_review_comment.ts', postReviewComment],
  ['20261127090000_mail.ts', mail],
  ['20261127100000_account_lifecycle.ts', accountLifecycle],
  ['20261127110000_notification_preferences.ts', notificationPreferences],
  ['20261127140000_trips.ts', trips],
  ['20261127150000_featured_placements.ts', featuredPlacements],
  ['20261127170000_post_language.ts', postLanguage],
  ['20261127173000_audit_people.ts', auditPeople],
  ['20261127204400_search_stats.ts', searchStats],
  ['20261127204500_listing_analytics.ts', listingAnalytics],
  ['20261127204600_arabic_company_texts.ts', arabicCompanyTexts],
  ['20261128000000_blog_category_arabic.ts', blogCategoryArabic],
];

export const migrationSource: Knex.MigrationSource<readonly [string, Migration]> = {
  getMigrations: async () => [...MIGRATIONS],
  getMigrationName: ([name]) => name,
  getMigration: async ([, migration]) => migration,
};
