import { createColumnHelper } from '@tanstack/react-table';
import { Button, Card, Col, Flex, Row, Statistic, Table, Typography } from 'antd';
import { CONTACT_METHODS, CONTACT_METHOD_LABELS, EMIRATES, EMIRATE_LABELS } from '@core/enums';
import type { AdminLead } from '@core/schemas/lead';
import { adminLeadsCsvUrl, useAdminLeads } from '../../api/admin/leads';
import { DataTable } from '../../components/DataTable';
import { LeadTrip } from '../../components/LeadTrip';
import { formatDateTime } from '../../components/format';
import { DateFilter } from '../../components/UrlFilters/DateFilter';
import { SelectFilter } from '../../components/UrlFilters/SelectFilter';
import { LeadStatusTag } from '../../components/StatusTags';
import { oneOf, useUrlState } from '../../components/useUrlState';
import { CompanyLink } from './CompanyLink';

const column = createColumnHelper<AdminLead>();
const columns = [
  column.accessor('createdAt', {
    header: 'Received',
    meta: { nowrap: true },
    cell: (info) => formatDateTime(info.getValue()),
  }),
  column.accessor('companyName', {
    header: 'Company',
    cell: ({ row }) => (
      <CompanyLink company={{ id: row.original.companyId, name: row.original.companyName }} />
    ),
  }),
  column.accessor('carTitle', { header: 'Car', meta: { hideOnPhone: true } }),
  column.accessor('method', {
    header: 'Channel',
    cell: (info) => CONTACT_METHOD_LABELS[info.getValue()],
  }),
  column.accessor('name', { header: 'Renter', meta: { hideOnPhone: true } }),
  column.accessor('from', {
    header: 'Trip',
    cell: ({ row: { original: lead } }) => <LeadTrip lead={lead} />,
  }),
  column.accessor('status', {
    header: 'State',
    cell: (info) => <LeadStatusTag status={info.getValue()} />,
  }),
];

/**
 * /admin/leads: every company's leads with filters (channel, company, emirate, dates), totals per
 * channel and per company, and the filtered leads as CSV.
 */
export default function AdminLeadsScreen() {
  const url = useUrlState();
  const method = oneOf(CONTACT_METHODS, url.get('method'));
  const companyId = Number(url.get('companyId')) || undefined;
  const from = url.get('from');
  const to = url.get('to');
  const emirate = oneOf(EMIRATES, url.get('emirate'));
  const filters = { companyId, method, emirate, from, to };
  const leads = useAdminLeads({ ...filters, page: url.page, pageSize: url.pageSize });
  const totals = leads.data?.totals;

  return (
    <Flex vertical gap={16} className="screen">
      <Flex gap={12} wrap align="end">
        <SelectFilter
          url={url}
          param="method"
          label="Channel"
          placeholder="Every channel"
          value={method}
          width={170}
          options={CONTACT_METHODS.map((value) => ({
            value,
            label: CONTACT_METHOD_LABELS[value],
          }))}
        />
        <SelectFilter
          url={url}
          param="companyId"
          label="Company"
          placeholder="Every company"
          searchable
          value={companyId}
          width={240}
          options={(totals?.byCompany ?? []).map((c) => ({
            value: c.companyId,
            label: c.companyName,
          }))}
        />
        <SelectFilter
          url={url}
          param="emirate"
          label="Emirate"
          placeholder="Every emirate"
          value={emirate}
          width={170}
          options={EMIRATES.map((value) => ({ value, label: EMIRATE_LABELS[value] }))}
        />
        <DateFilter url={url} param="from" label="From" />
        <DateFilter url={url} param="to" label="To" />
        <Button href={adminLeadsCsvUrl(filters)} download>
          Export CSV
        </Button>
      </Flex>
      <Row gutter={[16, 16]}>
        <Col xs={24} md={6}>
          <Card size="small">
            <Statistic title="Leads" value={leads.data?.total ?? 0} />
          </Card>
        </Col>
        {CONTACT_METHODS.map((value) => (
          <Col key={value} xs={8} md={6}>
            <Card size="small">
              <Statistic
                title={CONTACT_METHOD_LABELS[value]}
                value={totals?.byMethod[value] ?? 0}
              />
            </Card>
          </Col>
        ))}
      </Row>
      <Row gutter={[16, 16]}>
        <Col xs={24} xl={16}>
          <DataTable
            aria-label="Leads"
            columns={columns}
            rowId={(row) => row.id}
            {...url.list(leads)}
          />
        </Col>
        <Col xs={24} xl={8}>
          <Card size="small" title="Companies with the most leads">
            <Table
              size="small"
              pagination={false}
              rowKey="companyId"
              dataSource={totals?.byCompany ?? []}
              columns={[
                { title: 'Company', dataIndex: 'companyName' },
                { title: 'Leads', dataIndex: 'count', align: 'right' },
              ]}
            />
            <Typography.Text type="secondary">
              With the channel, emirate and date filters applied.
            </Typography.Text>
          </Card>
        </Col>
      </Row>
    </Flex>
  );
}
