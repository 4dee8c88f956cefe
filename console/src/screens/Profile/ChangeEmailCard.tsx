import { useState } from 'react';
import { Alert, Form, Input, Typography } from 'antd';
import type { z } from 'zod';
import { changeEmailSchema } from '@core/schemas/account';
import { useChangeEmail } from '../../api/account';
import { useCurrentUser } from '../../auth/session';
import { useSchemaForm } from '../../forms/useSchemaForm';
import { AccountFormCard } from './AccountFormCard';

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
    <AccountFormCard<Values>
      title="Sign-in e-mail"
      name="changeEmail"
      form={form}
      onFinish={submit}
      submitting={submitting}
      submitLabel="Send a confirmation link"
      intro={
        <Typography.Paragraph>
          You sign in with <strong>{user?.email}</strong>.
        </Typography.Paragraph>
      }
      notice={
        sent && (
          <Alert
            type="success"
            showIcon
            title="Check the new address"
            description={sent}
            style={{ marginBottom: 16 }}
          />
        )
      }
    >
      <Form.Item name="email" label="New e-mail address" required>
        <Input type="email" autoComplete="email" />
      </Form.Item>
      <Form.Item name="currentPassword" label="Current password" required>
        <Input.Password autoComplete="current-password" />
      </Form.Item>
    </AccountFormCard>
  );
}
