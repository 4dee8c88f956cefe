import type { SubscriptionStatus } from '@core/enums';
import { BaseModel } from './BaseModel';

/** A company's plan over time: one row not cancelled per company at most. */
export class Subscription extends BaseModel {
  static override tableName = 'subscriptions';

  id!: number;
  companyId!: number;
  planId!: string;
  status!: SubscriptionStatus;
  currentPeriodStart!: Date;
  currentPeriodEnd!: Date | null;
  paymentMethodId!: number | null;
  cancelledAt!: Date | null;
  createdAt!: Date;
  updatedAt!: Date;
}
