import {
  adminOverviewQuerySchema,
  adminSearchesQuerySchema,
  type AdminOverviewWithTrends,
  type AdminSearches,
} from '@core/schemas/adminTrends';
import { adminPolicy } from '../../policies/admin';
import { adminOverview } from '../../services/admin/overview';
import { overviewTrends, searchesReport } from '../../services/admin/overviewTrends';
import type { ApiRouter } from '../apiRouter';

/** The admin overview (queues and trends) and the searches that found nothing (#22). */
export function adminTrendRoutes(api: ApiRouter) {
  // One request for the overview screen: the queues, and the trends of the period asked.
  api.add({
    method: 'get',
    path: '/admin/overview',
    policy: adminPolicy.review,
    query: adminOverviewQuerySchema,
    handler: async ({ deps, query }): Promise<AdminOverviewWithTrends> => {
      // This process's last few seconds of searches first: the admin sees what just happened.
      await deps.searches.flush();
      const [queues, trends] = await Promise.all([
        adminOverview(),
        overviewTrends(deps.knex, query.days),
      ]);
      return { ...queues, trends };
    },
  });

  api.add({
    method: 'get',
    path: '/admin/searches',
    policy: adminPolicy.review,
    query: adminSearchesQuerySchema,
    handler: async ({ deps, query }): Promise<AdminSearches> => {
      await deps.searches.flush();
      return searchesReport(deps.knex, query.days);
    },
  });
}
