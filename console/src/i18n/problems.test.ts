import { describe, expect, it } from 'vitest';
import { ApiRequestError } from '@core/http/apiError';
import arabic from './locales/ar.json';
import { FIELD_MESSAGES, fieldMessageIn } from './fieldProblems';
import { problemIn } from './problems';
import { translator, type Strings } from './strings';

const ar = translator(arabic as Strings);
const plain = (text: string) => text.replace(/[\u2068\u2069]/g, '');
const failed = (status: number, code: string, message: string) =>
  new ApiRequestError(status, `${status}: …`, { code, message });

describe("the server's problems in Arabic", () => {
  it('say a request by its code, a rule with the server’s words after it', () => {
    expect(problemIn(ar, failed(404, 'not_found', 'Car not found'))).toBe(
      'لم يُعثر على المطلوب؛ ربما حُذف.',
    );
    expect(plain(problemIn(ar, failed(422, 'business_rule', 'This ticket is closed')))).toBe(
      'لا يمكن تنفيذ هذا الطلب: This ticket is closed',
    );
    expect(problemIn(ar, new ApiRequestError(502, '502: Bad Gateway', null))).toContain('502');
    expect(problemIn(ar, new TypeError('Failed to fetch'))).toBe(
      'تعذّر الاتصال بالخادم. تحقّق من اتصالك بالإنترنت ثم حاول مجدداً.',
    );
  });

  it("say core's field messages in Arabic, counted, and keep any other as written", () => {
    expect(fieldMessageIn(ar, 'This field is required')).toBe('هذا الحقل مطلوب');
    expect(plain(fieldMessageIn(ar, 'At least 10 characters'))).toBe('10 أحرف على الأقل');
    expect(plain(fieldMessageIn(ar, 'At most 120 characters'))).toBe('120 حرفاً كحد أقصى');
    expect(plain(fieldMessageIn(ar, 'At most 300 characters'))).toBe('300 حرف كحد أقصى');
    expect(plain(fieldMessageIn(ar, 'At most 6'))).toBe('لا يزيد على 6');
    expect(fieldMessageIn(ar, 'Enter a UAE number, e.g. +971 50 123 4567')).toBe(
      'Enter a UAE number, e.g. +971 50 123 4567',
    );
  });

  it('have an Arabic sentence for every code and every field message', () => {
    const ids = FIELD_MESSAGES.map(([, id]) => `errors.field.${id}`);
    const missing = ids.filter((key) => ar(key) === key && ar(key, { count: 3 }) === key);
    expect(missing).toEqual([]);
  });
});
