import { describe, expect, it } from 'vitest';
import {
  CONTACT_NOTICES,
  emailBody,
  emailSubject,
  mailtoLink,
  telLink,
  whatsappLink,
  whatsappTextLink,
  whatsappMessage,
} from './links';

describe('whatsapp', () => {
  it('builds the prefilled text', () => {
    expect(whatsappMessage({ carTitle: 'Toyota Camry 2024', name: 'Sara' })).toBe(
      "Hello! I'm interested in renting the Toyota Camry 2024. My name is Sara. Could you please share availability and your best rates?",
    );
  });

  it('links to wa.me with digits only and the encoded text', () => {
    expect(
      whatsappLink({ phone: '+971 50 123 4567', carTitle: 'Toyota Camry 2024', name: 'Sara' }),
    ).toBe(
      "https://wa.me/971501234567?text=Hello!%20I'm%20interested%20in%20renting%20the%20Toyota%20Camry%202024.%20My%20name%20is%20Sara.%20Could%20you%20please%20share%20availability%20and%20your%20best%20rates%3F",
    );
  });

  it('encodes & in the title and an Arabic name', () => {
    expect(
      whatsappLink({
        phone: '+971-4-000-0000',
        carTitle: 'Range Rover Sport & Velar',
        name: 'محمد',
      }),
    ).toBe(
      "https://wa.me/97140000000?text=Hello!%20I'm%20interested%20in%20renting%20the%20Range%20Rover%20Sport%20%26%20Velar.%20My%20name%20is%20%D9%85%D8%AD%D9%85%D8%AF.%20Could%20you%20please%20share%20availability%20and%20your%20best%20rates%3F",
    );
  });

  it('turns a UAE number written locally into the international form wa.me needs', () => {
    expect(whatsappLink({ phone: '050 123 4567', carTitle: 'X', name: 'Y' })).toMatch(
      /^https:\/\/wa\.me\/971501234567\?text=/,
    );
  });
});

const trip = { from: '2026-12-01', to: '2026-12-04', days: 3, total: 1128.74 };

describe('texts with a trip', () => {
  it('WhatsApp: the dates, days and quoted total', () => {
    expect(whatsappMessage({ carTitle: 'Toyota Camry 2024', name: 'Sara', trip })).toBe(
      "Hello! I'm interested in renting the Toyota Camry 2024 from 1 Dec 2026 to 4 Dec 2026 (3 days). My name is Sara. The quoted total is AED 1,128.74 including VAT. Could you please confirm it is available for these dates?",
    );
    expect(
      whatsappLink({
        phone: '050 123 4567',
        carTitle: 'X',
        name: 'Y',
        trip: { ...trip, days: 1, total: 500 },
      }),
    ).toBe(
      "https://wa.me/971501234567?text=Hello!%20I'm%20interested%20in%20renting%20the%20X%20from%201%20Dec%202026%20to%204%20Dec%202026%20(1%20day).%20My%20name%20is%20Y.%20The%20quoted%20total%20is%20AED%20500%20including%20VAT.%20Could%20you%20please%20confirm%20it%20is%20available%20for%20these%20dates%3F",
    );
  });

  it('e-mail: the subject names the dates, the body the dates and total', () => {
    expect(emailSubject('Nissan Patrol 2023', trip)).toBe(
      'Inquiry about Nissan Patrol 2023, 1 Dec 2026 to 4 Dec 2026',
    );
    expect(
      emailBody({
        carTitle: 'Nissan Patrol 2023',
        name: 'Sara Ali',
        visitorEmail: 'sara@example.com',
        phone: '+971501234567',
        trip,
      }),
    ).toBe(
      [
        'Hello,',
        '',
        "I'm interested in renting the Nissan Patrol 2023.",
        '',
        'Dates: 1 Dec 2026 to 4 Dec 2026 (3 days)',
        'Quoted total: AED 1,128.74 including VAT',
        '',
        'Name: Sara Ali',
        'Email: sara@example.com',
        'Phone: +971501234567',
        '',
        'Could you please confirm it is available for these dates?',
        '',
        'Thank you.',
      ].join('\n'),
    );
    expect(
      mailtoLink({
        email: 'a@b.ae',
        carTitle: 'Car',
        name: 'N',
        visitorEmail: 'v@e.ae',
        phone: '1',
        trip,
      }),
    ).toContain('?subject=Inquiry%20about%20Car%2C%201%20Dec%202026%20to%204%20Dec%202026&body=');
  });

  it('names both times when one is not 10:00, in the WhatsApp text and the e-mail body', () => {
    const timed = { ...trip, fromTime: '09:00', toTime: '12:30', days: 4, total: 1500 };
    expect(whatsappMessage({ carTitle: 'Toyota Camry 2024', name: 'Sara', trip: timed })).toBe(
      "Hello! I'm interested in renting the Toyota Camry 2024 from 1 Dec 2026 at 09:00 to 4 Dec 2026 at 12:30 (4 days). My name is Sara. The quoted total is AED 1,500 including VAT. Could you please confirm it is available for these dates?",
    );
    const body = emailBody({
      carTitle: 'Nissan Patrol 2023',
      name: 'Sara Ali',
      visitorEmail: 'sara@example.com',
      phone: '+971501234567',
      trip: { ...trip, toTime: '18:00' },
    }).split('\n');
    expect(body[4]).toBe('Dates: 1 Dec 2026 at 10:00 to 4 Dec 2026 at 18:00 (3 days)');
    // The subject stays short: the dates only.
    expect(emailSubject('Nissan Patrol 2023', timed)).toBe(
      'Inquiry about Nissan Patrol 2023, 1 Dec 2026 to 4 Dec 2026',
    );
  });

  it('leaves 10:00 unsaid: times of 10:00 read exactly as no times', () => {
    const atTen = { ...trip, fromTime: '10:00', toTime: '10:00' };
    expect(whatsappMessage({ carTitle: 'X', name: 'Y', trip: atTen })).toBe(
      whatsappMessage({ carTitle: 'X', name: 'Y', trip }),
    );
  });

  it('without a trip (null or absent), the texts are exactly as without dates', () => {
    const plain = { carTitle: 'Toyota Camry 2024', name: 'Sara' };
    expect(whatsappMessage({ ...plain, trip: null })).toBe(whatsappMessage(plain));
    expect(emailSubject('Car', null)).toBe('Inquiry about Car');
    const body = { carTitle: 'C', name: 'N', visitorEmail: 'v@e.ae', phone: '1' };
    expect(emailBody({ ...body, trip: null })).toBe(emailBody(body));
  });
});

