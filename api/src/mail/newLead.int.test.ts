/**
 * The vendor's "new lead" mail, over a real SMTP server: committed with the lead, sent to the
 * company's e-mail with the renter's details and a link to the leads screen; none for the
 * honeypot; never handed to SMTP for a demo company.
 */
import { expect, it } from 'vitest';
import { buildCar, buildCompany, buildUser } from '../../test/factories';
import { useMailServer } from '../../test/mailFixture';
import { TestClient } from '../../test/testClient';

const f = useMailServer();

const contactForm = (carId: number) => ({
  carId,
  method: 'whatsapp',
  name: 'Omar Khalid',
  email: 'omar.khalid@example.ae',
  phone: '+971501112233',
});

const to = (address: string) =>
  f.smtp.messages.filter((m) => JSON.stringify(m.to ?? '').includes(address));

it('mails the company its new lead, committed with the lead', async () => {
  const company = await buildCompany({
    email: f.mail.address('bookings'),
    name: 'Creek Side Rentals',
  });
  const car = await buildCar(company, { title: '2024 Nissan Patrol Creek' });
  const created = await new TestClient(f.server.baseUrl).post<{ id: number }>(
    '/api/leads',
    contactForm(car.id),
  );
  expect(created.status).toBe(201);
  const row = await f.server
    .knex('mail_outbox')
    .where({ key: `new-lead:${created.body.id}` })
    .first();
  expect(row).toMatchObject({ template: 'newLead', to_address: company.email, status: 'pending' });

  await f.mail.worker.drain();
  const [message] = to(company.email);
  expect(to(company.email)).toHaveLength(1);
  expect(message!.subject).toBe('New lead: Omar Khalid about 2024 Nissan Patrol Creek');
  expect(message!.messageId).toBe(
    (await f.server.knex('mail_outbox').where({ id: row.id }).first()).message_id,
  );
  for (const part of [
    'Hello Creek Side Rentals,',
    'omar.khalid@example.ae',
    '+971501112233',
    'WhatsApp',
  ]) {
    expect(message!.text).toContain(part);
  }
  expect(message!.html).not.toMatch(/<img/i);
  // The link leads to the vendor's leads screen on this server's public address.
  const link = /(https?:\/\/\S+\/dashboard\/leads)\b/.exec(message!.text ?? '')![1]!;
  expect(new URL(link).pathname).toBe('/dashboard/leads');
});

it('sends nothing for a form filled in by a bot (the honeypot)', async () => {
  const company = await buildCompany({ email: f.mail.address('trap') });
  const car = await buildCar(company);
  const trapped = await new TestClient(f.server.baseUrl).post('/api/leads', {
    ...contactForm(car.id),
    website: 'http://spam.example',
  });
  expect(trapped.status).toBe(201);
  expect(await f.server.knex('mail_outbox').where({ to_address: company.email })).toHaveLength(0);
});

it("never hands a demo company's lead mail to the SMTP server", async () => {
  const owner = await buildUser({ demo: true });
  const company = await buildCompany({ ownerId: owner.id, email: f.mail.address('demo-bookings') });
  const car = await buildCar(company);
  expect(
    (await new TestClient(f.server.baseUrl).post('/api/leads', contactForm(car.id))).status,
  ).toBe(201);
  await f.mail.worker.drain();
  expect(to(company.email)).toHaveLength(0);
  const row = await f.server.knex('mail_outbox').where({ to_address: company.email }).first();
  expect(row).toMatchObject({ status: 'suppressed', demo: true });
});
