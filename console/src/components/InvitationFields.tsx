/**
 * The form parts every invitation shares: who is invited (the blog's writers, a company's team),
 * and the new account's name and password on the link's screen.
 */
import { Col, Form, Input, Row, Segmented } from 'antd';
import { PASSWORD_HINT } from '@core/schemas/auth';

/** E-mail and role, side by side (stacked on a phone). */
export function EmailAndRoleFields<R extends string>({
  roles,
  help,
}: {
  roles: readonly { value: R; label: string }[];
  help: string;
}) {
  return (
    <Row gutter={16}>
      <Col xs={24} md={12}>
        <Form.Item name="email" label="E-mail" required>
          <Input type="email" autoComplete="off" placeholder="name@example.com" />
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <Form.Item name="role" label="Role" extra={help}>
          <Segmented options={[...roles]} />
        </Form.Item>
      </Col>
    </Row>
  );
}

/** The invited account's name and password (twice), with its address for password managers. */
export function NewAccountFields({ email }: { email: string }) {
  return (
    <>
      <input type="hidden" name="username" autoComplete="username" value={email} />
      <Form.Item name="name" label="Your name" required>
        <Input autoComplete="name" autoFocus size="large" maxLength={100} />
      </Form.Item>
      <Form.Item name="password" label="Password" required extra={PASSWORD_HINT}>
        <Input.Password autoComplete="new-password" size="large" />
      </Form.Item>
      <Form.Item name="confirmPassword" label="Password again" required>
        <Input.Password autoComplete="new-password" size="large" />
      </Form.Item>
    </>
  );
}
