import { describe, expect, it } from 'vitest';
import { apiRequestError } from '@core/http/apiError';
import { fieldErrorsFromApi, isPlanLimitError, toFormFields } from './fieldErrors';

describe('field errors on antd forms', () => {
  it('turns dotted server paths into antd name paths', () => {
    expect(
      toFormFields({ title: 'Required', 'terms.kmPerDay': 'Too big', 'services.1': 'x' }),
    ).toEqual([
      { name: ['title'], errors: ['Required'] },
      { name: ['terms', 'kmPerDay'], errors: ['Too big'] },
      { name: ['services', 1], errors: ['x'] },
    ]);
  });

  it('reads a 400 answer’s fields, not other errors’', () => {
    const body = JSON.stringify({
      error: { code: 'bad_request', message: 'Invalid title', fields: { title: 'Required' } },
    });
    expect(fieldErrorsFromApi(apiRequestError(400, 'Bad Request', body))).toEqual({
      title: 'Required',
    });
    expect(fieldErrorsFromApi(apiRequestError(500, 'Internal', ''))).toBeNull();
    const forbidden = JSON.stringify({
      error: { code: 'forbidden', message: 'No', fields: { title: 'No' } },
    });
    expect(fieldErrorsFromApi(apiRequestError(403, 'Forbidden', forbidden))).toBeNull();
    expect(fieldErrorsFromApi(new Error('offline'))).toBeNull();
  });

  it('reads the fields of a 409 (a slug or an e-mail already taken)', () => {
    const body = JSON.stringify({
      error: { code: 'conflict', message: 'Taken', fields: { slug: 'Already used' } },
    });
    expect(fieldErrorsFromApi(apiRequestError(409, 'Conflict', body))).toEqual({
      slug: 'Already used',
    });
    const plain = JSON.stringify({ error: { code: 'conflict', message: 'In use' } });
    expect(fieldErrorsFromApi(apiRequestError(409, 'Conflict', plain))).toBeNull();
  });

  it('recognises the plan limit answer', () => {
    const body = JSON.stringify({ error: { code: 'plan_limit_reached', message: 'Limit' } });
    expect(isPlanLimitError(apiRequestError(422, 'Unprocessable', body))).toBe(true);
    expect(isPlanLimitError(apiRequestError(422, 'Unprocessable', '{}'))).toBe(false);
  });
});
