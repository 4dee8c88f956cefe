import { carSearchQuery, type CarSearchParams } from '@core/rules/carSearchParams';

/**
 * The search's parameters as hidden fields of a GET form to /cars, so a form sent before the
 * scripts run (a text search, the filters) keeps what it does not show.
 */
export function HiddenParams({ params }: { params: CarSearchParams }) {
  return (
    <>
      {[...new URLSearchParams(carSearchQuery(params))].map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
    </>
  );
}
