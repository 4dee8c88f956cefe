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
import { CONTACT_METHODS, LEAD_STATUSES, type LeadStatus } from '@core/enums';
import { useVendorT } from '../../i18n/VendorI18n';
import { VENDOR_LEAD_SORTS, type Lead } from '@core/schemas/lead';
import { useVendorCars } from '../../api/vendorCars';
import { useMoveLead, useVendorLeads, vendorLeadsCsvUrl } from '../../api/vendorLeads';
import { DataTable } from '../../components/DataTable';
import { LeadTrip } from '../../components/LeadTrip';
import { useVendorDates } from '../../i18n/vendorDates';
import { LeadStatusTag } from '../../components/StatusTags';
import { oneOf, useUrlState } from '../../components/useUrlState';
import { useProblems } from '../../i18n/problems';
import leadsStrings from '../../i18n/locales/en/leads.json';
import labelsStrings from '../../i18n/locales/en/labels.json';
import { addEnglish } from '../../i18n/strings';

// This screen's English strings travel with its chunk (i18n/strings.ts).
addEnglish(leadsStrings);
addEnglish(labelsStrings);

const column = createColumnHelper<Lead>();

/** The state cell: the current state, and the moves core's lead rules allow from it. */
function LeadStatusCell({ lead }: { lead: Lead }) {
  const { message } = App.useApp();
  const t = useVendorT();
  const { problem } = useProblems();
  const moveLead = useMoveLead();
  // The moves the server allows this user (`can`), in the statuses' order.
  const next = LEAD_STATUSES.filter((status) => lead.can[status]);
  if (next.length === 0) return <LeadStatusTag status={lead.status} />;
  return (
    <Select<LeadStatus>
      size="small"
      value={lead.status}
      aria-label={t('leads.stateAria', { name: lead.name })}
      loading={moveLead.isPending}
      style={{ width: 130 }}
      options={[lead.status, ...next].map((status) => ({
        value: status,
        label: t(`labels.leadStatus.${status}`),
      }))}
      onChange={(status) =>
        moveLead.mutate(
          { id: lead.id, status },
          {
            onSuccess: () =>
              message.success(
                t('leads.marked', { status: t(`labels.leadStatus.${status}`).toLowerCase() }),
              ),
            onError: (error) => message.error(problem(error)),
          },
        )
      }
    />
  );
}

/** /dashboard/leads: every renter who asked about a car, followed up new → contacted → won/lost. */
export default function LeadsScreen() {
  const t = useVendorT();
  const dates = useVendorDates();
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
        header: t('leads.car'),
        cell: (info) => (
          <span className="leads-car">
            {info.getValue() ?? (
              <Typography.Text type="secondary">{t('leads.deletedCar')}</Typography.Text>
            )}
          </span>
        ),
      }),
      column.accessor('method', {
        header: t('leads.channel'),
        cell: (info) => t(`labels.method.${info.getValue()}`),
      }),
      // Who asked, and how to reach them, in one column: the table fits a 1280 px screen
      // without scrolling sideways. A long address is cut short (whole in its title).
      column.accessor('name', {
        header: t('leads.renter'),
        cell: ({ row: { original: lead } }) => (
          <span className="leads-renter">
            <span>{lead.name}</span>
            {/* Addresses and numbers read left to right in an Arabic table too. */}
            <a href={`mailto:${lead.email}`} dir="ltr" title={lead.email}>
              {lead.email}
            </a>
            <a href={`tel:${lead.phone}`} dir="ltr">
              {lead.phone}
            </a>
          </span>
        ),
      }),
      column.accessor('from', {
        header: t('leads.trip'),
        cell: ({ row: { original: lead } }) => <LeadTrip lead={lead} />,
      }),
      column.accessor('createdAt', {
        header: t('leads.received'),
        enableSorting: true,
        meta: { nowrap: true },
        cell: (info) => dates.dateTime(info.getValue()),
      }),
      column.accessor('status', {
        header: t('leads.state'),
        meta: { card: 'actions' },
        cell: ({ row }) => <LeadStatusCell lead={row.original} />,
      }),
    ],
    [t, dates],
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
          <Card size="small" title={t('leads.perChannel')} className="fill">
            <Row gutter={8}>
              {CONTACT_METHODS.map((channel) => (
                <Col key={channel} span={8}>
                  <Statistic
                    title={t(`labels.method.${channel}`)}
                    value={totals?.byMethod[channel] ?? 0}
                  />
                </Col>
              ))}
            </Row>
          </Card>
        </Col>
        <Col xs={24} lg={14}>
          <Card size="small" title={t('leads.perCar')} className="fill">
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
                        {row.carTitle ?? t('leads.deletedCar')}
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
              <Typography.Text type="secondary">{t('leads.none')}</Typography.Text>
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
            { value: 'all', label: label(t('leads.all'), allCount) },
            ...LEAD_STATUSES.map((value) => ({
              value,
              label: label(t(`labels.leadStatus.${value}`), totals?.byStatus[value]),
            })),
          ]}
        />
        <Flex gap={8} wrap>
          <Select
            allowClear
            placeholder={t('leads.anyChannel')}
            aria-label={t('leads.channel')}
            value={method}
            style={{ width: 150 }}
            onChange={(value) => url.update({ method: value })}
            options={CONTACT_METHODS.map((value) => ({
              value,
              label: t(`labels.method.${value}`),
            }))}
          />
          <Select
            allowClear
            showSearch={{ optionFilterProp: 'label' }}
            placeholder={t('leads.anyCar')}
            aria-label={t('leads.car')}
            value={carId}
            style={{ width: 220 }}
            onChange={(value) => url.update({ carId: value })}
            options={(cars.data?.items ?? []).map((car) => ({ value: car.id, label: car.title }))}
          />
          <Button href={vendorLeadsCsvUrl(filters)} download>
            {t('leads.export')}
          </Button>
        </Flex>
      </Flex>
      <DataTable
        aria-label={t('leads.leads')}
        columns={columns}
        {...url.list(leads)}
        rowId={(lead) => lead.id}
        sorting={[{ id: 'createdAt', desc: sort !== 'oldest' }]}
        onSortingChange={([first]) =>
          url.update({ sort: first && !first.desc ? 'oldest' : undefined })
        }
        empty={<Typography.Text type="secondary">{t('leads.noneFiltered')}</Typography.Text>}
      />
    </Space>
  );
}
