import type { ReactNode } from 'react';
import { Button, Card, Form, type FormInstance } from 'antd';
import accountStrings from '../../i18n/locales/en/account.json';
import { addEnglish } from '../../i18n/strings';

// The account cards' strings, with whichever screen shows them (the profile, My account).
addEnglish(accountStrings);

/**
 * The frame of the profile's account forms (sign-in e-mail, password): a card with what the
 * change does, an optional notice, the fields and one submit button. The form's own `name`
 * prefixes its input ids: the company form on the same page has an `email` field too, and
 * labels find inputs by id.
 */
export function AccountFormCard<V>({
  title,
  name,
  form,
  onFinish,
  submitting,
  submitLabel,
  intro,
  notice,
  children,
}: {
  title: string;
  name: string;
  form: FormInstance<V>;
  onFinish: (values: V) => unknown;
  submitting: boolean;
  submitLabel: string;
  intro: ReactNode;
  notice?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Card title={title}>
      {intro}
      {notice}
      <Form<V>
        name={name}
        form={form}
        layout="vertical"
        requiredMark={false}
        onFinish={onFinish}
        disabled={submitting}
        style={{ maxWidth: 420 }}
      >
        {children}
        <Button type="primary" htmlType="submit" loading={submitting}>
          {submitLabel}
        </Button>
      </Form>
    </Card>
  );
}
