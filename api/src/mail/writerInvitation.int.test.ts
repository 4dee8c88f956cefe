/**
 * A writer's (or admin's) invitation to the blog over the real SMTP server (issue 17): the
 * admin's invitation is mailed from the outbox row its transaction stored, transactional (no
 * tracking, no unsubscribe), with a text version and the very link the admin sees once, which
 * opens the accept screen and its lookup. A refused invitation mails nothing; invitations of one
 * address at once keep the product's rule (the later revokes the earlier: one pending) and each
 * is mailed exactly once.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BlogInvitation, CreatedInvitation, InvitationPreview } from '@core/schemas/blog';
import type { User } from '../models';
import { header, linkIn, startMailTest, type MailTest } from '../../test/mailTest';
import { TestClient } from '../../test/testClient';

let t: MailTest;
let admin: TestClient;
let adminUser: User;
let blogTitle: string;

beforeAll(async () => {
  t = await startMailTest();
  ({ client: admin, user: adminUser } = await t.signIn('admin', { name: 'Huda Al Mansoori' }));
  blogTitle = (await admin.get<{ title: string }>('/api/admin/blog/settings')).body.title;
});
afterAll(async () => {
  await t?.close();
});

const invite = (email: string, role: 'writer' | 'admin' = 'writer', headers = {}) =>
  admin.post<CreatedInvitation>('/api/admin/blog/invitations', { email, role }, headers);

const outboxFor = (email: string) =>
  t.server.knex('mail_outbox').where({ to_address: email }).orderBy('id');

const tokenOf = (link: URL | string) => new URL(link).pathname.split('/').pop()!;

const lookUp = (link: URL | string) =>
  new TestClient(t.server.baseUrl).get<InvitationPreview>(`/api/blog/invitations/${tokenOf(link)}`);

describe('the invitation mail', () => {
  it('carries the link shown once; following it opens the accept screen and its lookup', async () => {
    const email = t.mail.address('writer');
    const created = await invite(email);
    expect(created.status, created.text).toBe(201);
    expect(await t.send()).toBe(1);
    const messages = t.to(email);
    expect(messages).toHaveLength(1);
    const message = messages[0]!;

    // Headers: ours, to the invited address, one message per invitation, transactional.
    expect(message.from?.value[0]?.address).toBe('no-reply@market.test');
    expect(message.to && 'text' in message.to ? message.to.text : '').toBe(email);
    expect(message.subject).toBe(`You're invited to write for ${blogTitle}`);
    expect(header(message, 'Auto-Submitted')).toBe('auto-generated');
    expect(message.headerLines.some((h) => h.key.startsWith('list-unsubscribe'))).toBe(false);
    const [row] = await outboxFor(email);
    expect(row).toMatchObject({ key: `blog-invitation:${created.body.id}`, status: 'sent' });
    expect(message.messageId).toBe(row.message_id);

    // The text version reads as text: who invites, to what, as what, for how long.
    expect(message.text).toContain(`${adminUser.name} invites you to write for ${blogTitle}`);
    expect(message.text).toContain('You are invited as a writer');
    expect(message.text).toContain('7 days');
    expect(message.text).not.toMatch(/<[a-z]/i);
    // The address has no account (yet): the footer says why it receives this.
    expect(message.text).toContain(`because ${adminUser.name}, an admin of ${blogTitle}, invited`);
    expect(message.text).not.toContain('an action on your');
    // No tracking: no image, no link but the invitation's.
    expect(message.html).not.toMatch(/<img/i);
    const link = linkIn(message, '/admin/invitation/');
    expect(link.href).toBe(created.body.link);
    expect(message.html).toContain(link.href);
    const hrefs = [...String(message.html).matchAll(/href="([^"]+)"/g)].map((m) => m[1]);
    expect(hrefs.length).toBeGreaterThan(0);
    for (const href of hrefs) expect(new URL(href!).origin).toBe(link.origin);

    // Following it: the console's page (503 "not built" without the built apps), whose lookup
    // says who is invited; then the account is made with the invited role.
    expect([200, 503]).toContain((await t.follow(link)).status);
    const preview = await lookUp(link);
    expect(preview.status).toBe(200);
    expect(preview.body).toEqual({
      email,
      role: 'writer',
      expiresAt: created.body.expiresAt,
      blogTitle,
    });
    const writer = new TestClient(t.server.baseUrl);
    const accepted = await writer.post<{ role: string; email: string }>(
      `/api/blog/invitations/${tokenOf(link)}/accept`,
      { name: 'Noor Writer', password: 'a long new pass phrase' },
    );
    expect(accepted.status, accepted.text).toBe(201);
    expect(accepted.body).toMatchObject({ role: 'writer', email });
    expect((await lookUp(link)).status).toBe(404);
  });

  it('an admin invitation says so in the mail', async () => {
    const email = t.mail.address('editor');
    expect((await invite(email, 'admin')).status).toBe(201);
    await t.send();
    const [message] = t.to(email);
    expect(message?.text).toContain('You are invited as an admin');
    expect(message?.html).toContain('You are invited as an admin');
  });

  it('a refused invitation stores and mails nothing', async () => {
    const { user } = await t.signIn('vendor');
    const taken = await invite(user.email);
    expect(taken.status).toBe(409);
    expect(taken.text).toContain('"email"');
    const bad = await admin.post('/api/admin/blog/invitations', {
      email: 'not-an-address',
      role: 'writer',
    });
    expect(bad.status).toBe(400);
    const writer = (await t.signIn('writer')).client;
    const email = t.mail.address('nobody');
    const refused = await writer.post('/api/admin/blog/invitations', { email, role: 'writer' });
    expect(refused.status).toBe(403);
    await t.send();
    for (const address of [user.email, email]) {
      expect(await outboxFor(address)).toEqual([]);
      expect(t.to(address)).toEqual([]);
      expect(await t.server.knex('invitations').where({ email: address })).toEqual([]);
    }
  });
});

describe('under concurrency', () => {
  it('invitations of one address at once: one stays pending, each is mailed exactly once', async () => {
    const email = t.mail.address('twice');
    const created = await Promise.all([1, 2, 3, 4].map(() => invite(email)));
    expect(created.map((r) => r.status)).toEqual([201, 201, 201, 201]);
    const ids = created.map((r) => r.body.id);
    expect(new Set(ids).size).toBe(4);

    // The product's rule holds as if they came one after the other: the last one is pending.
    const list = (await admin.get<BlogInvitation[]>('/api/admin/blog/invitations')).body;
    const ofAddress = list.filter((i) => i.email === email);
    expect(ofAddress.map((i) => i.status).sort()).toEqual([
      'pending',
      'revoked',
      'revoked',
      'revoked',
    ]);
    const pending = ofAddress.find((i) => i.status === 'pending')!;
    expect(pending.id).toBe(Math.max(...ids));

    // One message per invitation, each with its own link; only the pending one's opens.
    expect((await outboxFor(email)).map((row) => row.key).sort()).toEqual(
      ids.map((id) => `blog-invitation:${id}`).sort(),
    );
    await t.send();
    const links = t.to(email).map((m) => linkIn(m, '/admin/invitation/').href);
    expect(links.sort()).toEqual(created.map((r) => r.body.link).sort());
    for (const response of created) {
      const status = (await lookUp(response.body.link)).status;
      expect(status, response.body.link).toBe(response.body.id === pending.id ? 200 : 404);
    }
  });

  it('a double click (one Idempotency-Key) is one invitation and one mail', async () => {
    const email = t.mail.address('double');
    const headers = { 'Idempotency-Key': `writer-invitation-${randomUUID()}` };
    const [first, second] = await Promise.all([
      invite(email, 'writer', headers),
      invite(email, 'writer', headers),
    ]);
    expect([first.status, second.status]).toEqual([201, 201]);
    // The same answer twice: the link shown is the one mailed.
    expect(second.body).toEqual(first.body);
    expect(await t.server.knex('invitations').where({ email })).toHaveLength(1);
    await t.send();
    expect(t.to(email)).toHaveLength(1);
    expect(linkIn(t.to(email)[0]!, '/admin/invitation/').href).toBe(first.body.link);
  });
});
