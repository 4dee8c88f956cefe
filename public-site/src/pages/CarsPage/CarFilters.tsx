import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CATEGORY_PAGES, CAROUSEL_GROUPS, resolveCategory } from '@core/catalogue/categories';
import { LOCATION_PAGES } from '@core/catalogue/locations';
import {
  BRAND_LABELS,
  BRANDS,
  CAR_TYPE_LABELS,
  CAR_TYPES,
  EMIRATE_LABELS,
  EMIRATES,
  SERVICE_LABELS,
  SERVICES,
  type CarType,
} from '@core/enums';
import type { CarSearchParams } from '@core/rules/carSearchParams';
import { PRICE_BANDS } from '@core/rules/priceBands';
import type { CarFacets } from '@core/schemas/carSearch';
import { RENTAL_TYPES, carTypeOf, rentalOf, withTypes, type RentalType } from './listingFilters';
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
}

interface CarFiltersProps {
  /** Distinguishes the ids of the sidebar's controls from the mobile sheet's. */
  idPrefix: string;
  params: CarSearchParams;
  /** Counts of the current results, shown beside the options (absent while the first loads). */
  facets: CarFacets | undefined;
  onChange: (next: CarSearchParams) => void;
}

/**
 * The listing's filter controls. Controlled: the sidebar applies each change at once, the mobile
 * sheet collects them until its apply button.
 */
export function CarFilters({ idPrefix, params, facets, onChange }: CarFiltersProps) {
  const { t } = useTranslation('cars');
  const set = (patch: Partial<CarSearchParams>) => {
    const next: Record<string, unknown> = { ...params, ...patch };
    for (const key of Object.keys(patch)) if (next[key] === undefined) delete next[key];
    onChange(next as CarSearchParams);
  };
  const carType = carTypeOf(params);
  const rental = rentalOf(params);
  // Facets count the current results: a dimension already filtered only counts its own value.
  const countOf = (
    counts: Partial<Record<string, number>> | undefined,
    dimensionSet: boolean,
    value: string,
  ) => (!counts || dimensionSet ? undefined : (counts[value] ?? 0));

  const categoryValue = params.category ? resolveCategory(params.category)?.canonicalSlug : '';
  const ages =
    params.driverAge && !DRIVER_AGES.includes(params.driverAge)
      ? [...DRIVER_AGES, params.driverAge].sort((a, b) => a - b)
      : DRIVER_AGES;

  return (
    <div className="car-filters">
      <FilterSelect
        id={`${idPrefix}-emirate`}
        label={t('filters.emirate')}
        anyLabel={t('filters.anyEmirate')}
        value={params.emirate ?? ''}
        onValueChange={(value) =>
          set({ emirate: (value || undefined) as CarSearchParams['emirate'] })
        }
        options={EMIRATES.map((emirate) => ({
          value: emirate,
          label: EMIRATE_LABELS[emirate],
          count: countOf(facets?.emirate, Boolean(params.emirate || params.location), emirate),
        }))}
      />
      <FilterSelect
        id={`${idPrefix}-location`}
        label={t('filters.location')}
        anyLabel={t('filters.anyLocation')}
        value={params.location ?? ''}
        onValueChange={(value) => set({ location: value || undefined })}
        options={LOCATION_PAGES.map((page) => ({ value: page.slug, label: page.name }))}
      />
      <FilterSelect
        id={`${idPrefix}-type`}
        label={t('filters.carType')}
        anyLabel={t('filters.anyCarType')}
        value={carType ?? ''}
        onValueChange={(value) =>
          onChange(withTypes(params, (value || undefined) as CarType | undefined, rental))
        }
        options={CAR_TYPES.map((type) => ({
          value: type,
          label: CAR_TYPE_LABELS[type],
          count: countOf(facets?.carType, Boolean(carType), type),
        }))}
      />
      <FilterSelect
        id={`${idPrefix}-brand`}
        label={t('filters.brand')}
        anyLabel={t('filters.anyBrand')}
        value={params.brand ?? ''}
        onValueChange={(value) => set({ brand: (value || undefined) as CarSearchParams['brand'] })}
        options={BRANDS_BY_NAME.map((brand) => ({
          value: brand,
          label: BRAND_LABELS[brand],
          count: countOf(facets?.brand, Boolean(params.brand), brand),
        }))}
      />
      <BudgetFilter
        id={`${idPrefix}-budget`}
        budget={params.budget}
        priceBands={facets?.priceBand}
        onBudgetChange={(budget) => set({ budget })}
      />
      <FilterSelect
        id={`${idPrefix}-rental`}
        label={t('filters.rental')}
        anyLabel={t('filters.anyRental')}
        value={rental ?? ''}
        onValueChange={(value) =>
          onChange(withTypes(params, carType, (value || undefined) as RentalType | undefined))
        }
        options={RENTAL_TYPES.map((type) => ({ value: type, label: t(`rental.${type}`) }))}
      />
      <FilterSelect
        id={`${idPrefix}-service`}
        label={t('filters.service')}
        anyLabel={t('filters.anyService')}
        value={params.service ?? ''}
        onValueChange={(value) =>
          set({ service: (value || undefined) as CarSearchParams['service'] })
        }
        options={SERVICES.map((service) => ({ value: service, label: SERVICE_LABELS[service] }))}
      />
      <fieldset className="car-filters__group">
        <legend className="field__label">{t('filters.terms')}</legend>
        <label className="car-filters__check" htmlFor={`${idPrefix}-no-deposit`}>
          <input
            id={`${idPrefix}-no-deposit`}
            type="checkbox"
            checked={params.noDeposit === true}
            onChange={(event) => set({ noDeposit: event.target.checked || undefined })}
          />
          <span>{t('filters.noDeposit')}</span>
        </label>
        <FilterSelect
          id={`${idPrefix}-driver-age`}
          label={t('filters.driverAge')}
          hint={t('filters.driverAgeHint')}
          anyLabel={t('filters.anyAge')}
          value={params.driverAge ? String(params.driverAge) : ''}
          onValueChange={(value) => set({ driverAge: value ? Number(value) : undefined })}
          options={ages.map((age) => ({ value: String(age), label: t('filters.age', { age }) }))}
        />
      </fieldset>
      <FilterSelect
        id={`${idPrefix}-category`}
        label={t('filters.category')}
        anyLabel={t('filters.anyCategory')}
        value={categoryValue ?? ''}
        onValueChange={(value) => set({ category: value || undefined })}
        options={[
          ...CATEGORY_PAGES.map((page) => ({ value: page.slug, label: page.title })),
          ...CAROUSEL_GROUPS.map((group) => ({ value: group.slug, label: group.title })),
        ]}
      />
    </div>
  );
}

