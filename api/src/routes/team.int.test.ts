/**
 * A company's team (issue 17) over the real SMTP server: an owner invites by e-mail, the link's
 * screen makes a signed-in member, owners resend / withdraw invitations, change roles and remove
 * members (whose sessions end at once), the last owner stays, another company's owner and staff
 * are refused; under concurrency one link makes one member and one address one invitation.
 */
import type { ParsedMail } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LAST_OWNER_MESSAGE, TEAM_INVITATION_INVALID, type Team } from '@core/schemas/team';
import { hashResetToken } from '../services/passwordReset';
import { addCompanyMember } from '../services/team';
import {
  header,
  linkIn,
  MAIL_TEST_PASSWORD,
  startMailTest,
  type MailTest,
} from '../../test/mailTest';
import { TestClient } from '../../test/testClient';

const PASSWORD = 'a staff member pass phrase';
let t: MailTest;

beforeAll(async () => {
  t = await startMailTest();
});
afterAll(async () => {
  await t?.close();
});

type Owner = Awaited<ReturnType<MailTest['vendor']>>;

async function invite(owner: Owner, email: string, role: 'owner' | 'staff' = 'staff') {
  return owner.client.post<{ id: number; email: string }>('/api/vendor/team/invitations', {
    email,
    role,
  });
}

/** The newest invitation mail to the address and its link's token. */
async function invitationMail(email: string): Promise<{ message: ParsedMail; token: string }> {
  await t.send();
  const message = t.to(email).at(-1);
  if (!message) throw new Error(`no mail for ${email}`);
  const link = linkIn(message, '/dashboard/join');
  return { message, token: new URLSearchParams(link.hash.slice(1)).get('token')! };
}

const accept = (client: TestClient, token: string, password = PASSWORD, name = 'Omar Khalid') =>
  client.post<{ email: string; companyRole?: string }>('/api/team/invitation/accept', {
    token,
    name,
    password,
  });

/** A staff member signed in, made directly (the invitation path has its own test). */
async function staffOf(owner: Owner) {
  const { client, user } = await t.signIn('vendor');
  await addCompanyMember(t.server.knex, owner.company.id, user.id, 'staff');
  return { client, user };
}

const teamOf = async (owner: Owner) => (await owner.client.get<Team>('/api/vendor/team')).body;

