/** Every message renders to HTML and to plain text, with its texts from the locale file. */
import { describe, expect, it } from 'vitest';
import { MAIL_TEMPLATES, renderMail, type MailParamsByTemplate } from '.';

const EXAMPLES: MailParamsByTemplate = {
  passwordReset: {
    name: 'Layla Haddad',
    email: 'layla@example.ae',
    link: 'https://market.example/dashboard/reset-password#token=abc_DEF-123',
    minutes: 60,
  },
  passwordChanged: {
    name: 'Layla Haddad',
    email: 'layla@example.ae',
    how: 'changed',
    resetLink: 'https://market.example/dashboard/forgot-password',
  },
  newLead: {
    companyName: 'Creek Side Car Rental',
    carTitle: '2024 Nissan Patrol',
    renterName: 'Omar Khalid',
    renterEmail: 'omar@example.ae',
    renterPhone: '+971501234567',
    method: 'whatsapp',
    leadsLink: 'https://market.example/dashboard/leads',
  },
  listingDecision: {
    decision: 'rejected',
    name: 'Omar Khalid',
    carTitle: '2024 Nissan Patrol',
    reason: 'The photos show another car: add photos of this one.',
    link: 'https://market.example/dashboard/cars/12',
  },
  listingChanges: {
    name: 'Omar Khalid',
    carTitle: '2024 Nissan Patrol',
    link: 'https://market.example/dashboard/cars/12',
  },
  documentDecision: {
    decision: 'rejected',
    name: 'Omar Khalid',
    documentName: 'Trade licence',
    reason: 'The licence number is not readable.',
    link: 'https://market.example/dashboard/verification',
  },
  documentExpiry: {
    stage: 'in7',
    name: 'Omar Khalid',
    documentName: 'Insurance certificate',
    expiresOn: '2026-12-03',
    days: 7,
    link: 'https://market.example/dashboard/verification',
  },
  companyStanding: {
    change: 'suspended',
    name: 'Omar Khalid',
    companyName: 'Creek Side Car Rental',
    reason: 'Renters reported cars that were not as listed.',
    link: 'https://market.example/dashboard/support',
  },
  subscription: {
    event: 'renewing',
    name: 'Omar Khalid',
    planName: 'Pro',
    limit: 50,
    date: '2026-12-01',
    link: 'https://market.example/dashboard/subscription',
  },
  ticketAnswered: {
    name: 'Omar Khalid',
    ticketSubject: 'Invoice for November',
    answer: 'We sent the invoice again to your billing address.',
    link: 'https://market.example/dashboard/support/4',
  },
  postDecision: {
    decision: 'sentBack',
    name: 'Sara Writer',
    postTitle: 'Driving in Dubai',
    comment: 'Add the Salik toll prices, please.',
    link: 'https://market.example/admin/blog/edit-post/3',
  },
  renterCopy: {
    renterName: 'Omar Khalid',
    renterEmail: 'omar@example.ae',
    renterPhone: '+971501234567',
    method: 'email',
    carTitle: '2024 Nissan Patrol',
    companyName: 'Creek Side Car Rental',
    company: { whatsapp: '+971501112233', phone: '+97141234567', email: 'hello@creek.example' },
    carLink: 'https://market.example/cars/2024-nissan-patrol-12',
  },
  leadDigest: {
    companyName: 'Creek Side Car Rental',
    day: 'Thursday 26 November 2026',
    leads: [
      {
        renterName: 'Omar Khalid',
        renterEmail: 'omar@example.ae',
        renterPhone: '+971501234567',
        carTitle: '2024 Nissan Patrol',
        method: 'phone',
      },
    ],
    leadsLink: 'https://market.example/dashboard/leads',
    unsubscribeUrl: 'https://market.example/api/mail/unsubscribe?token=t',
  },
  adminSummary: {
    name: 'Admin',
    day: 'Friday 27 November 2026',
    listings: { count: 3, oldestHours: 50 },
    documents: { count: 1, oldestHours: 5 },
    companies: { count: 0, oldestHours: null },
    link: 'https://market.example/admin',
    unsubscribeUrl: 'https://market.example/api/mail/unsubscribe?token=t',
  },
  emailVerification: {
    name: 'Layla Haddad',
    email: 'layla@example.ae',
    link: 'https://market.example/dashboard/confirm-email#token=abc_DEF-123',
    hours: 48,
  },
  emailChange: {
    name: 'Layla Haddad',
    oldEmail: 'layla@example.ae',
    newEmail: 'layla.haddad@example.ae',
    link: 'https://market.example/dashboard/confirm-email#token=abc_DEF-123',
    hours: 48,
  },
  emailChangeNotice: {
    name: 'Layla Haddad',
    oldEmail: 'layla@example.ae',
    newEmail: 'layla.haddad@example.ae',
    resetLink: 'https://market.example/dashboard/forgot-password',
  },
  teamInvitation: {
    inviterName: 'Layla Haddad',
    companyName: 'Marina Rent a Car',
    role: 'staff',
    link: 'https://market.example/dashboard/join#token=abc_DEF-123',
    days: 7,
  },
  writerInvitation: {
    inviterName: 'Layla Haddad',
    blogTitle: 'Car Rental Guides for the UAE',
    role: 'writer',
    link: 'https://market.example/admin/invitation/abc_DEF-123',
    days: 7,
  },
};

