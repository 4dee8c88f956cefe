import { useMemo, useState } from 'react';
import { useLocalePath } from '../../i18n/localePath';
import { useTranslation } from '../../i18n/react';
import { useNavigate, useSearchParams } from 'react-router';
import { Link } from '../../components/Link/Link';
import { CAR_SORTS, type CarSearchParams, type CarSort } from '@core/rules/carSearchParams';
import { useCarSearch } from '../../api/carSearch';
import { CarResults } from '../../components/CarResults/CarResults';
import { useFieldsFilledBeforeHydration } from '../../components/Hydration/useFieldsFilledBeforeHydration';
import { LinkPills } from '../../components/LinkPills/LinkPills';
import { NoScriptSheetClose } from '../../components/NoScriptSheet/NoScriptSheetClose';
import { NoScriptSheetLink } from '../../components/NoScriptSheet/NoScriptSheetLink';
import { PageHead } from '../../components/PageHead/PageHead';
import { carItemListJsonLd } from '../../components/PageHead/structuredData';
import { useSite } from '../../components/Providers/SiteContext';
import { ActiveFilters, filterLabel, hrefWithout } from './ActiveFilters';
import { CarFilters, searchAsShown } from './CarFilters';
import { ListingDates } from '../../components/TripDates/ListingDates';
import { FilterSheet } from './FilterSheet';
import { HiddenParams } from './HiddenParams';
import {
  activeFilterKeys,
  canonicalListingPath,
  firstPage,
  listingHref,
  listingParams,
  withoutFilters,
} from './listingFilters';
import { listingDescription, listingHeading, listingTitle } from './listingHead';
import './CarsPage.css';
import '../../i18n/namespaces/cars';

const NO_SCRIPT_FILTERS_ID = 'cars-filters';

/** /cars: every filter of the search in the URL, so a link reproduces the results. */
export default function CarsPage() {
  const { t, i18n } = useTranslation('cars');
  const localePath = useLocalePath();
  const { origin } = useSite();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const params = useMemo(() => listingParams(searchParams), [searchParams]);
  const [sheetOpen, setSheetOpen] = useState(false);
  const { data } = useCarSearch(params);

  // Each change is a new history entry (back undoes it) and starts at page 1.
  // The change is merged into the address as it is now, not as last rendered: after a quick
  // earlier change the render may still be pending, and its params would drop that change.
  const apply = (next: CarSearchParams) => {
    const merged: Record<string, unknown> = {
      ...listingParams(new URLSearchParams(window.location.search)),
    };
    const before = params as Record<string, unknown>;
    const after = next as Record<string, unknown>;
    for (const key of new Set([...Object.keys(before), ...Object.keys(after)])) {
      if (JSON.stringify(before[key]) === JSON.stringify(after[key])) continue;
      if (after[key] === undefined) delete merged[key];
      else merged[key] = after[key];
    }
    navigate(listingHref(firstPage(merged as CarSearchParams)));
  };
  const withSort = (next: CarSearchParams, sort: CarSort): CarSearchParams => ({
    ...next,
    sort: sort === 'relevance' ? undefined : sort,
  });
  // What was chosen in the sidebar and the sort before hydration is applied as one change.
  useFieldsFilledBeforeHydration(
    (valueOf) => {
      let shown = searchAsShown('filter', params, valueOf);
      const sort = valueOf('cars-sort');
      if (sort && sort !== (params.sort ?? 'relevance')) shown = withSort(shown, sort as CarSort);
      if (shown !== params) apply(shown);
    },
    { navigates: true },
  );
  const page = params.page ?? 1;
  const heading = listingHeading(params, t, i18n.language);
  const filterCount = activeFilterKeys(params).filter((key) => key !== 'query').length;
  const offset = data ? (data.page - 1) * data.pageSize : 0;

  return (
    <div className="cars-page">
      <PageHead
        title={listingTitle(heading, page, t)}
        description={listingDescription(data?.total, t)}
        canonicalPath={canonicalListingPath(params)}
        // Free-text results are for the renter who typed them, not for search engines.
        noIndex={Boolean(params.query)}
        jsonLd={data ? carItemListJsonLd(data.items, origin, { name: heading, offset }) : undefined}
      />
      <div className="container">
        <header className="cars-page__head">
          <h1>{heading}</h1>
          <p className="cars-page__count" role="status" data-testid="result-count">
            {data ? t('results.count', { count: data.total }) : '\u00a0'}
          </p>
        </header>
        <div className="cars-page__layout">
          {/* On a phone without scripts, the Filters link's target: a sheet (styles.css). */}
          <aside
            id={NO_SCRIPT_FILTERS_ID}
            className="cars-page__sidebar no-script-sheet"
            aria-labelledby="cars-filters-title"
          >
            <h2 id="cars-filters-title" className="cars-page__sidebar-title">
              {t('listing.filters')}
            </h2>
            <NoScriptSheetClose />
            {/* A GET form to /cars, so the filters work before the scripts (Apply shows only then;
                the server drops the empty fields by a redirect); once they run, each change
                applies at once. */}
            <form
              action={localePath('/cars')}
              method="get"
              onSubmit={(event) => event.preventDefault()}
            >
              <HiddenParams
                params={{
                  query: params.query,
                  sort: params.sort,
                  from: params.from,
                  to: params.to,
                }}
              />
              <CarFilters
                idPrefix="filter"
                params={params}
                facets={data?.facets}
                onChange={apply}
              />
              <button type="submit" className="button button--accent button--block without-js">
                {t('listing.applyFilters')}
              </button>
            </form>
          </aside>
          <div className="cars-page__main">
            <ListingDates params={params} onChange={apply} className="cars-page__dates" />
            <div className="cars-page__toolbar">
              <SearchBox
                key={params.query ?? ''}
                params={params}
                onSearch={(query) => apply({ ...params, query: query || undefined })}
              />
              {/* A link to the filters above before the scripts run; then the bottom sheet. */}
              <NoScriptSheetLink
                sheetId={NO_SCRIPT_FILTERS_ID}
                className="button button--ghost cars-page__filters-button"
                onOpen={() => setSheetOpen(true)}
              >
                {/* Named by what it shows ("Filters, 2 active"): the count's words said only aloud. */}
                <span>
                  {t('listing.filters')}
                  {filterCount > 0 && <span className="aloud-only">, </span>}
                </span>
                {filterCount > 0 && (
                  <>
                    <span className="cars-page__badge">{filterCount}</span>
                    <span className="visually-hidden">{t('listing.activeSuffix')}</span>
                  </>
                )}
              </NoScriptSheetLink>
              <div className="cars-page__sort">
                <label htmlFor="cars-sort">{t('listing.sort')}</label>
                <select
                  id="cars-sort"
                  className="field__control field__control--select"
                  value={params.sort ?? 'relevance'}
                  onChange={(event) => apply(withSort(params, event.target.value as CarSort))}
                >
                  {CAR_SORTS.map((sort) => (
                    <option key={sort} value={sort}>
                      {t(`listing.sorts.${sort}`)}
                    </option>
                  ))}
                </select>
              </div>
            </div>
            <ActiveFilters params={params} />
            <CarResults
              params={params}
              label={t('listing.resultsLabel')}
              cardHeadingLevel={2}
              pageHref={(target) =>
                listingHref({ ...params, page: target > 1 ? target : undefined })
              }
              empty={<NoResults params={params} />}
            />
          </div>
        </div>
      </div>
      {sheetOpen && (
        <FilterSheet
          params={params}
          onClose={() => setSheetOpen(false)}
          onApply={(next) => {
            setSheetOpen(false);
            apply(next);
          }}
        />
      )}
    </div>
  );
}

