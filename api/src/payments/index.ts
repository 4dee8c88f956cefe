/**
 * How plans are paid. `PaymentProvider` is what a card gateway (Stripe, Checkout.com, Telr, …)
 * would implement: `addMethod` turns what the browser sent (a gateway token; for the manual
 * provider, card details it checks and reduces) into what we keep, `charge` bills a period.
 *
 * The default is `manualProvider`: rental companies in the UAE commonly pay by bank transfer
 * against an invoice. It charges nothing online: every charge is an invoice our team sends
 * (the answer says so), and a card it "adds" keeps only brand, last four digits, expiry and the
 * holder's name; the number is checked (Luhn, expiry) and dropped at once, never stored.
 */
import type { PaymentMethodKind } from '@core/enums';
import type { PaymentMethodInput } from '@core/schemas/paymentMethod';
import { cardBrand, cardDigits } from '@core/rules/paymentCard';

/** What is kept of a payment method: never a card number or CVC. */
export interface SavedMethodDetails {
  kind: PaymentMethodKind;
  brand: string | null;
  last4: string | null;
  expMonth: number | null;
  expYear: number | null;
  holderName: string | null;
  provider: string;
  /** The gateway's id for the saved card; null for manual payment. */
  providerRef: string | null;
}

export interface ChargeRequest {
  companyId: number;
  paymentMethod: { id: number; kind: PaymentMethodKind; providerRef: string | null };
  amountAed: number;
  description: string;
}

export interface ChargeResult {
  /** `paid`: the gateway took the money; `invoiced`: an invoice is sent, paid by transfer. */
  status: 'paid' | 'invoiced';
  reference: string;
}

export interface PaymentProvider {
  readonly name: string;
  addMethod(input: PaymentMethodInput): Promise<SavedMethodDetails>;
  charge(request: ChargeRequest): Promise<ChargeResult>;
}

export const manualProvider: PaymentProvider = {
  name: 'manual',
  async addMethod(input) {
    if (input.kind !== 'card') {
      return {
        kind: input.kind,
        brand: null,
        last4: null,
        expMonth: null,
        expYear: null,
        holderName: null,
        provider: 'manual',
        providerRef: null,
      };
    }
    // Checked by core's schema already; the digits live only in this function.
    const digits = cardDigits(input.number)!;
    return {
      kind: 'card',
      brand: cardBrand(digits),
      last4: digits.slice(-4),
      expMonth: input.expMonth,
      expYear: input.expYear,
      holderName: input.holderName,
      provider: 'manual',
      providerRef: null,
    };
  },
  async charge(request) {
    const stamp = new Date().toISOString().slice(0, 10).replace(/-/g, '');
    return { status: 'invoiced', reference: `INV-${request.companyId}-${stamp}` };
  },
};
