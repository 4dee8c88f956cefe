import {
  adminVendorsQuerySchema,
  decisionReasonSchema,
  type AdminVendor,
  type AdminVendorPage,
} from '@core/schemas/admin';
import { adminPolicy } from '../../policies/admin';
import type { Actor } from '../../policies/policy';
import {
  listVendors,
  reinstateCompany,
  rejectCompanyVerification,
  suspendCompany,
  vendorView,
  verifyCompany,
} from '../../services/admin/companyReview';
import { ids, type ApiRouter } from '../apiRouter';
import { withEtag } from '../endpoint/versions';
import { vendorVersion, vendorVersionOf } from './versions';

const companyId = ids({ id: 'Company not found' });
const versioned = (vendor: AdminVendor): AdminVendor => withEtag(vendor, vendorVersionOf);
/** Every decision answers the company as the list shows it. */
const presentVendor = async (
  _change: unknown,
  { actor, params }: { actor: Actor; params: { id: number } },
) => versioned(await vendorView(params.id, actor));

/** Rental companies (`:id` is the company's id): verification and suspension. */
export function adminVendorRoutes(api: ApiRouter) {
  api.add({
    method: 'get',
    path: '/admin/vendors',
    policy: adminPolicy.review,
    query: adminVendorsQuerySchema,
    handler: ({ actor, query }) => listVendors(query, actor),
    present: (page): AdminVendorPage => ({ ...page, items: page.items.map(versioned) }),
  });

  api.add({
    method: 'post',
    path: '/admin/vendors/:id/verify',
    policy: adminPolicy.verifyCompany,
    params: companyId,
    version: vendorVersion,
    handler: ({ actor, params, deps }) =>
      verifyCompany(deps.knex, actor, params.id, deps.config.publicUrl),
    changesCatalogue: ({ publicChange }) => publicChange,
    present: presentVendor,
  });

  api.add({
    method: 'post',
    path: '/admin/vendors/:id/reject',
    policy: adminPolicy.rejectCompany,
    params: companyId,
    body: decisionReasonSchema,
    version: vendorVersion,
    handler: ({ actor, params, body, deps }) =>
      rejectCompanyVerification(deps.knex, actor, params.id, body.reason, deps.config.publicUrl),
    changesCatalogue: ({ publicChange }) => publicChange,
    present: presentVendor,
  });

  // Suspension and reinstatement change which cars and companies renters see: at once.
  api.add({
    method: 'post',
    path: '/admin/vendors/:id/suspend',
    policy: adminPolicy.suspendCompany,
    params: companyId,
    body: decisionReasonSchema,
    version: vendorVersion,
    handler: ({ actor, params, body, deps }) =>
      suspendCompany(deps.knex, actor, params.id, body.reason, deps.config.publicUrl),
    changesCatalogue: true,
    present: presentVendor,
  });

  api.add({
    method: 'post',
    path: '/admin/vendors/:id/reinstate',
    policy: adminPolicy.reinstateCompany,
    params: companyId,
    version: vendorVersion,
    handler: ({ actor, params, deps }) =>
      reinstateCompany(deps.knex, actor, params.id, deps.config.publicUrl),
    changesCatalogue: true,
    present: presentVendor,
  });
}
