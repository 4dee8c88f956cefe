import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { expect, test } from '../../build/e2e/fixtures';
import { CONTACT_FLOW_MS } from '@core/constants';
import { outboxMailTo } from '../../build/e2e/consoleHelpers';
import {
  aCar,
  forgetExpected,
  latestLeads,
  launchedUrls,
  msFromTextToLaunch,
  notice,
  recordHandOffs,
  watchForText,
} from './siteHelpers';

const visitor = {
  name: 'Layla Haddad',
  email: 'layla.haddad@example.ae',
  phone: '+971 50 765 4321',
};

async function fillContactForm(page: Page, values = visitor) {
  const dialog = page.getByRole('dialog', { name: 'Contact Form' });
  await dialog.getByLabel('Full name').fill(values.name);
  await dialog.getByLabel('E-mail').fill(values.email);
  await dialog.getByLabel('Phone').fill(values.phone);
  return dialog;
}

test('WhatsApp: saving blocks closing, the thank-you shows, the company chat opens with the prefilled text and the lead is recorded', async ({
  page,
  request,
}) => {
  const car = await aCar(request);
  await recordHandOffs(page);
  await page.goto(`/cars/${car.id}`);
  await page.locator('.car-offer').getByRole('button', { name: 'WhatsApp' }).click();

  const dialog = await fillContactForm(page);
  const phone = dialog.getByLabel('Phone');
  await expect(phone).toHaveAttribute('type', 'tel');
  await expect(phone).toHaveAttribute('placeholder', '+971 XX XXX XXXX');
  await expect(
    dialog.getByText('Include your country code for international numbers.'),
  ).toBeVisible();
  await expect(dialog.getByLabel('E-mail')).toHaveAttribute('type', 'email');

  await watchForText(page, 'Thank You! Your information has been saved.');
  await dialog.getByRole('button', { name: 'Continue to WhatsApp' }).click();
  await expect(dialog.getByRole('button', { name: 'Saving...' })).toBeDisabled();
  await expect(dialog.getByLabel('Full name')).toBeDisabled();
  await expect(dialog.getByRole('button', { name: 'Close' })).toBeDisabled();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeVisible();

  await expect(dialog.getByText('Thank You! Your information has been saved.')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeVisible();

  await expect(notice(page, 'Opening WhatsApp')).toBeVisible();
  await expect(notice(page, 'Connecting you to the vendor via WhatsApp.')).toBeVisible();
  // The chat opens only after the thank-you has been read (CONTACT_FLOW_MS.thankYouBeforeAction).
  // A timer never fires early; 50 ms for the observer seeing the text a little after it came.
  expect(await msFromTextToLaunch(page)).toBeGreaterThanOrEqual(
    CONTACT_FLOW_MS.thankYouBeforeAction - 50,
  );
  const [url] = await launchedUrls(page);
  const digits = car.company.contact.whatsapp.replace(/[^0-9]/g, '');
  expect(url).toMatch(new RegExp(`^https://wa\\.me/${digits}\\?text=`));
  const text = decodeURIComponent(new URL(url!).searchParams.get('text') ?? '');
  expect(text).toContain(car.title);
  expect(text).toContain(visitor.name);
  await expect(dialog).toBeHidden();

  const saved = await page.evaluate(() => localStorage.getItem('car_rental_contact_data'));
  expect(JSON.parse(saved!)).toEqual(visitor);

  const [lead] = await latestLeads(request);
  expect(lead).toMatchObject({
    carId: car.id,
    method: 'whatsapp',
    name: visitor.name,
    email: visitor.email,
    phone: '+971507654321',
    companyId: car.company.id,
    sourcePage: `/cars/${car.id}`,
  });
});

test('e-mail from a car card and a call from the car page: mailto and tel links with the company contacts, the form prefilled the second time', async ({
  page,
  request,
  baseURL,
}) => {
  const car = await aCar(request);
  const similar = car.similar[0]!;
  const similarCompany = (await (
    await request.get(`/api/cars/${similar.id}`)
  ).json()) as typeof car;
  await recordHandOffs(page);
  await page.goto(`/cars/${car.id}`);

  await page
    .getByRole('button', { name: `E-mail about ${similar.title}` })
    .first()
    .click();
  let dialog = await fillContactForm(page);
  // "Send me a copy": the address field shows only when ticked, starting as the form's e-mail.
  await expect(dialog.getByLabel('Send the copy to')).toHaveCount(0);
  await dialog.getByLabel('Send me a copy').check();
  await expect(dialog.getByLabel('Send the copy to')).toHaveValue(visitor.email);
  const copyTo = `copy-${randomUUID().slice(0, 8)}@example.ae`;
  await dialog.getByLabel('Send the copy to').fill(copyTo);
  await dialog.getByRole('button', { name: 'Continue to e-mail' }).click();
  await expect(notice(page, 'Opening Email Client')).toBeVisible();
  await expect(
    notice(page, 'Your email client should open with a pre-filled message.'),
  ).toBeVisible();
  const [mailto] = await launchedUrls(page);
  expect(mailto).toContain(`mailto:${similarCompany.company.contact.email}?subject=`);
  expect(decodeURIComponent(mailto!)).toContain(`subject=Inquiry about ${similar.title}`);
  expect(decodeURIComponent(mailto!)).toContain(`Name: ${visitor.name}`);
  await expect(dialog).toBeHidden();

  await page.locator('.car-offer').getByRole('button', { name: 'Call' }).click();
  dialog = page.getByRole('dialog', { name: 'Contact Form' });
  await expect(dialog.getByLabel('Full name')).toHaveValue(visitor.name);
  await expect(dialog.getByLabel('E-mail')).toHaveValue(visitor.email);
  await expect(dialog.getByLabel('Phone')).toHaveValue(visitor.phone);
  await dialog.getByRole('button', { name: 'Continue to call' }).click();
  await expect(notice(page, 'Initiating Call')).toBeVisible();
  await expect(notice(page, 'Connecting you to the vendor via phone.')).toBeVisible();
  expect((await launchedUrls(page))[1]).toBe(`tel:${car.company.contact.phone}`);

  const leads = await latestLeads(request);
  expect(leads[0]).toMatchObject({ carId: car.id, method: 'phone', name: visitor.name });
  expect(leads[1]).toMatchObject({ carId: similar.id, method: 'email', name: visitor.name });
  // The copy, in the development outbox: what the renter sent and the company's contacts.
  const copy = await outboxMailTo(baseURL!, copyTo, /^Your request to /);
  expect(copy).toContain(visitor.name);
  expect(copy).toContain(similarCompany.company.contact.email);
});

test('blank fields show Missing Information; an e-mail the API refuses is shown under the field', async ({
  page,
  request,
  pageErrors,
}) => {
  const car = await aCar(request);
  await recordHandOffs(page);
  await page.goto(`/cars/${car.id}`);
  await page.locator('.car-offer').getByRole('button', { name: 'WhatsApp' }).click();
  const dialog = await fillContactForm(page, { ...visitor, name: '   ' });
  await dialog.getByRole('button', { name: 'Continue to WhatsApp' }).click();
  await expect(notice(page, 'Missing Information')).toBeVisible();
  await expect(notice(page, 'Please fill out all fields to continue.')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Continue to WhatsApp' })).toBeEnabled();

  await dialog.getByLabel('Full name').fill(visitor.name);
  await dialog.getByLabel('E-mail').fill('layla-at-example');
  await dialog.getByRole('button', { name: 'Continue to WhatsApp' }).click();
  await expect(dialog.getByText('Enter a valid e-mail address')).toBeVisible();
  await expect(dialog.getByLabel('E-mail')).toHaveAttribute('aria-invalid', 'true');
  expect(await launchedUrls(page)).toEqual([]);

  // Closing works again once saving is over.
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  forgetExpected(pageErrors, /status of 400/);
});

test('when the lead cannot be recorded the renter is still handed over, and the lead is sent on the next visit', async ({
  page,
  request,
  pageErrors,
}) => {
  const car = await aCar(request);
  const name = `Offline Renter ${Date.now()}`;
  await recordHandOffs(page);
  // Every attempt at this lead carries one key: had the first reached the server, the retry
  // would answer its answer instead of recording the lead twice.
  const keys: string[] = [];
  page.on('request', (sent) => {
    if (sent.method() === 'POST' && sent.url().endsWith('/api/leads')) {
      keys.push(sent.headers()['idempotency-key'] ?? '');
    }
  });
  await page.route('**/api/leads', (route) => route.abort());
  await page.goto(`/cars/${car.id}`);
  await page.locator('.car-offer').getByRole('button', { name: 'WhatsApp' }).click();
  const dialog = await fillContactForm(page, { ...visitor, name });
  await dialog.getByRole('button', { name: 'Continue to WhatsApp' }).click();
  await expect(notice(page, 'Opening WhatsApp')).toBeVisible();
  const [url] = await launchedUrls(page);
  expect(url).toContain(
    `https://wa.me/${car.company.contact.whatsapp.replace(/[^0-9]/g, '')}?text=`,
  );
  const queued = await page.evaluate(() => localStorage.getItem('car_rental_pending_leads'));
  expect(JSON.parse(queued!)).toMatchObject([{ carId: car.id, method: 'whatsapp', name }]);
  expect((await latestLeads(request)).some((lead) => lead.name === name)).toBe(false);

  await page.unroute('**/api/leads');
  await page.reload();
  await expect
    .poll(() => page.evaluate(() => localStorage.getItem('car_rental_pending_leads')))
    .toBeNull();
  expect((await latestLeads(request)).find((lead) => lead.name === name)).toMatchObject({
    carId: car.id,
    method: 'whatsapp',
  });
  expect(keys.length).toBeGreaterThanOrEqual(2);
  expect(keys[0]).not.toBe('');
  expect(new Set(keys).size).toBe(1);
  forgetExpected(pageErrors, /ERR_FAILED|net::/);
});
