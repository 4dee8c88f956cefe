import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from '../../i18n/react';
import { Link, useNavigate } from 'react-router';
import { profilePatchSchema, type VendorProfile } from '@core/schemas/profile';
import { apiRequest, serverFieldErrors } from '../../api/client';
import { useAuth } from '../../auth/AuthProvider';
import { VendorSteps } from '../../components/Auth/VendorSteps';
import { SelectField, TextField, fieldErrorsFromIssues } from '../../components/Form/Field';
import { PageHead } from '../../components/PageHead/PageHead';
import { Spinner } from '../../components/Spinner';
import { toast } from '../../components/Toast/toastStore';
import { FLEET_SIZES, type FleetSize } from './fleetSize';
import '../../components/Auth/auth.css';
import '../../i18n/namespaces/auth';

const PROFILE_KEY = ['/api/vendor/profile'] as const;
const DESCRIPTION_MAX = 2000;
const stepSchema = profilePatchSchema.pick({ address: true, whatsapp: true, description: true });

type Field = 'address' | 'whatsapp' | 'description';
const FIELD_IDS: Record<Field, string> = {
  address: 'company-address',
  whatsapp: 'company-whatsapp',
  description: 'company-description',
};

/** Vendor onboarding, step 2: the company's address, WhatsApp, description and fleet size. */
export default function VendorCompanyInfoPage() {
  const { t } = useTranslation('auth');
  const { user, loading } = useAuth();

  let content;
  if (loading) content = <Spinner label={t('checking')} />;
  else if (!user)
    content = (
      <div className="signed-in">
        <h1 className="auth-card__title">{t('vendor.signInFirst')}</h1>
        <p>{t('vendor.signInFirstBody')}</p>
        <div className="signed-in__actions">
          <Link to="/vendor/register" className="button button--accent">
            {t('vendor.createAccount')}
          </Link>
          <Link to="/login" className="button button--ghost">
            {t('vendor.haveAccount')}
          </Link>
        </div>
      </div>
    );
  else if (user.role !== 'vendor')
    content = (
      <div className="signed-in">
        <h1 className="auth-card__title">{t('vendor.notVendor')}</h1>
        <p>{t('vendor.notVendorBody', { email: user.email })}</p>
      </div>
    );
  else content = <CompanyInfoForm />;

  return (
    <section className="auth vendor-onboarding container">
      <PageHead
        title={t('vendor.companyMetaTitle')}
        description={t('vendor.companyMetaDescription')}
        canonicalPath="/vendor/company-info"
        noIndex
      />
      <div className="auth-card">
        <VendorSteps current={2} />
        {content}
      </div>
    </section>
  );
}

function CompanyInfoForm() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const profile = useQuery<VendorProfile>({ queryKey: PROFILE_KEY });
  const [values, setValues] = useState({ address: '', whatsapp: '', description: '' });
  const [fleetSize, setFleetSize] = useState<FleetSize>('1-10');
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);

  // Prefilled with what the company has (sign-up gives the WhatsApp number its phone).
  useEffect(() => {
    if (!profile.data) return;
    setValues({
      address: profile.data.address ?? '',
      whatsapp: profile.data.whatsapp,
      description: profile.data.description ?? '',
    });
  }, [profile.data]);

  const save = useMutation({
    mutationFn: (patch: Record<Field, string>) =>
      apiRequest<VendorProfile>(PROFILE_KEY[0], { method: 'PATCH', body: JSON.stringify(patch) }),
  });

  const change = (field: Field) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  function showErrors(fieldErrors: Partial<Record<Field, string>>) {
    setErrors(fieldErrors);
    const first = (Object.keys(FIELD_IDS) as Field[]).find((field) => fieldErrors[field]);
    if (first) document.getElementById(FIELD_IDS[first])?.focus();
    return first;
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFormError(null);
    const parsed = stepSchema.safeParse(values);
    if (!parsed.success) {
      showErrors(fieldErrorsFromIssues(parsed.error.issues));
      return;
    }
    try {
      const saved = await save.mutateAsync(values);
      queryClient.setQueryData(PROFILE_KEY, saved);
      toast({ title: t('vendor.saved') });
      void navigate('/vendor/success', { state: { fleetSize } });
    } catch (error) {
      const fields = serverFieldErrors(error) ?? {};
      if (!showErrors(fields)) setFormError(t('vendor.saveFailed'));
    }
  }

  if (profile.isPending) return <Spinner label={t('checking')} />;
  const company = profile.data?.name ?? '';
  return (
    <>
      <h1 className="auth-card__title" id="company-title">
        {t('vendor.companyTitle', { company })}
      </h1>
      <p className="auth-card__lead">{t('vendor.companyLead')}</p>
      <form className="auth-form" aria-labelledby="company-title" noValidate onSubmit={submit}>
        {(formError || profile.isError) && (
          <p className="form-alert" role="alert">
            {formError ?? t('vendor.loadFailed')}
          </p>
        )}
        <TextField
          id={FIELD_IDS.address}
          name="address"
          label={t('vendor.address')}
          hint={t('vendor.addressHint')}
          autoComplete="street-address"
          value={values.address}
          onValueChange={change('address')}
          error={errors.address}
        />
        <div className="auth-form__row">
          <TextField
            id={FIELD_IDS.whatsapp}
            name="whatsapp"
            type="tel"
            label={t('vendor.whatsapp')}
            hint={t('vendor.whatsappHint')}
            placeholder={t('register.phonePlaceholder')}
            autoComplete="tel"
            required
            value={values.whatsapp}
            onValueChange={change('whatsapp')}
            error={errors.whatsapp}
          />
          <SelectField
            id="company-fleet"
            name="fleetSize"
            label={t('vendor.fleetSize')}
            hint={t('vendor.fleetSizeHint')}
            value={fleetSize}
            onValueChange={(value) => setFleetSize(value as FleetSize)}
            options={FLEET_SIZES.map((size) => ({
              value: size,
              label: t(`vendor.fleetSizes.${size}`),
            }))}
          />
        </div>
        <div className={`field${errors.description ? ' field--invalid' : ''}`}>
          <label className="field__label" htmlFor={FIELD_IDS.description}>
            {t('vendor.description')}
          </label>
          <textarea
            id={FIELD_IDS.description}
            name="description"
            className="field__control field__control--area"
            maxLength={DESCRIPTION_MAX}
            rows={5}
            value={values.description}
            aria-invalid={errors.description ? true : undefined}
            aria-describedby={`${FIELD_IDS.description}-hint${errors.description ? ` ${FIELD_IDS.description}-error` : ''}`}
            onChange={(event) => change('description')(event.target.value)}
          />
          <p className="field__hint" id={`${FIELD_IDS.description}-hint`}>
            {t('vendor.descriptionHint', { count: DESCRIPTION_MAX })}
          </p>
          {errors.description && (
            <p className="field__error" id={`${FIELD_IDS.description}-error`}>
              {errors.description}
            </p>
          )}
        </div>
        <div className="auth-form__actions">
          <Link to="/vendor/success" state={{ fleetSize }}>
            {t('vendor.skip')}
          </Link>
          <button type="submit" className="button button--accent" disabled={save.isPending}>
            {save.isPending ? t('vendor.saving') : t('vendor.save')}
          </button>
        </div>
      </form>
    </>
  );
}
