import { describe, expect, it } from 'vitest';
import { apiErrorSchema } from '../schemas/error';
import { apiErrorOf, apiRequestError } from './apiError';

describe('apiRequestError', () => {
  it('uses "status: body" as the message and keeps the parsed error', () => {
    const body = '{"error":{"code":"unauthorised","message":"Invalid credentials"}}';
    const error = apiRequestError(401, 'Unauthorized', body);
    expect(error.message).toBe(`401: ${body}`);
    expect(error.status).toBe(401);
    expect(error.error).toEqual({ code: 'unauthorised', message: 'Invalid credentials' });
    expect(error.serverMessage('Login failed')).toBe('Invalid credentials');
  });

  it('falls back to the status text for an empty body, and to the default message', () => {
    const error = apiRequestError(502, 'Bad Gateway', '');
    expect(error.message).toBe('502: Bad Gateway');
    expect(error.error).toBeNull();
    expect(error.serverMessage('Registration failed')).toBe('Registration failed');
  });

  it('keeps a text body that is not our JSON', () => {
    expect(apiRequestError(500, 'Internal Server Error', 'oops').message).toBe('500: oops');
  });
});

describe('apiErrorOf', () => {
  it('reads what apiErrorSchema reads, and nothing else', () => {
    const bodies: unknown[] = [
      { error: { code: 'bad_request', message: 'Invalid', fields: { title: 'Required' } } },
      { error: { code: 'not_found', message: 'Gone', extra: 1 }, more: true },
      { error: { code: 'x', message: 'y', fields: {} } },
      { error: { code: 'x', message: 'y', fields: { a: 1 } } },
      { error: { code: 'x', message: 'y', fields: ['a'] } },
      { error: { code: 'x', message: 'y', fields: null } },
      { error: { code: 'x', message: 'y', details: { rule: 'plan_listings', limit: 5 } } },
      { error: { code: 'x', message: 'y', fields: { a: 'b' }, details: { plan: 'Free' } } },
      { error: { code: 'x', message: 'y', details: { limit: null } } },
      { error: { code: 'x', message: 'y', details: 'plan' } },
      { error: { code: 'x' } },
      { error: { code: 1, message: 'y' } },
      { error: 'boom' },
      { error: [] },
      {},
      [],
      null,
      'text',
      42,
    ];
    for (const body of bodies) {
      const byZod = apiErrorSchema.safeParse(body);
      expect(apiErrorOf(body), JSON.stringify(body)).toEqual(
        byZod.success ? byZod.data.error : null,
      );
    }
  });
});
