/** The API's 400 `fields` carry the messages people read next to the console's fields. */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { signedInVendor } from '../../test/testClient';
import { startTestServer, type TestServer } from '../../test/testServer';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

it("answers a bad listing's fields in people's words, not zod's", async () => {
  const { client } = await signedInVendor(server.baseUrl, 'messages password');
  const response = await client.post<{ error: { fields: Record<string, string> } }>(
    '/api/vendor/cars',
    {
      title: 'A car',
      carType: 'truck',
      brand: 'nissan',
      model: 'X',
      year: 2024,
      pricePerDay: 300,
      seats: 0,
    },
  );
  expect(response.status).toBe(400);
  expect(response.body.error.fields.carType).toBe('Choose one of the options in the list');
  for (const message of Object.values(response.body.error.fields)) {
    expect(message).not.toMatch(/expected|Invalid option|>=|Too small/);
  }
});
