import { App, Button } from 'antd';
import { useAdminTicket, useAnswerTicket, useCloseTicket } from '../../api/admin/support';
import { TicketThread, useTicketId } from '../../components/TicketThread';
import { problemMessage } from '../../forms/fieldErrors';

/** /admin/support/:id: a company's ticket; answering marks it answered; close when settled. */
export default function AdminTicketScreen() {
  const id = useTicketId();
  const ticket = useAdminTicket(id);
  const answer = useAnswerTicket(id ?? 0);
  const close = useCloseTicket(id ?? 0);
  const { message } = App.useApp();
  return (
    <TicketThread
      id={id}
      ticket={ticket}
      backTo="/admin/support"
      viewer="support"
      reply={answer}
      sent="Answer sent"
      actions={(data) =>
        data.can.close && (
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
        )
      }
    />
  );
}
