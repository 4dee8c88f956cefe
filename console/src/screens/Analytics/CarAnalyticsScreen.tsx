/** /dashboard/cars/:id/analytics: one car's views, clicks, leads and price against the market. */
import { lazy, Suspense } from 'react';
import { Link, useParams } from 'react-router';
import { Button } from 'antd';
import { useVendorCar } from '../../api/vendorCars';
import { QueryState, querySkeleton } from '../../components/QueryState';
import analyticsStrings from '../../i18n/locales/en/analytics.json';
import { addEnglish } from '../../i18n/strings';
import { useVendorT } from '../../i18n/VendorI18n';

addEnglish(analyticsStrings);

const ListingAnalytics = lazy(() => import('./ListingAnalytics'));

export default function CarAnalyticsScreen() {
  const id = Number(useParams().id);
  const car = useVendorCar(id);
  const t = useVendorT();
  return (
    <QueryState query={car}>
      {(listing) => (
        <div className="analytics">
          <div className="analytics-head">
            <strong>{listing.title}</strong>
            <Link to={`/dashboard/cars/${listing.id}/edit`}>
              <Button size="small">{t('analytics.editListing')}</Button>
            </Link>
          </div>
          <Suspense fallback={querySkeleton}>
            <ListingAnalytics carId={listing.id} />
          </Suspense>
        </div>
      )}
    </QueryState>
  );
}
