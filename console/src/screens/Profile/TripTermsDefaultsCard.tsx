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

type Values = { tripTerms: TripTermsFormValues };

/**
 * The company's default trip terms (PATCH /api/vendor/profile `tripTerms`): every car that
 * states no term of its own takes these, and the renters' quotes read them. Its own form and
 * button, so saving the terms never sends the profile's other fields.
 */
export function TripTermsDefaultsCard({ profile }: { profile: VendorProfile }) {
  const { message } = App.useApp();
  const update = useUpdateProfile();
  const { form, submit, submitting } = useSchemaForm(
    profilePatchSchema,
    (patch) => update.mutateAsync(patch).then(() => void message.success('Trip terms saved')),
    { toInput: (values: Values) => ({ tripTerms: tripTermsFromForm(values.tripTerms) }) },
  );
  return (
    <Card title="Trip terms for all your cars">
      <Typography.Paragraph type="secondary">
        What renters are quoted for each of your cars, unless the car states its own term in its
        listing.
      </Typography.Paragraph>
      <Form<Values>
        form={form}
        layout="vertical"
        initialValues={{ tripTerms: tripTermsToForm(profile.tripTerms) }}
        onFinish={submit}
        disabled={update.isPending}
      >
        <TripTermsFields
          inherited={TRIP_TERMS_DEFAULTS}
          inheritedFrom="the default"
          deliveryInherits={false}
        />
        <Button type="primary" htmlType="submit" loading={submitting}>
          Save trip terms
        </Button>
      </Form>
    </Card>
  );
}
