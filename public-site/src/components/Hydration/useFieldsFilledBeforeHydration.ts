import { useEffect, useLayoutEffect } from 'react';

/** The current value of the field with this id, as the form would submit it ('' if none). */
export type FieldReader = (id: string) => string;

/**
 * Lets a form take over what a visitor typed or chose before the page was hydrated. React
 * hydrates a controlled field without reading it: the field keeps showing the text, but the
 * component's state stays the server's empty value (a search for nothing, no clear button). The
 * page is readable and fillable from its server HTML well before its scripts run on a slow phone.
 *
 * Once, right after hydration, `adopt` gets a reader of the fields' current values by id. On a
 * later mount the fields show the state, so an `adopt` that compares them changes nothing.
 *
 * A form's own state is adopted in a layout effect: its update is rendered before the page
 * paints. An `adopt` that navigates says so: the router subscribes to the history in a layout
 * effect of its own, which runs after its children's, so a navigation waits for the passive
 * effects. A tap kept from before hydration (tapBeforeHydration.ts) is replayed after both, in
 * the app's last passive effect (main.tsx), so the tapped button acts on what the fields show and
 * comes after the choices in the history.
 */
export function useFieldsFilledBeforeHydration(
  adopt: (valueOf: FieldReader) => void,
  { navigates = false } = {},
) {
  // Once: only the first render is a hydration.
  /* eslint-disable react-hooks/exhaustive-deps */
  useLayoutEffect(() => {
    if (!navigates) adopt(currentValue);
  }, []);
  useEffect(() => {
    if (navigates) adopt(currentValue);
  }, []);
  /* eslint-enable react-hooks/exhaustive-deps */
}

function currentValue(id: string): string {
  const field = document.getElementById(id);
  if (field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio'))
    return field.checked ? field.value : '';
  return field instanceof HTMLInputElement || field instanceof HTMLSelectElement ? field.value : '';
}
