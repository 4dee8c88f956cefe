import { Button, Card, Flex, Form, Input, Typography } from 'antd';
import { supportMessageInputSchema, type SupportMessageInput } from '@core/schemas/support';
import type { SupportTicketDetail } from '@core/schemas/support';
import { useSchemaForm } from '../forms/useSchemaForm';
import { useVendorDates } from '../i18n/vendorDates';
import { useVendorT } from '../i18n/VendorI18n';

interface TicketConversationProps {
  ticket: SupportTicketDetail;
  /** Who reads it: the rental company (its messages are "ours") or our support team. */
  viewer: 'company' | 'support';
  sending: boolean;
  send: (input: SupportMessageInput) => Promise<unknown>;
}

/** A ticket's messages, oldest first, and the reply form while it is not closed. */
export function TicketConversation({ ticket, viewer, sending, send }: TicketConversationProps) {
  const t = useVendorT();
  const dates = useVendorDates();
  const { form, submit } = useSchemaForm(supportMessageInputSchema, send);
  const ours = (fromCompany: boolean) => fromCompany === (viewer === 'company');
  const author = (item: SupportTicketDetail['messages'][number]) =>
    item.fromCompany
      ? (item.authorName ?? (viewer === 'company' ? t('support.you') : t('support.company')))
      : viewer === 'company'
        ? t('support.team')
        : (item.authorName ?? t('support.team'));
  return (
    <Flex vertical gap={16}>
      <Flex vertical gap={12}>
        {ticket.messages.map((item) => (
          <div
            key={item.id}
            className={`message ${ours(item.fromCompany) ? 'message--ours' : 'message--support'}`}
          >
            <Typography.Text type="secondary" className="message__meta">
              {author(item)} · {dates.dateTime(item.createdAt)}
            </Typography.Text>
            <Typography.Paragraph className="message__body">{item.body}</Typography.Paragraph>
          </div>
        ))}
      </Flex>
      {ticket.can.reply && (
        <Card size="small" title={t('support.reply')}>
          <Form<SupportMessageInput>
            form={form}
            layout="vertical"
            disabled={sending}
            onFinish={async (values) => {
              if (await submit(values)) form.resetFields();
            }}
          >
            <Form.Item name="message" label={t('support.message')} required>
              <Input.TextArea rows={3} maxLength={5000} />
            </Form.Item>
            <Button type="primary" htmlType="submit" loading={sending}>
              {t('support.sendReply')}
            </Button>
          </Form>
        </Card>
      )}
    </Flex>
  );
}
