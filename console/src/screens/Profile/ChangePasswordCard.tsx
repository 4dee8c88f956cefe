import { App, Form, Input, Typography } from 'antd';
import { z } from 'zod';
import { changePasswordSchema } from '@core/schemas/account';
import { PASSWORD_MIN_LENGTH } from '@core/schemas/auth';
import { useChangePassword } from '../../api/account';
import { useSchemaForm } from '../../forms/useSchemaForm';
import { AccountFormCard } from './AccountFormCard';
import { useVendorI18n } from '../../i18n/VendorI18n';

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
  const { language, t } = useVendorI18n();
  const change = useChangePassword();
  const { form, submit, submitting } = useSchemaForm(formSchema, ({ currentPassword, password }) =>
    change.mutateAsync({ currentPassword, password }).then((answer) => {
      form.resetFields();
      void message.success(language === 'en' ? answer.message : t('account.passwordChanged'));
    }),
  );
  return (
    <AccountFormCard<Values>
      title={t('account.passwordTitle')}
      name="changePassword"
      form={form}
      onFinish={submit}
      submitting={submitting}
      submitLabel={t('account.passwordSubmit')}
      intro={
        <Typography.Paragraph type="secondary">{t('account.passwordIntro')}</Typography.Paragraph>
      }
    >
      <Form.Item name="currentPassword" label={t('account.currentPassword')} required>
        <Input.Password autoComplete="current-password" />
      </Form.Item>
      <Form.Item
        name="password"
        label={t('account.newPassword')}
        required
        extra={t('account.passwordHint', { count: PASSWORD_MIN_LENGTH })}
      >
        <Input.Password autoComplete="new-password" />
      </Form.Item>
      <Form.Item name="confirmPassword" label={t('account.newPasswordAgain')} required>
        <Input.Password autoComplete="new-password" />
      </Form.Item>
    </AccountFormCard>
  );
}
