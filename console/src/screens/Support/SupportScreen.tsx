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
import { formatDateTime } from '../../components/format';
import { TicketStatusTag } from '../../components/StatusTags';
import { useSchemaForm } from '../../forms/useSchemaForm';

const column = createColumnHelper<SupportTicket>();

function NewTicket() {
  const navigate = useNavigate();
  const { message } = App.useApp();
  const open = useOpenTicket();
  const { form, submit } = useSchemaForm(supportTicketInputSchema, (input) =>
    open.mutateAsync(input).then((ticket) => {
      message.success('Ticket sent. We usually answer within a working day.');
      navigate(`/dashboard/support/${ticket.id}`);
    }),
  );
  return (
    <Card title="New ticket">
      <Form<SupportTicketInput>
        form={form}
        layout="vertical"
        onFinish={submit}
        disabled={open.isPending}
      >
        <Form.Item name="subject" label="Subject" required>
          <Input maxLength={150} />
        </Form.Item>
        <Form.Item name="message" label="Message" required>
          <Input.TextArea rows={4} maxLength={5000} showCount />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={open.isPending}>
          Send
        </Button>
      </Form>
    </Card>
  );
}

/** /dashboard/support: the company's tickets and a new one. */
export default function SupportScreen() {
  const tickets = useSupportTickets();
  const columns = useMemo(
    () => [
      column.accessor('subject', {
        header: 'Subject',
        cell: ({ row: { original: ticket } }) => (
          <Link to={`/dashboard/support/${ticket.id}`}>{ticket.subject}</Link>
        ),
      }),
      column.accessor('status', {
        header: 'State',
        cell: (info) => <TicketStatusTag status={info.getValue()} />,
      }),
      column.accessor('updatedAt', {
        header: 'Last activity',
        cell: (info) => formatDateTime(info.getValue()),
        meta: { hideOnPhone: true },
      }),
    ],
    [],
  );
  return (
    <Space orientation="vertical" size="middle" className="screen">
      <DataTable
        aria-label="Support tickets"
        columns={columns}
        data={tickets.data?.items ?? []}
        rowId={(ticket) => ticket.id}
        loading={tickets.isFetching}
        error={tickets.error}
        empty={<Typography.Text type="secondary">No tickets yet.</Typography.Text>}
      />
      <NewTicket />
    </Space>
  );
}
