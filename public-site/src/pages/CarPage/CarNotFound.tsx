import { useTranslation } from '../../i18n/react';
import { NotFoundContent } from '../../components/NotFound/NotFoundContent';
import '../../i18n/namespaces/car';

/** A car that does not exist or is no longer public: the 404 content, not indexed. */
export function CarNotFound({ path }: { path: string }) {
  const { t } = useTranslation('car');
  return (
    <NotFoundContent
      path={path}
      metaTitle={t('page.notFoundMeta')}
      title={t('page.notFoundTitle')}
      body={t('page.notFoundBody')}
      links={[
        { to: '/cars', label: t('page.browse') },
        { to: '/', label: t('page.home2') },
      ]}
    />
  );
}
