import type { AdminCompanyPage } from '@core/schemas/admin';
import { adminPolicy } from '../../policies/admin';
import { companyPage } from '../../services/admin/companyPage';
import { withEtag } from '../endpoint/versions';
import { ids, type ApiRouter } from '../apiRouter';
import { vendorVersionOf } from './versions';

const companyId = ids({ id: 'Company not found' });

/**
 * The admin's company page in one read. Its decisions (verify, reject, suspend, reinstate) are the
 * vendor list's routes (`/api/admin/vendors/:id/…`), which answer the company as it shows here.
 */
export function adminCompanyRoutes(api: ApiRouter) {
  api.add({
    method: 'get',
    path: '/admin/companies/:id',
    policy: adminPolicy.review,
    params: companyId,
    handler: ({ actor, params }) => companyPage(params.id, actor),
    present: (page): AdminCompanyPage => ({
      ...page,
      company: withEtag(page.company, vendorVersionOf),
    }),
  });
}
