import { useState, type ReactNode } from 'react';
import { useTranslation } from '../../i18n/react';
import { CATEGORY_PAGES, CAROUSEL_GROUPS, resolveCategory } from '@core/catalogue/categories';
import { LOCATION_PLACES } from '@core/catalogue/locationPlaces';
import { BRAND_LABELS, BRANDS, CAR_TYPES, EMIRATES, SERVICES, type CarType } from '@core/enums';
import { catalogueLabels } from '@core/catalogue/labels';
import { categoryPageIn } from '@core/catalogue/pagesInLanguage';
import { useLabelRecords } from '../../i18n/format';
import type { CarSearchParams } from '@core/rules/carSearchParams';
import { PRICE_BANDS } from '@core/rules/priceBands';
import type { CarFacets } from '@core/schemas/carSearch';
import {
  useFieldsFilledBeforeHydration,
  type FieldReader,
} from '../../components/Hydration/useFieldsFilledBeforeHydration';
import { RENTAL_TYPES, carTypeOf, rentalOf, withTypes, type RentalType } from './listingFilters';
import { CheckField } from '../../components/Form/Field';
import '../../i18n/namespaces/cars';

/**
 * The brand options in alphabetical order of their names, sorted once. Not localeCompare: its
 * first call builds an ICU collator, ~20 ms of a phone's main thread while /cars hydrates; the
 * names are plain ASCII.
 */
const BRANDS_BY_NAME = [...BRANDS].sort((a, b) =>
  BRAND_LABELS[a].toLowerCase() < BRAND_LABELS[b].toLowerCase() ? -1 : 1,
);

/** Ages a renter picks from; an age from a link that is not listed is added. */
const DRIVER_AGES = [18, 19, 20, 21, 22, 23, 24, 25, 30];

interface Option {
  value: string;
  label: string;
  count?: number | undefined;
  /** Why choosing it can only return nothing (then it is disabled, the reason in its label). */
  unavailable?: string | undefined;
}

interface CarFiltersProps {
  /** Distinguishes the ids of the sidebar's controls from the mobile sheet's. */
  idPrefix: string;
  params: CarSearchParams;
  /** Counts of the current results, shown beside the options (absent while the first loads). */
  facets: CarFacets | undefined;
  onChange: (next: CarSearchParams) => void;
}

/** The parameters with `patch` applied, its undefined values removed. */
const patched = (params: CarSearchParams, patch: Partial<CarSearchParams>): CarSearchParams => {
  const next: Record<string, unknown> = { ...params, ...patch };
  for (const key of Object.keys(patch)) if (next[key] === undefined) delete next[key];
  return next as CarSearchParams;
};

/**
 * Each choice field (by the end of its id): the value it shows for a search, and the search its
 * value makes. One table for the fields and for what was chosen in them before hydration.
 */
const CHOICES = {
  emirate: {
    shown: (params) => params.emirate ?? '',
    choose: (params, value) =>
      patched(params, { emirate: (value || undefined) as CarSearchParams['emirate'] }),
  },
  location: {
    shown: (params) => params.location ?? '',
    choose: (params, value) => patched(params, { location: value || undefined }),
  },
  type: {
    shown: (params) => carTypeOf(params) ?? '',
    choose: (params, value) =>
      withTypes(params, (value || undefined) as CarType | undefined, rentalOf(params)),
  },
  brand: {
    shown: (params) => params.brand ?? '',
    choose: (params, value) =>
      patched(params, { brand: (value || undefined) as CarSearchParams['brand'] }),
  },
  rental: {
    shown: (params) => rentalOf(params) ?? '',
    choose: (params, value) =>
      withTypes(params, carTypeOf(params), (value || undefined) as RentalType | undefined),
  },
  service: {
    shown: (params) => params.service ?? '',
    choose: (params, value) =>
      patched(params, { service: (value || undefined) as CarSearchParams['service'] }),
  },
  'no-deposit': {
    shown: (params) => (params.noDeposit ? 'on' : ''),
    choose: (params, value) => patched(params, { noDeposit: value ? true : undefined }),
  },
  'driver-age': {
    shown: (params) => (params.driverAge ? String(params.driverAge) : ''),
    choose: (params, value) => patched(params, { driverAge: value ? Number(value) : undefined }),
  },
  category: {
    shown: (params) => (params.category && resolveCategory(params.category)?.canonicalSlug) || '',
    choose: (params, value) => patched(params, { category: value || undefined }),
  },
} satisfies Record<
  string,
  {
    shown: (params: CarSearchParams) => string;
    choose: (params: CarSearchParams, value: string) => CarSearchParams;
  }
>;
type ChoiceName = keyof typeof CHOICES;

/**
 * The URL parameter each field sends when the filters are a plain form (before the scripts): a
 * car type alone travels in `carType` there, which the listing reads as the car type too.
 */
const FIELD_PARAMS: Record<ChoiceName, string> = {
  emirate: 'emirate',
  location: 'location',
  type: 'carType',
  brand: 'brand',
  rental: 'type',
  service: 'service',
  'no-deposit': 'noDeposit',
  'driver-age': 'driverAge',
  category: 'category',
};

