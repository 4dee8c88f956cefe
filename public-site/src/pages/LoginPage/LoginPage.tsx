import { useState } from 'react';
import { useTranslation } from '../../i18n/react';
import { Link } from '../../components/Link/Link';
import { HEADER_ACTIONS, dashboardHref } from '@core/catalogue/menus';
import { checkLoginForm } from '@core/rules/authForms';
import { useAuth } from '../../auth/AuthProvider';
import { AuthCardForm, SubmitButton } from '../../components/Auth/AuthCardForm';
import { SignedInNotice } from '../../components/Auth/SignedInNotice';
import { EMAIL_INPUT, TextField } from '../../components/Form/Field';
import { useForm } from '../../components/Form/useForm';
import { Spinner } from '../../components/Spinner';
import '../../components/Auth/auth.css';
import { PageHead } from '../../components/PageHead/PageHead';
import '../../i18n/namespaces/auth';

const FIELD_IDS = { username: 'login-email', password: 'login-password' };

export default function LoginPage() {
  const { t } = useTranslation('auth');
  const { user, loading, error, login } = useAuth();
  // The shared auth error is shown only for a sign-in tried on this page.
  const [attempted, setAttempted] = useState(false);
  const form = useForm({
    ids: FIELD_IDS,
    initial: { username: '', password: '' },
    // The API's rules, without loading zod (core/rules/authForms.ts).
    check: checkLoginForm,
    send: async ({ username, password }) => {
      setAttempted(true);
      const result = await login(username, password);
      if (result.ok) {
        // The console is a separate app: a full page load. Stay busy until it happens.
        window.location.assign(dashboardHref(result.user.role));
        return result;
      }
      // The button was disabled under the cursor: put focus where the user retries.
      document.getElementById(FIELD_IDS.password)?.focus();
      return { ok: false };
    },
    busyAfterSuccess: true,
  });
  const submitting = form.pending;

  let content;
  if (loading) {
    content = <Spinner label={t('checking')} />;
  } else if (user && !submitting) {
    content = <SignedInNotice user={user} />;
  } else {
    const formError = attempted && !submitting ? error : null;
    content = (
      <>
        <AuthCardForm
          id="login-title"
          title={t('login.title')}
          lead={t('login.lead')}
          alert={formError}
          onSubmit={form.submit}
        >
          <TextField {...form.field('username')} label={t('email')} {...EMAIL_INPUT} required />
          <TextField
            {...form.field('password')}
            label={t('password')}
            type="password"
            autoComplete="current-password"
            required
          />
          {/* The console's page (a full navigation): the reset flow lives there. */}
          <p className="auth-form__forgot">
            <a href="/dashboard/forgot-password">{t('login.forgot')}</a>
          </p>
          <SubmitButton
            block
            busy={submitting}
            label={t('login.submit')}
            busyLabel={t('login.submitting')}
          />
        </AuthCardForm>
        <p className="auth-card__switch">
          {t('login.newCompany')}{' '}
          <Link to={HEADER_ACTIONS.registerBusiness.href}>{t('login.register')}</Link>
        </p>
      </>
    );
  }

  return (
    <section className="auth container">
      <PageHead
        title={t('login.metaTitle')}
        description={t('login.metaDescription')}
        canonicalPath="/login"
      />
      <div className="auth-card">{content}</div>
    </section>
  );
}
