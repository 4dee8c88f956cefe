import { createColumnHelper } from '@tanstack/react-table';
import { Flex, Typography } from 'antd';
import {
  AUDIT_ACTION_LABELS,
  AUDIT_ACTIONS,
  AUDIT_SUBJECT_TYPES,
  type AuditEventView,
} from '@core/schemas/admin';
import { useAuditTrail } from '../../api/admin/audit';
import { DataTable } from '../../components/DataTable';
import { formatDateTime } from '../../components/format';
import { IdFilter } from '../../components/UrlFilters/IdFilter';
import { SelectFilter } from '../../components/UrlFilters/SelectFilter';
import { oneOf, useUrlState } from '../../components/useUrlState';

const column = createColumnHelper<AuditEventView>();

const show = (value: unknown) =>
  value === null || value === undefined
    ? '—'
    : Array.isArray(value)
      ? value.join(', ')
      : String(value);

/** "status: pending → approved" for each field the decision changed. */
function Changes({ event }: { event: AuditEventView }) {
  const fields = [
    ...new Set([...Object.keys(event.before ?? {}), ...Object.keys(event.after ?? {})]),
  ];
  return (
    <Flex vertical gap={2}>
      {fields.map((field) => (
        <span key={field} className="audit-change">
          <Typography.Text type="secondary">{field}:</Typography.Text> {show(event.before?.[field])}{' '}
          → {show(event.after?.[field])}
        </span>
      ))}
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
  column.accessor('subjectId', {
    header: 'On',
    meta: { nowrap: true },
    cell: ({ row }) => `${row.original.subjectType} #${row.original.subjectId}`,
  }),
  column.display({
    id: 'changes',
    header: 'Changes',
    cell: ({ row }) => <Changes event={row.original} />,
  }),
  column.accessor('reason', { header: 'Reason', meta: { hideOnPhone: true } }),
];

/** /admin/audit: who decided what, and when; filter by object, decision or admin. */
export default function AuditScreen() {
  const url = useUrlState();
  const subjectType = oneOf(AUDIT_SUBJECT_TYPES, url.get('subjectType'));
  const action = oneOf(AUDIT_ACTIONS, url.get('action'));
  const subjectId = Number(url.get('subjectId')) || undefined;
  const actorId = Number(url.get('actorId')) || undefined;
  const trail = useAuditTrail({
    subjectType,
    subjectId,
    actorId,
    action,
    page: url.page,
    pageSize: url.pageSize,
  });
  return (
    <Flex vertical gap={16} className="screen">
      <Flex gap={12} wrap align="end">
        <SelectFilter
          url={url}
          param="subjectType"
          label="Object"
          placeholder="Any"
          value={subjectType}
          width={140}
          options={AUDIT_SUBJECT_TYPES.map((value) => ({ value, label: value }))}
        />
        <IdFilter url={url} param="subjectId" label="Id" value={subjectId} />
        <SelectFilter
          url={url}
          param="action"
          label="Decision"
          placeholder="Any"
          value={action}
          width={240}
          options={AUDIT_ACTIONS.map((value) => ({ value, label: AUDIT_ACTION_LABELS[value] }))}
        />
        <IdFilter url={url} param="actorId" label="Admin id" value={actorId} />
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
