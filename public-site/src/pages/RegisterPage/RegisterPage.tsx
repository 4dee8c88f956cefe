import { useState } from 'react';
import { useTranslation } from '../../i18n/react';
import { useAuth } from '../../auth/AuthProvider';
import { RegisterBenefits, RegisterForm } from '../../components/Auth/RegisterForm';
import { SignedInNotice } from '../../components/Auth/SignedInNotice';
import { PageHead } from '../../components/PageHead/PageHead';
import { Spinner } from '../../components/Spinner';
import '../../i18n/namespaces/auth';

const SUCCESS_HREF = '/dashboard';

export default function RegisterPage() {
  const { t } = useTranslation('auth');
  const { user, loading } = useAuth();
  // Once a sign-up starts here, the form stays until the dashboard loads.
  const [registering, setRegistering] = useState(false);

  let content;
  if (loading) content = <Spinner label={t('checking')} />;
  else if (user && !registering) content = <SignedInNotice user={user} headingLevel={2} />;
  else
    content = (
      <RegisterForm
        onSubmitStart={() => setRegistering(true)}
        onRegistered={() => {
          // The dashboard is the console, a separate app: a full page load.
          window.location.assign(SUCCESS_HREF);
        }}
      />
    );

  return (
    <section className="auth auth--register container" aria-labelledby="register-heading">
      <PageHead
        title={t('register.metaTitle')}
        description={t('register.metaDescription')}
        canonicalPath="/register"
      />
      <RegisterBenefits
        eyebrow={t('register.eyebrow')}
        heading={t('register.heading')}
        lead={t('register.reach')}
      />
      <div className="auth-card">{content}</div>
    </section>
  );
}
