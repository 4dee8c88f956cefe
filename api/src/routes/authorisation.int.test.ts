/**
 * The authorisation matrix: every /api route × every kind of actor → the expected status. The
 * route list comes from the router itself, so a new route without an entry here fails the test.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anyone } from '../policies/policy';
import { buildUserWithPassword, buildVendor } from '../../test/factories';
import { buildCar, buildCompany } from '../../test/factories';
import { TestClient } from '../../test/testClient';
import { startTestServer, type TestServer } from '../../test/testServer';
import { addCompanyMember } from '../services/team';
import { ApiRouter } from './apiRouter';
import { buildApiRouter } from './index';

const PASSWORD = 'matrix password 1';
/** vendorA and vendorB own their companies; staffA is staff of vendorA's company. */
const ACTORS = ['anonymous', 'vendorA', 'vendorB', 'staffA', 'writer', 'admin'] as const;
type ActorName = (typeof ACTORS)[number];
/** Staff get what their company's owner gets, unless the entry says otherwise. */
type Expectation = Record<Exclude<ActorName, 'staffA'>, number> & { staffA?: number };
const expectedFor = (entry: Expectation, actor: ActorName) =>
  actor === 'staffA' ? (entry.staffA ?? entry.vendorA) : entry[actor];

const all = (status: number): Expectation => ({
  anonymous: status,
  vendorA: status,
  vendorB: status,
  writer: status,
  admin: status,
});
const signedIn = (status: number): Expectation => ({ ...all(status), anonymous: 401 });
/** Vendor routes: 401 anonymous, 403 writer and admin, `status` for either vendor. */
const vendorOnly = (status: number): Expectation => ({
  anonymous: 401,
  vendorA: status,
  vendorB: status,
  writer: 403,
  admin: 403,
});
/** Billing, documents, the company's profile, support and the team: owners only. */
const ownerOnly = (status: number): Expectation => ({ ...vendorOnly(status), staffA: 403 });
/** Blog routes of writers and admins: vendors are refused. */
const blogWriters = (status: number): Expectation => ({
  ...signedIn(403),
  writer: status,
  admin: status,
});
/** Admin routes: 401 anonymous, 403 vendors and writers, `status` for admins. */
const adminOnly = (status: number): Expectation => ({ ...signedIn(403), admin: status });
const NO_SUCH_ID = 2000000000;

