import { Link } from 'react-router';
import { createColumnHelper } from '@tanstack/react-table';
import { Flex, Segmented } from 'antd';
import { TICKET_STATUSES, TICKET_STATUS_LABELS } from '@core/enums';
import type { AdminSupportTicket } from '@core/schemas/admin';
import { useAdminTickets } from '../../api/admin/support';
import { DataTable } from '../../components/DataTable';
import { formatDateTime } from '../../components/format';
import { TicketStatusTag } from '../../components/StatusTags';
import { oneOf, useUrlState } from '../../components/useUrlState';
import { CompanyLink } from './CompanyLink';

const column = createColumnHelper<AdminSupportTicket>();
const columns = [
  column.accessor('subject', {
    header: 'Subject',
    cell: ({ row }) => <Link to={`/admin/support/${row.original.id}`}>{row.original.subject}</Link>,
  }),
  column.accessor((ticket) => ticket.company.name, {
    id: 'company',
    header: 'Company',
    cell: ({ row }) => <CompanyLink company={row.original.company} />,
  }),
  column.accessor('status', {
    header: 'State',
    cell: (info) => <TicketStatusTag status={info.getValue()} />,
  }),
  column.accessor('updatedAt', {
    header: 'Last activity',
    meta: { nowrap: true, hideOnPhone: true },
    cell: (info) => formatDateTime(info.getValue()),
  }),
];

/** /admin/support: every company's tickets, open ones first by default. */
export default function SupportInboxScreen() {
  const url = useUrlState();
  const raw = url.get('status');
  const status = raw === 'all' ? undefined : (oneOf(TICKET_STATUSES, raw) ?? 'open');
  const tickets = useAdminTickets({ status, page: url.page, pageSize: url.pageSize });
  return (
    <Flex vertical gap={16} className="screen">
      <Segmented
        value={status ?? 'all'}
        options={[
          ...TICKET_STATUSES.map((value) => ({
            value,
            label: `${TICKET_STATUS_LABELS[value]} (${tickets.data?.counts[value] ?? 0})`,
          })),
          { value: 'all', label: 'All' },
        ]}
        onChange={(value) => url.update({ status: value === 'open' ? undefined : value })}
      />
      <DataTable
        aria-label="Support tickets"
        columns={columns}
        {...url.list(tickets)}
        rowId={(row) => row.id}
      />
    </Flex>
  );
}
