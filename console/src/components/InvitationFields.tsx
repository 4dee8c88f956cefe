/**
 * The parts every invitation shares: who is invited (the blog's writers, a company's team), and
 * the link's screen where the invited person chooses name and password.
 */
import type { ReactNode } from 'react';
import { Alert, Button, Card, Col, Form, Input, Row, Segmented } from 'antd';
import { PASSWORD_HINT } from '@core/schemas/auth';
import { useCurrentUser } from '../auth/session';
import { acceptInvitationFormSchema, type AcceptInvitationValues } from '../forms/blogAdminForms';
import { useSchemaForm } from '../forms/useSchemaForm';
import teamStrings from '../i18n/locales/en/team.json';
import { addEnglish } from '../i18n/strings';
import { useVendorT } from '../i18n/VendorI18n';

// A company's team invites in the vendor's language; the blog's screens read English.
addEnglish(teamStrings);

/** E-mail and role, side by side (stacked on a phone). */
export function EmailAndRoleFields<R extends string>({
  roles,
  help,
}: {
  roles: readonly { value: R; label: string }[];
  help: string;
}) {
  const t = useVendorT();
  return (
    <Row gutter={16}>
      <Col xs={24} md={12}>
        <Form.Item name="email" label={t('team.email')} required>
          <Input
            type="email"
            dir="ltr"
            className="ltr-value"
            autoComplete="off"
            placeholder="name@example.com"
          />
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <Form.Item name="role" label={t('team.role')} extra={help}>
          <Segmented options={[...roles]} />
        </Form.Item>
      </Col>
    </Row>
  );
}

/** The link's screen: a card on the sign-in background, with or without a session. */
export function InvitationFrame({ children }: { children: ReactNode }) {
  return (
    <main className="sign-in">
      <Card className="sign-in__card">{children}</Card>
    </main>
  );
}

/**
 * The invited account's name and password (twice), with its address for password managers.
 * A browser signed in to another account is told that accepting switches it.
 */
export function NewAccountForm({
  email,
  submitLabel,
  pending,
  send,
}: {
  email: string;
  submitLabel: string;
  pending: boolean;
  send: (input: { name: string; password: string }) => Promise<unknown>;
}) {
  const signedIn = useCurrentUser().data;
  const { form, submit } = useSchemaForm(acceptInvitationFormSchema, ({ name, password }) =>
    send({ name, password }),
  );
  return (
    <>
      {signedIn && (
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 16 }}
          title={`You are signed in as ${signedIn.name} (${signedIn.email}).`}
          description="Accepting signs this browser in to the new account instead."
        />
      )}
      <Form<AcceptInvitationValues>
        form={form}
        layout="vertical"
        requiredMark={false}
        onFinish={submit}
        disabled={pending}
      >
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
        <Button type="primary" htmlType="submit" block size="large" loading={pending}>
          {submitLabel}
        </Button>
      </Form>
    </>
  );
}
