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

  it('newLead: the renter, the car, the channel and the leads link in both versions', async () => {
    const mail = await renderMail('newLead', EXAMPLES.newLead);
    expect(mail.subject).toBe('New lead: Omar Khalid about 2024 Nissan Patrol');
    for (const body of [mail.html, mail.text]) {
      for (const part of ['Omar Khalid', 'omar@example.ae', '+971501234567', 'WhatsApp']) {
        expect(body).toContain(part);
      }
      expect(body).toContain(EXAMPLES.newLead.leadsLink);
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

  it('an unknown language falls back to English', async () => {
    const mail = await renderMail('passwordReset', EXAMPLES.passwordReset, 'xx');
    expect(mail.subject).toBe('Reset your UAE Car Rental password');
  });
});
