/**
 * "Listing approved" and "listing rejected, with the reason" mails, over a real SMTP server:
 * queued in the decision's transaction, sent to the owner of the listing's company.
 */
import { beforeAll, expect, it } from 'vitest';
import { buildCar, buildCompany } from '../../test/factories';
import { useMailServer } from '../../test/mailFixture';
import { signedInUser, type TestClient } from '../../test/testClient';

const PASSWORD = 'correct horse battery staple';

const f = useMailServer();
let admin: TestClient;

beforeAll(async () => {
  admin = await signedInUser(f.server.baseUrl, PASSWORD, 'admin');
});

const to = (address: string) =>
  f.smtp.messages.filter((m) => JSON.stringify(m.to ?? '').includes(address));

it('mails the owner when a listing is approved, and when one is rejected with the reason', async () => {
  const owner = await f.mail.user(PASSWORD, { name: 'Noura Al Mansoori' });
  const company = await buildCompany({ ownerId: owner.id });
  const good = await buildCar(company, { status: 'pending', title: '2023 Toyota Camry Good' });
  const bad = await buildCar(company, { status: 'pending', title: '2022 Kia Pegas Bad' });

  expect((await admin.post(`/api/admin/listings/${good.id}/approve`, {})).status).toBe(200);
  const reason = 'The photos show another car: please add photos of this one.';
  expect((await admin.post(`/api/admin/listings/${bad.id}/reject`, { reason })).status).toBe(200);
  await f.mail.worker.drain();

  const received = to(owner.email);
  expect(received.map((m) => m.subject).sort()).toEqual([
    'Your listing is live: 2023 Toyota Camry Good',
    'Your listing needs changes: 2022 Kia Pegas Bad',
  ]);
  const rejection = received.find((m) => m.subject?.includes('needs changes'))!;
  expect(rejection.text).toContain('Hello Noura Al Mansoori,');
  expect(rejection.text).toContain(reason);
  expect(rejection.html).toContain(reason);
  expect(rejection.text).toContain(`/dashboard/cars/${bad.id}`);
  const approval = received.find((m) => m.subject?.includes('is live'))!;
  expect(approval.text).toContain(`/dashboard/cars/${good.id}`);
  expect(approval.text).not.toContain(reason);
});

it('queues nothing when the decision is refused', async () => {
  const owner = await f.mail.user(PASSWORD);
  const company = await buildCompany({ ownerId: owner.id });
  const draft = await buildCar(company, { status: 'draft' });
  expect((await admin.post(`/api/admin/listings/${draft.id}/approve`, {})).status).toBe(409);
  expect(await f.server.knex('mail_outbox').where({ to_address: owner.email })).toHaveLength(0);
});