describe('inviting by e-mail', () => {
  it('mails a link whose screen makes a signed-in staff member, once', async () => {
    const owner = await t.vendor({ name: 'Marina Team Rentals' });
    const email = t.mail.address('staff');
    const invited = await invite(owner, email);
    expect(invited.status).toBe(201);
    expect((await teamOf(owner)).invitations.map((i) => i.email)).toEqual([email]);

    const { message, token } = await invitationMail(email);
    // Headers: ours, to the invited address, one message per link, transactional.
    expect(message.from?.value[0]?.address).toBe('no-reply@market.test');
    expect(message.to && 'text' in message.to ? message.to.text : '').toBe(email);
    expect(message.subject).toBe('Marina Team Rentals invites you to its team on UAE Car Rental');
    expect(header(message, 'Auto-Submitted')).toBe('auto-generated');
    expect(message.headerLines.some((h) => h.key.startsWith('list-unsubscribe'))).toBe(false);
    const row = await t.server.knex('mail_outbox').where({ to_address: email }).first();
    expect(message.messageId).toBe(row.message_id);
    // Both versions: the text one reads as text and says who invites, to what, for how long.
    expect(message.text).toContain(`${owner.user.name} invites you to join Marina Team Rentals`);
    expect(message.text).toContain('You are invited as staff');
    expect(message.text).toContain('7 days');
    expect(message.text).not.toMatch(/<[a-z]/i);
    const link = linkIn(message, '/dashboard/join');
    expect(message.html).toContain(link.href);
    expect(message.html).not.toMatch(/<img/i);
    // Only the token's hash is stored.
    const stored = await t.server.knex('team_invitations').where({ email });
    expect(stored).toHaveLength(1);
    expect(stored[0].token_hash).toBe(hashResetToken(token));
    expect(JSON.stringify(stored)).not.toContain(token);

    // Following the link: the console's page opens (503 "not built" without the built apps)…
    expect([200, 503]).toContain((await t.follow(link)).status);
    // …and its calls: who is invited, then name and password (sign-up's rules).
    const browser = new TestClient(t.server.baseUrl);
    const preview = await browser.post('/api/team/invitation', { token });
    expect(preview.status).toBe(200);
    expect(preview.body).toMatchObject({
      email,
      role: 'staff',
      companyName: 'Marina Team Rentals',
    });
    const weak = await accept(browser, token, 'password123');
    expect(weak.status).toBe(400);
    expect(weak.text).toContain('"password"');
    const accepted = await accept(browser, token);
    expect(accepted.status).toBe(201);
    expect(accepted.body).toMatchObject({ email, companyRole: 'staff', emailVerified: true });

    // Signed in as staff: cars and leads, not billing, documents or the team.
    expect((await browser.get('/api/auth/me')).status).toBe(200);
    expect((await browser.get('/api/vendor/cars')).status).toBe(200);
    expect((await browser.get('/api/vendor/leads')).status).toBe(200);
    for (const path of ['payment-methods', 'documents', 'support', 'team']) {
      expect((await browser.get(`/api/vendor/${path}`)).status, path).toBe(403);
    }
    expect((await invite({ ...owner, client: browser }, t.mail.address())).status).toBe(403);
    // The plan's room is shown to staff adding a car; changing the plan is billing.
    expect((await browser.get('/api/vendor/subscription')).status).toBe(200);
    expect((await browser.post('/api/vendor/subscribe', { planId: 1 })).status).toBe(403);
    // The company's profile is read by the team (the console's header), edited by owners; so is
    // how the company hears of leads.
    expect((await browser.get('/api/vendor/profile')).status).toBe(200);
    const edits = [
      ['/api/vendor/profile', { description: 'Staff were here' }],
      ['/api/profile/notifications', { newLeads: 'off' }],
    ] as const;
    for (const [path, body] of edits) {
      expect((await browser.request('PATCH', path, { body })).status, path).toBe(403);
    }

    const team = await teamOf(owner);
    expect(team.invitations).toEqual([]);
    expect(team.members.map((m) => [m.email, m.role, m.you])).toEqual([
      [owner.user.email, 'owner', true],
      [email, 'staff', false],
    ]);
    // Used once: the link no longer opens anything.
    const again = await accept(new TestClient(t.server.baseUrl), token, 'another long phrase here');
    expect(again.status).toBe(400);
    expect(again.text).toContain(TEAM_INVITATION_INVALID);
  });

  it('refuses bad input, members and other accounts, with nothing stored', async () => {
    const owner = await t.vendor();
    const bad = await owner.client.post('/api/vendor/team/invitations', {
      email: 'not-an-address',
      role: 'boss',
    });
    expect(bad.status).toBe(400);
    expect(bad.text).toContain('"email"');
    const staff = await staffOf(owner);
    const member = await invite(owner, staff.user.email);
    expect(member.status).toBe(409);
    expect(member.text).toContain('already a member of your team');
    const other = await t.vendor();
    const taken = await invite(owner, other.user.email);
    expect(taken.status).toBe(409);
    expect(taken.text).toContain('"email"');
    expect(await t.server.knex('team_invitations').where({ company_id: owner.company.id })).toEqual(
      [],
    );
  });

  it('resend replaces the link, withdrawing stops it; another company gets 404s', async () => {
    const owner = await t.vendor();
    const email = t.mail.address('staff');
    const { id } = (await invite(owner, email)).body;
    const first = (await invitationMail(email)).token;
    const resent = await owner.client.post(`/api/vendor/team/invitations/${id}/resend`);
    expect(resent.status).toBe(200);
    const second = (await invitationMail(email)).token;
    expect(t.to(email)).toHaveLength(2);
    const preview = (token: string) =>
      new TestClient(t.server.baseUrl).post('/api/team/invitation', { token });
    expect((await preview(first)).status).toBe(400);
    expect((await preview(second)).status).toBe(200);

    // Another company's owner: every route of this team is a 404, and nothing changes.
    const other = await t.vendor();
    const paths = [
      ['POST', `/api/vendor/team/invitations/${id}/resend`],
      ['DELETE', `/api/vendor/team/invitations/${id}`],
      ['PATCH', `/api/vendor/team/members/${owner.user.id}`],
      ['DELETE', `/api/vendor/team/members/${owner.user.id}`],
    ] as const;
    for (const [method, path] of paths) {
      const body = method === 'PATCH' ? { role: 'staff' } : undefined;
      expect((await other.client.request(method, path, { body })).status, path).toBe(404);
    }
    expect((await preview(second)).status).toBe(200);
    expect((await teamOf(owner)).members).toHaveLength(1);

    const revoked = await owner.client.request('DELETE', `/api/vendor/team/invitations/${id}`);
    expect(revoked.status).toBe(204);
    expect((await preview(second)).status).toBe(400);
    expect((await teamOf(owner)).invitations).toEqual([]);
    // Withdrawn: the address may be invited again.
    expect((await invite(owner, email)).status).toBe(201);
  });
});

