import { useReplyToTicket, useSupportTicket } from '../../api/support';
import { TicketThread, useTicketId } from '../../components/TicketThread';
import { useVendorT } from '../../i18n/VendorI18n';

/** /dashboard/support/:id: one ticket's thread and a reply. */
export default function TicketScreen() {
  const id = useTicketId();
  const ticket = useSupportTicket(id);
  const reply = useReplyToTicket(id ?? 0);
  const t = useVendorT();
  return (
    <TicketThread
      id={id}
      ticket={ticket}
      backTo="/dashboard/support"
      viewer="company"
      reply={reply}
      sent={t('support.replySent')}
    />
  );
}
