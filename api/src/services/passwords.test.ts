import { describe, expect, it } from 'vitest';
import { passwordSchema } from '@core/schemas/auth';
import { passwordWeakness } from './passwords';

describe('new passwords', () => {
  it('need at least 10 characters', () => {
    expect(passwordSchema.safeParse('abcdefghi').success).toBe(false);
    expect(passwordSchema.safeParse('abcdefghij').success).toBe(true);
  });

  it.each([
    ['password123', 'it is a very common password'],
    ['1234567890', 'it is one of the hundred most used passwords'],
    ['qwertyuiop', 'it is one of the hundred most used passwords'],
    ['iloveyou2024', 'it is a small change to a very common password'],
    ['abcdefghijkl', 'it is a sequence such as abc or 123'],
  ])('refuses %j and says why', async (password, why) => {
    expect(await passwordWeakness(password)).toBe(`This password is too easy to guess: ${why}.`);
  });

  it("counts the person's own name, e-mail and company as guessable", async () => {
    expect(await passwordWeakness('palmdriverentals')).toBeNull();
    expect(
      await passwordWeakness('palmdriverentals', ['layla@palmdrive.ae', 'Palm Drive Rentals']),
    ).toMatch(/^This password is too easy to guess/);
  });

  it.each(['correct horse battery', 'sand dunes at dawn 7', 'Dubai-Marina-Kayak'])(
    'accepts %j',
    async (password) => {
      expect(await passwordWeakness(password)).toBeNull();
    },
  );
});
