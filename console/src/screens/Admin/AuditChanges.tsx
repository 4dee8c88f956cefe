import { Flex, Typography } from 'antd';
import type { AuditEventView } from '@core/schemas/admin';

/**
 * "Status: Pending review → Approved", one line per field the decision changed. A field whose
 * new value is the decision's reason (a rejection or suspension reason) is left out: the reason
 * is shown whole beside it, once.
 */
export function AuditChanges({ event }: { event: Pick<AuditEventView, 'changes' | 'reason'> }) {
  const changes = event.changes.filter(
    (change) => event.reason === null || change.after !== event.reason,
  );
  if (changes.length === 0) return <Typography.Text type="secondary">—</Typography.Text>;
  return (
    <Flex vertical gap={2}>
      {changes.map((change) => (
        <span key={change.field} className="audit-change">
          <Typography.Text type="secondary">{change.label}:</Typography.Text>{' '}
          <del className="audit-change__before">{change.before}</del> →{' '}
          <ins className="audit-change__after">{change.after}</ins>
        </span>
      ))}
    </Flex>
  );
}
