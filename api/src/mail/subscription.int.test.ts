/**
 * The subscription's mails over a real SMTP server, to the company's owner: plan activated
 * (committed with the change of plan), limit reached (the listing that fills the plan, once per
 * subscription), renewing (housekeeping, 3 days before a paid period ends, once per period even
 * with two processes). Transactional: no unsubscribe, no image; the link is the subscription
 * screen.
 */
import type { ParsedMail } from 'mailparser';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { uaeWallClock } from '@core/rules/uaeTime';
import { buildCar, buildCarInput } from '../../test/factories';
import { header, linkIn, startMailTest, type MailTest } from '../../test/mailTest';
import { runHousekeeping } from '../jobs/housekeeping';

let t: MailTest;

beforeAll(async () => {
  t = await startMailTest();
});
afterAll(() => t.close());

function expectTransactional(message: ParsedMail) {
  expect(header(message, 'List-Unsubscribe')).toBeUndefined();
  expect(message.html).not.toMatch(/<img/i);
  expect(linkIn(message, '/dashboard/subscription').pathname).toBe('/dashboard/subscription');
}

it('a new plan is mailed once as active, with its limit', async () => {
  const { client, user } = await t.vendor();
  expect((await client.post('/api/vendor/payment-methods', { kind: 'invoice' })).status).toBe(201);
  // A double click: the plan changes once, one mail.
  const answers = await Promise.all(
    [1, 2].map(() => client.post('/api/vendor/subscribe', { planId: 'pro' })),
  );
  expect(answers.map((a) => a.status)).toContain(200);
  await t.send();
  const received = t.to(user.email);
  expect(received.map((m) => m.subject)).toEqual(['Your Pro plan is active']);
  expect(received[0]!.text).toContain('Hello ');
  expect(received[0]!.text).toContain('list up to 50 cars');
  expectTransactional(received[0]!);
});

it('the listing that fills the plan mails the owner once, whatever is removed and added after', async () => {
  const { client, user, company } = await t.vendor();
  for (let i = 0; i < 3; i += 1) await buildCar(company, { status: 'approved' });
  // Two listings at once for the plan's last two places: both fit, one of them fills it.
  const added = await Promise.all(
    [1, 2].map(() => client.post<{ id: number }>('/api/vendor/cars', buildCarInput())),
  );
  expect(added.map((a) => a.status)).toEqual([201, 201]);
  expect((await client.post('/api/vendor/cars', buildCarInput())).status).toBe(422);
  expect((await client.request('DELETE', `/api/vendor/cars/${added[0]!.body.id}`)).status).toBe(
    204,
  );
  expect((await client.post('/api/vendor/cars', buildCarInput())).status).toBe(201);
  await t.send();
  const received = t.to(user.email);
  expect(received.map((m) => m.subject)).toEqual(["You have reached your plan's 5 listings"]);
  expect(received[0]!.text).toContain('all your Free plan allows');
  expectTransactional(received[0]!);
});

it('a paid plan ending in 3 days is mailed as renewing once, even with two processes', async () => {
  const { client, user, company } = await t.vendor();
  await client.post('/api/vendor/payment-methods', { kind: 'invoice' });
  expect((await client.post('/api/vendor/subscribe', { planId: 'premium' })).status).toBe(200);
  await t.send();
  const end = new Date(Date.now() + 2 * 86_400_000);
  await t.server
    .knex('subscriptions')
    .where({ company_id: company.id, status: 'active' })
    .update({ current_period_end: end });
  await t.housekeepingTwice();
  // What housekeeping reports (and logs) is mail queued, not subscriptions found: none the next hour.
  const later = new Date(Date.now() + 2 * 3_600_000);
  expect((await runHousekeeping(t.server.knex, later, t.links)).renewalReminders).toBe(0);
  const date = uaeWallClock(end).slice(0, 10);
  const renewing = t.to(user.email).filter((m) => m.subject!.includes('renews'));
  expect(renewing.map((m) => m.subject)).toEqual([`Your Premium plan renews on ${date}`]);
  expect(renewing[0]!.text).toContain('change or cancel it');
  expectTransactional(renewing[0]!);
});
