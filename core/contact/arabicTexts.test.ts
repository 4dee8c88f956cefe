import { describe, expect, it } from 'vitest';
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
});
