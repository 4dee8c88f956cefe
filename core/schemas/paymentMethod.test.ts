import { describe, expect, it } from 'vitest';
import { paymentMethodInputSchema } from './paymentMethod';

const card = {
  kind: 'card',
  number: '4242 4242 4242 4242',
  expMonth: 12,
  expYear: 2099,
  holderName: 'A',
};

describe('payment method input', () => {
  it('accepts a valid card and the manual kinds', () => {
    expect(paymentMethodInputSchema.safeParse(card).success).toBe(true);
    expect(paymentMethodInputSchema.safeParse({ kind: 'invoice' }).success).toBe(true);
    expect(paymentMethodInputSchema.safeParse({ kind: 'bank_transfer' }).success).toBe(true);
  });

  it('names the field: a number failing Luhn, an expired card, no kind', () => {
    const fieldOf = (input: unknown) =>
      paymentMethodInputSchema.safeParse(input).error?.issues[0]?.path.join('.');
    expect(fieldOf({ ...card, number: '4242 4242 4242 4241' })).toBe('number');
    expect(fieldOf({ ...card, expMonth: 1, expYear: 2020 })).toBe('expYear');
    expect(fieldOf({ ...card, cvc: '123' })).toBe('');
    expect(paymentMethodInputSchema.safeParse({}).success).toBe(false);
  });
});
