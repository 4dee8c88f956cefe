import { useQueries } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useTranslation } from '../../i18n/react';
import { Link } from '../../components/Link/Link';
import { carDetailQuery } from '../../api/carDetail';
import { ApiRequestError } from '../../api/client';
import { CarCard } from '../../components/CarCard/CarCard';
import {
  favouritesStore,
  useFavourites,
  type FavouriteCar,
} from '../../components/Favourites/favouritesStore';
import { HeartIcon } from '../../components/Icon/Icon';
import { PageHead } from '../../components/PageHead/PageHead';
import { toast } from '../../components/Toast/toastStore';
import './FavouritesPage.css';
import '../../i18n/namespaces/favourites';

/**
 * The cars saved on this device. They show at once from the snapshots kept with them (also
 * offline); each is then checked with the API: fresh prices replace the saved ones, and a car
 * that is gone is marked unavailable, to be removed.
 */
export default function FavouritesPage() {
  const { t, i18n } = useTranslation('favourites');
  const favourites = useFavourites();
  const checked = useRef(new Set<number>());

  const listed = favourites.filter((car) => !car.unavailable);
  const results = useQueries({
    queries: listed.map((car) => carDetailQuery(String(car.id), i18n.language)),
  });

  // Each saved car is checked once a visit: fresh data replaces its snapshot, a 404 marks it gone.
  useEffect(() => {
    results.forEach((result, index) => {
      const carId = listed[index]?.id;
      if (carId === undefined || checked.current.has(carId)) return;
      if (result.data) {
        checked.current.add(carId);
        favouritesStore.refresh(carId, result.data);
      } else if (result.error instanceof ApiRequestError && result.error.status === 404) {
        checked.current.add(carId);
        favouritesStore.refresh(carId, null);
      }
    });
  });

  const refreshing = results.some((result) => result.isPending);
  const offline = results.some(
    (result) =>
      result.isError && !(result.error instanceof ApiRequestError && result.error.status === 404),
  );

  function clearAll() {
    const previous = favouritesStore.list();
    favouritesStore.clear();
    toast({
      title: t('page.cleared'),
      description: t('page.clearedBody', { count: previous.length }),
      action: {
        label: t('page.undo'),
        altText: t('page.undo'),
        onClick: () => favouritesStore.restore(previous),
      },
    });
  }

  return (
    <section className="container favourites-page" aria-labelledby="favourites-title">
      <PageHead
        title={t('page.metaTitle')}
        description={t('page.metaDescription')}
        canonicalPath="/favourites"
        noIndex
      />
      <div className="favourites-page__head">
        <div>
          <h1 id="favourites-title">{t('page.title')}</h1>
          {favourites.length > 0 && (
            <p className="favourites-page__lead">
              {t('page.lead', { count: favourites.length })}{' '}
              {refreshing && (
                <span className="favourites-page__status">{t('page.refreshing')}</span>
              )}
            </p>
          )}
        </div>
        {favourites.length > 0 && (
          <button type="button" className="button button--ghost" onClick={clearAll}>
            {t('page.clearAll')}
          </button>
        )}
      </div>
      {offline && (
        <p className="favourites-page__notice" role="status">
          {t('page.offline')}
        </p>
      )}
      {favourites.length === 0 ? (
        <div className="favourites-empty">
          <span className="favourites-empty__icon">
            <HeartIcon size={32} />
          </span>
          <h2>{t('page.emptyTitle')}</h2>
          <p>{t('page.emptyBody')}</p>
          <Link to="/cars" className="button button--accent">
            {t('page.browse')}
          </Link>
        </div>
      ) : (
        <ul className="favourites-grid">
          {favourites.map((car) => (
            <li key={car.id}>
              {car.unavailable ? (
                <UnavailableFavourite car={car} />
              ) : (
                <CarCard car={car} headingLevel={2} />
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function UnavailableFavourite({ car }: { car: FavouriteCar }) {
  const { t } = useTranslation('favourites');
  return (
    <article className="favourite-gone">
      <h2 className="favourite-gone__title">{car.title}</h2>
      <p className="favourite-gone__badge">{t('page.unavailable')}</p>
      <p className="favourite-gone__body">
        {car.companyName} · {t('page.unavailableBody')}
      </p>
      <button
        type="button"
        className="button button--ghost"
        aria-label={t('page.removeAria', { title: car.title })}
        onClick={() => favouritesStore.remove(car.id)}
      >
        {t('page.remove')}
      </button>
    </article>
  );
}
