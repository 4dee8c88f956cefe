import { useMemo } from 'react';
import { createColumnHelper } from '@tanstack/react-table';
import {
  App,
  Button,
  Card,
  Col,
  Flex,
  Row,
  Segmented,
  Select,
  Space,
  Statistic,
  Typography,
} from 'antd';
import {
  CONTACT_METHODS,
  CONTACT_METHOD_LABELS,
  LEAD_STATUSES,
  LEAD_STATUS_LABELS,
  type LeadStatus,
} from '@core/enums';
import { VENDOR_LEAD_SORTS, type Lead } from '@core/schemas/lead';
import { useVendorCars } from '../../api/vendorCars';
import { useMoveLead, useVendorLeads, vendorLeadsCsvUrl } from '../../api/vendorLeads';
import { DataTable } from '../../components/DataTable';
import { LeadTrip } from '../../components/LeadTrip';
import { formatDateTime } from '../../components/format';
import { LeadStatusTag } from '../../components/StatusTags';
import { oneOf, useUrlState } from '../../components/useUrlState';
import { problemMessage } from '../../forms/fieldErrors';

const column = createColumnHelper<Lead>();

/** The state cell: the current state, and the moves core's lead rules allow from it. */
function LeadStatusCell({ lead }: { lead: Lead }) {
  const { message } = App.useApp();
  const moveLead = useMoveLead();
  // The moves the server allows this user (`can`), in the statuses' order.
  const next = LEAD_STATUSES.filter((status) => lead.can[status]);
  if (next.length === 0) return <LeadStatusTag status={lead.status} />;
  return (
    <Select<LeadStatus>
      size="small"
      value={lead.status}
      aria-label={`State of the lead from ${lead.name}`}
      loading={moveLead.isPending}
      style={{ width: 130 }}
      options={[lead.status, ...next].map((status) => ({
        value: status,
        label: LEAD_STATUS_LABELS[status],
      }))}
      onChange={(status) =>
        moveLead.mutate(
          { id: lead.id, status },
          {
            onSuccess: () =>
              message.success(`Lead marked ${LEAD_STATUS_LABELS[status].toLowerCase()}`),
            onError: (error) => message.error(problemMessage(error)),
          },
        )
      }
    />
  );
}

