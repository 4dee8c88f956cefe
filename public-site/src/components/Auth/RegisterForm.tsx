/**
 * The rental company sign-up form (POST /api/auth/register through the auth state): name,
 * company, e-mail, phone, emirate and password, checked with core's rules before sending and
 * the server's field messages shown under the fields. Used by /register and /vendor/register.
 */
import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../i18n/react';
import { Link } from 'react-router';
import { HEADER_ACTIONS } from '@core/catalogue/menus';
import { EMIRATES, type Emirate } from '@core/enums';
import { useLabelRecords } from '../../i18n/format';
import type { CurrentUser } from '@core/schemas/auth';
import { PASSWORD_MIN_LENGTH, checkRegisterForm } from '@core/rules/authForms';
import { useAuth } from '../../auth/AuthProvider';
import { SelectField, TextField } from '../Form/Field';
import './auth.css';
import '../../i18n/namespaces/auth';

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

function focusField(field: RegisterField) {
  document.getElementById(FIELD_IDS[field])?.focus();
}

export function RegisterForm({
  onSubmitStart,
  onRegistered,
}: {
  /** Called as a valid form is sent: the page keeps the form (not "already signed in") from now. */
  onSubmitStart?: () => void;
  /** Called on success; the button stays busy while the page moves on. */
  onRegistered: (user: CurrentUser) => void;
}) {
  const { t } = useTranslation('auth');
  const L = useLabelRecords();
  const EMIRATE_OPTIONS = EMIRATES.map((value) => ({ value, label: L.emirates[value] }));
  const { error, register } = useAuth();
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
  // The shared auth error is shown only for a sign-up tried here, and only when the server did
  // not already point at the fields concerned.
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
    // The API's rules, without loading zod (core/rules/authForms.ts).
    const parsed = checkRegisterForm(values);
    if (!parsed.ok) {
      setShowFormError(false);
      showFieldErrors(parsed.errors);
      return;
    }
    setFieldErrors({});
    setShowFormError(false);
    setSubmitting(true);
    onSubmitStart?.();
    const result = await register(parsed.data);
    if (result.ok) {
      // Stay "submitting": the page moves on.
      onRegistered(result.user);
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

  const formError = showFormError && !submitting ? error : null;
  return (
    <>
      <h2 className="auth-card__title" id="register-title">
        {t('register.title')}
      </h2>
      <p className="auth-card__lead">{t('register.lead')}</p>
      <form className="auth-form" aria-labelledby="register-title" noValidate onSubmit={submit}>
        {formError && (
          <p className="form-alert" role="alert">
            {formError}
          </p>
        )}
        <TextField
          id={FIELD_IDS.name}
          name="name"
          label={t('register.name')}
          autoComplete="name"
          required
          value={values.name}
          onValueChange={change('name')}
          error={fieldErrors.name}
        />
        <TextField
          id={FIELD_IDS.companyName}
          name="companyName"
          label={t('register.companyName')}
          autoComplete="organization"
          required
          value={values.companyName}
          onValueChange={change('companyName')}
          error={fieldErrors.companyName}
        />
        <TextField
          id={FIELD_IDS.email}
          name="email"
          label={t('email')}
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
            label={t('register.phone')}
            type="tel"
            autoComplete="tel"
            placeholder={t('register.phonePlaceholder')}
            hint={t('register.phoneHint')}
            required
            value={values.phone}
            onValueChange={change('phone')}
            error={fieldErrors.phone}
          />
          <SelectField
            id={FIELD_IDS.emirate}
            name="emirate"
            label={t('register.emirate')}
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
          label={t('password')}
          type="password"
          autoComplete="new-password"
          minLength={PASSWORD_MIN_LENGTH}
          hint={t('register.passwordHint', { count: PASSWORD_MIN_LENGTH })}
          required
          value={values.password}
          onValueChange={change('password')}
          error={fieldErrors.password}
        />
        <button type="submit" className="button button--accent button--block" disabled={submitting}>
          {submitting ? t('register.submitting') : t('register.submit')}
        </button>
      </form>
      <p className="auth-card__switch">
        {t('register.haveAccount')}{' '}
        <Link to={HEADER_ACTIONS.login.href}>{t('register.signIn')}</Link>
      </p>
    </>
  );
}

const BENEFITS = ['commission', 'leads', 'verified'] as const;

/** The sign-up pages' pitch: zero commission, direct leads, the Verified badge. */
export function RegisterBenefits({
  eyebrow,
  heading,
  lead,
}: {
  eyebrow: string;
  heading: string;
  lead: string;
}) {
  const { t } = useTranslation('auth');
  return (
    <div className="auth-benefits">
      <p className="auth-benefits__eyebrow">{eyebrow}</p>
      <h1 id="register-heading">{heading}</h1>
      <p className="auth-benefits__lead">{lead}</p>
      <ul className="auth-benefits__list">
        {BENEFITS.map((benefit) => (
          <li key={benefit}>
            <span className="auth-benefits__icon" aria-hidden="true">
              ✓
            </span>
            <span>
              <strong>{t(`register.benefits.${benefit}.title`)}</strong>
              <span className="auth-benefits__text">{t(`register.benefits.${benefit}.text`)}</span>
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