/** `METHOD path` → what each actor gets when calling it with an empty JSON body. */
const MATRIX: Record<string, { expect: Expectation; path?: string }> = {
  'GET /api/health': { expect: all(200) },
  'GET /api/auth/me': { expect: signedIn(200) },
  'POST /api/auth/login': { expect: all(400) },
  'POST /api/auth/register': { expect: all(400) },
  'POST /api/auth/logout': { expect: all(200) },
  'POST /api/auth/password-reset': { expect: all(400) },
  'POST /api/auth/password-reset/confirm': { expect: all(400) },
  // Every matrix actor's address is confirmed already: a resend has nothing to do.
  'POST /api/auth/email-verification': { expect: signedIn(409) },
  // The link's token is the proof: the empty body lacks it, for everybody.
  'POST /api/auth/email-confirmation': { expect: all(400) },
  // The user's own account only (the handlers take no user id from the request).
  'POST /api/account/password': { expect: signedIn(400) },
  'POST /api/account/email': { expect: signedIn(400) },
  'GET /api/account/sessions': { expect: signedIn(200) },
  'POST /api/account/sessions/sign-out-others': { expect: signedIn(200) },
  // Nobody's session: 404, as another user's session is.
  'DELETE /api/account/sessions/:id': {
    expect: signedIn(404),
    path: `/api/account/sessions/${'0'.repeat(64)}`,
  },
  'GET /api/cars/featured': { expect: all(200) },
  'GET /api/cars': { expect: all(200) },
  'GET /api/cars/category-counts': {
    expect: all(200),
    path: '/api/cars/category-counts?emirate=dubai',
  },
  'GET /api/cars/:id': { expect: all(404), path: '/api/cars/2000000000' },
  // The query lacks the dates: 400 for everyone, before the car is looked up.
  'GET /api/cars/:id/quote': { expect: all(400), path: '/api/cars/2000000000/quote' },
  'GET /api/catalogue/stats': { expect: all(200) },
  'GET /api/companies': { expect: all(200) },
  'GET /api/companies/:id': {
    expect: all(200),
    get path() {
      return `/api/companies/${matrixCompanyId}`;
    },
  },
  'GET /api/companies/:id/cars': {
    expect: all(200),
    get path() {
      return `/api/companies/${matrixCompanyId}/cars`;
    },
  },
  'POST /api/leads': { expect: all(400) },
  'GET /api/vendor/leads': {
    expect: { anonymous: 401, vendorA: 200, vendorB: 200, writer: 403, admin: 403 },
  },
  // No such lead: vendors get 400 for the empty body (checked before the lead is looked up).
  'PATCH /api/vendor/leads/:id': {
    expect: { anonymous: 401, vendorA: 400, vendorB: 400, writer: 403, admin: 403 },
    path: '/api/vendor/leads/2000000000',
  },
  'GET /api/admin/leads': { expect: adminOnly(200) },
  'GET /api/admin/leads.csv': { expect: adminOnly(200) },
  'GET /api/vendor/cars': {
    expect: { anonymous: 401, vendorA: 200, vendorB: 200, writer: 403, admin: 403 },
  },
  // The empty body lacks the core fields: vendors get 400.
  'POST /api/vendor/cars': {
    expect: { anonymous: 401, vendorA: 400, vendorB: 400, writer: 403, admin: 403 },
  },
  // No such car: vendors get 404 (an empty PATCH body is valid, so the lookup decides).
  'GET /api/vendor/cars/:id': {
    expect: { anonymous: 401, vendorA: 404, vendorB: 404, writer: 403, admin: 403 },
    path: '/api/vendor/cars/2000000000',
  },
  'PATCH /api/vendor/cars/:id': {
    expect: { anonymous: 401, vendorA: 404, vendorB: 404, writer: 403, admin: 403 },
    path: '/api/vendor/cars/2000000000',
  },
  'DELETE /api/vendor/cars/:id': {
    expect: { anonymous: 401, vendorA: 404, vendorB: 404, writer: 403, admin: 403 },
    path: '/api/vendor/cars/2000000000',
  },
  // Photos of a car that does not exist: the car is looked up before the body is read.
  'POST /api/vendor/cars/:id/images': {
    expect: { anonymous: 401, vendorA: 404, vendorB: 404, writer: 403, admin: 403 },
    path: '/api/vendor/cars/2000000000/images',
  },
  // The empty body lacks `order`: vendors get 400 (checked before the car is looked up).
  'PATCH /api/vendor/cars/:id/images': {
    expect: { anonymous: 401, vendorA: 400, vendorB: 400, writer: 403, admin: 403 },
    path: '/api/vendor/cars/2000000000/images',
  },
  // Without dates: vendors get 400 (the query is checked before the car is looked up).
  'GET /api/vendor/cars/:id/quote': {
    expect: { anonymous: 401, vendorA: 400, vendorB: 400, writer: 403, admin: 403 },
    path: '/api/vendor/cars/2000000000/quote',
  },
  'GET /api/vendor/cars/:id/blocks': {
    expect: { anonymous: 401, vendorA: 404, vendorB: 404, writer: 403, admin: 403 },
    path: '/api/vendor/cars/2000000000/blocks',
  },
  // The empty body lacks the dates: vendors get 400 (checked before the car is looked up).
  'POST /api/vendor/cars/:id/blocks': {
    expect: { anonymous: 401, vendorA: 400, vendorB: 400, writer: 403, admin: 403 },
    path: '/api/vendor/cars/2000000000/blocks',
  },
  'DELETE /api/vendor/cars/:id/blocks/:blockId': {
    expect: { anonymous: 401, vendorA: 404, vendorB: 404, writer: 403, admin: 403 },
    path: '/api/vendor/cars/2000000000/blocks/1',
  },
  // Every car of the company at once: the empty body lacks the dates (400 for any vendor).
  'POST /api/vendor/blocks': { expect: vendorOnly(400) },
  'POST /api/vendor/cars/:id/submit': {
    expect: { anonymous: 401, vendorA: 404, vendorB: 404, writer: 403, admin: 403 },
    path: '/api/vendor/cars/2000000000/submit',
  },
  'POST /api/vendor/cars/:id/duplicate': {
    expect: { anonymous: 401, vendorA: 404, vendorB: 404, writer: 403, admin: 403 },
    path: '/api/vendor/cars/2000000000/duplicate',
  },
  'DELETE /api/vendor/cars/:id/changes': {
    expect: { anonymous: 401, vendorA: 404, vendorB: 404, writer: 403, admin: 403 },
    path: '/api/vendor/cars/2000000000/changes',
  },
  'DELETE /api/vendor/cars/:id/images/:imageId': {
    expect: { anonymous: 401, vendorA: 404, vendorB: 404, writer: 403, admin: 403 },
    path: '/api/vendor/cars/2000000000/images/2000000000',
  },
  // The fleet spreadsheet: a JSON body is not the multipart upload the import reads (415).
  'GET /api/vendor/cars/import/template': { expect: vendorOnly(200) },
  'POST /api/vendor/cars/import': { expect: vendorOnly(415) },
  'GET /api/vendor/cars.csv': { expect: vendorOnly(200) },
  // The empty body lacks `days`: vendors get 400 (checked before the car is looked up).
  'POST /api/vendor/cars/:id/feature': {
    expect: vendorOnly(400),
    path: '/api/vendor/cars/2000000000/feature',
  },
  'DELETE /api/vendor/cars/:id/feature': {
    expect: vendorOnly(404),
    path: '/api/vendor/cars/2000000000/feature',
  },
  'DELETE /api/admin/cars/:id/feature': {
    expect: adminOnly(404),
    path: `/api/admin/cars/${NO_SUCH_ID}/feature`,
  },
  'GET /api/plans': { expect: all(200) },
  'GET /api/vendor/subscription': { expect: vendorOnly(200) },
  // The empty body lacks `planId`.
  'POST /api/vendor/subscribe': { expect: ownerOnly(400) },
  'GET /api/vendor/profile': { expect: vendorOnly(200) },
  // An empty patch changes nothing and answers the profile.
  'PATCH /api/vendor/profile': { expect: ownerOnly(200) },
  // A JSON body is not an upload: 415.
  'POST /api/vendor/profile/logo': { expect: ownerOnly(415) },
  'GET /api/vendor/documents': { expect: ownerOnly(200) },
  'POST /api/vendor/documents': { expect: ownerOnly(415) },
  'GET /api/vendor/documents/:id/file': {
    expect: ownerOnly(404),
    path: '/api/vendor/documents/2000000000/file',
  },
  'DELETE /api/vendor/documents/:id': {
    expect: ownerOnly(404),
    path: '/api/vendor/documents/2000000000',
  },
  'GET /api/vendor/payment-methods': { expect: ownerOnly(200) },
  'POST /api/vendor/payment-methods': { expect: ownerOnly(400) },
  'POST /api/vendor/payment-methods/:id/default': {
    expect: ownerOnly(404),
    path: '/api/vendor/payment-methods/2000000000/default',
  },
  'DELETE /api/vendor/payment-methods/:id': {
    expect: ownerOnly(404),
    path: '/api/vendor/payment-methods/2000000000',
  },
  'GET /api/vendor/support': { expect: ownerOnly(200) },
  'POST /api/vendor/support': { expect: ownerOnly(400) },
  'GET /api/vendor/support/:id': {
    expect: ownerOnly(404),
    path: '/api/vendor/support/2000000000',
  },
  // The empty body lacks `message` (checked before the ticket is looked up).
  'POST /api/vendor/support/:id/messages': {
    expect: ownerOnly(400),
    path: '/api/vendor/support/2000000000/messages',
  },
  'GET /api/vendor/leads.csv': { expect: vendorOnly(200) },
  // The team: owners only (another company's member or invitation is a 404, team.int.test.ts).
  'GET /api/vendor/team': { expect: ownerOnly(200) },
  'POST /api/vendor/team/invitations': { expect: ownerOnly(400) },
  'POST /api/vendor/team/invitations/:id/resend': {
    expect: ownerOnly(404),
    path: `/api/vendor/team/invitations/${NO_SUCH_ID}/resend`,
  },
  'DELETE /api/vendor/team/invitations/:id': {
    expect: ownerOnly(404),
    path: `/api/vendor/team/invitations/${NO_SUCH_ID}`,
  },
  // The empty body lacks `role`.
  'PATCH /api/vendor/team/members/:id': {
    expect: ownerOnly(400),
    path: `/api/vendor/team/members/${NO_SUCH_ID}`,
  },
  'DELETE /api/vendor/team/members/:id': {
    expect: ownerOnly(404),
    path: `/api/vendor/team/members/${NO_SUCH_ID}`,
  },
  // The link's token is the proof: the empty body lacks it, for everybody.
  'POST /api/team/invitation': { expect: all(400) },
  'POST /api/team/invitation/accept': { expect: all(400) },
  'GET /api/vendor/overview': { expect: vendorOnly(200) },
  'GET /api/vendor/analytics': { expect: vendorOnly(200) },
  // The empty body lacks `kind`.
  'POST /api/listing-events': { expect: all(400) },
  'GET /api/admin/overview': { expect: adminOnly(200) },
  'GET /api/admin/queues': { expect: adminOnly(200) },
  'GET /api/admin/searches': {
    expect: adminOnly(200),
    path: '/api/admin/searches?zeroResults=1&days=30',
  },
  'GET /api/admin/listings': { expect: adminOnly(200) },
  // The empty body lacks `ids` / `reason` (checked before anything is looked up).
  'POST /api/admin/listings/bulk-approve': { expect: adminOnly(400) },
  'POST /api/admin/listings/:id/approve': {
    expect: adminOnly(404),
    path: `/api/admin/listings/${NO_SUCH_ID}/approve`,
  },
  'POST /api/admin/listings/:id/reject': {
    expect: adminOnly(400),
    path: `/api/admin/listings/${NO_SUCH_ID}/reject`,
  },
  'GET /api/admin/vendors': { expect: adminOnly(200) },
  'POST /api/admin/vendors/:id/verify': {
    expect: adminOnly(404),
    path: `/api/admin/vendors/${NO_SUCH_ID}/verify`,
  },
  'POST /api/admin/vendors/:id/reject': {
    expect: adminOnly(400),
    path: `/api/admin/vendors/${NO_SUCH_ID}/reject`,
  },
  'POST /api/admin/vendors/:id/suspend': {
    expect: adminOnly(400),
    path: `/api/admin/vendors/${NO_SUCH_ID}/suspend`,
  },
  'POST /api/admin/vendors/:id/reinstate': {
    expect: adminOnly(404),
    path: `/api/admin/vendors/${NO_SUCH_ID}/reinstate`,
  },
  'GET /api/admin/documents': { expect: adminOnly(200) },
  'GET /api/admin/documents/:id/file': {
    expect: adminOnly(404),
    path: `/api/admin/documents/${NO_SUCH_ID}/file`,
  },
  'POST /api/admin/documents/:id/approve': {
    expect: adminOnly(404),
    path: `/api/admin/documents/${NO_SUCH_ID}/approve`,
  },
  'POST /api/admin/documents/:id/reject': {
    expect: adminOnly(400),
    path: `/api/admin/documents/${NO_SUCH_ID}/reject`,
  },
  'GET /api/admin/support': { expect: adminOnly(200) },
  'GET /api/admin/support/:id': {
    expect: adminOnly(404),
    path: `/api/admin/support/${NO_SUCH_ID}`,
  },
  'POST /api/admin/support/:id/messages': {
    expect: adminOnly(400),
    path: `/api/admin/support/${NO_SUCH_ID}/messages`,
  },
  'POST /api/admin/support/:id/close': {
    expect: adminOnly(404),
    path: `/api/admin/support/${NO_SUCH_ID}/close`,
  },
  'GET /api/admin/audit': { expect: adminOnly(200) },
  'GET /api/admin/audit.csv': { expect: adminOnly(200) },
  'GET /api/admin/companies/:id': {
    expect: adminOnly(404),
    path: `/api/admin/companies/${NO_SUCH_ID}`,
  },
  // The development outbox (the test server has no SMTP_URL).
  'GET /api/admin/outbox': { expect: adminOnly(200) },
  // Without a token the link names nothing: the same page for anyone (it needs no sign-in).
  'GET /api/mail/unsubscribe': { expect: all(400) },
  'POST /api/mail/unsubscribe': { expect: all(400) },
  // Everyone signed in has their own preferences; an empty patch changes nothing.
  'GET /api/profile/notifications': { expect: signedIn(200) },
  'PATCH /api/profile/notifications': { expect: signedIn(200) },
  // The blog: public reads, the console's posts (writers and admins), the rest admins only.
  'GET /api/blog/posts': { expect: all(200) },
  'GET /api/blog/posts/:slug': { expect: all(404), path: '/api/blog/posts/no-such-post' },
  'GET /api/blog/categories': { expect: all(200) },
  'GET /api/blog/tags': { expect: all(200) },
  // The token is the permission: an unknown one is a 404 for everybody.
  'GET /api/blog/invitations/:token': {
    expect: all(404),
    path: '/api/blog/invitations/no-such-token',
  },
  // The body is checked before the token is looked up.
  'POST /api/blog/invitations/:token/accept': {
    expect: all(400),
    path: '/api/blog/invitations/no-such-token/accept',
  },
  'GET /api/admin/blog/posts': { expect: blogWriters(200) },
  'POST /api/admin/blog/posts': { expect: blogWriters(400) },
  'GET /api/admin/blog/posts/:id': {
    expect: blogWriters(404),
    path: '/api/admin/blog/posts/2000000000',
  },
  'PATCH /api/admin/blog/posts/:id': {
    expect: blogWriters(404),
    path: '/api/admin/blog/posts/2000000000',
  },
  'DELETE /api/admin/blog/posts/:id': {
    expect: blogWriters(404),
    path: '/api/admin/blog/posts/2000000000',
  },
  'POST /api/admin/blog/posts/:id/submit': {
    expect: blogWriters(404),
    path: '/api/admin/blog/posts/2000000000/submit',
  },
  'POST /api/admin/blog/posts/:id/publish': {
    expect: adminOnly(404),
    path: '/api/admin/blog/posts/2000000000/publish',
  },
  // Only admins send back; the empty body lacks the comment.
  'POST /api/admin/blog/posts/:id/send-back': {
    expect: adminOnly(400),
    path: '/api/admin/blog/posts/2000000000/send-back',
  },
  'POST /api/admin/blog/posts/:id/unpublish': {
    expect: adminOnly(404),
    path: '/api/admin/blog/posts/2000000000/unpublish',
  },
  // A JSON body is not a multipart upload.
  'POST /api/admin/blog/images': { expect: blogWriters(415) },
  // Writers read them for the editor's category picker.
  'GET /api/admin/blog/categories': { expect: blogWriters(200) },
  'POST /api/admin/blog/categories': { expect: adminOnly(400) },
  'PATCH /api/admin/blog/categories/:id': {
    expect: adminOnly(404),
    path: '/api/admin/blog/categories/2000000000',
  },
  'DELETE /api/admin/blog/categories/:id': {
    expect: adminOnly(404),
    path: '/api/admin/blog/categories/2000000000',
  },
  'GET /api/admin/blog/writers': { expect: adminOnly(200) },
  'PATCH /api/admin/blog/writers/:id': {
    expect: adminOnly(404),
    path: '/api/admin/blog/writers/2000000000',
  },
  'GET /api/admin/blog/invitations': { expect: adminOnly(200) },
  'POST /api/admin/blog/invitations': { expect: adminOnly(400) },
  'DELETE /api/admin/blog/invitations/:id': {
    expect: adminOnly(404),
    path: '/api/admin/blog/invitations/2000000000',
  },
  'GET /api/admin/blog/settings': { expect: adminOnly(200) },
  // An empty patch changes nothing and answers the settings.
  'PATCH /api/admin/blog/settings': { expect: adminOnly(200) },
};

