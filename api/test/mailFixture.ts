/**
 * `startMailTest` (./mailTest.ts) as vitest hooks, for a test file that follows mail over the
 * real SMTP server in every test: call `useMailServer()` at the top of the file; its fields are
 * filled in `beforeAll` and everything is closed in `afterAll`.
 */
import type { ParsedMail } from 'mailparser';
import { afterAll, beforeAll } from 'vitest';
import { startMailTest, type MailTest } from './mailTest';

export interface MailServerFixture {
  smtp: MailTest['smtp'];
  server: MailTest['server'];
  mail: MailTest['mail'];
  /** The messages received for an address (by its To), oldest first. */
  messagesTo(address: string): ParsedMail[];
  /** The last message received for an address, after sending what is due. */
  lastMailTo(address: string): Promise<ParsedMail>;
}

export function useMailServer(env: Record<string, string> = {}): MailServerFixture {
  let test: MailTest | undefined;
  const fixture = {
    messagesTo: (address: string) => test!.to(address),
    lastMailTo: async (address: string) => {
      await test!.send();
      const last = test!.to(address).at(-1);
      if (!last) throw new Error(`no mail received for ${address}`);
      return last;
    },
  } as MailServerFixture;
  beforeAll(async () => {
    test = await startMailTest(env);
    Object.assign(fixture, { smtp: test.smtp, server: test.server, mail: test.mail });
  });
  afterAll(async () => {
    await test?.close();
  });
  return fixture;
}

/** The link to a console screen in a mail's text, and its `#token=`. */
export function linkIn(text: string | undefined, screen: string) {
  const match = new RegExp(`(https?://\\S+/${screen}#token=([\\w-]+))`).exec(text ?? '');
  if (!match) throw new Error(`no ${screen} link in: ${text}`);
  return { link: match[1]!, token: match[2]! };
}
