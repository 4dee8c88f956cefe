import { hasTripTimes } from '@core/rules/tripDays';
import {
  NO_TRIP_DATES,
  TripDates,
  tripDatesValue,
  type TripDatesValue,
} from '../../components/TripDates/TripDates';
import { useState, type KeyboardEvent } from 'react';
import { useLabelRecords } from '../../i18n/format';
import { useLocalePath } from '../../i18n/localePath';
import { useTranslation } from '../../i18n/react';
import { useNavigate } from 'react-router';
import { Link } from '../../components/Link/Link';
import { HEADER_ACTIONS, WITH_DRIVER_HREF } from '@core/catalogue/menus';
import { BRANDS, CAR_TYPES, EMIRATES } from '@core/enums';
import { heroSearchQuery } from '@core/rules/carSearchParams';
import { LazyDialog } from '../../components/Dialog/LazyDialog';
import { useFieldsFilledBeforeHydration } from '../../components/Hydration/useFieldsFilledBeforeHydration';
import { Icon } from '../../components/Icon/Icon';
import { NoScriptSheetClose } from '../../components/NoScriptSheet/NoScriptSheetClose';
import { NoScriptSheetLink } from '../../components/NoScriptSheet/NoScriptSheetLink';
import '../../i18n/namespaces/home';

/** The hero's four filters (spec section 3, "Filter set"); '' is "any". (docs/product.md#hero-search) */
interface HeroFilters {
  emirate: string;
  carType: string;
  brand: string;
  budget: string;
}

/** The inline filters' id: on a phone without scripts, the Filters link's target (a sheet). */
const NO_SCRIPT_FILTERS_ID = 'hero-filters';

const NO_FILTERS: HeroFilters = { emirate: '', carType: '', brand: '', budget: '' };

const options = <T extends string>(values: readonly T[], labels: Record<T, string>) =>
  values.map((value) => ({ value, label: labels[value] }));

/** Active filters, the search text included (the mobile Filters badge). */
export function activeFilterCount(filters: HeroFilters, text: string): number {
  return [
    filters.emirate,
    filters.carType,
    filters.brand,
    filters.budget.trim(),
    text.trim(),
  ].filter(Boolean).length;
}

/** The four filters, inline on desktop and in the mobile sheet (`idPrefix` keeps ids unique). */
function FilterFields({
  filters,
  onChange,
  idPrefix,
  named = false,
}: {
  filters: HeroFilters;
  onChange: (filters: HeroFilters) => void;
  idPrefix: string;
  /** The inline fields are the form's (sent to /cars before the scripts run); the sheet's not. */
  named?: boolean;
}) {
  const { t } = useTranslation('home');
  const L = useLabelRecords();
  const set = (key: keyof HeroFilters) => (value: string) => onChange({ ...filters, [key]: value });
  const nameOf = (param: string) => (named ? param : undefined);
  const select = (
    key: 'emirate' | 'carType' | 'brand',
    label: string,
    any: string,
    choices: { value: string; label: string }[],
  ) => (
    <div className="hero-filter">
      <label htmlFor={`${idPrefix}-${key}`}>{label}</label>
      <select
        id={`${idPrefix}-${key}`}
        name={nameOf(key === 'carType' ? 'type' : key)}
        className="field__control field__control--select"
        value={filters[key]}
        onChange={(event) => set(key)(event.target.value)}
      >
        <option value="">{any}</option>
        {choices.map((choice) => (
          <option key={choice.value} value={choice.value}>
            {choice.label}
          </option>
        ))}
      </select>
    </div>
  );
  return (
    <>
      {select(
        'emirate',
        t('filters.emirate'),
        t('filters.anyEmirate'),
        options(EMIRATES, L.emirates),
      )}
      {select(
        'carType',
        t('filters.carType'),
        t('filters.anyCarType'),
        options(CAR_TYPES, L.carTypes),
      )}
      {select('brand', t('filters.brand'), t('filters.anyBrand'), options(BRANDS, L.brands))}
      <div className="hero-filter">
        <label htmlFor={`${idPrefix}-budget`}>{t('filters.budget')}</label>
        <input
          id={`${idPrefix}-budget`}
          name={nameOf('budget')}
          className="field__control"
          type="number"
          inputMode="numeric"
          min={1}
          step={1}
          placeholder={t('filters.budgetPlaceholder')}
          value={filters.budget}
          onChange={(event) => set('budget')(event.target.value)}
        />
      </div>
    </>
  );
}

/**
 * The home hero's search (spec section 2, home item 1): a search box, four filters (inline on
 * desktop, a bottom sheet on phones) and one button. Applying opens /cars with emirate, type,
 * brand, budget and query, empty values left out.
 * (docs/product.md#hero-search)
 */
