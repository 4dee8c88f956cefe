import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../i18n/react';
import { Link } from 'react-router';
import { HEADER_ACTIONS, dashboardHref } from '@core/catalogue/menus';
import { checkLoginForm } from '@core/rules/authForms';
import { useAuth } from '../../auth/AuthProvider';
import { SignedInNotice } from '../../components/Auth/SignedInNotice';
import { TextField } from '../../components/Form/Field';
import { Spinner } from '../../components/Spinner';
import '../../components/Auth/auth.css';
import { PageHead } from '../../components/PageHead/PageHead';
import '../../i18n/namespaces/auth';

type LoginField = 'username' | 'password';
const FIELD_IDS: Record<LoginField, string> = {
  username: 'login-email',
  password: 'login-password',
};

export default function LoginPage() {
  const { t } = useTranslation('auth');
  const { user, loading, error, login } = useAuth();
  const [values, setValues] = useState({ username: '', password: '' });
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<LoginField, string>>>({});
  const [submitting, setSubmitting] = useState(false);
  // The shared auth error is shown only for a sign-in tried on this page.
  const [attempted, setAttempted] = useState(false);

  const change = (field: LoginField) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setFieldErrors((current) => ({ ...current, [field]: undefined }));
  };

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting) return;
    // The API's rules, without loading zod (core/rules/authForms.ts).
    const parsed = checkLoginForm(values);
    if (!parsed.ok) {
      const { errors } = parsed;
      setFieldErrors(errors);
      const first = (Object.keys(FIELD_IDS) as LoginField[]).find((field) => errors[field]);
      if (first) document.getElementById(FIELD_IDS[first])?.focus();
      return;
    }
    setFieldErrors({});
    setAttempted(true);
    setSubmitting(true);
    const result = await login(parsed.data.username, parsed.data.password);
    if (result.ok) {
      // The console is a separate app: a full page load. Stay "submitting" until it happens.
      window.location.assign(dashboardHref(result.user.role));
      return;
    }
    setSubmitting(false);
    // The button was disabled under the cursor: put focus where the user retries.
    document.getElementById(FIELD_IDS.password)?.focus();
  }

  let content;
  if (loading) {
    content = <Spinner label={t('checking')} />;
  } else if (user && !submitting) {
    content = <SignedInNotice user={user} />;
  } else {
    const formError = attempted && !submitting ? error : null;
    content = (
      <>
        <h1 className="auth-card__title" id="login-title">
          {t('login.title')}
        </h1>
        <p className="auth-card__lead">{t('login.lead')}</p>
        <form className="auth-form" aria-labelledby="login-title" noValidate onSubmit={submit}>
          {formError && (
            <p className="form-alert" role="alert">
              {formError}
            </p>
          )}
          <TextField
            id={FIELD_IDS.username}
            name="username"
            label={t('email')}
            type="email"
            autoComplete="email"
            autoCapitalize="none"
            spellCheck={false}
            required
            value={values.username}
            onValueChange={change('username')}
            error={fieldErrors.username}
          />
          <TextField
            id={FIELD_IDS.password}
            name="password"
            label={t('password')}
            type="password"
            autoComplete="current-password"
            required
            value={values.password}
            onValueChange={change('password')}
            error={fieldErrors.password}
          />
          {/* The console's page (a full navigation): the reset flow lives there. */}
          <p className="auth-form__forgot">
            <a href="/dashboard/forgot-password">{t('login.forgot')}</a>
          </p>
          <button
            type="submit"
            className="button button--accent button--block"
            disabled={submitting}
          >
            {submitting ? t('login.submitting') : t('login.submit')}
          </button>
        </form>
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
