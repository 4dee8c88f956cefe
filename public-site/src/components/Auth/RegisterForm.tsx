/**
 * The rental company sign-up form (POST /api/auth/register through the auth state): name,
 * company, e-mail, phone, emirate and password, checked with core's rules before sending and
 * the server's field messages shown under the fields. Used by /register and /vendor/register.
 */
import { useTranslation } from '../../i18n/react';
import { Link } from '../Link/Link';
import { HEADER_ACTIONS } from '@core/catalogue/menus';
import { EMIRATES, type Emirate } from '@core/enums';
import { useLabelRecords } from '../../i18n/format';
import type { CurrentUser } from '@core/schemas/auth';
import { PASSWORD_MIN_LENGTH, checkRegisterForm } from '@core/rules/authForms';
import { useAuth } from '../../auth/AuthProvider';
import { EMAIL_INPUT, SelectField, TextField } from '../Form/Field';
import { useForm } from '../Form/useForm';
import { AuthCardForm, SubmitButton } from './AuthCardForm';
import './auth.css';
import '../../i18n/namespaces/auth';

type RegisterField = 'name' | 'companyName' | 'email' | 'phone' | 'emirate' | 'password';

/** Form order: the first invalid field in this order gets the focus. */
const FIELD_IDS: Record<RegisterField, string> = {
  name: 'register-name',
  companyName: 'register-company',
  email: 'register-email',
  phone: 'register-phone',
  emirate: 'register-emirate',
  password: 'register-password',
};

const DEFAULT_EMIRATE: Emirate = 'dubai';

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
  const form = useForm({
    ids: FIELD_IDS,
    initial: {
      name: '',
      companyName: '',
      email: '',
      phone: '',
      emirate: DEFAULT_EMIRATE,
      password: '',
    },
    // The API's rules, without loading zod (core/rules/authForms.ts).
    check: checkRegisterForm,
    send: async (data) => {
      onSubmitStart?.();
      const result = await register(data);
      if (result.ok) onRegistered(result.user);
      return result;
    },
    busyAfterSuccess: true,
  });

  // The shared auth error is shown only for a sign-up tried here, and only when the server did
  // not already point at the fields concerned.
  const formError = form.failed && !form.pending ? error : null;
  return (
    <>
      <AuthCardForm
        id="register-title"
        headingLevel={2}
        title={t('register.title')}
        lead={t('register.lead')}
        alert={formError}
        onSubmit={form.submit}
      >
        <TextField
          {...form.field('name')}
          label={t('register.name')}
          autoComplete="name"
          required
        />
        <TextField
          {...form.field('companyName')}
          label={t('register.companyName')}
          autoComplete="organization"
          required
        />
        <TextField {...form.field('email')} label={t('email')} {...EMAIL_INPUT} required />
        <div className="auth-form__row">
          <TextField
            {...form.field('phone')}
            label={t('register.phone')}
            type="tel"
            autoComplete="tel"
            placeholder={t('register.phonePlaceholder')}
            hint={t('register.phoneHint')}
            required
          />
          <SelectField
            {...form.field('emirate')}
            label={t('register.emirate')}
            required
            options={EMIRATE_OPTIONS}
          />
        </div>
        <TextField
          {...form.field('password')}
          label={t('password')}
          type="password"
          autoComplete="new-password"
          minLength={PASSWORD_MIN_LENGTH}
          hint={t('register.passwordHint', { count: PASSWORD_MIN_LENGTH })}
          required
        />
        <SubmitButton
          block
          busy={form.pending}
          label={t('register.submit')}
          busyLabel={t('register.submitting')}
        />
      </AuthCardForm>
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