let server: TestServer;
const emails: Partial<Record<ActorName, string>> = {};
/** A public company for the routes with a company id in their path. */
let matrixCompanyId = 0;

beforeAll(async () => {
  server = await startTestServer();
  const ownerA = await buildVendor(PASSWORD);
  emails.vendorA = ownerA.user.email;
  const staff = await buildUserWithPassword(PASSWORD, { role: 'vendor' });
  await addCompanyMember(server.knex, ownerA.company.id, staff.id, 'staff');
  emails.staffA = staff.email;
  emails.vendorB = (await buildVendor(PASSWORD)).user.email;
  emails.writer = (await buildUserWithPassword(PASSWORD, { role: 'writer' })).email;
  emails.admin = (await buildUserWithPassword(PASSWORD, { role: 'admin' })).email;
  // A company renters may see has had a listing approved.
  const matrixCompany = await buildCompany();
  await buildCar(matrixCompany, { active: false });
  matrixCompanyId = matrixCompany.id;
});
afterAll(async () => {
  await server?.close();
});

/** A sweep asks every route in turn: its time grows with the API, not with a fault. */
const ROUTE_SWEEP_TIMEOUT = 120_000;

const keptClients = new Map<ActorName, TestClient>();

/**
 * A client signed in as the actor. The session is kept while it lasts: a password hash per
 * route and actor made this file the slowest of the suite; a route that ends the session (sign
 * out) is noticed by /auth/me and answered with a fresh sign-in.
 */