/**
 * The search as the filters with this id prefix show it: `params` with what a visitor chose
 * before hydration (see useFieldsFilledBeforeHydration).
 */
export function searchAsShown(
  idPrefix: string,
  params: CarSearchParams,
  valueOf: FieldReader,
): CarSearchParams {
  let next = params;
  for (const [name, choice] of Object.entries(CHOICES)) {
    const value = valueOf(`${idPrefix}-${name}`);
    if (value !== choice.shown(params)) next = choice.choose(next, value);
  }
  return next;
}

/**
 * The listing's filter controls. Controlled: the sidebar applies each change at once, the mobile
 * sheet collects them until its apply button.
 */
export function CarFilters({ idPrefix, params, facets, onChange }: CarFiltersProps) {
  const { t, i18n } = useTranslation('cars');
  const L = useLabelRecords();
  const catalogue = catalogueLabels(i18n.language);
  /** The props of the select for choice `name`, but its options. */
  const select = (name: ChoiceName, label: string, anyLabel: string) => ({
    id: `${idPrefix}-${name}`,
    name: FIELD_PARAMS[name],
    label,
    anyLabel,
    value: CHOICES[name].shown(params),
    onValueChange: (value: string) => onChange(CHOICES[name].choose(params, value)),
  });
  const carType = carTypeOf(params);
  // Facets count the current results: a dimension already filtered only counts its own value.
  const countOf = (
    counts: Partial<Record<string, number>> | undefined,
    dimensionSet: boolean,
    value: string,
  ) => (!counts || dimensionSet ? undefined : (counts[value] ?? 0));

  const ages =
    params.driverAge && !DRIVER_AGES.includes(params.driverAge)
      ? [...DRIVER_AGES, params.driverAge].sort((a, b) => a - b)
      : DRIVER_AGES;
  // Every car of the results needs at least this age: a younger driver's age finds nothing.
  const lowestAge = facets?.lowestDriverAge;

  return (
    <div className="car-filters">
      <FilterSelect
        {...select('emirate', t('filters.emirate'), t('filters.anyEmirate'))}
        options={EMIRATES.map((emirate) => ({
          value: emirate,
          label: L.emirates[emirate],
          count: countOf(facets?.emirate, Boolean(params.emirate || params.location), emirate),
        }))}
      />
      <FilterSelect
        {...select('location', t('filters.location'), t('filters.anyLocation'))}
        options={LOCATION_PLACES.map((page) => ({
          value: page.slug,
          label: catalogue.locationName(page),
        }))}
      />
      <FilterSelect
        {...select('type', t('filters.carType'), t('filters.anyCarType'))}
        options={CAR_TYPES.map((type) => ({
          value: type,
          label: L.carTypes[type],
          count: countOf(facets?.carType, Boolean(carType), type),
        }))}
      />
      <FilterSelect
        {...select('brand', t('filters.brand'), t('filters.anyBrand'))}
        options={BRANDS_BY_NAME.map((brand) => ({
          value: brand,
          label: L.brands[brand],
          count: countOf(facets?.brand, Boolean(params.brand), brand),
        }))}
      />
      <BudgetFilter
        id={`${idPrefix}-budget`}
        budget={params.budget}
        priceBands={facets?.priceBand}
        onBudgetChange={(budget) => onChange(patched(params, { budget }))}
      />
      <FilterSelect
        {...select('rental', t('filters.rental'), t('filters.anyRental'))}
        options={RENTAL_TYPES.map((type) => ({ value: type, label: t(`rental.${type}`) }))}
      />
      <FilterSelect
        {...select('service', t('filters.service'), t('filters.anyService'))}
        options={SERVICES.map((service) => ({ value: service, label: L.services[service] }))}
      />
      <fieldset className="car-filters__group">
        <legend className="field__label">{t('filters.terms')}</legend>
        <CheckField
          id={`${idPrefix}-no-deposit`}
          label={t('filters.noDeposit')}
          name={FIELD_PARAMS['no-deposit']}
          value="true"
          checked={params.noDeposit === true}
          onCheckedChange={(checked) =>
            onChange(CHOICES['no-deposit'].choose(params, checked ? 'on' : ''))
          }
        />
        <FilterSelect
          {...select('driver-age', t('filters.driverAge'), t('filters.anyAge'))}
          hint={
            lowestAge !== undefined && lowestAge > ages[0]!
              ? t('filters.driverAgeLowest', { age: lowestAge })
              : t('filters.driverAgeHint')
          }
          options={ages.map((age) => ({
            value: String(age),
            label: t('filters.age', { age }),
            unavailable:
              lowestAge !== undefined && age < lowestAge
                ? t('filters.ageTooYoung', { age: lowestAge })
                : undefined,
          }))}
        />
      </fieldset>
      <FilterSelect
        {...select('category', t('filters.category'), t('filters.anyCategory'))}
        options={[
          ...CATEGORY_PAGES.map((page) => ({
            value: page.slug,
            label: categoryPageIn(page, i18n.language).title,
          })),
          ...CAROUSEL_GROUPS.map((group) => ({
            value: group.slug,
            label: catalogue.carouselTitle(group.title),
          })),
        ]}
      />
    </div>
  );
}

