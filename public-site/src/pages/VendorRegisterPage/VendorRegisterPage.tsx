import { useTranslation } from '../../i18n/react';
import { Navigate, useNavigate } from 'react-router';
import { useState } from 'react';
import { useAuth } from '../../auth/AuthProvider';
import { RegisterBenefits, RegisterForm } from '../../components/Auth/RegisterForm';
import { SignedInNotice } from '../../components/Auth/SignedInNotice';
import { VendorSteps } from '../../components/Auth/VendorSteps';
import { PageHead } from '../../components/PageHead/PageHead';
import { Spinner } from '../../components/Spinner';
import '../../i18n/namespaces/auth';

/** Vendor onboarding, step 1: the company account (the same form as /register). */
export default function VendorRegisterPage() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const { user, loading } = useAuth();
  const [registering, setRegistering] = useState(false);

  let content;
  if (loading) content = <Spinner label={t('checking')} />;
  else if (user && !registering && user.role === 'vendor')
    return <Navigate to="/vendor/company-info" replace />;
  else if (user && !registering) content = <SignedInNotice user={user} headingLevel={2} />;
  else
    content = (
      <RegisterForm
        onSubmitStart={() => setRegistering(true)}
        onRegistered={() => void navigate('/vendor/company-info')}
      />
    );

  return (
    <section className="auth auth--register container" aria-labelledby="register-heading">
      <PageHead
        title={t('vendor.registerMetaTitle')}
        description={t('vendor.registerMetaDescription')}
        canonicalPath="/vendor/register"
      />
      <RegisterBenefits
        eyebrow={t('register.eyebrow')}
        heading={t('vendor.registerHeading')}
        lead={t('vendor.registerLead')}
      />
      <div className="auth-card">
        <VendorSteps current={1} />
        {content}
      </div>
    </section>
  );
}