export function HeroSearch() {
  const { t } = useTranslation('home');
  const localePath = useLocalePath();
  const navigate = useNavigate();
  const [text, setText] = useState('');
  const [filters, setFilters] = useState<HeroFilters>(NO_FILTERS);
  const [sheetOpen, setSheetOpen] = useState(false);
  const [dates, setDates] = useState<TripDatesValue>(NO_TRIP_DATES);
  useFieldsFilledBeforeHydration((valueOf) => {
    const early = {
      emirate: valueOf('hero-emirate'),
      carType: valueOf('hero-carType'),
      brand: valueOf('hero-brand'),
      budget: valueOf('hero-budget'),
    };
    if (Object.values(early).some(Boolean)) setFilters(early);
    if (valueOf('hero-search-text')) setText(valueOf('hero-search-text'));
    // The trip's dates and times too, chosen as the page still loaded.
    const earlyDates = tripDatesValue({
      from: valueOf('hero-dates-from'),
      to: valueOf('hero-dates-to'),
      fromTime: valueOf('hero-dates-fromTime') || undefined,
      toTime: valueOf('hero-dates-toTime') || undefined,
    });
    if (earlyDates.from || earlyDates.to || hasTripTimes(earlyDates)) setDates(earlyDates);
  });
  const trimmed = text.trim();
  const count = activeFilterCount(filters, text);

  const apply = () => {
    setSheetOpen(false);
    const budget = Number(filters.budget);
    const query = heroSearchQuery({
      emirate: filters.emirate,
      carType: filters.carType,
      brand: filters.brand,
      // Only a whole positive number of dirhams is a budget the listing accepts.
      budget: Number.isInteger(budget) && budget > 0 ? budget : undefined,
      query: trimmed,
      ...dates,
    });
    void navigate(query ? `/cars?${query}` : '/cars');
  };

  const onSearchKey = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    // Enter applies only with some text (spec section 5). (docs/product.md#hero-search)
    if (trimmed) apply();
  };

  const mainLabel = trimmed ? t('hero.searchFor', { text: trimmed }) : t('hero.viewAll');

  return (
    // A GET form to /cars, so the search works before the scripts (the server drops its empty
    // fields by a redirect); once they run, the search navigates in the page.
    <form
      className="hero-search"
      action={localePath('/cars')}
      method="get"
      role="search"
      onSubmit={(event) => {
        event.preventDefault();
        apply();
      }}
    >
      <div className="hero-search__row">
        <div className="hero-search__box">
          <Icon name="search" className="hero-search__icon" />
          <label htmlFor="hero-search-text" className="visually-hidden">
            {t('hero.searchLabel')}
          </label>
          <input
            id="hero-search-text"
            name="query"
            type="search"
            enterKeyHint="search"
            autoComplete="off"
            className="hero-search__input"
            placeholder={t('hero.searchPlaceholder')}
            value={text}
            maxLength={100}
            onChange={(event) => setText(event.target.value)}
            onKeyDown={onSearchKey}
          />
          {text && (
            <button
              type="button"
              className="hero-search__clear"
              aria-label={t('hero.clearSearch')}
              onClick={() => setText('')}
            >
              <Icon name="close" size={18} />
            </button>
          )}
        </div>
      </div>

      <TripDates
        value={dates}
        onChange={setDates}
        idPrefix="hero-dates"
        named
        className="hero-search__dates"
      />

      {/* On a phone without scripts, a sheet (styles.css) with its title and Apply. */}
      <div id={NO_SCRIPT_FILTERS_ID} className="hero-search__inline no-script-sheet">
        <h2 className="no-script-sheet__title">{t('hero.sheetTitle')}</h2>
        <NoScriptSheetClose />
        <FilterFields filters={filters} onChange={setFilters} idPrefix="hero" named />
        <button type="submit" className="button button--accent no-script-sheet__apply">
          {t('hero.apply')}
        </button>
      </div>

      <div className="hero-search__actions">
        {/* A link to the inline filters before the scripts run; then the bottom sheet. */}
        <NoScriptSheetLink
          sheetId={NO_SCRIPT_FILTERS_ID}
          className="hero-search__filters-button"
          onOpen={() => setSheetOpen(true)}
        >
          {/* Named by what it shows ("Filters, 2 active"): the count's words said only aloud. */}
          <Icon name="filters" />
          <span>
            {t('hero.filters')}
            {count > 0 && <span className="aloud-only">, </span>}
          </span>
          {count > 0 && (
            <>
              <span className="hero-search__badge" data-testid="filter-badge">
                {count}
              </span>
              <span className="visually-hidden">{t('hero.activeSuffix')}</span>
            </>
          )}
        </NoScriptSheetLink>
        <button type="submit" className="button button--accent hero-search__submit">
          <Icon name="search" size={18} />
          <span className="hero-search__submit-text">{mainLabel}</span>
        </button>
      </div>

      <LazyDialog
        open={sheetOpen}
        onOpenChange={setSheetOpen}
        variant="sheet"
        title={t('hero.sheetTitle')}
        description={t('hero.sheetDescription')}
        hideDescription
        className="hero-sheet"
        footer={
          <>
            <button
              type="button"
              className="button button--ghost"
              onClick={() => {
                setFilters(NO_FILTERS);
                setText('');
              }}
            >
              {t('hero.clearAll')}
            </button>
            <button
              type="button"
              className="button button--accent hero-sheet__apply"
              onClick={apply}
            >
              {t('hero.apply')}
            </button>
          </>
        }
      >
        <div className="hero-sheet__fields">
          <FilterFields filters={filters} onChange={setFilters} idPrefix="sheet" />
        </div>
      </LazyDialog>

      <nav className="hero__links" aria-label={t('hero.quickLinks')}>
        <Link to={HEADER_ACTIONS.registerBusiness.href} className="hero__chip">
          {t('hero.listYourCars')}
        </Link>
        <Link to={WITH_DRIVER_HREF} className="hero__chip">
          {t('hero.withDriver')}
        </Link>
        <Link to="/cars?type=long-term" className="hero__chip">
          {t('hero.longTerm')}
        </Link>
      </nav>
    </form>
  );
}
