import { useTranslation } from '../../i18n/react';
import { RegisterSection } from '../../components/Auth/RegisterSection';
import { PageHead } from '../../components/PageHead/PageHead';
import '../../i18n/namespaces/auth';

const SUCCESS_HREF = '/dashboard';

export default function RegisterPage() {
  const { t } = useTranslation('auth');
  return (
    <RegisterSection
      head={
        <PageHead
          title={t('register.metaTitle')}
          description={t('register.metaDescription')}
          canonicalPath="/register"
        />
      }
      heading={t('register.heading')}
      lead={t('register.reach')}
      onRegistered={() => {
        // The dashboard is the console, a separate app: a full page load.
        window.location.assign(SUCCESS_HREF);
      }}
    />
  );
}
