import { Alert, Button, Card, Form, Input, Typography } from 'antd';
import { useLocation, useNavigate } from 'react-router';
import { ApiRequestError } from '@core/http/apiError';
import { canOpen, homeFor } from '../shell/consoleMenus';
import { useSignIn } from './session';
import { useForgotPasswordArea } from './useArea';

interface SignInValues {
  username: string;
  password: string;
}

/** Shown instead of any console screen when there is no session. */
export function SignInScreen() {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const area = useForgotPasswordArea();
  // The page asked for stays when the role may open it (a link from an e-mail or a bookmark);
  // otherwise the user lands on their own home rather than on a refusal.
  const signIn = useSignIn((user) => {
    if (!canOpen(user.role, pathname)) navigate(homeFor(user.role), { replace: true });
  });
  const error =
    signIn.error instanceof ApiRequestError
      ? signIn.error.serverMessage('Invalid credentials')
      : signIn.error
        ? 'Could not reach the server. Check your connection and try again.'
        : null;

  return (
    <div className="sign-in">
      <Card className="sign-in__card">
        <Typography.Title level={3} style={{ marginTop: 0 }}>
          Sign in to the console
        </Typography.Title>
        <Typography.Paragraph type="secondary">
          Rental companies manage their cars and leads here; the marketplace team runs approvals and
          the blog.
        </Typography.Paragraph>
        {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 16 }} />}
        <Form<SignInValues>
          layout="vertical"
          requiredMark={false}
          onFinish={(values) =>
            signIn.mutate({ username: values.username.trim(), password: values.password })
          }
          disabled={signIn.isPending}
        >
          <Form.Item
            label="E-mail"
            name="username"
            rules={[{ required: true, type: 'email', message: 'Enter your e-mail address' }]}
          >
            <Input autoComplete="email" autoFocus size="large" />
          </Form.Item>
          <Form.Item
            label="Password"
            name="password"
            rules={[{ required: true, message: 'Enter your password' }]}
          >
            <Input.Password autoComplete="current-password" size="large" />
          </Form.Item>
          <div className="sign-in__forgot">
            <a href={`${area}/forgot-password`}>Forgot password?</a>
          </div>
          <Button type="primary" htmlType="submit" block size="large" loading={signIn.isPending}>
            Sign in
          </Button>
        </Form>
        <Typography.Paragraph type="secondary" style={{ marginTop: 16, marginBottom: 0 }}>
          New rental company? <a href="/register">Register your business</a>
        </Typography.Paragraph>
      </Card>
    </div>
  );
}
