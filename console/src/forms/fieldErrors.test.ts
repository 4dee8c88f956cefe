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

  it('reads the fields of a 400, 409 or 422 answer and nothing else', () => {
    const body = JSON.stringify({
      error: { code: 'bad_request', message: 'Invalid title', fields: { title: 'Required' } },
    });
    expect(fieldErrorsFromApi(apiRequestError(400, 'Bad Request', body))).toEqual({
      title: 'Required',
    });
    const taken = JSON.stringify({
      error: { code: 'conflict', message: 'Taken', fields: { slug: 'Already used by a post' } },
    });
    expect(fieldErrorsFromApi(apiRequestError(409, 'Conflict', taken))).toEqual({
      slug: 'Already used by a post',
    });
    expect(fieldErrorsFromApi(apiRequestError(409, 'Conflict', '{}'))).toBeNull();
    expect(fieldErrorsFromApi(apiRequestError(500, 'Internal', body))).toBeNull();
    expect(fieldErrorsFromApi(new Error('offline'))).toBeNull();
  });

  it('recognises the plan limit answer', () => {
    const body = JSON.stringify({ error: { code: 'plan_limit_reached', message: 'Limit' } });
    expect(isPlanLimitError(apiRequestError(422, 'Unprocessable', body))).toBe(true);
    expect(isPlanLimitError(apiRequestError(422, 'Unprocessable', '{}'))).toBe(false);
  });
});
