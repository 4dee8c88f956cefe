import type { TicketStatus } from '@core/enums';
import { BaseModel } from './BaseModel';

export class SupportTicket extends BaseModel {
  static override tableName = 'support_tickets';

  id!: number;
  companyId!: number;
  subject!: string;
  status!: TicketStatus;
  createdAt!: Date;
  updatedAt!: Date;
}

export class SupportMessage extends BaseModel {
  static override tableName = 'support_messages';
  static override hasUpdatedAt = false;

  id!: number;
  ticketId!: number;
  authorId!: number | null;
  body!: string;
  createdAt!: Date;
}
