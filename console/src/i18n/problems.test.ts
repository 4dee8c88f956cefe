import { describe, expect, it } from 'vitest';
import { ApiRequestError } from '@core/http/apiError';
import arabic from './locales/ar.json';
import { FIELD_MESSAGES, fieldMessageIn } from './fieldProblems';
import { problemIn } from './problems';
import { RULE_MESSAGES, ruleSentence } from './ruleProblems';
import { leadMoveProblem } from '@core/rules/leadStatus';
import { featureCarProblem, featuredSlotsProblem } from '@core/rules/featuredSlots';
import { listingMoveProblem } from '@core/rules/listingTransitions';
import { planChangeProblem, planImportProblem, planLimitProblem } from '@core/rules/planLimit';
import {
  featuredSlotsDetails,
  planChangeDetails,
  planImportDetails,
  planListingsDetails,
} from '@core/http/problemDetails';
import { EMAIL_TAKEN } from '@core/schemas/account';
import { LAST_OWNER_MESSAGE } from '@core/schemas/team';
import { LEAD_STATUSES } from '@core/enums';
import { translator, type Strings } from './strings';

const ar = translator(arabic as Strings);
const plain = (text: string) => text.replace(/[\u2068\u2069]/g, '');
const failed = (
  status: number,
  code: string,
  message: string,
  details?: Record<string, string | number>,
) => new ApiRequestError(status, `${status}: …`, { code, message, ...(details && { details }) });
const latin = /[A-Za-z]{3,}/;
const said = (status: number, code: string, message: string, details?: object) =>
  plain(problemIn(ar, failed(status, code, message, details as never), ruleSentence));

describe("the server's problems in Arabic", () => {
  it('say a request by its code; a rule not known by its code alone, without English', () => {
    expect(problemIn(ar, failed(404, 'not_found', 'Car not found'))).toBe(
      'لم يُعثر على المطلوب؛ ربما حُذف.',
    );
    expect(said(422, 'business_rule', 'Some rule the console has never heard of')).toBe(
      'لا يمكن تنفيذ هذا الطلب.',
    );
    expect(said(409, 'conflict', 'Something else is taken')).toBe('يتعارض هذا مع بيانات موجودة.');
    expect(said(409, 'invalid_transition', 'Only a post that is draft can be x')).toBe(
      'لا يمكن تنفيذ هذا الإجراء في الحالة الحالية.',
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

  it('say each rule and conflict a vendor can meet as a whole Arabic sentence', () => {
    const free = { name: 'Free', carLimit: 5, featuredSlots: 0 };
    const pro = { name: 'Pro', carLimit: 25, featuredSlots: 5 };
    expect(
      said(422, 'plan_limit_reached', planLimitProblem(free, 5)!, planListingsDetails(free, 5)),
    ).toBe('تسمح باقتك Free بعدد 5 من الإعلانات. رقِّ باقتك لإضافة المزيد.');
    expect(
      said(422, 'plan_limit_reached', planChangeProblem(free, 7)!, planChangeDetails(free, 7)),
    ).toBe('تسمح باقة Free بعدد 5 من الإعلانات، وعدد إعلاناتك 7. احذف 2 منها للانتقال إليها.');
    expect(
      said(
        422,
        'plan_limit_reached',
        planImportProblem(free, 2, 4)!,
        planImportDetails(free, 2, 4),
      ),
    ).toBe(
      'تسمح باقتك Free بعدد 5 من الإعلانات، وعدد إعلاناتك 2، ويضيف هذا الملف 4. احذف 1 من صفوفه أو رقِّ باقتك.',
    );
    expect(
      said(422, 'plan_limit_reached', featuredSlotsProblem(pro, 5)!, featuredSlotsDetails(pro)),
    ).toBe(
      'تتضمن باقتك Pro عدد 5 من الإعلانات المميزة وكلها مستخدمة. أوقف تمييز سيارة أخرى أو رقِّ باقتك.',
    );
    expect(
      said(422, 'plan_limit_reached', featuredSlotsProblem(free, 0)!, featuredSlotsDetails(free)),
    ).toContain('لا تتضمن باقتك Free أي إعلانات مميزة');
    expect(said(422, 'business_rule', leadMoveProblem('new', 'won')!)).toBe(
      'لا يمكن نقل طلب في حالة «جديد» إلا إلى «تم التواصل» أو «خاسر»، وليس إلى «ناجح».',
    );
    expect(said(409, 'conflict', 'These days overlap a block from 2026-12-01 to 2026-12-05')).toBe(
      'تتداخل هذه الأيام مع إغلاق من 2026-12-01 إلى 2026-12-05.',
    );
    // Every message the vendor's routes send for a rule or a conflict (api/src/services), from
    // core's own functions where core writes it: none is left in English, none falls through.
    const messages = [
      'Your account has no rental company: register the company first',
      'This ticket is closed: open a new one',
      'This payment method pays your plan: choose another one for the plan first',
      'Only a document awaiting review can be withdrawn; send a new one instead',
      'This document was just reviewed',
      featureCarProblem({ status: 'pending', active: true })!,
      featureCarProblem({ status: 'approved', active: false })!,
      listingMoveProblem('submit', 'pending')!,
      'No changes of this listing wait for review',
      'Add a payment method (card, bank transfer or invoice) before choosing a paid plan',
      'This lead was changed in the meantime. Reload it and try again.',
      ...LEAD_STATUSES.flatMap((from) =>
        LEAD_STATUSES.map((to) => leadMoveProblem(from, to)).filter((m) => m !== null),
      ),
      'This account no longer exists',
      'The password was changed meanwhile. Sign in again with the new password if this was you.',
      'Your e-mail address is already confirmed',
      EMAIL_TAKEN,
      'This person is already a member of your team',
      'This address already has an account of its own: invite another address',
      'This address has an invitation waiting already: resend it instead',
      LAST_OWNER_MESSAGE,
      'These days overlap a block from 2026-12-01 to 2026-12-05',
      'This conflicts with something saved at the same moment: reload and try again',
    ];
    for (const message of messages) {
      const sentence = ruleSentence(ar, { code: 'business_rule', message });
      expect(sentence, message).not.toBeNull();
      expect(plain(sentence!), message).not.toMatch(latin);
      expect(sentence, message).not.toContain('errors.');
      expect(sentence, message).not.toContain('labels.');
    }
    expect(RULE_MESSAGES.length).toBeGreaterThan(20);
  });

  it('say the 409s that name a field in Arabic', () => {
    for (const message of [
      EMAIL_TAKEN,
      'This person is already a member of your team',
      'These days overlap a block from 2026-12-01 to 2026-12-05',
      'Already used',
    ]) {
      expect(plain(fieldMessageIn(ar, message)), message).not.toMatch(latin);
    }
  });
});
