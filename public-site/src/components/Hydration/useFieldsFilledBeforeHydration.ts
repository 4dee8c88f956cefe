import { useEffect } from 'react';

/**
 * Lets a form take over what a visitor typed or chose before the page was hydrated. React
 * hydrates a controlled field without reading it: the field keeps showing the text, but the
 * component's state stays the server's empty value (a search for nothing, no clear button). The
 * page is readable and fillable from its server HTML well before its scripts run on a slow phone.
 *
 * Once, right after hydration, `adopt` gets a reader of the fields' current values by id ('' for
 * a field that is not in the page).
 */
export function useFieldsFilledBeforeHydration(adopt: (valueOf: (id: string) => string) => void) {
  useEffect(() => {
    adopt((id) => {
      const field = document.getElementById(id);
      return field instanceof HTMLInputElement || field instanceof HTMLSelectElement
        ? field.value
        : '';
    });
    // Once: only the first render is a hydration.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}
