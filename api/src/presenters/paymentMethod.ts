import type { PaymentMethod as PaymentMethodView } from '@core/schemas/paymentMethod';
import type { PaymentMethod } from '../models';

/** A saved method: the card's public facts only (never its number). */
export const presentPaymentMethod = (method: PaymentMethod): PaymentMethodView => ({
  id: method.id,
  kind: method.kind,
  brand: method.brand,
  last4: method.last4,
  expMonth: method.expMonth,
  expYear: method.expYear,
  holderName: method.holderName,
  isDefault: method.isDefault,
  createdAt: new Date(method.createdAt).toISOString(),
});