describe('whatsappTextLink', () => {
  it('leaves the recipient to WhatsApp and encodes the text', () => {
    expect(whatsappTextLink('BMW X5 & co https://x.ae/cars/1')).toBe(
      'https://wa.me/?text=BMW%20X5%20%26%20co%20https%3A%2F%2Fx.ae%2Fcars%2F1',
    );
  });
  it('writes a number in digits', () => {
    expect(whatsappTextLink('Hi', '050 123 4567')).toBe('https://wa.me/971501234567?text=Hi');
  });
});

describe('mailto', () => {
  it('builds the subject and body', () => {
    expect(emailSubject('Nissan Patrol 2023')).toBe('Inquiry about Nissan Patrol 2023');
    expect(
      emailBody({
        carTitle: 'Nissan Patrol 2023',
        name: 'Sara Ali',
        visitorEmail: 'sara@example.com',
        phone: '+971501234567',
      }),
    ).toBe(
      [
        'Hello,',
        '',
        "I'm interested in renting the Nissan Patrol 2023.",
        '',
        'Name: Sara Ali',
        'Email: sara@example.com',
        'Phone: +971501234567',
        '',
        'Could you please let me know its availability and your rates?',
        '',
        'Thank you.',
      ].join('\n'),
    );
  });

  it('encodes subject and body with %20 for spaces and CRLF line breaks', () => {
    expect(
      mailtoLink({
        email: 'sales@desertwheels.ae',
        carTitle: 'Range Rover Sport & Velar',
        name: 'محمد',
        visitorEmail: 'm@example.com',
        phone: '+971 50 123 4567',
      }),
    ).toBe(
      'mailto:sales@desertwheels.ae' +
        '?subject=Inquiry%20about%20Range%20Rover%20Sport%20%26%20Velar' +
        "&body=Hello%2C%0D%0A%0D%0AI'm%20interested%20in%20renting%20the%20Range%20Rover%20Sport%20%26%20Velar.%0D%0A%0D%0A" +
        'Name%3A%20%D9%85%D8%AD%D9%85%D8%AF%0D%0A' +
        'Email%3A%20m%40example.com%0D%0A' +
        'Phone%3A%20%2B971%2050%20123%204567%0D%0A%0D%0A' +
        'Could%20you%20please%20let%20me%20know%20its%20availability%20and%20your%20rates%3F%0D%0A%0D%0A' +
        'Thank%20you.',
    );
  });

  it('cannot be given extra headers through the address', () => {
    const link = mailtoLink({
      email: 'a@b.ae?cc=x@y.ae',
      carTitle: 'Car',
      name: 'N',
      visitorEmail: 'v@e.ae',
      phone: '1',
    });
    expect(link.startsWith('mailto:a@b.ae%3Fcc%3Dx@y.ae?subject=Inquiry%20about%20Car&body=')).toBe(
      true,
    );
  });
});

describe('telLink', () => {
  it('keeps only + and digits', () => {
    expect(telLink('+971 4 000 0000')).toBe('tel:+97140000000');
    expect(telLink('+971-50-123-4567')).toBe('tel:+971501234567');
    expect(telLink('00971 50 123 4567')).toBe('tel:+971501234567');
    expect(telLink('050 123 4567')).toBe('tel:+971501234567');
    expect(telLink('+44 (20) 7946 0958')).toBe('tel:+442079460958');
    expect(telLink('ext. 800')).toBe('tel:800');
  });
});

describe('CONTACT_NOTICES', () => {
  it("has section 8's texts", () => {
    expect(CONTACT_NOTICES.whatsapp.title).toBe('Opening WhatsApp');
    expect(CONTACT_NOTICES.email.title).toBe('Opening Email Client');
    expect(CONTACT_NOTICES.phone.title).toBe('Initiating Call');
    expect(CONTACT_NOTICES.missingInformation).toEqual({
      title: 'Missing Information',
      description: 'Please fill out all fields to continue.',
    });
  });
});
