/**
 * Notification preferences and the optional mails, over a real SMTP server: the settings per
 * role and their policies; a company's new-lead mail instant / daily digest / off; the admins'
 * daily summary; each optional mail with List-Unsubscribe (one-click POST) and a signed link
 * that works without signing in; each daily mail once even when two processes run the job.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uaeInstant } from '@core/rules/uaeTime';
import { uaeToday } from '@core/rules/uaeTime';
import { buildCar } from '../../test/factories';
import { header, linkIn, startMailTest, type MailTest } from '../../test/mailTest';
import { TestClient } from '../../test/testClient';
import { addDays } from '../jobs/mailDays';
import { runHousekeeping } from '../jobs/housekeeping';

let t: MailTest;

beforeAll(async () => {
  t = await startMailTest();
});
afterAll(() => t.close());

/** Tomorrow 08:00 in the UAE: today's leads are "yesterday's", the summary is due. */
const tomorrowMorning = () => uaeInstant(`${addDays(uaeToday(), 1)}T08:00`);

const contactForm = (carId: number) => ({
  carId,
  method: 'phone',
  name: 'Mariam Saeed',
  email: 'mariam.saeed@example.ae',
  phone: '+971502223344',
});

async function sendLead(carId: number) {
  const created = await new TestClient(t.server.baseUrl).post('/api/leads', contactForm(carId));
  expect(created.status).toBe(201);
}

describe('notification settings', () => {
  it('has sensible defaults for each role', async () => {
    const vendor = await t.vendor();
    expect((await vendor.client.get('/api/profile/notifications')).body).toEqual({
      newLeads: 'instant',
      adminSummary: null,
    });
    const admin = await t.signIn('admin');
    expect((await admin.client.get('/api/profile/notifications')).body).toEqual({
      newLeads: null,
      adminSummary: true,
    });
    const writer = await t.signIn('writer');
    expect((await writer.client.get('/api/profile/notifications')).body).toEqual({
      newLeads: null,
      adminSummary: null,
    });
    expect((await new TestClient(t.server.baseUrl).get('/api/profile/notifications')).status).toBe(
      401,
    );
  });

  it('refuses a setting the user does not have, and bad values, changing nothing', async () => {
    const vendor = await t.vendor();
    const admin = await t.signIn('admin');
    const refused = await vendor.client.request('PATCH', '/api/profile/notifications', {
      body: {
        newLeads: 'digest',
        adminSummary: false,
      },
    });
    expect(refused.status).toBe(403);
    expect(
      (
        await admin.client.request('PATCH', '/api/profile/notifications', {
          body: { newLeads: 'off' },
        })
      ).status,
    ).toBe(403);
    const bad = await vendor.client.request<{ error: { fields: Record<string, string> } }>(
      'PATCH',
      '/api/profile/notifications',
      { body: { newLeads: 'hourly' } },
    );
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.error.fields)).toEqual(['newLeads']);
    const row = await t.server.knex('companies').where({ id: vendor.company.id }).first();
    expect(row.new_lead_mail).toBe('instant');
  });

  it('sets its own company only, under 50 parallel requests', async () => {
    const a = await t.vendor();
    const b = await t.vendor();
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        a.client.request('PATCH', '/api/profile/notifications', {
          body: { newLeads: i % 2 ? 'off' : 'digest' },
        }),
      ),
    );
    expect(answers.every((answer) => answer.status === 200)).toBe(true);
    // Each answer is the state its own change left (read in its transaction), never a mix.
    answers.forEach((answer, i) =>
      expect(answer.body).toEqual({ newLeads: i % 2 ? 'off' : 'digest', adminSummary: null }),
    );
    const mode = (await t.server.knex('companies').where({ id: a.company.id }).first())
      .new_lead_mail;
    expect(['off', 'digest']).toContain(mode);
    expect((await a.client.get('/api/profile/notifications')).body).toMatchObject({
      newLeads: mode,
    });
    expect((await b.client.get('/api/profile/notifications')).body).toMatchObject({
      newLeads: 'instant',
    });
  });
});

