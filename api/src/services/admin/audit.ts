/**
 * The audit trail: every admin decision writes one event in the decision's own transaction, so
 * a decision and its record are kept or lost together. Each event also keeps the company it
 * concerns and what its subject was called then (a car's title, a document's kind, a company's
 * name): the trail filters by company and reads by name after a car or document is deleted.
 */
import type { Knex } from 'knex';
import { DOCUMENT_KIND_LABELS, type DocumentKind } from '@core/enums';
import { auditChanges, auditChangesText } from '@core/rules/auditChanges';
import {
  AUDIT_ACTION_LABELS,
  type AdminAuditQuery,
  type AuditAction,
  type AuditEventView,
  type AuditPage,
  type AuditSubjectType,
} from '@core/schemas/admin';
import { AuditEvent } from '../../models';
import type { Actor } from '../../policies/policy';
import { toCsv } from '../csv';

export interface AuditEntry {
  action: AuditAction;
  subjectType: AuditSubjectType;
  subjectId: number;
  /** Only the fields the decision changed, as they were and as they are. */
  before: Record<string, unknown>;
  after: Record<string, unknown>;
  reason?: string | null;
}

/** The company a subject belongs to and its name then, read in the decision's transaction. */
async function subjectFacts(
  trx: Knex.Transaction,
  type: AuditSubjectType,
  id: number,
): Promise<{ companyId: number | null; label: string | null }> {
  const SOURCES: Record<AuditSubjectType, readonly [string, string]> = {
    listing: ['cars', 'title'],
    document: ['vendor_documents', 'kind'],
    company: ['companies', 'name'],
  };
  const [table, label] = SOURCES[type];
  const row = (await trx(table)
    .where('id', id)
    .first(type === 'company' ? 'id as company_id' : 'company_id', `${label} as label`)) as
    { company_id: number; label: string } | undefined;
  return { companyId: row?.company_id ?? null, label: row?.label ?? null };
}

export async function recordAudit(
  trx: Knex.Transaction,
  actor: Actor,
  entry: AuditEntry,
): Promise<void> {
  const { companyId, label } = await subjectFacts(trx, entry.subjectType, entry.subjectId);
  await AuditEvent.query(trx).insert({
    actorId: actor.id,
    action: entry.action,
    subjectType: entry.subjectType,
    subjectId: entry.subjectId,
    companyId,
    subjectLabel: label,
    before: entry.before,
    after: entry.after,
    reason: entry.reason ?? null,
  });
}

type AuditRow = AuditEvent & {
  actorName: string | null;
  actorEmail: string | null;
  companyName: string | null;
  carTitle: string | null;
};

/** What people call the subject: the car's current title, else the name it had then. */
function subjectLabel(row: AuditRow): string {
  if (row.subjectType === 'listing') return row.carTitle ?? row.subjectLabel ?? 'Deleted listing';
  if (row.subjectType === 'company')
    return row.companyName ?? row.subjectLabel ?? 'Deleted company';
  const kind = row.subjectLabel as DocumentKind | null;
  return kind ? (DOCUMENT_KIND_LABELS[kind] ?? kind) : 'Deleted document';
}

const presentAuditEvent = (row: AuditRow): AuditEventView => ({
  id: Number(row.id),
  action: row.action,
  subjectType: row.subjectType,
  subjectId: row.subjectId,
  subjectLabel: subjectLabel(row),
  company: row.companyId === null ? null : { id: row.companyId, name: row.companyName ?? '' },
  actor:
    row.actorId === null
      ? null
      : { id: row.actorId, name: row.actorName ?? '', email: row.actorEmail ?? '' },
  before: row.before,
  after: row.after,
  changes: auditChanges(row.subjectType, row.before, row.after),
  reason: row.reason,
  createdAt: new Date(row.createdAt).toISOString(),
});

type AuditFilters = Omit<AdminAuditQuery, 'page' | 'pageSize'>;

/** The events the filters mean (each column named with its table: the reads join three). */
function filtered({ subjectType, subjectId, actorId, companyId, action }: AuditFilters) {
  const qb = AuditEvent.query();
  if (subjectType) qb.where('audit_events.subject_type', subjectType);
  if (subjectId) qb.where('audit_events.subject_id', subjectId);
  if (actorId) qb.where('audit_events.actor_id', actorId);
  if (companyId) qb.where('audit_events.company_id', companyId);
  if (action) qb.where('audit_events.action', action);
  return qb;
}

/** The events with the names people read: the actor's, the company's, the car's title. */
const withNames = (filters: AuditFilters) =>
  filtered(filters)
    .leftJoin('users', 'users.id', 'audit_events.actor_id')
    .leftJoin('companies', 'companies.id', 'audit_events.company_id')
    .leftJoin('cars', (join) =>
      join
        .on('cars.id', '=', 'audit_events.subject_id')
        .andOnVal('audit_events.subject_type', '=', 'listing'),
    )
    .select(
      'audit_events.*',
      'users.name as actor_name',
      'users.email as actor_email',
      'companies.name as company_name',
      'cars.title as car_title',
    )
    .orderBy([
      { column: 'audit_events.created_at', order: 'desc' },
      { column: 'audit_events.id', order: 'desc' },
    ]);

/** Everyone who decided something in the trail, by name (the person filter's choices). */
async function trailActors(): Promise<{ id: number; name: string }[]> {
  const knex = AuditEvent.knex();
  const rows = (await knex('users')
    .whereIn('id', knex('audit_events').select('actor_id').whereNotNull('actor_id'))
    .select('id', 'name')
    .orderBy([
      { column: 'name', order: 'asc' },
      { column: 'id', order: 'asc' },
    ])) as { id: number; name: string }[];
  return rows;
}

/** The trail, newest first, filtered by subject, person, company or action. */
export async function listAudit(query: AdminAuditQuery): Promise<AuditPage> {
  const { page, pageSize, ...filters } = query;
  const [rows, total, actors] = await Promise.all([
    withNames(filters)
      .limit(pageSize)
      .offset((page - 1) * pageSize)
      .castTo<AuditRow[]>(),
    filtered(filters).resultSize(),
    trailActors(),
  ]);
  return { items: rows.map(presentAuditEvent), total, page, pageSize, actors };
}

/** The latest events about one company: its own decisions and those on its cars and documents. */
export async function companyAudit(companyId: number, limit: number): Promise<AuditEventView[]> {
  const rows = await withNames({ companyId }).limit(limit).castTo<AuditRow[]>();
  return rows.map(presentAuditEvent);
}

export const AUDIT_CSV_MAX_ROWS = 10_000;

const CSV_HEADER = [
  'id',
  'when',
  'person',
  'person_email',
  'decision',
  'company',
  'subject_type',
  'subject_id',
  'subject',
  'changes',
  'reason',
];

/** The trail as CSV: the list's filters and order, no paging (capped), the same names. */
export async function auditCsv(query: AdminAuditQuery): Promise<string> {
  const { page: _page, pageSize: _pageSize, ...filters } = query;
  const rows = await withNames(filters).limit(AUDIT_CSV_MAX_ROWS).castTo<AuditRow[]>();
  return toCsv(
    CSV_HEADER,
    rows
      .map(presentAuditEvent)
      .map((event) => [
        event.id,
        event.createdAt,
        event.actor?.name ?? 'Deleted user',
        event.actor?.email ?? '',
        AUDIT_ACTION_LABELS[event.action],
        event.company?.name ?? '',
        event.subjectType,
        event.subjectId,
        event.subjectLabel,
        auditChangesText(event.changes),
        event.reason ?? '',
      ]),
  );
}
