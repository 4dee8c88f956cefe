import { describe, expect, it } from 'vitest';
import { siteLanguage } from '../i18n/languages';
import { moneyIn } from '../i18n/money';
import { arabicDays } from '../rules/tripDays';
import { emailBodyAr, emailSubjectAr, whatsappMessageAr } from './arabicTexts';
import { mailtoLink, whatsappLink } from './links';

describe('the hand-off in Arabic', () => {
  it('writes the WhatsApp text in Arabic with the title as the company wrote it', () => {
    expect(whatsappMessageAr({ carTitle: 'Toyota Camry 2024', name: 'سارة' })).toBe(
      'مرحباً! أرغب في استئجار سيارة Toyota Camry 2024. اسمي سارة. هل يمكنكم إفادتي بمدى توفرها وأفضل أسعاركم؟',
    );
  });

  it('links to wa.me with the Arabic text, encoded, when the page is Arabic', () => {
    const link = whatsappLink({
      phone: '050 123 4567',
      carTitle: 'Range Rover Sport & Velar',
      name: 'محمد',
      language: 'ar',
    });
    expect(link.startsWith('https://wa.me/971501234567?text=')).toBe(true);
    expect(decodeURIComponent(link.split('?text=')[1]!)).toBe(
      'مرحباً! أرغب في استئجار سيارة Range Rover Sport & Velar. اسمي محمد. هل يمكنكم إفادتي بمدى توفرها وأفضل أسعاركم؟',
    );
    expect(link).toContain('%26%20Velar');
  });

  it('writes the e-mail subject and body in Arabic', () => {
    expect(emailSubjectAr('Nissan Patrol 2023')).toBe('استفسار عن Nissan Patrol 2023');
    expect(
      emailBodyAr({
        carTitle: 'Nissan Patrol 2023',
        name: 'سارة علي',
        visitorEmail: 'sara@example.com',
        phone: '+971501234567',
      }),
    ).toBe(
      [
        'مرحباً،',
        '',
        'أرغب في استئجار سيارة Nissan Patrol 2023.',
        '',
        'الاسم: سارة علي',
        'البريد الإلكتروني: sara@example.com',
        'الهاتف: +971501234567',
        '',
        'هل يمكنكم إفادتي بمدى توفرها وأسعاركم؟',
        '',
        'شكراً لكم.',
      ].join('\n'),
    );
    const link = mailtoLink({
      email: 'sales@desertwheels.ae',
      carTitle: 'Nissan Patrol 2023',
      name: 'سارة',
      visitorEmail: 's@example.com',
      phone: '+971 50 123 4567',
      language: 'ar',
    });
    const [, query] = link.split('?');
    const params = Object.fromEntries(
      query!.split('&').map((pair) => pair.split('=').map(decodeURIComponent) as [string, string]),
    );
    expect(params.subject).toBe('استفسار عن Nissan Patrol 2023');
    expect(params.body!.split('\r\n')[2]).toBe('أرغب في استئجار سيارة Nissan Patrol 2023.');
  });

  it('keeps the English texts for English pages, exactly', () => {
    const english = whatsappLink({ phone: '050 123 4567', carTitle: 'X', name: 'Y' });
    expect(whatsappLink({ phone: '050 123 4567', carTitle: 'X', name: 'Y', language: 'en' })).toBe(
      english,
    );
    expect(decodeURIComponent(english.split('?text=')[1]!)).toBe(
      "Hello! I'm interested in renting the X. My name is Y. Could you please share availability and your best rates?",
    );
  });

  describe('with the trip the renter chose', () => {
    const trip = { from: '2026-12-01', to: '2026-12-04', days: 3, total: 1575 };
    // The one Arabic currency symbol (core/i18n/money.ts), as Intl writes it for ar-AE: the
    // amount with Latin digits, a no-break space, `د.إ.`, between right-to-left marks; the
    // same string the Arabic car page shows.
    const AED_1575 = '\u200f1,575\u00a0د.إ.\u200f';
    const AED_2450_50 = '\u200f2,450.50\u00a0د.إ.\u200f';

    it('writes the total with the same symbol and digits as the Arabic pages', () => {
      expect(moneyIn(siteLanguage('ar').intlLocale).exactPrice(1575)).toBe(AED_1575);
      expect(moneyIn(siteLanguage('ar').intlLocale).exactPrice(2450.5)).toBe(AED_2450_50);
      expect(whatsappMessageAr({ carTitle: 'X', name: 'Y', trip })).not.toContain('درهم');
    });

    it('gives the dates in Arabic month names, the days and the total in the WhatsApp text', () => {
      expect(whatsappMessageAr({ carTitle: 'Toyota Camry 2024', name: 'سارة', trip })).toBe(
        `مرحباً! أرغب في استئجار سيارة Toyota Camry 2024 من 1 ديسمبر 2026 إلى 4 ديسمبر 2026 (3 أيام). اسمي سارة. الإجمالي المعروض ${AED_1575} شاملاً ضريبة القيمة المضافة. هل يمكنكم تأكيد توفرها في هذه التواريخ؟`,
      );
    });

    it('adds the dates to the subject, and the dates and total to the body', () => {
      expect(emailSubjectAr('Nissan Patrol 2023', trip)).toBe(
        'استفسار عن Nissan Patrol 2023، 1 ديسمبر 2026 إلى 4 ديسمبر 2026',
      );
      const body = emailBodyAr({
        carTitle: 'Nissan Patrol 2023',
        name: 'أحمد',
        visitorEmail: 'ahmed@example.ae',
        phone: '+971501234567',
        trip: { ...trip, total: 2450.5 },
      }).split('\n');
      expect(body.slice(4, 6)).toEqual([
        'التواريخ: من 1 ديسمبر 2026 إلى 4 ديسمبر 2026 (3 أيام)',
        `الإجمالي المعروض: ${AED_2450_50} شاملاً ضريبة القيمة المضافة`,
      ]);
      expect(body.at(-3)).toBe('هل يمكنكم تأكيد توفرها في هذه التواريخ؟');
    });

    it('names both times when one is not 10:00, in the WhatsApp text and the e-mail body', () => {
      const timed = { ...trip, fromTime: '09:00', toTime: '12:30', days: 4 };
      expect(whatsappMessageAr({ carTitle: 'Toyota Camry 2024', name: 'سارة', trip: timed })).toBe(
        `مرحباً! أرغب في استئجار سيارة Toyota Camry 2024 من 1 ديسمبر 2026 الساعة 09:00 إلى 4 ديسمبر 2026 الساعة 12:30 (4 أيام). اسمي سارة. الإجمالي المعروض ${AED_1575} شاملاً ضريبة القيمة المضافة. هل يمكنكم تأكيد توفرها في هذه التواريخ؟`,
      );
      const body = emailBodyAr({
        carTitle: 'Nissan Patrol 2023',
        name: 'أحمد',
        visitorEmail: 'ahmed@example.ae',
        phone: '+971501234567',
        trip: { ...trip, fromTime: '18:00' },
      }).split('\n');
      expect(body[4]).toBe(
        'التواريخ: من 1 ديسمبر 2026 الساعة 18:00 إلى 4 ديسمبر 2026 الساعة 10:00 (3 أيام)',
      );
      expect(
        whatsappMessageAr({ carTitle: 'X', name: 'Y', trip: { ...trip, toTime: '10:00' } }),
      ).toBe(whatsappMessageAr({ carTitle: 'X', name: 'Y', trip }));
    });

    it('counts the days as Arabic counts nouns', () => {
      expect([1, 2, 3, 10, 11, 30].map(arabicDays)).toEqual([
        'يوم واحد',
        'يومان',
        '3 أيام',
        '10 أيام',
        '11 يوماً',
        '30 يوماً',
      ]);
    });

    it('carries the trip into the Arabic wa.me and mailto links', () => {
      const whatsapp = whatsappLink({
        phone: '050 123 4567',
        carTitle: 'X',
        name: 'Y',
        trip,
        language: 'ar',
      });
      expect(decodeURIComponent(whatsapp.split('?text=')[1]!)).toContain('(3 أيام)');
      const mailto = mailtoLink({
        email: 'a@b.ae',
        carTitle: 'X',
        name: 'Y',
        visitorEmail: 'y@z.ae',
        phone: '+971501234567',
        trip,
        language: 'ar',
      });
      expect(decodeURIComponent(mailto)).toContain(AED_1575);
    });
  });
});
