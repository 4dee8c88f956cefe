import {
  App,
  Avatar,
  Button,
  Card,
  Checkbox,
  Col,
  Flex,
  Form,
  Input,
  Row,
  Select,
  Space,
  Typography,
  Upload,
} from 'antd';
import { EMIRATES, EMIRATE_LABELS, LICENCE_KINDS, LICENCE_KIND_LABELS } from '@core/enums';
import { MINIMUM_AGE, profilePatchSchema, type VendorProfile } from '@core/schemas/profile';
import { useUpdateProfile, useUploadLogo, useVendorProfile } from '../../api/vendorProfile';
import { QueryState } from '../../components/QueryState';
import { problemMessage } from '../../forms/fieldErrors';
import { NumberInput } from '../../components/NumberInput';
import { changedProfileFields, type ProfileValues } from '../../forms/profileForm';
import { useSchemaForm } from '../../forms/useSchemaForm';
import { NotificationSettingsCard } from './NotificationSettingsCard';
import { AccountSettings } from './AccountSettings';
import { TripTermsDefaultsCard } from './TripTermsDefaultsCard';

const half = { xs: 24, md: 12 };
const third = { xs: 24, md: 8 };

function ProfileForm({ profile }: { profile: VendorProfile }) {
  const { message } = App.useApp();
  const update = useUpdateProfile();
  const uploadLogo = useUploadLogo();
  const { form, submit } = useSchemaForm(
    profilePatchSchema,
    (patch) => update.mutateAsync(patch).then(() => void message.success('Profile saved')),
    { toInput: (values: ProfileValues) => changedProfileFields(values, profile) },
  );

  return (
    <Form<ProfileValues>
      form={form}
      layout="vertical"
      initialValues={profile}
      onFinish={submit}
      disabled={update.isPending}
    >
      <Space orientation="vertical" size="middle" className="screen">
        <Card title="Company">
          <Flex gap={16} align="center" wrap style={{ marginBottom: 16 }}>
            <Avatar shape="square" size={72} src={profile.logoUrl ?? undefined}>
              {profile.name.slice(0, 1)}
            </Avatar>
            <Upload
              accept="image/jpeg,image/png,image/webp"
              showUploadList={false}
              beforeUpload={(file) => {
                uploadLogo.mutate(file, {
                  onSuccess: () => message.success('Logo updated'),
                  onError: (error) => message.error(problemMessage(error)),
                });
                return false;
              }}
            >
              <Button loading={uploadLogo.isPending}>
                {profile.logoUrl ? 'Change logo' : 'Upload logo'}
              </Button>
            </Upload>
            <Typography.Text type="secondary">Square JPEG, PNG or WebP works best.</Typography.Text>
          </Flex>
          <Row gutter={16}>
            <Col {...half}>
              <Form.Item name="name" label="Company name" required>
                <Input maxLength={120} />
              </Form.Item>
            </Col>
            <Col {...half}>
              <Form.Item name="website" label="Website">
                <Input placeholder="https://" maxLength={300} />
              </Form.Item>
            </Col>
            <Col span={24}>
              <Form.Item name="description" label="About the company">
                <Input.TextArea rows={4} maxLength={2000} showCount />
              </Form.Item>
            </Col>
            <Col span={24}>
              {/* The Arabic site shows it where written, else the text above (issue #21). */}
              <Form.Item
                name="descriptionAr"
                label="About the company in Arabic (optional)"
                extra="Shown on the Arabic site; where empty, it shows the text above as you wrote it."
              >
                <Input.TextArea dir="rtl" lang="ar" rows={4} maxLength={2000} showCount />
              </Form.Item>
            </Col>
            <Col {...half}>
              <Form.Item name="emirate" label="Emirate" required>
                <Select
                  options={EMIRATES.map((value) => ({ value, label: EMIRATE_LABELS[value] }))}
                />
              </Form.Item>
            </Col>
            <Col {...half}>
              <Form.Item name="address" label="Address">
                <Input maxLength={300} />
              </Form.Item>
            </Col>
          </Row>
        </Card>
        <Card title="Contact details renters receive">
          <Row gutter={16}>
            <Col {...third}>
              <Form.Item name="whatsapp" label="WhatsApp" required>
                <Input type="tel" placeholder="+971 50 123 4567" />
              </Form.Item>
            </Col>
            <Col {...third}>
              <Form.Item name="phone" label="Phone" required>
                <Input type="tel" placeholder="+971 4 123 4567" />
              </Form.Item>
            </Col>
            <Col {...third}>
              <Form.Item name="email" label="E-mail" required>
                <Input type="email" />
              </Form.Item>
            </Col>
          </Row>
        </Card>
        <Card title="Rental policies">
          <Row gutter={16}>
            <Col {...third}>
              <Form.Item name="minimumAge" label="Minimum driver age" required>
                <NumberInput min={MINIMUM_AGE.min} max={MINIMUM_AGE.max} suffix="years" />
              </Form.Item>
            </Col>
            <Col xs={24} md={16}>
              <Form.Item name="depositPolicy" label="Deposit policy">
                <Input
                  maxLength={300}
                  placeholder="e.g. AED 1,500 refundable, no deposit for residents"
                />
              </Form.Item>
            </Col>
            <Col span={24}>
              <Form.Item name="licencesAccepted" label="Driving licences accepted" required>
                <Checkbox.Group
                  options={LICENCE_KINDS.map((value) => ({
                    value,
                    label: LICENCE_KIND_LABELS[value].replace(/^./, (c) => c.toUpperCase()),
                  }))}
                />
              </Form.Item>
            </Col>
          </Row>
        </Card>
        <Button type="primary" htmlType="submit" size="large" loading={update.isPending}>
          Save profile
        </Button>
      </Space>
    </Form>
  );
}

/**
 * /dashboard/profile: the company's public profile, contact details and rental policies; then
 * the user's own account (sign-in address, password, sessions).
 */
export default function ProfileScreen() {
  const profile = useVendorProfile();
  return (
    <Space orientation="vertical" size="large" className="screen">
      <QueryState query={profile}>
        {(data) => (
          <>
            <ProfileForm profile={data} />
            <TripTermsDefaultsCard key={JSON.stringify(data.tripTerms)} profile={data} />
          </>
        )}
      </QueryState>
      <NotificationSettingsCard />
      <AccountSettings />
    </Space>
  );
}
