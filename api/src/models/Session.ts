import { BaseModel } from './BaseModel';

/** A sign-in session (koa-session's external store writes these rows). */
export class Session extends BaseModel {
  static override tableName = 'sessions';
  static override hasUpdatedAt = false;

  id!: string;
  userId!: number | null;
  data!: Record<string, unknown>;
  expiresAt!: Date;
  createdAt!: Date;
}
