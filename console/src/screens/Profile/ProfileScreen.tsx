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
import { EMIRATES, LICENCE_KINDS } from '@core/enums';
import { MINIMUM_AGE, profilePatchSchema, type VendorProfile } from '@core/schemas/profile';
import { useUpdateProfile, useUploadLogo, useVendorProfile } from '../../api/vendorProfile';
import { QueryState } from '../../components/QueryState';
import { NumberInput } from '../../components/NumberInput';
import { changedProfileFields, type ProfileValues } from '../../forms/profileForm';
import { useSchemaForm } from '../../forms/useSchemaForm';
import { NotificationSettingsCard } from './NotificationSettingsCard';
import { AccountSettings } from './AccountSettings';
import { TripTermsDefaultsCard } from './TripTermsDefaultsCard';
import profileStrings from '../../i18n/locales/en/profile.json';
import { addEnglish } from '../../i18n/strings';
import { useProblems } from '../../i18n/problems';
import { useVendorT } from '../../i18n/VendorI18n';
import { useVendorLabels } from '../../i18n/vendorLabels';

addEnglish(profileStrings);

const half = { xs: 24, md: 12 };
const third = { xs: 24, md: 8 };

function ProfileForm({ profile }: { profile: VendorProfile }) {
  const { message } = App.useApp();
  const t = useVendorT();
  const labels = useVendorLabels();
  const { problem } = useProblems();
  const update = useUpdateProfile();
  const uploadLogo = useUploadLogo();
  const { form, submit } = useSchemaForm(
    profilePatchSchema,
    (patch) => update.mutateAsync(patch).then(() => void message.success(t('profile.saved'))),
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
        <Card title={t('profile.company')}>
          <Flex gap={16} align="center" wrap style={{ marginBottom: 16 }}>
            <Avatar shape="square" size={72} src={profile.logoUrl ?? undefined}>
              {profile.name.slice(0, 1)}
            </Avatar>
            <Upload
              accept="image/jpeg,image/png,image/webp"
              showUploadList={false}
              beforeUpload={(file) => {
                uploadLogo.mutate(file, {
                  onSuccess: () => message.success(t('profile.logoUpdated')),
                  onError: (error) => message.error(problem(error)),
                });
                return false;
              }}
            >
              <Button loading={uploadLogo.isPending}>
                {profile.logoUrl ? t('profile.changeLogo') : t('profile.uploadLogo')}
              </Button>
            </Upload>
            <Typography.Text type="secondary">{t('profile.logoHint')}</Typography.Text>
          </Flex>
          <Row gutter={16}>
            <Col {...half}>
              <Form.Item name="name" label={t('profile.name')} required>
                <Input maxLength={120} />
              </Form.Item>
            </Col>
            <Col {...half}>
              <Form.Item name="website" label={t('profile.website')}>
                <Input dir="ltr" className="ltr-value" placeholder="https://" maxLength={300} />
              </Form.Item>
            </Col>
            <Col span={24}>
              <Form.Item name="description" label={t('profile.description')}>
                <Input.TextArea rows={4} maxLength={2000} showCount />
              </Form.Item>
            </Col>
            <Col span={24}>
              {/* The Arabic site shows it where written, else the text above (issue #21). */}
              <Form.Item
                name="descriptionAr"
                label={t('profile.descriptionAr')}
                extra={t('profile.descriptionArExtra')}
              >
                <Input.TextArea dir="rtl" lang="ar" rows={4} maxLength={2000} showCount />
              </Form.Item>
            </Col>
            <Col {...half}>
              <Form.Item name="emirate" label={t('profile.emirate')} required>
                <Select
                  options={EMIRATES.map((value) => ({ value, label: labels.emirate[value] }))}
                />
              </Form.Item>
            </Col>
            <Col {...half}>
              <Form.Item name="address" label={t('profile.address')}>
                <Input maxLength={300} />
              </Form.Item>
            </Col>
          </Row>
        </Card>
        <Card title={t('profile.contact')}>
          <Row gutter={16}>
            <Col {...third}>
              <Form.Item name="whatsapp" label={t('profile.whatsapp')} required>
                <Input type="tel" dir="ltr" className="ltr-value" placeholder="+971 50 123 4567" />
              </Form.Item>
            </Col>
            <Col {...third}>
              <Form.Item name="phone" label={t('profile.phone')} required>
                <Input type="tel" dir="ltr" className="ltr-value" placeholder="+971 4 123 4567" />
              </Form.Item>
            </Col>
            <Col {...third}>
              <Form.Item name="email" label={t('profile.email')} required>
                <Input type="email" dir="ltr" className="ltr-value" />
              </Form.Item>
            </Col>
          </Row>
        </Card>
        <Card title={t('profile.policies')}>
          <Row gutter={16}>
            <Col {...third}>
              <Form.Item name="minimumAge" label={t('profile.minimumAge')} required>
                <NumberInput
                  min={MINIMUM_AGE.min}
                  max={MINIMUM_AGE.max}
                  suffix={<bdi>{t('profile.unitYears')}</bdi>}
                />
              </Form.Item>
            </Col>
            <Col xs={24} md={16}>
              <Form.Item name="depositPolicy" label={t('profile.depositPolicy')}>
                <Input maxLength={300} placeholder={t('profile.depositPolicyPlaceholder')} />
              </Form.Item>
            </Col>
            <Col span={24}>
              <Form.Item name="licencesAccepted" label={t('profile.licences')} required>
                <Checkbox.Group
                  options={LICENCE_KINDS.map((value) => ({
                    value,
                    label: labels.licence[value].replace(/^./, (c) => c.toUpperCase()),
                  }))}
                />
              </Form.Item>
            </Col>
          </Row>
        </Card>
        <Button type="primary" htmlType="submit" size="large" loading={update.isPending}>
          {t('profile.save')}
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
