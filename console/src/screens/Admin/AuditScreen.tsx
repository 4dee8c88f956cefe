import { Link } from 'react-router';
import { createColumnHelper } from '@tanstack/react-table';
import { Button, Flex, Typography } from 'antd';
import {
  AUDIT_ACTION_LABELS,
  AUDIT_ACTIONS,
  AUDIT_SUBJECT_TYPES,
  type AuditEventView,
} from '@core/schemas/admin';
import { auditCsvUrl, useAuditTrail } from '../../api/admin/audit';
import { DataTable } from '../../components/DataTable';
import { formatDateTime } from '../../components/format';
import { CompanyFilter } from '../../components/UrlFilters/CompanyFilter';
import { IdFilter } from '../../components/UrlFilters/IdFilter';
import { SelectFilter } from '../../components/UrlFilters/SelectFilter';
import { oneOf, useUrlState } from '../../components/useUrlState';
import { AuditChanges } from './AuditChanges';
import { CompanyLink } from './CompanyLink';

const column = createColumnHelper<AuditEventView>();

const SUBJECT_LABELS = { listing: 'Listing', company: 'Company', document: 'Document' } as const;

/** The decision's object by name: a car's title, a document's kind, the company's name. */
function Subject({ event }: { event: AuditEventView }) {
  return (
    <Flex vertical gap={0}>
      <span>
        <Typography.Text type="secondary">{SUBJECT_LABELS[event.subjectType]}:</Typography.Text>{' '}
        {event.subjectType === 'company' && event.company ? (
          <CompanyLink company={event.company} />
        ) : (
          event.subjectLabel
        )}
      </span>
      {event.subjectType !== 'company' && event.company && (
        <Typography.Text type="secondary">
          of <CompanyLink company={event.company} />
        </Typography.Text>
      )}
    </Flex>
  );
}

const columns = [
  column.accessor('createdAt', {
    header: 'When',
    meta: { nowrap: true },
    cell: (info) => formatDateTime(info.getValue()),
  }),
  column.accessor('actor', {
    header: 'Who',
    cell: (info) => info.getValue()?.name ?? 'Deleted user',
  }),
  column.accessor('action', {
    header: 'Decision',
    cell: (info) => AUDIT_ACTION_LABELS[info.getValue()],
  }),
  column.accessor('subjectLabel', {
    header: 'On',
    cell: ({ row }) => <Subject event={row.original} />,
  }),
  column.display({
    id: 'changes',
    header: 'What changed',
    cell: ({ row }) => <AuditChanges event={row.original} />,
  }),
  column.accessor('reason', {
    header: 'Reason',
    // Shown whole, on phones too: a reason is why a company lost its listing or its standing.
    cell: (info) => <span className="audit-reason">{info.getValue() ?? '—'}</span>,
  }),
];

/**
 * /admin/audit: who decided what, on which company's car, document or profile, and why; filtered
 * by person, company and decision (the server filters and pages), exported as CSV with the same
 * filters.
 */
export default function AuditScreen() {
  const url = useUrlState();
  const subjectType = oneOf(AUDIT_SUBJECT_TYPES, url.get('subjectType'));
  const action = oneOf(AUDIT_ACTIONS, url.get('action'));
  const subjectId = Number(url.get('subjectId')) || undefined;
  const actorId = Number(url.get('actorId')) || undefined;
  const companyId = Number(url.get('companyId')) || undefined;
  const filters = { subjectType, subjectId, actorId, companyId, action };
  const trail = useAuditTrail({ ...filters, page: url.page, pageSize: url.pageSize });
  const shownCompany = trail.data?.items.find((e) => e.company?.id === companyId)?.company;
  return (
    <Flex vertical gap={16} className="screen">
      <Flex gap={12} wrap align="end">
        <SelectFilter
          url={url}
          param="actorId"
          label="Person"
          placeholder="Anyone"
          searchable
          value={actorId}
          width={200}
          options={(trail.data?.actors ?? []).map((a) => ({ value: a.id, label: a.name }))}
        />
        <CompanyFilter
          url={url}
          param="companyId"
          label="Company"
          value={companyId}
          known={shownCompany}
        />
        <SelectFilter
          url={url}
          param="action"
          label="Decision"
          placeholder="Any"
          value={action}
          width={240}
          options={AUDIT_ACTIONS.map((value) => ({ value, label: AUDIT_ACTION_LABELS[value] }))}
        />
        <SelectFilter
          url={url}
          param="subjectType"
          label="Object"
          placeholder="Any"
          value={subjectType}
          width={130}
          options={AUDIT_SUBJECT_TYPES.map((value) => ({ value, label: SUBJECT_LABELS[value] }))}
        />
        {(subjectId || subjectType) && (
          <IdFilter url={url} param="subjectId" label="Object id" value={subjectId} />
        )}
        <Button href={auditCsvUrl(filters)} download>
          Export CSV
        </Button>
        {companyId && <Link to={`/admin/companies/${companyId}`}>Company page</Link>}
      </Flex>
      <DataTable
        aria-label="Audit trail"
        columns={columns}
        rowId={(row) => row.id}
        {...url.list(trail)}
      />
    </Flex>
  );
}
