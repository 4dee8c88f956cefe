import { z } from './zod';
import { paymentMethodKindSchema } from './enums';
import { cardDigits, cardExpired, luhnValid } from '../rules/paymentCard';
import { requiredText } from './common';

/** A saved payment method: a card's public facts only (brand, last four digits, expiry). */
export const paymentMethodSchema = z.object({
  id: z.number().int(),
  kind: paymentMethodKindSchema,
  brand: z.string().nullable(),
  last4: z.string().nullable(),
  expMonth: z.number().int().nullable(),
  expYear: z.number().int().nullable(),
  holderName: z.string().nullable(),
  isDefault: z.boolean(),
  createdAt: z.string(),
  /** Its version: sent back as If-Match by the console (API.md, optimistic concurrency). */
  etag: z.string().optional(),
});
export type PaymentMethod = z.infer<typeof paymentMethodSchema>;

export const paymentMethodListSchema = z.object({ items: z.array(paymentMethodSchema) });
export type PaymentMethodList = z.infer<typeof paymentMethodListSchema>;

const month = z.number({ error: 'Enter the month (1–12)' }).int().min(1).max(12);
const year = z.number({ error: 'Enter the year, e.g. 2028' }).int().min(2000).max(2100);

/**
 * POST /api/vendor/payment-methods. A card is sent as its number only to the default (manual)
 * provider, which checks it and keeps brand and last four digits; with a card gateway the
 * browser sends the gateway's `token` instead. Bank transfer and invoice need no details.
 */
export const paymentMethodInputSchema = z.discriminatedUnion(
  'kind',
  [
    z
      .object({
        kind: z.literal('card'),
        number: z
          .string({ error: 'Enter the card number' })
          .max(40)
          .refine((raw) => {
            const digits = cardDigits(raw);
            return digits !== null && luhnValid(digits);
          }, 'Enter a valid card number'),
        expMonth: month,
        expYear: year,
        holderName: requiredText(100),
        makeDefault: z.boolean().optional(),
      })
      .strict()
      .superRefine((card, ctx) => {
        if (cardExpired(card.expMonth, card.expYear)) {
          ctx.addIssue({ code: 'custom', path: ['expYear'], message: 'This card has expired' });
        }
      }),
    z.object({ kind: z.literal('bank_transfer'), makeDefault: z.boolean().optional() }).strict(),
    z.object({ kind: z.literal('invoice'), makeDefault: z.boolean().optional() }).strict(),
  ],
  { error: 'Choose card, bank_transfer or invoice' },
);
export type PaymentMethodInput = z.infer<typeof paymentMethodInputSchema>;
