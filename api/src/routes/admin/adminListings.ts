import {
  adminListingsQuerySchema,
  bulkApproveSchema,
  listingApproveSchema,
  listingRejectSchema,
  type AdminListing,
  type AdminListingPage,
  type BulkApproveResult,
} from '@core/schemas/admin';
import { idOr404, parseInput } from '../../errors';
import { adminPolicy } from '../../policies/admin';
import {
  approveListing,
  bulkApproveListings,
  listListingsForReview,
  rejectListing,
} from '../../services/admin/listingModeration';
import type { ApiRouter } from '../apiRouter';

const listingIdOf = (raw: unknown) => idOr404(raw, 'Listing not found');

/** The listing queue and its decisions. Every decision may change what renters see. */
export function adminListingRoutes(api: ApiRouter) {
  api.add({
    method: 'get',
    path: '/admin/listings',
    policy: adminPolicy.moderate,
    handler: async (ctx) => {
      const query = parseInput(adminListingsQuerySchema, ctx.query, 'query');
      ctx.set('Cache-Control', 'no-store');
      ctx.body = (await listListingsForReview(query)) satisfies AdminListingPage;
    },
  });

  api.add({
    method: 'post',
    path: '/admin/listings/bulk-approve',
    policy: adminPolicy.moderate,
    handler: async (ctx) => {
      const { ids } = parseInput(bulkApproveSchema, ctx.request.body, 'body');
      const result = await bulkApproveListings(ctx.deps.knex, ctx.state.actor!, ids, {
        storage: ctx.deps.storage,
      });
      if (result.approved.length) ctx.deps.catalogue.changed();
      ctx.set('Cache-Control', 'no-store');
      ctx.body = result satisfies BulkApproveResult;
    },
  });

  api.add({
    method: 'post',
    path: '/admin/listings/:id/approve',
    policy: adminPolicy.moderate,
    handler: async (ctx) => {
      const { revision } = parseInput(listingApproveSchema, ctx.request.body ?? {}, 'body');
      const listing = await approveListing(
        ctx.deps.knex,
        ctx.state.actor!,
        listingIdOf(ctx.params.id),
        { revision, storage: ctx.deps.storage },
      );
      ctx.deps.catalogue.changed();
      ctx.set('Cache-Control', 'no-store');
      ctx.body = listing satisfies AdminListing;
    },
  });

  api.add({
    method: 'post',
    path: '/admin/listings/:id/reject',
    policy: adminPolicy.moderate,
    handler: async (ctx) => {
      const { reason, revision } = parseInput(listingRejectSchema, ctx.request.body, 'body');
      const listing = await rejectListing(
        ctx.deps.knex,
        ctx.state.actor!,
        listingIdOf(ctx.params.id),
        reason,
        { revision, storage: ctx.deps.storage },
      );
      ctx.deps.catalogue.changed();
      ctx.set('Cache-Control', 'no-store');
      ctx.body = listing satisfies AdminListing;
    },
  });
}
