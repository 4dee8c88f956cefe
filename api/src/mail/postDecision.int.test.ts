/**
 * A writer's post sent back with a comment, or published, over a real SMTP server: the
 * decision and its mail are one transaction, the writer reads the comment in the editor, and
 * two admins deciding the same post at once make one decision (one mail).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminPost } from '@core/schemas/blog';
import { runHousekeeping } from '../jobs/housekeeping';
import { startMailTest, linkIn, type MailTest } from '../../test/mailTest';
import type { TestClient, TestResponse } from '../../test/testClient';

type ErrorBody = { error: { code: string; message: string; fields?: Record<string, string> } };

let mailTest: MailTest;
let admin: TestClient;
let otherAdmin: TestClient;

beforeAll(async () => {
  mailTest = await startMailTest();
  admin = (await mailTest.signIn('admin')).client;
  otherAdmin = (await mailTest.signIn('admin')).client;
});
afterAll(() => mailTest.close());

const postPath = (id: number, act = '') => `/api/admin/blog/posts/${id}${act && `/${act}`}`;
let titles = 0;

/** A writer of this test's mail domain with a post of theirs in review. */
async function postInReview() {
  const { client: writer, user } = await mailTest.signIn('writer', { name: 'Sara Writer' });
  const created = await writer.post<AdminPost>('/api/admin/blog/posts', {
    title: `Driving in Dubai ${++titles}`,
    contentHtml: '<p>Salik gates and speed limits.</p>',
  });
  expect(created.status).toBe(201);
  expect((await writer.post(postPath(created.body.id, 'submit'))).status).toBe(200);
  return { writer, user, post: created.body };
}

const outboxFor = (address: string) =>
  mailTest.server.knex('mail_outbox').where({ to_address: address });

describe('sending a post back to its writer', () => {
  it('makes it a draft with the comment the writer reads, and mails them the comment', async () => {
    const { writer, user, post } = await postInReview();
    const comment = 'Add the Salik toll prices, please.';
    const sent = await admin.post<AdminPost>(postPath(post.id, 'send-back'), { comment });
    expect(sent.status).toBe(200);
    expect(sent.body.status).toBe('draft');
    expect(sent.body.review?.comment).toBe(comment);

    const seen = await writer.get<AdminPost>(postPath(post.id));
    expect(seen.body).toMatchObject({ status: 'draft', review: { comment } });

    await mailTest.send();
    const [mail] = mailTest.to(user.email);
    expect(mail?.subject).toBe(`Your post needs changes: ${post.title}`);
    expect(mail?.text).toContain('Hello Sara Writer,');
    expect(mail?.text).toContain(comment);
    expect(mail?.html).toContain(comment);
    // The console's editor of this very post.
    expect(linkIn(mail!, '/admin/blog/edit-post/').pathname).toBe(
      `/admin/blog/edit-post/${post.id}`,
    );

    // Submitted again: the comment is done with; published: the writer hears it, no comment.
    const again = await writer.post<AdminPost>(postPath(post.id, 'submit'));
    expect(again.body).toMatchObject({ status: 'review', review: null });
    expect((await admin.post(postPath(post.id, 'publish'))).status).toBe(200);
    await mailTest.send();
    const published = mailTest.to(user.email).at(-1)!;
    expect(published.subject).toBe(`Your post is published: ${post.title}`);
    expect(published.text).not.toContain(comment);
    expect(mailTest.to(user.email)).toHaveLength(2);
  });

  it('refuses writers, a post not in review (409 invalid_transition) and an empty comment; nothing queued', async () => {
    const { writer, user, post } = await postInReview();
    const other = (await mailTest.signIn('writer')).client;
    const body = { comment: 'Not yours to decide.' };
    expect((await writer.post(postPath(post.id, 'send-back'), body)).status).toBe(403);
    expect((await other.post(postPath(post.id, 'send-back'), body)).status).toBe(403);

    const empty = await admin.post<ErrorBody>(postPath(post.id, 'send-back'), { comment: '  ' });
    expect(empty.status).toBe(400);
    expect(empty.body.error.fields).toHaveProperty('comment');

    const draft = await writer.post<AdminPost>('/api/admin/blog/posts', {
      title: `A draft ${++titles}`,
      contentHtml: '<p>Not yet.</p>',
    });
    const refused = await admin.post<ErrorBody>(postPath(draft.body.id, 'send-back'), body);
    expect(refused.status).toBe(409);
    expect(refused.body.error).toMatchObject({
      code: 'invalid_transition',
      message: 'Only a post that is in review can be sent back; this one is draft',
    });
    const unpublish = await admin.post<ErrorBody>(postPath(draft.body.id, 'unpublish'));
    expect(unpublish.status).toBe(409);
    expect(unpublish.body.error.code).toBe('invalid_transition');

    expect((await writer.get<AdminPost>(postPath(post.id))).body.status).toBe('review');
    expect(await outboxFor(user.email)).toHaveLength(0);
  });

  it('decides once when two admins decide the same post at once', async () => {
    const { user, post } = await postInReview();
    const answers: TestResponse<ErrorBody>[] = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        (i % 2 ? otherAdmin : admin).post<ErrorBody>(postPath(post.id, 'send-back'), {
          comment: `Comment number ${i}`,
        }),
      ),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409, 409, 409, 409, 409]);
    for (const refused of answers.filter((a) => a.status === 409)) {
      expect(refused.body.error.code).toBe('invalid_transition');
    }
    expect(await outboxFor(user.email)).toHaveLength(1);

    // Publish and send back raced from the same version: one wins, the other changes nothing.
    const second = await postInReview();
    const seen = await admin.get(postPath(second.post.id));
    const ifMatch = { 'If-Match': seen.headers.get('etag')! };
    const [publish, sendBack] = await Promise.all([
      admin.post(postPath(second.post.id, 'publish'), {}, ifMatch),
      otherAdmin.post(postPath(second.post.id, 'send-back'), { comment: 'Wait.' }, ifMatch),
    ]);
    expect([publish.status, sendBack.status].filter((s) => s === 200)).toHaveLength(1);
    expect([publish.status, sendBack.status].filter((s) => s !== 200)).toEqual([412]);
    expect(await outboxFor(second.user.email)).toHaveLength(1);
  });
});

describe('a published post', () => {
  it('tells the writer when a scheduled post comes due, once however many runs', async () => {
    const { user, post } = await postInReview();
    const soon = new Date(Date.now() + 60_000).toISOString();
    const scheduled = await admin.post<AdminPost>(postPath(post.id, 'publish'), {
      publishAt: soon,
    });
    expect(scheduled.body.status).toBe('scheduled');
    expect(await outboxFor(user.email)).toHaveLength(0);

    await mailTest.server
      .knex('posts')
      .where({ id: post.id })
      .update({
        publish_at: new Date(Date.now() - 1000),
      });
    await runHousekeeping(mailTest.server.knex, new Date(), mailTest.links);
    await runHousekeeping(mailTest.server.knex, new Date(), mailTest.links);
    await mailTest.send();
    expect(mailTest.to(user.email).map((m) => m.subject)).toEqual([
      `Your post is published: ${post.title}`,
    ]);
  });

  it('sends no mail for an admin’s own post', async () => {
    const { client, user } = await mailTest.signIn('admin');
    const own = await client.post<AdminPost>('/api/admin/blog/posts', {
      title: `An admin's post ${++titles}`,
      contentHtml: '<p>News.</p>',
    });
    expect((await client.post(postPath(own.body.id, 'publish'))).status).toBe(200);
    expect(await outboxFor(user.email)).toHaveLength(0);
  });
});