describe('mail templates', () => {
  it('has an example for every template', () => {
    expect(Object.keys(EXAMPLES).sort()).toEqual(Object.keys(MAIL_TEMPLATES).sort());
  });

  for (const name of Object.keys(MAIL_TEMPLATES) as (keyof MailParamsByTemplate)[]) {
    it(`${name}: HTML and text, no tracking pixel, no untranslated keys`, async () => {
      const mail = await renderMail(name, EXAMPLES[name]);
      expect(mail.subject.length).toBeGreaterThan(5);
      expect(mail.html).toMatch(/^<!DOCTYPE html/);
      expect(mail.html).toContain('lang="en"');
      expect(mail.html).not.toMatch(/<img/i);
      expect(mail.text).not.toMatch(/<[a-z]/i);
      // i18next answers a missing key with the key itself.
      for (const part of [mail.subject, mail.text])
        expect(part).not.toMatch(/\b[a-z]+\.[a-z]+[A-Z]\w*\b/);
    });
  }

  it('passwordReset: the link, the name and the validity in both versions', async () => {
    const mail = await renderMail('passwordReset', EXAMPLES.passwordReset);
    expect(mail.subject).toBe('Reset your UAE Car Rental password');
    for (const body of [mail.html, mail.text]) {
      expect(body).toContain(EXAMPLES.passwordReset.link);
      expect(body).toContain('Layla Haddad');
      expect(body).toContain('60 minutes');
    }
    // The plain text reads in order: greeting, then the link.
    expect(mail.text.indexOf('Hello Layla Haddad')).toBeLessThan(
      mail.text.indexOf(EXAMPLES.passwordReset.link),
    );
  });

  it('passwordChanged: says how, links to forgot password, never carries a password', async () => {
    const changed = await renderMail('passwordChanged', EXAMPLES.passwordChanged);
    expect(changed.subject).toBe('Your UAE Car Rental password was changed');
    for (const body of [changed.html, changed.text]) {
      expect(body).toContain('layla@example.ae');
      expect(body).toContain('in your account settings');
      expect(body).toContain(EXAMPLES.passwordChanged.resetLink);
    }
    const reset = await renderMail('passwordChanged', {
      ...EXAMPLES.passwordChanged,
      how: 'reset',
    });
    expect(reset.text).toContain('reset with a link');
  });

  it('newLead: the renter, the car, the channel and the leads link in both versions', async () => {
    const mail = await renderMail('newLead', EXAMPLES.newLead);
    expect(mail.subject).toBe('New lead: Omar Khalid about 2024 Nissan Patrol');
    for (const body of [mail.html, mail.text]) {
      for (const part of ['Omar Khalid', 'omar@example.ae', '+971501234567', 'WhatsApp']) {
        expect(body).toContain(part);
      }
      expect(body).toContain(EXAMPLES.newLead.leadsLink);
      expect(body).not.toContain('Quoted total');
    }
    const withTrip = await renderMail('newLead', {
      ...EXAMPLES.newLead,
      trip: { from: '2026-12-01', to: '2026-12-04', days: 3, total: 1128.74 },
    });
    for (const body of [withTrip.html, withTrip.text]) {
      expect(body).toContain('1 Dec 2026 – 4 Dec 2026 (3 days)');
      expect(body).toContain('AED 1,128.74');
    }
  });

  it('listingDecision: the rejection carries the reason; the approval says it is live', async () => {
    const rejected = await renderMail('listingDecision', EXAMPLES.listingDecision);
    expect(rejected.subject).toBe('Your listing needs changes: 2024 Nissan Patrol');
    for (const body of [rejected.html, rejected.text]) {
      expect(body).toContain('The photos show another car: add photos of this one.');
      expect(body).toContain('https://market.example/dashboard/cars/12');
    }
    const approved = await renderMail('listingDecision', {
      ...EXAMPLES.listingDecision,
      decision: 'approved',
      reason: null,
    });
    expect(approved.subject).toBe('Your listing is live: 2024 Nissan Patrol');
    expect(approved.text).toContain('was approved');
  });

  it('only the optional mails carry an unsubscribe link', async () => {
    for (const name of Object.keys(MAIL_TEMPLATES) as (keyof MailParamsByTemplate)[]) {
      const mail = await renderMail(name, EXAMPLES[name]);
      const optional = name === 'leadDigest' || name === 'adminSummary';
      expect(mail.unsubscribeUrl, name).toBe(optional ? EXAMPLES.leadDigest.unsubscribeUrl : null);
      expect(mail.text.includes('Unsubscribe'), name).toBe(optional);
    }
  });

  it('adminSummary: each queue with its oldest age, in hours then days', async () => {
    const mail = await renderMail('adminSummary', EXAMPLES.adminSummary);
    expect(mail.subject).toBe('Review queues on Friday 27 November 2026: 4 waiting');
    expect(mail.text).toContain('3 waiting, the oldest for 2 days');
    expect(mail.text).toContain('1 waiting, the oldest for 5 hours');
    expect(mail.text).toContain('0 waiting');
  });

  it('an unknown language falls back to English', async () => {
    const mail = await renderMail('passwordReset', EXAMPLES.passwordReset, 'xx');
    expect(mail.subject).toBe('Reset your UAE Car Rental password');
  });
});