async function clientFor(actor: ActorName): Promise<TestClient> {
  const email = emails[actor];
  if (!email) return new TestClient(server.baseUrl);
  const kept = keptClients.get(actor);
  if (kept && (await kept.request('GET', '/api/auth/me')).status === 200) return kept;
  const client = new TestClient(server.baseUrl);
  expect((await client.login(email, PASSWORD)).status).toBe(200);
  keptClients.set(actor, client);
  return client;
}

const routes = () => buildApiRouter(server.knex).routes;
const keyOf = (route: { method: string; path: string }) =>
  `${route.method.toUpperCase()} /api${route.path}`;

describe('authorisation matrix', () => {
  it('has an entry for every route of the router, and no stale entries', () => {
    const keys = routes().map(keyOf).sort();
    expect(keys).toEqual(Object.keys(MATRIX).sort());
  });

  it('registers every route of the Koa router through a policy', () => {
    const api = buildApiRouter(server.knex);
    const layers = api.router.stack.flatMap((layer) =>
      layer.methods.filter((m) => m !== 'HEAD').map((m) => `${m} ${layer.path}`),
    );
    expect(layers.sort()).toEqual(api.routes.map(keyOf).sort());
  });

  it('refuses to register a route without a policy, or a public one without a cache policy', () => {
    const api = new ApiRouter();
    expect(() =>
      api.add({ method: 'get', path: '/x', policy: undefined as never, handler: () => undefined }),
    ).toThrow(/no policy/);
    expect(() =>
      api.add({ method: 'get', path: '/y', policy: anyone, handler: () => undefined }),
    ).toThrow(/declare its cache policy/);
    expect(() =>
      api.add({
        method: 'get',
        path: '/y',
        policy: anyone,
        cache: 'no-store',
        handler: () => undefined,
      }),
    ).not.toThrow();
  });

  for (const actor of ACTORS) {
    it(
      `gives ${actor} exactly the expected status on every route`,
      async () => {
        const results: string[] = [];
        const expected: string[] = [];
        for (const route of routes()) {
          const key = keyOf(route);
          const entry = MATRIX[key];
          if (!entry) continue;
          const client = await clientFor(actor);
          const method = route.method.toUpperCase();
          const response = await client.request(method, entry.path ?? `/api${route.path}`, {
            body: method === 'GET' ? undefined : {},
          });
          results.push(`${key} → ${response.status}`);
          expected.push(`${key} → ${expectedFor(entry.expect, actor)}`);
        }
        expect(results).toEqual(expected);
      },
      ROUTE_SWEEP_TIMEOUT,
    );
  }
});

