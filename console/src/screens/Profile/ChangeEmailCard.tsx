import { useState } from 'react';
import { Alert, Button, Card, Form, Input, Typography } from 'antd';
import type { z } from 'zod';
import { changeEmailSchema } from '@core/schemas/account';
import { useChangeEmail } from '../../api/account';
import { useCurrentUser } from '../../auth/session';
import { useSchemaForm } from '../../forms/useSchemaForm';

type Values = z.input<typeof changeEmailSchema>;

/**
 * Profile: the sign-in address. A new one is confirmed by a link sent to it (the old address is
 * told); the address changes only when that link is opened.
 */
export function ChangeEmailCard() {
  const user = useCurrentUser().data;
  const change = useChangeEmail();
  const [sent, setSent] = useState<string | null>(null);
  const { form, submit, submitting } = useSchemaForm(changeEmailSchema, (input) =>
    change.mutateAsync(input).then((answer) => {
      form.resetFields();
      setSent(answer.message);
    }),
  );
  return (
    <Card title="Sign-in e-mail">
      <Typography.Paragraph>
        You sign in with <strong>{user?.email}</strong>.
      </Typography.Paragraph>
      {sent && (
        <Alert
          type="success"
          showIcon
          title="Check the new address"
          description={sent}
          style={{ marginBottom: 16 }}
        />
      )}
      <Form<Values>
        // Its own ids: the company form above has an `email` field too, and labels find inputs by id.
        name="changeEmail"
        form={form}
        layout="vertical"
        requiredMark={false}
        onFinish={submit}
        disabled={submitting}
        style={{ maxWidth: 420 }}
      >
        <Form.Item name="email" label="New e-mail address" required>
          <Input type="email" autoComplete="email" />
        </Form.Item>
        <Form.Item name="currentPassword" label="Current password" required>
          <Input.Password autoComplete="current-password" />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={submitting}>
          Send a confirmation link
        </Button>
      </Form>
    </Card>
  );
}
