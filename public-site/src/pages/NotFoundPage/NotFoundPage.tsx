import { useTranslation } from '../../i18n/react';
import { useLocation } from 'react-router';
import { NotFoundContent } from '../../components/NotFound/NotFoundContent';

export default function NotFoundPage() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  return (
    <NotFoundContent
      path={pathname}
      metaTitle={t('notFound.metaTitle')}
      title={t('notFound.title')}
      body={t('notFound.body')}
      links={[
        { to: '/', label: t('notFound.home') },
        { to: '/cars', label: t('notFound.browse') },
      ]}
    />
  );
}