describe("the original product's client-side admin signal", () => {
  const SPOOFED_HEADERS: Record<string, string>[] = [
    { 'X-Admin': 'true' },
    { Admin: 'true' },
    { 'X-Admin-Access': 'true' },
    { 'X-Admin-Token': 'admin-dashboard-access' },
    { 'X-Is-Admin': '1' },
    { 'X-User-Role': 'admin' },
    { 'X-Role': 'admin' },
    { Authorization: 'Admin true' },
    { Cookie: 'admin_access=true' },
  ];

  it(
    'opens nothing: with any such header, anonymous and vendor calls answer as without',
    async () => {
      const vendor = await clientFor('vendorA');
      for (const headers of SPOOFED_HEADERS) {
        for (const route of routes()) {
          const key = keyOf(route);
          const entry = MATRIX[key]!;
          if (route.path === '/auth/logout') continue; // would end the vendor's session
          const method = route.method.toUpperCase();
          const path = entry.path ?? `/api${route.path}`;
          const body = method === 'GET' ? undefined : {};
          const anonymous = await new TestClient(server.baseUrl).request(method, path, {
            body,
            headers,
          });
          expect(anonymous.status, `${key} with ${JSON.stringify(headers)}`).toBe(
            entry.expect.anonymous,
          );
          const asVendor = await vendor.request(method, path, {
            body,
            headers: headers.Cookie
              ? {
                  Cookie: `${headers.Cookie}; ${[...vendor.cookies].map(([k, v]) => `${k}=${v}`).join('; ')}`,
                }
              : headers,
          });
          expect(asVendor.status, `${key} as vendor with ${JSON.stringify(headers)}`).toBe(
            entry.expect.vendorA,
          );
        }
      }
      const me = await new TestClient(server.baseUrl).get('/api/auth/me', { 'X-Admin': 'true' });
      expect(me.status).toBe(401);
    },
    ROUTE_SWEEP_TIMEOUT,
  );
});
