import { useTranslation } from '../../i18n/react';

/**
 * Closes a filter sheet shown without scripts (a `.no-script-sheet` shown as the `:target` of
 * the Filters link, styles.css) by targeting nothing; shown only in that sheet.
 */
export function NoScriptSheetClose() {
  const { t } = useTranslation('common');
  return (
    <a href="#" className="no-script-sheet__close">
      {t('close')}
    </a>
  );
}