describe('members and roles', () => {
  it('keeps the last owner; a new owner takes the mail; a removed member is signed out', async () => {
    const owner = await t.vendor();
    const staff = await staffOf(owner);
    const ownerId = owner.user.id;
    const patch = (client: TestClient, id: number, role: string) =>
      client.request('PATCH', `/api/vendor/team/members/${id}`, { body: { role } });

    for (const answer of [
      await owner.client.request('DELETE', `/api/vendor/team/members/${ownerId}`),
      await patch(owner.client, ownerId, 'staff'),
    ]) {
      expect(answer.status).toBe(422);
      expect(answer.text).toContain(LAST_OWNER_MESSAGE);
    }
    expect((await patch(owner.client, staff.user.id, 'owner')).status).toBe(200);
    // Now two owners: the first may step down; the company's mail goes to the other.
    expect((await patch(owner.client, ownerId, 'staff')).status).toBe(200);
    const company = await t.server.knex('companies').where({ id: owner.company.id }).first();
    expect(company.owner_id).toBe(staff.user.id);
    expect((await owner.client.get('/api/vendor/team')).status).toBe(403);
    expect((await owner.client.get('/api/vendor/cars')).status).toBe(200);

    const removed = await staff.client.request('DELETE', `/api/vendor/team/members/${ownerId}`);
    expect(removed.status).toBe(204);
    expect((await owner.client.get('/api/auth/me')).status).toBe(401);
    expect(await t.server.knex('sessions').where({ user_id: ownerId })).toEqual([]);
    // The account is closed: its right password signs in no more.
    expect(
      (await new TestClient(t.server.baseUrl).login(owner.user.email, MAIL_TEST_PASSWORD)).status,
    ).toBe(403);
    const team = await (await staff.client.get<Team>('/api/vendor/team')).body;
    expect(team.members.map((m) => m.id)).toEqual([staff.user.id]);
  });

  it('a removed member invited again gets the account back with the new password', async () => {
    const owner = await t.vendor();
    const email = t.mail.address('staff');
    await invite(owner, email);
    const browser = new TestClient(t.server.baseUrl);
    expect((await accept(browser, (await invitationMail(email)).token)).status).toBe(201);
    const user = await t.server.knex('users').where({ email }).first();
    expect(
      (await owner.client.request('DELETE', `/api/vendor/team/members/${user.id}`)).status,
    ).toBe(204);
    expect((await browser.get('/api/auth/me')).status).toBe(401);

    expect((await invite(owner, email, 'owner')).status).toBe(201);
    const back = await accept(
      browser,
      (await invitationMail(email)).token,
      'a brand new pass phrase',
    );
    expect(back.status).toBe(201);
    expect(back.body.companyRole).toBe('owner');
    expect(await t.server.knex('users').where({ email })).toHaveLength(1);
    expect(
      (await new TestClient(t.server.baseUrl).login(email, 'a brand new pass phrase')).status,
    ).toBe(200);
  });
});

describe('under concurrency', () => {
  it('one link accepted twice at once makes one member', async () => {
    const owner = await t.vendor();
    const email = t.mail.address('staff');
    await invite(owner, email);
    const { token } = await invitationMail(email);
    const answers = await Promise.all(
      [0, 1].map(() => accept(new TestClient(t.server.baseUrl), token)),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([201, 400]);
    expect(await t.server.knex('users').where({ email })).toHaveLength(1);
    expect((await teamOf(owner)).members).toHaveLength(2);
  });

  it('ten invitations of one address at once leave one pending invitation and one mail', async () => {
    const owner = await t.vendor();
    const email = t.mail.address('staff');
    const answers = await Promise.all(Array.from({ length: 10 }, () => invite(owner, email)));
    expect(answers.map((a) => a.status).sort()).toEqual([201, ...Array(9).fill(409)]);
    expect((await teamOf(owner)).invitations).toHaveLength(1);
    await t.send();
    expect(t.to(email)).toHaveLength(1);
  });

  it('a member removed while acting: no error, and signed out everywhere at once', async () => {
    const owner = await t.vendor();
    const staff = await staffOf(owner);
    const secondDevice = new TestClient(t.server.baseUrl);
    expect((await secondDevice.login(staff.user.email, MAIL_TEST_PASSWORD)).status).toBe(200);
    const acting = Array.from({ length: 12 }, (_, i) =>
      [staff.client, secondDevice][i % 2]!.get(i % 3 ? '/api/vendor/cars' : '/api/vendor/leads'),
    );
    const [removal, ...answers] = await Promise.all([
      owner.client.request('DELETE', `/api/vendor/team/members/${staff.user.id}`),
      ...acting,
    ]);
    expect(removal.status).toBe(204);
    // Each request either ran before the removal or finds no session; never an error.
    for (const answer of answers) expect([200, 401]).toContain(answer.status);
    for (const client of [staff.client, secondDevice]) {
      expect((await client.get('/api/vendor/cars')).status).toBe(401);
    }
    expect(await t.server.knex('sessions').where({ user_id: staff.user.id })).toEqual([]);
    expect((await teamOf(owner)).members.map((m) => m.id)).toEqual([owner.user.id]);
  });
});
