/**
 * The audit trail: every admin decision writes one event in the decision's own transaction, so
 * a decision and its record are kept or lost together.
 */
import type { Knex } from 'knex';
import type {
  AdminAuditQuery,
  AuditAction,
  AuditEventView,
  AuditPage,
  AuditSubjectType,
} from '@core/schemas/admin';
import { AuditEvent } from '../../models';
import type { Actor } from '../../policies/policy';

export interface AuditEntry {
  action: AuditAction;
  subjectType: AuditSubjectType;
  subjectId: number;
  /** Only the fields the decision changed, as they were and as they are. */
  before: Record<string, unknown>;
  after: Record<string, unknown>;
  reason?: string | null;
}

export async function recordAudit(
  trx: Knex.Transaction,
  actor: Actor,
  entry: AuditEntry,
): Promise<void> {
  await AuditEvent.query(trx).insert({
    actorId: actor.id,
    action: entry.action,
    subjectType: entry.subjectType,
    subjectId: entry.subjectId,
    before: entry.before,
    after: entry.after,
    reason: entry.reason ?? null,
  });
}

type AuditRow = AuditEvent & { actorName: string | null; actorEmail: string | null };

const presentAuditEvent = (row: AuditRow): AuditEventView => ({
  id: Number(row.id),
  action: row.action,
  subjectType: row.subjectType,
  subjectId: row.subjectId,
  actor:
    row.actorId === null
      ? null
      : { id: row.actorId, name: row.actorName ?? '', email: row.actorEmail ?? '' },
  before: row.before,
  after: row.after,
  reason: row.reason,
  createdAt: new Date(row.createdAt).toISOString(),
});

/** The trail, newest first, filtered by subject, actor or action. */
export async function listAudit(query: AdminAuditQuery): Promise<AuditPage> {
  const { page, pageSize, subjectType, subjectId, actorId, action } = query;
  const filtered = () => {
    const qb = AuditEvent.query();
    if (subjectType) qb.where('audit_events.subject_type', subjectType);
    if (subjectId) qb.where('audit_events.subject_id', subjectId);
    if (actorId) qb.where('audit_events.actor_id', actorId);
    if (action) qb.where('audit_events.action', action);
    return qb;
  };
  const [rows, total] = await Promise.all([
    filtered()
      .leftJoin('users', 'users.id', 'audit_events.actor_id')
      .select('audit_events.*', 'users.name as actor_name', 'users.email as actor_email')
      .orderBy([
        { column: 'audit_events.created_at', order: 'desc' },
        { column: 'audit_events.id', order: 'desc' },
      ])
      .limit(pageSize)
      .offset((page - 1) * pageSize)
      .castTo<AuditRow[]>(),
    filtered().resultSize(),
  ]);
  return { items: rows.map(presentAuditEvent), total, page, pageSize };
}
