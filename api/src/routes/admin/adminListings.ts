import {
  adminListingsQuerySchema,
  bulkApproveSchema,
  listingApproveSchema,
  listingRejectSchema,
  type AdminListing,
  type AdminListingPage,
  type BulkApproveResult,
} from '@core/schemas/admin';
import { adminPolicy } from '../../policies/admin';
import {
  approveListing,
  bulkApproveListings,
  listListingsForReview,
  rejectListing,
} from '../../services/admin/listingReview';
import { ids, type ApiRouter } from '../apiRouter';
import { withEtag } from '../endpoint/versions';
import { listingVersion, listingVersionOf } from './versions';

const listingId = ids({ id: 'Listing not found' });
const versioned = (listing: AdminListing): AdminListing => withEtag(listing, listingVersionOf);

/** The listing queue and its decisions. Every decision may change what renters see. */
export function adminListingRoutes(api: ApiRouter) {
  api.add({
    method: 'get',
    path: '/admin/listings',
    policy: adminPolicy.review,
    query: adminListingsQuerySchema,
    handler: ({ actor, query }) => listListingsForReview(query, actor),
    present: (page): AdminListingPage => ({ ...page, items: page.items.map(versioned) }),
  });

  api.add({
    method: 'post',
    path: '/admin/listings/bulk-approve',
    policy: adminPolicy.approveListing,
    body: bulkApproveSchema,
    handler: ({ actor, body, deps }): Promise<BulkApproveResult> =>
      bulkApproveListings(deps.knex, actor, body.ids, { storage: deps.storage }),
    changesCatalogue: (result) => result.approved.length > 0,
  });

  api.add({
    method: 'post',
    path: '/admin/listings/:id/approve',
    policy: adminPolicy.approveListing,
    params: listingId,
    body: listingApproveSchema,
    version: listingVersion,
    handler: async ({ actor, params, body, deps }) => {
      const listing = await approveListing(deps.knex, actor, params.id, {
        revision: body.revision,
        storage: deps.storage,
        publicUrl: deps.config.publicUrl,
      });
      deps.mail.worker.wake();
      return listing;
    },
    changesCatalogue: true,
    present: versioned,
  });

  api.add({
    method: 'post',
    path: '/admin/listings/:id/reject',
    policy: adminPolicy.rejectListing,
    params: listingId,
    body: listingRejectSchema,
    version: listingVersion,
    handler: async ({ actor, params, body, deps }) => {
      const listing = await rejectListing(deps.knex, actor, params.id, body.reason, {
        revision: body.revision,
        storage: deps.storage,
        publicUrl: deps.config.publicUrl,
      });
      deps.mail.worker.wake();
      return listing;
    },
    changesCatalogue: true,
    present: versioned,
  });
}
