/**
 * The renter's copy of a contact request, over a real SMTP server: only when the renter asked
 * for it (`copyTo`), committed with the lead, carrying what they sent and the company's
 * contacts; transactional (no unsubscribe) and without tracking; one per lead, whatever the
 * retries.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildCar, buildCompany } from '../../test/factories';
import { header, linkIn, startMailTest, type MailTest } from '../../test/mailTest';
import { TestClient } from '../../test/testClient';

let mailTest: MailTest;

beforeAll(async () => {
  mailTest = await startMailTest();
});

afterAll(() => mailTest.close());

async function listedCar() {
  const company = await buildCompany({
    name: 'Marina Wheels',
    email: mailTest.mail.address('bookings'),
    whatsapp: '+971500000111',
    phone: '+97143334444',
  });
  return { company, car: await buildCar(company, { title: '2023 Toyota Land Cruiser' }) };
}

const lead = (carId: number, copyTo?: string) => ({
  carId,
  method: 'email',
  name: 'Sara Haddad',
  email: 'sara.haddad@example.ae',
  phone: '+971502223344',
  ...(copyTo === undefined ? {} : { copyTo }),
});

const leadsOf = (carId: number) => mailTest.server.knex('leads').where({ car_id: carId });

it('mails the renter a copy with what they sent and the company’s contacts', async () => {
  const { car } = await listedCar();
  const copyTo = mailTest.mail.address('renter');
  const created = await new TestClient(mailTest.server.baseUrl).post<{ id: number }>(
    '/api/leads',
    lead(car.id, copyTo.toUpperCase()),
  );
  expect(created.status).toBe(201);
  const row = await mailTest.server
    .knex('mail_outbox')
    .where({ key: `renter-copy:${created.body.id}` })
    .first();
  // Stored with the lead, to the address as the schema normalised it.
  expect(row).toMatchObject({ template: 'renterCopy', to_address: copyTo, status: 'pending' });

  await mailTest.send();
  const received = mailTest.to(copyTo);
  expect(received).toHaveLength(1);
  const message = received[0]!;
  expect(message.subject).toBe('Your request to Marina Wheels about 2023 Toyota Land Cruiser');
  for (const part of [
    'Hello Sara Haddad,',
    'sara.haddad@example.ae',
    '+971502223344',
    '+971500000111',
    '+97143334444',
    'E-mail',
  ]) {
    expect(message.text).toContain(part);
  }
  // Transactional and untracked: no unsubscribe, no image.
  expect(header(message, 'List-Unsubscribe')).toBeUndefined();
  expect(message.html).not.toMatch(/<img/i);
  // The button leads back to the car's public page (the test server builds no site: the car's
  // data behind that page answers).
  const link = linkIn(message, '/cars/');
  expect(link.pathname).toBe(`/cars/${car.id}`);
  expect((await mailTest.follow(`${link.origin}/api${link.pathname}`)).status).toBe(200);
});

it('sends no copy when the renter did not ask for one', async () => {
  const { car } = await listedCar();
  const created = await new TestClient(mailTest.server.baseUrl).post<{ id: number }>(
    '/api/leads',
    lead(car.id),
  );
  expect(created.status).toBe(201);
  expect(
    await mailTest.server.knex('mail_outbox').where({ key: `renter-copy:${created.body.id}` }),
  ).toHaveLength(0);
});

it('refuses a copy address it cannot read: a 400 on copyTo, no lead and no mail', async () => {
  const { car } = await listedCar();
  for (const copyTo of ['not an address', '', 'a'.repeat(250) + '@x.ae']) {
    const refused = await new TestClient(mailTest.server.baseUrl).post<{
      error: { code: string; fields?: Record<string, string> };
    }>('/api/leads', lead(car.id, copyTo));
    expect(refused.status).toBe(400);
    expect(refused.body.error.code).toBe('bad_request');
    expect(Object.keys(refused.body.error.fields ?? {})).toEqual(['copyTo']);
  }
  expect(await leadsOf(car.id)).toHaveLength(0);
});

it('sends one copy for a request sent twice with its idempotency key, or in parallel', async () => {
  const { car } = await listedCar();
  const copyTo = mailTest.mail.address('twice');
  const client = new TestClient(mailTest.server.baseUrl);
  const answers = await Promise.all(
    [1, 2, 3].map(() =>
      client.post<{ id: number }>('/api/leads', lead(car.id, copyTo), {
        'Idempotency-Key': `renter-copy-${car.id}`,
      }),
    ),
  );
  expect(answers.filter((a) => a.status === 201).length).toBeGreaterThanOrEqual(1);
  expect(answers.every((a) => a.status === 201 || a.status === 409)).toBe(true);
  await mailTest.send();
  expect(await leadsOf(car.id)).toHaveLength(1);
  expect(mailTest.to(copyTo)).toHaveLength(1);
});
