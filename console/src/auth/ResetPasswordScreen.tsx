import { Button, Card, Form, Input, Result, Spin, Typography } from 'antd';
import { useLocation, useNavigate } from 'react-router';
import { ApiRequestError } from '@core/http/apiError';
import { PASSWORD_HINT, PASSWORD_RESET_LINK_INVALID } from '@core/schemas/auth';
import { problemMessage } from '../forms/fieldErrors';
import { useSchemaForm } from '../forms/useSchemaForm';
import { homeFor } from '../shell/roleHome';
import {
  resetPasswordFormSchema,
  resetTokenFrom,
  useConfirmPasswordReset,
  type ResetPasswordValues,
} from './passwordReset';
import { useForgotPasswordArea } from './useArea';

/** The server's answer about the link itself (unknown, used or expired), not the password. */
const isLinkProblem = (error: unknown) =>
  error instanceof ApiRequestError &&
  error.status === 400 &&
  error.serverMessage('') === PASSWORD_RESET_LINK_INVALID;

/**
 * The screen a reset link opens: a new password twice. Success signs in (other sessions have
 * ended) and opens the user's home; a link that cannot be used says so and offers a new one.
 */
export default function ResetPasswordScreen() {
  const area = useForgotPasswordArea();
  const location = useLocation();
  const navigate = useNavigate();
  const token = resetTokenFrom(location);
  const confirm = useConfirmPasswordReset(token, (user) =>
    navigate(homeFor(user.role), { replace: true }),
  );
  const { form, submit, submitting } = useSchemaForm(resetPasswordFormSchema, ({ password }) =>
    confirm.mutateAsync(password),
  );

  const unusable = !token || (confirm.isError && isLinkProblem(confirm.error));
  return (
    <main className="sign-in">
      <Card className="sign-in__card">
        {confirm.isSuccess ? (
          <Spin description="Signing you in…">
            <div style={{ minHeight: 120 }} />
          </Spin>
        ) : unusable ? (
          <Result
            status="warning"
            title="This link cannot be used"
            subTitle={
              token
                ? problemMessage(confirm.error)
                : 'The link is incomplete. Open it again from the e-mail, or ask for a new one.'
            }
            extra={
              <Button type="primary" href={`${area}/forgot-password`}>
                Ask for a new link
              </Button>
            }
          />
        ) : (
          <>
            <Typography.Title level={3} style={{ marginTop: 0 }}>
              Choose a new password
            </Typography.Title>
            <Typography.Paragraph type="secondary">
              Once it is set you are signed in here, and signed out everywhere else.
            </Typography.Paragraph>
            <Form<ResetPasswordValues>
              form={form}
              layout="vertical"
              requiredMark={false}
              onFinish={submit}
              disabled={submitting}
            >
              <Form.Item name="password" label="New password" required extra={PASSWORD_HINT}>
                <Input.Password autoComplete="new-password" autoFocus size="large" />
              </Form.Item>
              <Form.Item name="confirmPassword" label="New password again" required>
                <Input.Password autoComplete="new-password" size="large" />
              </Form.Item>
              <Button type="primary" htmlType="submit" block size="large" loading={submitting}>
                Set the password and sign in
              </Button>
            </Form>
          </>
        )}
      </Card>
    </main>
  );
}
