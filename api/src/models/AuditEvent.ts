import type { AuditAction, AuditSubjectType } from '@core/schemas/admin';
import { BaseModel } from './BaseModel';

/** One admin decision: who, what, on which object, the fields before and after, and why. */
export class AuditEvent extends BaseModel {
  static override tableName = 'audit_events';
  static override hasUpdatedAt = false;
  static override jsonAttributes = ['before', 'after'];

  id!: number;
  actorId!: number | null;
  action!: AuditAction;
  subjectType!: AuditSubjectType;
  subjectId!: number;
  /** The company the event concerns (the subject's own, or the subject itself). */
  companyId!: number | null;
  /** What the subject was called then: a car's title, a document's kind, a company's name. */
  subjectLabel!: string | null;
  before!: Record<string, unknown> | null;
  after!: Record<string, unknown> | null;
  reason!: string | null;
  createdAt!: Date;
}
