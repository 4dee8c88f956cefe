import { useState } from 'react';
import { useTranslation } from '../../i18n/react';
import type { CarSearchParams } from '@core/rules/carSearchParams';
import { useCarSearch } from '../../api/carSearch';
import { LazyDialog } from '../../components/Dialog/LazyDialog';
import { CarFilters } from './CarFilters';
import { firstPage, withoutFilters } from './listingFilters';
import '../../i18n/namespaces/cars';

/**
 * The mobile filters: the sidebar's controls in a bottom sheet. Changes collect in a draft whose
 * result count the apply button shows (the same search the listing will load, so applying shows
 * it at once). Mounted only while open, so each opening starts from the page's filters.
 */
export function FilterSheet({
  params,
  onClose,
  onApply,
}: {
  params: CarSearchParams;
  onClose: () => void;
  onApply: (next: CarSearchParams) => void;
}) {
  const { t } = useTranslation('cars');
  const [draft, setDraft] = useState(() => firstPage(params));
  const preview = useCarSearch(draft);
  const total = preview.isPlaceholderData ? undefined : preview.data?.total;
  return (
    <LazyDialog
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      variant="sheet"
      title={t('sheet.title')}
      description={t('sheet.description')}
      hideDescription
      className="filter-sheet"
      footer={
        <>
          <button
            type="button"
            className="button button--ghost"
            onClick={() =>
              setDraft({ ...withoutFilters(draft), ...(draft.query ? { query: draft.query } : {}) })
            }
          >
            {t('sheet.clearAll')}
          </button>
          <button
            type="button"
            className="button button--accent filter-sheet__apply"
            onClick={() => onApply(draft)}
          >
            {total === undefined ? t('sheet.applyLoading') : t('sheet.apply', { count: total })}
          </button>
        </>
      }
    >
      <CarFilters
        idPrefix="sheet"
        params={draft}
        facets={preview.data?.facets}
        onChange={(next) => setDraft(firstPage(next))}
      />
    </LazyDialog>
  );
}
