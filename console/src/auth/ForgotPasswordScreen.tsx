import { Alert, Button, Card, Form, Input, Result, Typography } from 'antd';
import { useForgotPasswordArea } from './useArea';
import {
  forgotPasswordFormSchema,
  useRequestPasswordReset,
  type ForgotPasswordValues,
} from './passwordReset';
import { problemMessage } from '../forms/fieldErrors';
import { useSchemaForm } from '../forms/useSchemaForm';

/**
 * "Forgot password?": asks for the account's e-mail and says the same thing whatever it is
 * (the server answers alike for any address, so nobody learns who has an account here).
 */
export default function ForgotPasswordScreen() {
  const area = useForgotPasswordArea();
  const request = useRequestPasswordReset();
  const { form, submit, submitting } = useSchemaForm(forgotPasswordFormSchema, ({ email }) =>
    request.mutateAsync(email),
  );

  return (
    <main className="sign-in">
      <Card className="sign-in__card">
        {request.isSuccess ? (
          <Result
            status="success"
            title="Check your e-mail"
            subTitle={request.data.message}
            extra={
              <Button type="primary" href={area}>
                Back to sign-in
              </Button>
            }
          />
        ) : (
          <>
            <Typography.Title level={3} style={{ marginTop: 0 }}>
              Forgot your password?
            </Typography.Title>
            <Typography.Paragraph type="secondary">
              Enter the e-mail address of your account. We will send it a link to choose a new
              password.
            </Typography.Paragraph>
            {request.isError && (
              <Alert
                type="error"
                showIcon
                title={problemMessage(request.error)}
                style={{ marginBottom: 16 }}
              />
            )}
            <Form<ForgotPasswordValues>
              form={form}
              layout="vertical"
              requiredMark={false}
              onFinish={submit}
              disabled={submitting}
            >
              <Form.Item name="email" label="E-mail" required>
                <Input autoComplete="email" autoFocus size="large" inputMode="email" />
              </Form.Item>
              <Button type="primary" htmlType="submit" block size="large" loading={submitting}>
                Send the link
              </Button>
            </Form>
            <Typography.Paragraph type="secondary" style={{ marginTop: 16, marginBottom: 0 }}>
              Remembered it? <a href={area}>Back to sign-in</a>
            </Typography.Paragraph>
          </>
        )}
      </Card>
    </main>
  );
}
