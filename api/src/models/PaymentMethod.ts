import type { PaymentMethodKind } from '@core/enums';
import { BaseModel } from './BaseModel';

/** A saved way to pay: a card's public facts (never its number or CVC), or manual payment. */
export class PaymentMethod extends BaseModel {
  static override tableName = 'payment_methods';

  id!: number;
  companyId!: number;
  kind!: PaymentMethodKind;
  brand!: string | null;
  last4!: string | null;
  expMonth!: number | null;
  expYear!: number | null;
  holderName!: string | null;
  /** Which provider keeps it, and its reference there (a gateway's token id). */
  provider!: string;
  providerRef!: string | null;
  isDefault!: boolean;
  createdAt!: Date;
  updatedAt!: Date;
}
