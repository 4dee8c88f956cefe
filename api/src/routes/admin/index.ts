import type { ApiRouter } from '../apiRouter';
import { adminCompanyRoutes } from './adminCompanies';
import { adminDocumentRoutes } from './adminDocuments';
import { adminListingRoutes } from './adminListings';
import { adminInboxRoutes } from './adminSupport';
import { adminVendorRoutes } from './adminVendors';
import { adminTrendRoutes } from './adminTrends';

/** Every /api/admin route of the review console (admin leads live with the leads routes). */
export function adminRoutes(api: ApiRouter) {
  adminInboxRoutes(api);
  adminTrendRoutes(api);
  adminListingRoutes(api);
  adminVendorRoutes(api);
  adminDocumentRoutes(api);
  adminCompanyRoutes(api);
}
