import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../i18n/react';
import { Link, useNavigate } from 'react-router';
import { profilePatchSchema, type VendorProfile } from '@core/schemas/profile';
import { apiRequest, serverFieldErrors } from '../../api/client';
import { useAuth } from '../../auth/AuthProvider';
import { AuthCardForm, SubmitButton } from '../../components/Auth/AuthCardForm';
import { VendorSteps } from '../../components/Auth/VendorSteps';
import {
  SelectField,
  TextAreaField,
  TextField,
  fieldErrorsFromIssues,
} from '../../components/Form/Field';
import { useForm } from '../../components/Form/useForm';
import { PageHead } from '../../components/PageHead/PageHead';
import { Spinner } from '../../components/Spinner';
import { toast } from '../../components/Toast/toastStore';
import { FLEET_SIZES, type FleetSize } from './fleetSize';
import '../../components/Auth/auth.css';
import '../../i18n/namespaces/auth';

const PROFILE_KEY = ['/api/vendor/profile'] as const;
const DESCRIPTION_MAX = 2000;
const stepSchema = profilePatchSchema.pick({ address: true, whatsapp: true, description: true });

const FIELD_IDS = {
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
  const [fleetSize, setFleetSize] = useState<FleetSize>('1-10');
  const form = useForm({
    ids: FIELD_IDS,
    initial: { address: '', whatsapp: '', description: '' },
    check: (values) => {
      const parsed = stepSchema.safeParse(values);
      return parsed.success
        ? { ok: true, data: values }
        : { ok: false, errors: fieldErrorsFromIssues(parsed.error.issues) };
    },
    send: async (values) => {
      try {
        const saved = await apiRequest<VendorProfile>(PROFILE_KEY[0], {
          method: 'PATCH',
          body: JSON.stringify(values),
        });
        queryClient.setQueryData(PROFILE_KEY, saved);
        toast({ title: t('vendor.saved') });
        void navigate('/vendor/success', { state: { fleetSize } });
        return { ok: true };
      } catch (error) {
        return { ok: false, fields: serverFieldErrors(error) };
      }
    },
  });
  const { setValues } = form;

  // Prefilled with what the company has (sign-up gives the WhatsApp number its phone).
  useEffect(() => {
    if (!profile.data) return;
    setValues({
      address: profile.data.address ?? '',
      whatsapp: profile.data.whatsapp,
      description: profile.data.description ?? '',
    });
  }, [profile.data, setValues]);

  if (profile.isPending) return <Spinner label={t('checking')} />;
  const company = profile.data?.name ?? '';
  return (
    <AuthCardForm
      id="company-title"
      title={t('vendor.companyTitle', { company })}
      lead={t('vendor.companyLead')}
      alert={form.failed ? t('vendor.saveFailed') : profile.isError ? t('vendor.loadFailed') : null}
      onSubmit={form.submit}
    >
      <TextField
        {...form.field('address')}
        label={t('vendor.address')}
        hint={t('vendor.addressHint')}
        autoComplete="street-address"
      />
      <div className="auth-form__row">
        <TextField
          {...form.field('whatsapp')}
          type="tel"
          label={t('vendor.whatsapp')}
          hint={t('vendor.whatsappHint')}
          placeholder={t('register.phonePlaceholder')}
          autoComplete="tel"
          required
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
      <TextAreaField
        {...form.field('description')}
        label={t('vendor.description')}
        hint={t('vendor.descriptionHint', { count: DESCRIPTION_MAX })}
        maxLength={DESCRIPTION_MAX}
        rows={5}
      />
      <div className="auth-form__actions">
        <Link to="/vendor/success" state={{ fleetSize }}>
          {t('vendor.skip')}
        </Link>
        <SubmitButton busy={form.pending} label={t('vendor.save')} busyLabel={t('vendor.saving')} />
      </div>
    </AuthCardForm>
  );
}
