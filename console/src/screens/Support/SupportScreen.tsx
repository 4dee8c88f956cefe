import { useMemo } from 'react';
import { Link, useNavigate } from 'react-router';
import { createColumnHelper } from '@tanstack/react-table';
import { App, Button, Card, Form, Input, Space, Typography } from 'antd';
import {
  supportTicketInputSchema,
  type SupportTicket,
  type SupportTicketInput,
} from '@core/schemas/support';
import { useOpenTicket, useSupportTickets } from '../../api/support';
import { DataTable } from '../../components/DataTable';
import { TicketStatusTag } from '../../components/StatusTags';
import { useSchemaForm } from '../../forms/useSchemaForm';
import supportStrings from '../../i18n/locales/en/support.json';
import { addEnglish } from '../../i18n/strings';
import { useVendorDates } from '../../i18n/vendorDates';
import { useVendorT } from '../../i18n/VendorI18n';

addEnglish(supportStrings);

const column = createColumnHelper<SupportTicket>();

function NewTicket() {
  const navigate = useNavigate();
  const { message } = App.useApp();
  const t = useVendorT();
  const open = useOpenTicket();
  const { form, submit } = useSchemaForm(supportTicketInputSchema, (input) =>
    open.mutateAsync(input).then((ticket) => {
      message.success(t('support.sent'));
      navigate(`/dashboard/support/${ticket.id}`);
    }),
  );
  return (
    <Card title={t('support.newTicket')}>
      <Form<SupportTicketInput>
        form={form}
        layout="vertical"
        onFinish={submit}
        disabled={open.isPending}
      >
        <Form.Item name="subject" label={t('support.subject')} required>
          <Input maxLength={150} />
        </Form.Item>
        <Form.Item name="message" label={t('support.message')} required>
          <Input.TextArea rows={4} maxLength={5000} showCount />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={open.isPending}>
          {t('support.send')}
        </Button>
      </Form>
    </Card>
  );
}

/** /dashboard/support: the company's tickets and a new one. */
export default function SupportScreen() {
  const tickets = useSupportTickets();
  const t = useVendorT();
  const dates = useVendorDates();
  const columns = useMemo(
    () => [
      column.accessor('subject', {
        header: t('support.subject'),
        cell: ({ row: { original: ticket } }) => (
          <Link to={`/dashboard/support/${ticket.id}`}>{ticket.subject}</Link>
        ),
      }),
      column.accessor('status', {
        header: t('support.state'),
        cell: (info) => <TicketStatusTag status={info.getValue()} />,
      }),
      column.accessor('updatedAt', {
        header: t('support.lastActivity'),
        cell: (info) => dates.dateTime(info.getValue()),
        meta: { hideOnPhone: true },
      }),
    ],
    [t, dates],
  );
  return (
    <Space orientation="vertical" size="middle" className="screen">
      <DataTable
        aria-label={t('support.tickets')}
        columns={columns}
        data={tickets.data?.items ?? []}
        rowId={(ticket) => ticket.id}
        loading={tickets.isFetching}
        error={tickets.error}
        empty={<Typography.Text type="secondary">{t('support.none')}</Typography.Text>}
      />
      <NewTicket />
    </Space>
  );
}
