import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { HEADER_ACTIONS } from '@core/catalogue/menus';
import { MARKETING_CLAIMS } from '@core/constants';
import { EMIRATES, EMIRATE_LABELS, type Emirate } from '@core/enums';
import { PASSWORD_MIN_LENGTH, registerInputSchema } from '@core/schemas/auth';
import { useAuth } from '../../auth/AuthProvider';
import { SignedInNotice } from '../../components/Auth/SignedInNotice';
import { SelectField, TextField, fieldErrorsFromIssues } from '../../components/Form/Field';
import { Spinner } from '../../components/Spinner';
import { useDocumentTitle } from '../../hooks/useDocumentTitle';

type RegisterField = 'name' | 'companyName' | 'email' | 'phone' | 'emirate' | 'password';
type Values = Record<RegisterField, string>;

/** Form order: the first invalid field in this order gets the focus. */
const FIELD_IDS: Record<RegisterField, string> = {
  name: 'register-name',
  companyName: 'register-company',
  email: 'register-email',
  phone: 'register-phone',
  emirate: 'register-emirate',
  password: 'register-password',
};
const FIELDS = Object.keys(FIELD_IDS) as RegisterField[];
const isField = (key: string): key is RegisterField => key in FIELD_IDS;

const DEFAULT_EMIRATE: Emirate = 'dubai';
const EMIRATE_OPTIONS = EMIRATES.map((value) => ({ value, label: EMIRATE_LABELS[value] }));
const SUCCESS_HREF = '/dashboard';

const BENEFITS = [
  {
    title: 'Zero commission',
    text: 'Keep every dirham. Renters pay you directly: no booking fees, no hidden charges.',
  },
  {
    title: 'Leads straight to you',
    text: 'Renters contact you by WhatsApp, e-mail or phone. No middleman, no waiting.',
  },
  {
    title: 'Verified badge',
    text: 'Complete a quick verification and show the Verified badge renters look for.',
  },
] as const;

function focusField(field: RegisterField) {
  document.getElementById(FIELD_IDS[field])?.focus();
}

export default function RegisterPage() {
  useDocumentTitle('Register your rental company | UAE Car Rental');
  const { user, loading, error, register } = useAuth();
  const [values, setValues] = useState<Values>({
    name: '',
    companyName: '',
    email: '',
    phone: '',
    emirate: DEFAULT_EMIRATE,
    password: '',
  });
  const [fieldErrors, setFieldErrors] = useState<Partial<Values>>({});
  const [submitting, setSubmitting] = useState(false);
  // The shared auth error is shown only for a sign-up tried on this page, and only when the
  // server did not already point at the fields concerned.
  const [showFormError, setShowFormError] = useState(false);

  const change = (field: RegisterField) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setFieldErrors((current) => ({ ...current, [field]: undefined }));
  };

  function showFieldErrors(errors: Partial<Values>) {
    setFieldErrors(errors);
    const first = FIELDS.find((field) => errors[field]);
    if (first) focusField(first);
    return first;
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting) return;
    const parsed = registerInputSchema.safeParse(values);
    if (!parsed.success) {
      setShowFormError(false);
      showFieldErrors(fieldErrorsFromIssues(parsed.error.issues));
      return;
    }
    setFieldErrors({});
    setShowFormError(false);
    setSubmitting(true);
    const result = await register(parsed.data);
    if (result.ok) {
      // The dashboard is the console, a separate app: a full page load.
      window.location.assign(SUCCESS_HREF);
      return;
    }
    setSubmitting(false);
    const serverErrors: Partial<Values> = {};
    for (const [key, message] of Object.entries(result.fields ?? {})) {
      if (isField(key)) serverErrors[key] = message;
    }
    const first = showFieldErrors(serverErrors);
    if (!first) setShowFormError(true);
  }

  let content;
  if (loading) {
    content = (
      <div className="auth-card">
        <Spinner label="Checking whether you are signed in" />
      </div>
    );
  } else if (user && !submitting) {
    content = (
      <div className="auth-card">
        <SignedInNotice user={user} headingLevel={2} />
      </div>
    );
  } else {
    const formError = showFormError && !submitting ? error : null;
    content = (
      <div className="auth-card">
        <h2 className="auth-card__title" id="register-title">
          Create your company account
        </h2>
        <p className="auth-card__lead">Free to join. It takes about a minute.</p>
        <form className="auth-form" aria-labelledby="register-title" noValidate onSubmit={submit}>
          {formError && (
            <p className="form-alert" role="alert">
              {formError}
            </p>
          )}
          <TextField
            id={FIELD_IDS.name}
            name="name"
            label="Your name"
            autoComplete="name"
            required
            value={values.name}
            onValueChange={change('name')}
            error={fieldErrors.name}
          />
          <TextField
            id={FIELD_IDS.companyName}
            name="companyName"
            label="Company name"
            autoComplete="organization"
            required
            value={values.companyName}
            onValueChange={change('companyName')}
            error={fieldErrors.companyName}
          />
          <TextField
            id={FIELD_IDS.email}
            name="email"
            label="E-mail"
            type="email"
            autoComplete="email"
            autoCapitalize="none"
            spellCheck={false}
            required
            value={values.email}
            onValueChange={change('email')}
            error={fieldErrors.email}
          />
          <div className="auth-form__row">
            <TextField
              id={FIELD_IDS.phone}
              name="phone"
              label="Phone"
              type="tel"
              autoComplete="tel"
              placeholder="+971 XX XXX XXXX"
              hint="Include your country code for international numbers."
              required
              value={values.phone}
              onValueChange={change('phone')}
              error={fieldErrors.phone}
            />
            <SelectField
              id={FIELD_IDS.emirate}
              name="emirate"
              label="Emirate"
              required
              value={values.emirate}
              onValueChange={change('emirate')}
              options={EMIRATE_OPTIONS}
              error={fieldErrors.emirate}
            />
          </div>
          <TextField
            id={FIELD_IDS.password}
            name="password"
            label="Password"
            type="password"
            autoComplete="new-password"
            minLength={PASSWORD_MIN_LENGTH}
            hint={`At least ${PASSWORD_MIN_LENGTH} characters.`}
            required
            value={values.password}
            onValueChange={change('password')}
            error={fieldErrors.password}
          />
          <button
            type="submit"
            className="button button--accent button--block"
            disabled={submitting}
          >
            {submitting ? 'Creating account…' : 'Create account'}
          </button>
        </form>
        <p className="auth-card__switch">
          Already have an account? <Link to={HEADER_ACTIONS.login.href}>Sign in</Link>
        </p>
      </div>
    );
  }

  return (
    <section className="auth auth--register container" aria-labelledby="register-heading">
      <div className="auth-benefits">
        <p className="auth-benefits__eyebrow">For rental companies</p>
        <h1 id="register-heading">List your fleet. Get direct leads. Pay zero commission.</h1>
        <p className="auth-benefits__lead">
          Reach renters behind {MARKETING_CLAIMS.monthlySearches} monthly searches across the UAE.
        </p>
        <ul className="auth-benefits__list">
          {BENEFITS.map((benefit) => (
            <li key={benefit.title}>
              <span className="auth-benefits__icon" aria-hidden="true">
                ✓
              </span>
              <span>
                <strong>{benefit.title}</strong>
                <span className="auth-benefits__text">{benefit.text}</span>
              </span>
            </li>
          ))}
        </ul>
      </div>
      {content}
    </section>
  );
}
