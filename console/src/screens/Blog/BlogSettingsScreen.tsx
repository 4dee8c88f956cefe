import { App, Button, Card, Col, Flex, Form, Input, Row, Typography, Upload } from 'antd';
import { BLOG_LIMITS, blogSettingsSchema, type BlogSettings } from '@core/schemas/blog';
import { useBlogSettings, useUpdateBlogSettings } from '../../api/blogAdmin';
import { useUploadBlogImage } from '../../api/blogPosts';
import { NumberInput } from '../../components/NumberInput';
import { QueryState } from '../../components/QueryState';
import { settingsInput, type SettingsValues } from '../../forms/blogAdminForms';
import { problemMessage } from '../../forms/fieldErrors';
import { useSchemaForm } from '../../forms/useSchemaForm';
import './blogAdmin.css';

/** The default link-preview picture: an upload (re-encoded on the server) or an https address. */
function SeoImageField() {
  const { message } = App.useApp();
  const form = Form.useFormInstance<SettingsValues>();
  const url = Form.useWatch('defaultSeoImage', form);
  const upload = useUploadBlogImage();
  return (
    <Flex gap={16} wrap align="flex-start">
      <Flex vertical gap={8} className="blog-seo-controls">
        <Form.Item
          name="defaultSeoImage"
          label="Default link-preview picture"
          extra="Shown when a post without a cover is shared. 1200 × 630 px works best."
          style={{ marginBottom: 0 }}
        >
          <Input placeholder="Upload a picture, or paste an https:// address" allowClear />
        </Form.Item>
        <Upload
          accept="image/jpeg,image/png,image/webp"
          showUploadList={false}
          beforeUpload={(file) => {
            upload.mutate(file, {
              onSuccess: ({ url: uploaded }) => {
                form.setFieldValue('defaultSeoImage', uploaded);
                message.success('Picture uploaded: save the settings to use it');
              },
              onError: (error) => message.error(problemMessage(error)),
            });
            return false;
          }}
        >
          <Button loading={upload.isPending}>
            {url ? 'Upload another picture' : 'Upload a picture'}
          </Button>
        </Upload>
      </Flex>
      <div className="blog-seo-preview">
        {url ? (
          <img src={url} alt="Default link preview" />
        ) : (
          <Typography.Text type="secondary">No picture</Typography.Text>
        )}
      </div>
    </Flex>
  );
}

function SettingsForm({ settings }: { settings: BlogSettings }) {
  const { message } = App.useApp();
  const update = useUpdateBlogSettings();
  const { form, submit } = useSchemaForm(
    blogSettingsSchema,
    (input) => update.mutateAsync(input).then(() => void message.success('Blog settings saved')),
    { toInput: settingsInput },
  );
  return (
    <Form<SettingsValues>
      form={form}
      layout="vertical"
      initialValues={settings}
      onFinish={submit}
      disabled={update.isPending}
      className="blog-settings"
    >
      <Card title="The blog on the site">
        <Row gutter={16}>
          <Col xs={24} md={16}>
            <Form.Item name="title" label="Blog title" required extra="The heading of /blog.">
              <Input maxLength={80} />
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <Form.Item name="postsPerPage" label="Posts per page" required>
              <NumberInput min={BLOG_LIMITS.postsPerPage.min} max={BLOG_LIMITS.postsPerPage.max} />
            </Form.Item>
          </Col>
          <Col span={24}>
            <Form.Item
              name="description"
              label="Description"
              extra="Under the title, and the page's description for search engines."
            >
              <Input.TextArea rows={3} maxLength={300} />
            </Form.Item>
          </Col>
          <Col span={24}>
            <SeoImageField />
          </Col>
        </Row>
      </Card>
      <Button type="primary" htmlType="submit" size="large" loading={update.isPending}>
        Save settings
      </Button>
    </Form>
  );
}

/** /admin/blog/settings: the blog's title, description, page size and link-preview picture. */
export default function BlogSettingsScreen() {
  return (
    <QueryState query={useBlogSettings()}>
      {(settings) => <SettingsForm settings={settings} />}
    </QueryState>
  );
}