function SearchBox({
  params,
  onSearch,
}: {
  params: CarSearchParams;
  onSearch: (query: string) => void;
}) {
  const { t } = useTranslation('cars');
  const localePath = useLocalePath();
  const [text, setText] = useState(params.query ?? '');
  useFieldsFilledBeforeHydration((valueOf) => setText(valueOf('cars-query')));
  return (
    <form
      role="search"
      className="cars-page__search"
      action={localePath('/cars')}
      method="get"
      onSubmit={(event) => {
        event.preventDefault();
        onSearch(text.trim());
      }}
    >
      {/* Sent before the scripts run, the text search keeps the filters (from page 1). */}
      <HiddenParams params={firstPage({ ...params, query: undefined })} />
      <label className="visually-hidden" htmlFor="cars-query">
        {t('listing.searchLabel')}
      </label>
      <input
        id="cars-query"
        name="query"
        className="field__control"
        type="search"
        enterKeyHint="search"
        placeholder={t('listing.searchPlaceholder')}
        value={text}
        maxLength={100}
        onChange={(event) => setText(event.target.value)}
      />
      <button type="submit" className="button button--accent">
        {t('listing.searchButton')}
      </button>
    </form>
  );
}

/** Nothing matches: ways out, each a link to a search that has results more likely. */
function NoResults({ params }: { params: CarSearchParams }) {
  const { t, i18n } = useTranslation('cars');
  const keys = activeFilterKeys(params);
  return (
    <>
      <h2>{t('listing.emptyTitle')}</h2>
      <p>{t('listing.emptyBody')}</p>
      {keys.length > 1 && (
        <LinkPills
          centred
          links={keys.map((key) => ({
            label: t('listing.emptyWithout', { label: filterLabel(key, params, t, i18n.language) }),
            href: hrefWithout(params, key),
          }))}
        />
      )}
      <div className="cars-page__empty-actions">
        {keys.length > 0 && (
          <Link className="button button--accent" to={listingHref(withoutFilters(params))}>
            {t('listing.clearFilters')}
          </Link>
        )}
        <Link className="button button--ghost" to="/cars">
          {t('listing.browseAll')}
        </Link>
      </div>
    </>
  );
}
