import type { ReactNode } from 'react';
import { useTranslation } from '../../i18n/react';
import type { CarSearchParams } from '@core/rules/carSearchParams';
import { isPastDeepestPage, useCarSearch } from '../../api/carSearch';
import { HydrateLater } from '../Hydration/HydrateLater';
import { CarCard } from '../CarCard/CarCard';
import { Pagination } from '../Pagination/Pagination';
import { lastPageOf } from './lastPage';
import { PastTheEnd } from './PastTheEnd';
import './CarResults.css';
import '../../i18n/namespaces/cars';

interface CarResultsProps {
  /** The search, with its page. */
  params: CarSearchParams;
  /** The URL of another page of these results (a real link, so pages can be crawled). */
  pageHref: (page: number) => string;
  /** What to show when nothing matches: suggestions that lead somewhere. */
  empty: ReactNode;
  /** The results' accessible name, e.g. "Cars in Dubai Marina". */
  label: string;
  /** The cards' heading level: 2 where no section heading stands above the results. */
  cardHeadingLevel?: 2 | 3;
}

/** Cards whose photo loads at once: about the first row, where the largest paint usually is. */
const PRIORITY_CARDS = 3;

/** Cards a first screen can show (two rows of four on a wide screen); later ones are below it. */
const FIRST_SCREEN_CARDS = 8;

const SKELETON_CARDS = 6;

/**
 * A page of cars of a search: the grid of cards, the pages, and the states in between
 * (loading, failed with Try again, nothing found). The listing and the landing pages share it.
 */
export function CarResults({
  params,
  pageHref,
  empty,
  label,
  cardHeadingLevel = 3,
}: CarResultsProps) {
  const { t } = useTranslation('cars');
  const search = useCarSearch(params);
  const { data } = search;

  if (isPastDeepestPage(params) || (data && data.items.length === 0 && data.total > 0))
    return <PastTheEnd params={params} pageHref={pageHref} />;
  if (!data) {
    if (search.isError)
      return (
        <div className="car-results__state car-results__state--error" role="alert">
          <h2>{t('results.errorTitle')}</h2>
          <p>{t('results.errorBody')}</p>
          <button type="button" className="button button--accent" onClick={() => search.refetch()}>
            {t('results.retry')}
          </button>
        </div>
      );
    return (
      <div className="car-results" aria-busy="true">
        <p className="visually-hidden" role="status">
          {t('results.loading')}
        </p>
        <ul className="car-results__grid" aria-hidden="true">
          {Array.from({ length: SKELETON_CARDS }, (_, index) => (
            <li key={index} className="car-results__skeleton" />
          ))}
        </ul>
      </div>
    );
  }

  if (data.total === 0)
    return (
      <div className="car-results__state" role="status">
        {empty}
      </div>
    );

  const first = (data.page - 1) * data.pageSize + 1;
  const lastShown = first + data.items.length - 1;
  const lastPage = lastPageOf(data.total, data.pageSize);
  const loadingNext = search.isPlaceholderData || search.isFetching;

  return (
    <section
      className={`car-results${loadingNext ? ' car-results--loading' : ''}`}
      aria-label={label}
      aria-busy={loadingNext}
    >
      {search.isError && (
        <div className="car-results__inline-error" role="alert">
          <span>{t('results.errorTitle')}</span>
          <button type="button" className="button button--ghost" onClick={() => search.refetch()}>
            {t('results.retry')}
          </button>
        </div>
      )}
      <ul className="car-results__grid">
        {data.items.map((car, index) => (
          <li key={car.id} className="car-card-slot">
            <HydrateLater>
              <CarCard
                car={car}
                headingLevel={cardHeadingLevel}
                priority={index < PRIORITY_CARDS}
                belowTheFold={index >= FIRST_SCREEN_CARDS}
                dates={
                  params.from && params.to
                    ? {
                        from: params.from,
                        to: params.to,
                        fromTime: params.fromTime,
                        toTime: params.toTime,
                      }
                    : undefined
                }
              />
            </HydrateLater>
          </li>
        ))}
      </ul>
      <div className="car-results__foot">
        <p className="car-results__range">
          {t('results.range', { first, last: lastShown, total: data.total })}
        </p>
        <Pagination
          page={data.page}
          pages={lastPage}
          pageHref={pageHref}
          label={t('results.pagination')}
        />
      </div>
    </section>
  );
}
