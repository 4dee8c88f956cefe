import { App, Form, Input, Typography } from 'antd';
import { z } from 'zod';
import { changePasswordSchema } from '@core/schemas/account';
import { PASSWORD_HINT } from '@core/schemas/auth';
import { useChangePassword } from '../../api/account';
import { useSchemaForm } from '../../forms/useSchemaForm';
import { AccountFormCard } from './AccountFormCard';

const formSchema = changePasswordSchema
  .extend({ confirmPassword: z.string() })
  .refine((values) => values.password === values.confirmPassword, {
    path: ['confirmPassword'],
    message: 'The passwords do not match',
  });
type Values = z.input<typeof formSchema>;

/** Profile: a new password (the current one first); the other sessions are signed out. */
export function ChangePasswordCard() {
  const { message } = App.useApp();
  const change = useChangePassword();
  const { form, submit, submitting } = useSchemaForm(formSchema, ({ currentPassword, password }) =>
    change.mutateAsync({ currentPassword, password }).then((answer) => {
      form.resetFields();
      void message.success(answer.message);
    }),
  );
  return (
    <AccountFormCard<Values>
      title="Password"
      name="changePassword"
      form={form}
      onFinish={submit}
      submitting={submitting}
      submitLabel="Change password"
      intro={
        <Typography.Paragraph type="secondary">
          Changing the password signs you out on every other device; this one stays signed in.
        </Typography.Paragraph>
      }
    >
      <Form.Item name="currentPassword" label="Current password" required>
        <Input.Password autoComplete="current-password" />
      </Form.Item>
      <Form.Item name="password" label="New password" required extra={PASSWORD_HINT}>
        <Input.Password autoComplete="new-password" />
      </Form.Item>
      <Form.Item name="confirmPassword" label="New password again" required>
        <Input.Password autoComplete="new-password" />
      </Form.Item>
    </AccountFormCard>
  );
}
