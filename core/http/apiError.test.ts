import { describe, expect, it } from 'vitest';
import { apiRequestError } from './apiError';

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
