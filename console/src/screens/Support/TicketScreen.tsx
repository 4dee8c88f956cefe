import { Link, useParams } from 'react-router';
import { App, Flex, Result, Space, Typography } from 'antd';
import { useReplyToTicket, useSupportTicket } from '../../api/support';
import { QueryState } from '../../components/QueryState';
import { TicketStatusTag } from '../../components/StatusTags';
import { TicketConversation } from '../../components/TicketConversation';

/** /dashboard/support/:id: one ticket's thread and a reply. */
export default function TicketScreen() {
  const id = Number(useParams().id);
  const valid = Number.isInteger(id) && id > 0;
  const ticket = useSupportTicket(valid ? id : undefined);
  const reply = useReplyToTicket(id);
  const { message } = App.useApp();

  if (!valid) return <Result status="404" title="Ticket not found" />;
  return (
    <QueryState query={ticket}>
      {(data) => (
        <Space orientation="vertical" size="middle" className="screen">
          <Flex gap={8} align="center" wrap>
            <Link to="/dashboard/support">← All tickets</Link>
            <Typography.Title level={4} style={{ margin: 0 }}>
              {data.subject}
            </Typography.Title>
            <TicketStatusTag status={data.status} />
          </Flex>
          <TicketConversation
            ticket={data}
            viewer="company"
            sending={reply.isPending}
            send={(input) =>
              reply.mutateAsync(input).then(() => void message.success('Reply sent'))
            }
          />
        </Space>
      )}
    </QueryState>
  );
}
