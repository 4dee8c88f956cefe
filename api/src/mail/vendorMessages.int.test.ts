/**
 * The vendor's messages over a real SMTP server, each queued in its event's transaction and
 * sent to the company's owner: document approved / rejected with the reason; company verified
 * (one mail, not one per document), suspended with the reason, reinstated; a support answer;
 * changes to a live listing waiting for review; document reminders from housekeeping (30 and 7
 * days, expired), each once even when two processes run the job. Transactional: no unsubscribe.
 */
import type { ParsedMail } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DOCUMENT_KINDS } from '@core/enums';
import { uaeToday } from '@core/rules/uaeTime';
import { buildCar } from '../../test/factories';
import { linkIn, startMailTest, type MailTest } from '../../test/mailTest';
import type { TestClient } from '../../test/testClient';
import { addDays } from '../jobs/mailDays';

let t: MailTest;
let admin: TestClient;

beforeAll(async () => {
  t = await startMailTest();
  admin = (await t.signIn('admin')).client;
});
afterAll(() => t.close());

async function documents(
  companyId: number,
  status: 'pending' | 'approved',
  expiresOn = addDays(uaeToday(), 400),
) {
  const rows = DOCUMENT_KINDS.map((kind) => ({
    company_id: companyId,
    kind,
    original_name: `${kind}.pdf`,
    mime: 'application/pdf',
    size: 1000,
    status,
    expires_on: expiresOn,
  }));
  return (await t.server.knex('vendor_documents').insert(rows).returning('id')).map(
    (row: { id: number }) => row.id,
  );
}

/** Transactional mail: no List-Unsubscribe, no image; its link opens on this server. */
async function expectTransactional(message: ParsedMail, path: string) {
  expect(message.headerLines.some((h) => h.key.startsWith('list-unsubscribe'))).toBe(false);
  expect(message.html).not.toMatch(/<img/i);
  const link = linkIn(message, path);
  expect(link.pathname).toBe(path);
  // A console path: the server answers it with the console's page (503 "not built" here, where
  // the test server runs without the built apps), never with a 404.
  expect([200, 503]).toContain((await t.follow(link)).status);
}

describe('documents and the company', () => {
  it('document rejected with the reason, and approved', async () => {
    const vendor = await t.vendor({ verificationStatus: 'pending' });
    const [licence, permit] = await documents(vendor.company.id, 'pending');
    const reason = 'The licence number is not readable: upload a sharper scan.';
    expect((await admin.post(`/api/admin/documents/${licence}/reject`, { reason })).status).toBe(
      200,
    );
    expect((await admin.post(`/api/admin/documents/${permit}/approve`, {})).status).toBe(200);
    await t.send();
    const received = t.to(vendor.user.email);
    expect(received.map((m) => m.subject).sort()).toEqual([
      'Document approved: RTA rental permit',
      'Document not accepted: Trade licence',
    ]);
    const rejected = received.find((m) => m.subject!.includes('not accepted'))!;
    expect(rejected.text).toContain(reason);
    expect(rejected.html).toContain(reason);
    await expectTransactional(rejected, '/dashboard/verification');
  });

  it('verifying a company sends one "verified" mail, not one per document', async () => {
    const vendor = await t.vendor({ verificationStatus: 'pending', name: 'Dune Drive Cars' });
    await documents(vendor.company.id, 'pending');
    expect((await admin.post(`/api/admin/vendors/${vendor.company.id}/verify`, {})).status).toBe(
      200,
    );
    await t.send();
    const received = t.to(vendor.user.email);
    expect(received.map((m) => m.subject)).toEqual(['Dune Drive Cars is verified']);
    await expectTransactional(received[0]!, '/dashboard/verification');
  });

  it('suspended with the reason, then reinstated', async () => {
    const vendor = await t.vendor({ name: 'Gulf Line Rentals' });
    const reason = 'Renters reported cars that were not as listed.';
    const path = `/api/admin/vendors/${vendor.company.id}`;
    expect((await admin.post(`${path}/suspend`, { reason })).status).toBe(200);
    expect((await admin.post(`${path}/reinstate`, {})).status).toBe(200);
    // A refused second reinstatement queues nothing more.
    expect((await admin.post(`${path}/reinstate`, {})).status).toBe(409);
    await t.send();
    const received = t.to(vendor.user.email);
    expect(received.map((m) => m.subject).sort()).toEqual([
      'Gulf Line Rentals is active again',
      'Gulf Line Rentals is suspended',
    ]);
    const suspended = received.find((m) => m.subject!.endsWith('suspended'))!;
    const reinstated = received.find((m) => m.subject!.endsWith('again'))!;
    expect(suspended.text).toContain(reason);
    expect(reinstated.text).not.toContain(reason);
    await expectTransactional(suspended, '/dashboard/support');
    await expectTransactional(reinstated, '/dashboard');
  });
});

