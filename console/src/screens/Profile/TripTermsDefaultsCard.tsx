import { App, Button, Card, Form, Typography } from 'antd';
import { TRIP_TERMS_DEFAULTS } from '@core/rules/tripTerms';
import { profilePatchSchema, type VendorProfile } from '@core/schemas/profile';
import { useUpdateProfile } from '../../api/vendorProfile';
import { TripTermsFields } from '../../components/TripTermsFields';
import {
  tripTermsFromForm,
  tripTermsToForm,
  type TripTermsFormValues,
} from '../../forms/tripTermsForm';
import { useSchemaForm } from '../../forms/useSchemaForm';
import { useVendorT } from '../../i18n/VendorI18n';

type Values = { tripTerms: TripTermsFormValues };

/**
 * The company's default trip terms (PATCH /api/vendor/profile `tripTerms`): every car that
 * states no term of its own takes these, and the renters' quotes read them. Its own form and
 * button, so saving the terms never sends the profile's other fields.
 */
export function TripTermsDefaultsCard({ profile }: { profile: VendorProfile }) {
  const { message } = App.useApp();
  const t = useVendorT();
  const update = useUpdateProfile();
  const { form, submit, submitting } = useSchemaForm(
    profilePatchSchema,
    (patch) => update.mutateAsync(patch).then(() => void message.success(t('profile.termsSaved'))),
    { toInput: (values: Values) => ({ tripTerms: tripTermsFromForm(values.tripTerms) }) },
  );
  return (
    <Card title={t('profile.termsTitle')}>
      <Typography.Paragraph type="secondary">{t('profile.termsIntro')}</Typography.Paragraph>
      <Form<Values>
        form={form}
        layout="vertical"
        initialValues={{ tripTerms: tripTermsToForm(profile.tripTerms) }}
        onFinish={submit}
        disabled={update.isPending}
      >
        <TripTermsFields
          inherited={TRIP_TERMS_DEFAULTS}
          inheritedFrom="default"
          deliveryInherits={false}
        />
        <Button type="primary" htmlType="submit" loading={submitting}>
          {t('profile.termsSave')}
        </Button>
      </Form>
    </Card>
  );
}
