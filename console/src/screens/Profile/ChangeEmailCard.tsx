import { useState } from 'react';
import { Alert, Form, Input, Typography } from 'antd';
import type { z } from 'zod';
import { changeEmailSchema } from '@core/schemas/account';
import { useChangeEmail } from '../../api/account';
import { useCurrentUser } from '../../auth/session';
import { useSchemaForm } from '../../forms/useSchemaForm';
import { AccountFormCard } from './AccountFormCard';
import { useVendorI18n } from '../../i18n/VendorI18n';

type Values = z.input<typeof changeEmailSchema>;

/**
 * Profile: the sign-in address. A new one is confirmed by a link sent to it (the old address is
 * told); the address changes only when that link is opened.
 */
export function ChangeEmailCard() {
  const user = useCurrentUser().data;
  const { language, t } = useVendorI18n();
  const change = useChangeEmail();
  const [sent, setSent] = useState<string | null>(null);
  const { form, submit, submitting } = useSchemaForm(changeEmailSchema, (input) =>
    change.mutateAsync(input).then((answer) => {
      form.resetFields();
      // The server says it in English; the vendor's language says the same from the form.
      setSent(
        language === 'en'
          ? answer.message
          : t('account.emailSent', { email: input.email, current: user?.email ?? '' }),
      );
    }),
  );
  return (
    <AccountFormCard<Values>
      title={t('account.emailTitle')}
      name="changeEmail"
      form={form}
      onFinish={submit}
      submitting={submitting}
      submitLabel={t('account.emailSubmit')}
      intro={
        <Typography.Paragraph>
          {t('account.signInWith')} <strong dir="ltr">{user?.email}</strong>.
        </Typography.Paragraph>
      }
      notice={
        sent && (
          <Alert
            type="success"
            showIcon
            title={t('account.checkNew')}
            description={sent}
            style={{ marginBottom: 16 }}
          />
        )
      }
    >
      <Form.Item name="email" label={t('account.newEmail')} required>
        <Input type="email" dir="ltr" className="ltr-value" autoComplete="email" />
      </Form.Item>
      <Form.Item name="currentPassword" label={t('account.currentPassword')} required>
        <Input.Password autoComplete="current-password" />
      </Form.Item>
    </AccountFormCard>
  );
}
