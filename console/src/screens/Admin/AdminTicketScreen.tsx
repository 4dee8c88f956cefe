import { Link, useParams } from 'react-router';
import { App, Button, Flex, Result, Space, Typography } from 'antd';
import { useAdminTicket, useAnswerTicket, useCloseTicket } from '../../api/admin/support';
import { QueryState } from '../../components/QueryState';
import { TicketStatusTag } from '../../components/StatusTags';
import { TicketConversation } from '../../components/TicketConversation';
import { problemMessage } from '../../forms/fieldErrors';

/** /admin/support/:id: a company's ticket; answering marks it answered; close when settled. */
export default function AdminTicketScreen() {
  const id = Number(useParams().id);
  const valid = Number.isInteger(id) && id > 0;
  const ticket = useAdminTicket(valid ? id : undefined);
  const answer = useAnswerTicket(id);
  const close = useCloseTicket(id);
  const { message } = App.useApp();

  if (!valid) return <Result status="404" title="Ticket not found" />;
  return (
    <QueryState query={ticket}>
      {(data) => (
        <Space orientation="vertical" size="middle" className="screen">
          <Flex gap={8} align="center" wrap>
            <Link to="/admin/support">← All tickets</Link>
            <Typography.Title level={4} style={{ margin: 0 }}>
              {data.subject}
            </Typography.Title>
            <TicketStatusTag status={data.status} />
            {data.can.close && (
              <Button
                loading={close.isPending}
                onClick={() =>
                  close.mutate(undefined, {
                    onSuccess: () => message.success('Ticket closed'),
                    onError: (error) => message.error(problemMessage(error)),
                  })
                }
              >
                Close ticket
              </Button>
            )}
          </Flex>
          <TicketConversation
            ticket={data}
            viewer="support"
            sending={answer.isPending}
            send={(input) =>
              answer.mutateAsync(input).then(() => void message.success('Answer sent'))
            }
          />
        </Space>
      )}
    </QueryState>
  );
}