function FilterSelect({
  id,
  label,
  hint,
  anyLabel,
  value,
  options,
  onValueChange,
}: {
  id: string;
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
        className="field__control field__control--select"
        value={value}
        aria-describedby={hint ? `${id}-hint` : undefined}
        onChange={(event) => onValueChange(event.target.value)}
      >
        <option value="">{anyLabel}</option>
        {options.map((option) => (
          <option
            key={option.value}
            value={option.value}
            disabled={option.count === 0 && option.value !== value}
          >
            {option.count === undefined
              ? option.label
              : t('filters.optionCount', { label: option.label, count: option.count })}
          </option>
        ))}
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
      <form
        className="car-filters__budget"
        onSubmit={(event) => {
          event.preventDefault();
          commit();
        }}
      >
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
          value={text}
          onChange={(event) => setText(event.target.value)}
          onBlur={commit}
        />
        <button type="submit" className="button button--ghost">
          {t('filters.budgetApply')}
        </button>
      </form>
      <div className="car-filters__steps">
        {BUDGET_STEPS.map((max) => {
          const count = countUpTo(max);
          return (
            <button
              key={max}
              type="button"
              className="car-filters__step"
              aria-pressed={budget === max}
              aria-label={
                count === undefined
                  ? t('filters.budgetStepLabel', { amount: max })
                  : t('filters.budgetStepCountLabel', { amount: max, count })
              }
              disabled={count === 0 && budget !== max}
              onClick={() => onBudgetChange(budget === max ? undefined : max)}
            >
              <span>{t('filters.budgetUpTo', { amount: max })}</span>
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