function FilterSelect({
  id,
  name,
  label,
  hint,
  anyLabel,
  value,
  options,
  onValueChange,
}: {
  id: string;
  name: string;
  label: string;
  hint?: ReactNode;
  anyLabel: string;
  value: string;
  options: Option[];
  onValueChange: (value: string) => void;
}) {
  const { t } = useTranslation('cars');
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <select
        id={id}
        name={name}
        className="field__control field__control--select"
        value={value}
        aria-describedby={hint ? `${id}-hint` : undefined}
        onChange={(event) => onValueChange(event.target.value)}
      >
        <option value="">{anyLabel}</option>
        {options.map((option) => {
          // An option that can only return nothing is disabled and says why (kept choosable
          // while it is the current choice, so the select still shows it).
          const unavailable =
            option.unavailable ?? (option.count === 0 ? t('filters.noneHere') : undefined);
          return (
            <option
              key={option.value}
              value={option.value}
              disabled={unavailable !== undefined && option.value !== value}
            >
              {unavailable !== undefined
                ? t('filters.optionUnavailable', { label: option.label, reason: unavailable })
                : option.count === undefined
                  ? option.label
                  : t('filters.optionCount', { label: option.label, count: option.count })}
            </option>
          );
        })}
      </select>
      {hint && (
        <p className="field__hint" id={`${id}-hint`}>
          {hint}
        </p>
      )}
    </div>
  );
}

/** Bands up to which a quick budget can be picked (the open-ended top band has no bound). */
const BUDGET_STEPS = PRICE_BANDS.flatMap((band) => (band.max === null ? [] : [band.max]));

function BudgetFilter({
  id,
  budget,
  priceBands,
  onBudgetChange,
}: {
  id: string;
  budget: number | undefined;
  priceBands: CarFacets['priceBand'] | undefined;
  onBudgetChange: (budget: number | undefined) => void;
}) {
  const { t } = useTranslation('cars');
  const [text, setText] = useState(budget ? String(budget) : '');
  const [shownBudget, setShownBudget] = useState(budget);
  // Typed before hydration: kept, to be applied as typed after it (Enter, the button, leaving).
  useFieldsFilledBeforeHydration((valueOf) => setText(valueOf(id)));
  if (shownBudget !== budget) {
    // The URL changed (a chip removed, back button): show its budget.
    setShownBudget(budget);
    setText(budget ? String(budget) : '');
  }
  const commit = () => {
    const amount = Number(text.trim());
    const next = text.trim() && Number.isInteger(amount) && amount > 0 ? amount : undefined;
    if (next !== budget) onBudgetChange(next);
    else setText(budget ? String(budget) : '');
  };
  // Cars up to a step: the bands wholly below it, exact whenever the step is within the budget.
  const countUpTo = (max: number) =>
    !priceBands || (budget !== undefined && max > budget)
      ? undefined
      : PRICE_BANDS.filter((band) => band.max !== null && band.max <= max).reduce(
          (sum, band) => sum + (priceBands[band.key] ?? 0),
          0,
        );
  return (
    <fieldset className="car-filters__group">
      <legend className="field__label">{t('filters.budget')}</legend>
      {/* Not a form of its own: the filters are one form (before the scripts), and forms do not
          nest. Enter applies the budget here. */}
      <div className="car-filters__budget">
        <label className="visually-hidden" htmlFor={id}>
          {t('filters.budgetInput')}
        </label>
        <input
          id={id}
          className="field__control"
          type="number"
          inputMode="numeric"
          min={1}
          step={1}
          placeholder={t('filters.budgetPlaceholder')}
          name="budget"
          value={text}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={(event) => {
            if (event.key !== 'Enter') return;
            event.preventDefault();
            commit();
          }}
          onBlur={commit}
        />
        <button type="button" className="button button--ghost" onClick={commit}>
          {t('filters.budgetApply')}
        </button>
      </div>
      <div className="car-filters__steps">
        {BUDGET_STEPS.map((max) => {
          const count = countUpTo(max);
          return (
            <button
              key={max}
              type="button"
              className="car-filters__step"
              aria-pressed={budget === max}
              disabled={count === 0 && budget !== max}
              onClick={() => onBudgetChange(budget === max ? undefined : max)}
            >
              {/* Named by its text (what is seen is what is heard), the unit said only aloud. */}
              <span>
                {t('filters.budgetUpTo', { amount: max })}
                <span className="aloud-only">
                  {t('filters.budgetPerDay')}
                  {count !== undefined && ', '}
                </span>
              </span>
              {count !== undefined && (
                <span className="car-filters__count">{t('results.count', { count })}</span>
              )}
            </button>
          );
        })}
      </div>
    </fieldset>
  );
}
