import { useTranslation } from '../../i18n/react';
import { Navigate, useNavigate } from 'react-router';
import { RegisterSection } from '../../components/Auth/RegisterSection';
import { VendorSteps } from '../../components/Auth/VendorSteps';
import { PageHead } from '../../components/PageHead/PageHead';
import '../../i18n/namespaces/auth';

/** Vendor onboarding, step 1: the company account (the same form as /register). */
export default function VendorRegisterPage() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  return (
    <RegisterSection
      head={
        <PageHead
          title={t('vendor.registerMetaTitle')}
          description={t('vendor.registerMetaDescription')}
          canonicalPath="/vendor/register"
        />
      }
      heading={t('vendor.registerHeading')}
      lead={t('vendor.registerLead')}
      steps={<VendorSteps current={1} />}
      // A vendor already signed in goes on to step 2.
      signedIn={(user) =>
        user.role === 'vendor' ? <Navigate to="/vendor/company-info" replace /> : null
      }
      onRegistered={() => void navigate('/vendor/company-info')}
    />
  );
}