it('a support answer is mailed with its words and a link to the ticket', async () => {
  const vendor = await t.vendor();
  const opened = await vendor.client.post<{ id: number }>('/api/vendor/support', {
    subject: 'Invoice for November',
    message: 'Could you send the invoice again?',
  });
  expect(opened.status).toBe(201);
  const answer = 'We sent it again to your billing address.';
  const replied = await admin.post(`/api/admin/support/${opened.body.id}/messages`, {
    message: answer,
  });
  expect(replied.status).toBe(201);
  // The company's own message mails nobody.
  await vendor.client.post(`/api/vendor/support/${opened.body.id}/messages`, { message: 'Thanks' });
  await t.send();
  const received = t.to(vendor.user.email);
  expect(received.map((m) => m.subject)).toEqual(['Support answered: Invoice for November']);
  expect(received[0]!.text).toContain(answer);
  await expectTransactional(received[0]!, `/dashboard/support/${opened.body.id}`);
});

it('changes to a live listing: one "waiting for review" mail per revision', async () => {
  const vendor = await t.vendor();
  const car = await buildCar(vendor.company, { title: '2023 Toyota Land Cruiser Live' });
  const edit = (title: string) =>
    vendor.client.request('PATCH', `/api/vendor/cars/${car.id}`, {
      body: { title },
    });
  expect((await edit('2023 Toyota Land Cruiser GXR')).status).toBe(200);
  // A second edit merges into the same waiting revision: no second mail.
  expect((await edit('2023 Toyota Land Cruiser VXR')).status).toBe(200);
  await t.send();
  const received = t.to(vendor.user.email);
  expect(received.map((m) => m.subject)).toEqual([
    'Changes waiting for review: 2023 Toyota Land Cruiser Live',
  ]);
  await expectTransactional(received[0]!, `/dashboard/cars/${car.id}`);
});

it('document reminders: 30 days, 7 days and expired, each once even with two processes', async () => {
  const vendor = await t.vendor();
  const today = uaeToday();
  const [licence] = await documents(vendor.company.id, 'approved', addDays(today, 30));
  await t.server
    .knex('vendor_documents')
    .whereIn('id', [licence! + 1])
    .update({ expires_on: addDays(today, 6) });
  await t.server
    .knex('vendor_documents')
    .whereIn('id', [licence! + 2])
    .update({ expires_on: addDays(today, -1) });
  await t.housekeepingTwice();
  const received = t.to(vendor.user.email);
  expect(received.map((m) => m.subject).sort()).toEqual([
    'Your Insurance certificate has expired',
    "Your Owner's Emirates ID expires in 30 days",
    'Your RTA rental permit expires in 6 days',
    'Your Trade licence expires in 30 days',
  ]);
  const soon = received.find((m) => m.subject!.includes('6 days'))!;
  expect(soon.text).toContain(addDays(today, 6));
  await expectTransactional(soon, '/dashboard/verification');
});