describe('new-lead mail: instant, daily digest, off', () => {
  it('off: the lead is stored and nothing is mailed, today or in the digest', async () => {
    const vendor = await t.vendor({ newLeadMail: 'off' });
    await sendLead((await buildCar(vendor.company)).id);
    await runHousekeeping(t.server.knex, tomorrowMorning(), t.links);
    await t.send();
    expect(t.to(vendor.company.email)).toHaveLength(0);
    expect(await t.server.knex('leads').where({ company_id: vendor.company.id })).toHaveLength(1);
  });

  it('digest: one mail the next day with the leads, once even with two processes; one-click unsubscribe', async () => {
    const vendor = await t.vendor({ name: 'Palm Drive Rentals' });
    expect(
      (
        await vendor.client.request('PATCH', '/api/profile/notifications', {
          body: { newLeads: 'digest' },
        })
      ).status,
    ).toBe(200);
    const car = await buildCar(vendor.company, { title: '2025 Lexus LX Digest' });
    await sendLead(car.id);
    await sendLead(car.id);
    await t.send();
    expect(t.to(vendor.company.email)).toHaveLength(0);

    // Two server processes running housekeeping at the same moment (a second database pool).
    await t.housekeepingTwice(tomorrowMorning());
    const received = t.to(vendor.company.email);
    expect(received).toHaveLength(1);
    const [digest] = received;
    expect(digest!.subject).toMatch(/^2 new leads on \w+day,? \d+ \w+ \d{4}$/);
    expect(digest!.text).toContain('Hello Palm Drive Rentals,');
    expect(digest!.text).toContain('Mariam Saeed about 2025 Lexus LX Digest by phone');
    expect(digest!.text).toContain('mariam.saeed@example.ae');
    expect(digest!.html).not.toMatch(/<img/i);
    expect(linkIn(digest!, '/dashboard/leads').pathname).toBe('/dashboard/leads');

    // RFC 8058: the header names the same link as the mail, and a one-click POST.
    expect(header(digest!, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
    const headerUrl = header(digest!, 'List-Unsubscribe')!.replace(/^<|>$/g, '');
    const link = linkIn(digest!, '/api/mail/unsubscribe');
    expect(headerUrl).toBe(link.toString());

    // GET (a scanner, or the person) only asks; nothing changes.
    const page = await t.follow(link);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('Stop the daily lead digest for Palm Drive Rentals?');
    expect(html).toContain('method="post"');
    const mode = async () =>
      (await t.server.knex('companies').where({ id: vendor.company.id }).first()).new_lead_mail;
    expect(await mode()).toBe('digest');

    // The mail client's one-click POST, without any session.
    const posted = await t.follow(link, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(posted.status).toBe(200);
    expect(await posted.text()).toContain('you will not get this e-mail any more');
    expect(await mode()).toBe('off');
    expect((await vendor.client.get('/api/profile/notifications')).body).toMatchObject({
      newLeads: 'off',
    });
  });

  it('refuses a forged or altered unsubscribe token, changing nothing', async () => {
    const vendor = await t.vendor({ newLeadMail: 'digest' });
    const forged = `lead-digest.${vendor.company.id}.${'A'.repeat(32)}`;
    for (const token of [forged, 'nonsense', '']) {
      const answer = await t.follow(`${t.server.baseUrl}/api/mail/unsubscribe?token=${token}`, {
        method: 'POST',
      });
      expect(answer.status).toBe(400);
    }
    const row = await t.server.knex('companies').where({ id: vendor.company.id }).first();
    expect(row.new_lead_mail).toBe('digest');
  });
});

describe("the admins' daily summary", () => {
  it('mails each admin once a day with the queues, and never one who opted out', async () => {
    const keen = await t.signIn('admin', { name: 'Huda Keen' });
    const quiet = await t.signIn('admin');
    expect(
      (
        await quiet.client.request('PATCH', '/api/profile/notifications', {
          body: { adminSummary: false },
        })
      ).status,
    ).toBe(200);
    const vendor = await t.vendor();
    await buildCar(vendor.company, { status: 'pending' });

    // Before 07:00 UAE nothing is due.
    await runHousekeeping(t.server.knex, uaeInstant(`${addDays(uaeToday(), 1)}T05:00`), t.links);
    await t.housekeepingTwice(tomorrowMorning());
    expect(t.to(quiet.user.email)).toHaveLength(0);
    const received = t.to(keen.user.email);
    expect(received).toHaveLength(1);
    const summary = received[0]!;
    expect(summary.subject).toMatch(/^Review queues on .+: \d+ waiting$/);
    expect(summary.text).toContain('Hello Huda Keen,');
    expect(summary.text).toMatch(/Listings\s+\d+ waiting, the oldest for/);
    expect(header(summary, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
    expect(linkIn(summary, '/admin').pathname).toBe('/admin');

    // The summary's own link turns it off for that admin only.
    const link = linkIn(summary, '/api/mail/unsubscribe');
    expect((await t.follow(link, { method: 'POST' })).status).toBe(200);
    expect((await keen.client.get('/api/profile/notifications')).body).toMatchObject({
      adminSummary: false,
    });
  });
});
