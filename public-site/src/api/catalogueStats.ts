/** The live figures the site quotes (GET /api/catalogue/stats), as honest claims ("70+"). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { countClaim } from '@core/rules/countClaim';
import type { CatalogueStats } from '@core/schemas/carSearch';

export const catalogueStatsQuery = () =>
  queryOptions<CatalogueStats>({ queryKey: ['/api/catalogue/stats'] });

// A type, not an interface: it is passed as i18next's interpolation options (a record).
export type LiveClaims = { partners: string; cars: string };

/** The counts rounded down ("70+ verified companies"); undefined until they are known. */
export function useLiveClaims(): LiveClaims | undefined {
  const { data } = useQuery(catalogueStatsQuery());
  return data && { partners: countClaim(data.verifiedCompanies), cars: countClaim(data.cars) };
}