/** /dashboard/leads: every renter who asked about a car, followed up new → contacted → won/lost. */
export default function LeadsScreen() {
  const url = useUrlState();
  const status = oneOf(LEAD_STATUSES, url.get('status'));
  const method = oneOf(CONTACT_METHODS, url.get('method'));
  const carId = Number(url.get('carId')) || undefined;
  const sort = oneOf(VENDOR_LEAD_SORTS, url.get('sort'));
  const filters = { status, method, carId, sort };
  const leads = useVendorLeads({ page: url.page, pageSize: url.pageSize, ...filters });
  const cars = useVendorCars({ page: 1, pageSize: 100, sort: 'title' });
  const totals = leads.data?.totals;

  const columns = useMemo(
    () => [
      column.accessor('carTitle', {
        header: 'Car',
        cell: (info) => (
          <span className="leads-car">
            {info.getValue() ?? <Typography.Text type="secondary">Deleted car</Typography.Text>}
          </span>
        ),
      }),
      column.accessor('method', {
        header: 'Channel',
        cell: (info) => CONTACT_METHOD_LABELS[info.getValue()],
      }),
      column.accessor('name', { header: 'Name' }),
      column.accessor('email', {
        header: 'E-mail',
        cell: (info) => <a href={`mailto:${info.getValue()}`}>{info.getValue()}</a>,
      }),
      column.accessor('phone', {
        header: 'Phone',
        meta: { nowrap: true },
        cell: (info) => <a href={`tel:${info.getValue()}`}>{info.getValue()}</a>,
      }),
      column.accessor('from', {
        header: 'Trip',
        cell: ({ row: { original: lead } }) => <LeadTrip lead={lead} />,
      }),
      column.accessor('createdAt', {
        header: 'Received',
        enableSorting: true,
        meta: { nowrap: true },
        cell: (info) => formatDateTime(info.getValue()),
      }),
      column.accessor('status', {
        header: 'State',
        meta: { card: 'actions' },
        cell: ({ row }) => <LeadStatusCell lead={row.original} />,
      }),
    ],
    [],
  );

  const allCount = totals
    ? Object.values(totals.byStatus).reduce((sum, n) => sum + n, 0)
    : undefined;
  const label = (text: string, count: number | undefined) =>
    count === undefined ? text : `${text} (${count})`;

  return (
    <Space orientation="vertical" size="middle" className="screen">
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={10}>
          <Card size="small" title="Leads per channel" className="fill">
            <Row gutter={8}>
              {CONTACT_METHODS.map((channel) => (
                <Col key={channel} span={8}>
                  <Statistic
                    title={CONTACT_METHOD_LABELS[channel]}
                    value={totals?.byMethod[channel] ?? 0}
                  />
                </Col>
              ))}
            </Row>
          </Card>
        </Col>
        <Col xs={24} lg={14}>
          <Card size="small" title="Leads per car" className="fill">
            {totals?.byCar.length ? (
              <ol className="per-car">
                {totals.byCar.slice(0, 5).map((row) => (
                  <li key={row.carId ?? `deleted-${row.carTitle}`}>
                    {row.carId ? (
                      <Typography.Link onClick={() => url.update({ carId: row.carId })}>
                        {row.carTitle}
                      </Typography.Link>
                    ) : (
                      <Typography.Text type="secondary">
                        {row.carTitle ?? 'Deleted car'}
                      </Typography.Text>
                    )}
                    <span
                      className="per-car__bar"
                      style={{ width: `${(row.count / totals.byCar[0]!.count) * 100}%` }}
                    />
                    <strong>{row.count}</strong>
                  </li>
                ))}
              </ol>
            ) : (
              <Typography.Text type="secondary">No leads yet.</Typography.Text>
            )}
          </Card>
        </Col>
      </Row>
      <Flex gap={12} wrap justify="space-between" align="center">
        <Segmented
          className="scroll-x"
          value={status ?? 'all'}
          onChange={(value) => url.update({ status: value === 'all' ? undefined : value })}
          options={[
            { value: 'all', label: label('All', allCount) },
            ...LEAD_STATUSES.map((value) => ({
              value,
              label: label(LEAD_STATUS_LABELS[value], totals?.byStatus[value]),
            })),
          ]}
        />
        <Flex gap={8} wrap>
          <Select
            allowClear
            placeholder="Any channel"
            aria-label="Channel"
            value={method}
            style={{ width: 150 }}
            onChange={(value) => url.update({ method: value })}
            options={CONTACT_METHODS.map((value) => ({
              value,
              label: CONTACT_METHOD_LABELS[value],
            }))}
          />
          <Select
            allowClear
            showSearch={{ optionFilterProp: 'label' }}
            placeholder="Any car"
            aria-label="Car"
            value={carId}
            style={{ width: 220 }}
            onChange={(value) => url.update({ carId: value })}
            options={(cars.data?.items ?? []).map((car) => ({ value: car.id, label: car.title }))}
          />
          <Button href={vendorLeadsCsvUrl(filters)} download>
            Export CSV
          </Button>
        </Flex>
      </Flex>
      <DataTable
        aria-label="Leads"
        columns={columns}
        {...url.list(leads)}
        rowId={(lead) => lead.id}
        sorting={[{ id: 'createdAt', desc: sort !== 'oldest' }]}
        onSortingChange={([first]) =>
          url.update({ sort: first && !first.desc ? 'oldest' : undefined })
        }
        empty={<Typography.Text type="secondary">No leads yet for these filters.</Typography.Text>}
      />
    </Space>
  );
}
