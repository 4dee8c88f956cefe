/**
 * A real SMTP server in the test process (the `smtp-server` package), for tests of outgoing
 * mail: every accepted message is parsed (mailparser) and kept. `refuse(code)` makes it answer
 * every recipient with that code (4xx: try again later; 5xx: never) until `accept()`.
 */
import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface TestSmtpServer {
  /** smtp://127.0.0.1:<port> for SMTP_URL. */
  url: string;
  port: number;
  messages: ParsedMail[];
  /** Recipients refused so far (each refused attempt). */
  refusals: number;
  refuse(code: number): void;
  accept(): void;
  /** Resolves once `count` messages have arrived. */
  waitForMessages(count: number): Promise<ParsedMail[]>;
  close(): Promise<void>;
}

export async function startTestSmtpServer(port = 0): Promise<TestSmtpServer> {
  let refuseWith: number | null = null;
  const waiters: { count: number; resolve: () => void }[] = [];
  const state: TestSmtpServer = {
    url: '',
    port: 0,
    messages: [],
    refusals: 0,
    refuse: (code) => {
      refuseWith = code;
    },
    accept: () => {
      refuseWith = null;
    },
    waitForMessages: (count) =>
      new Promise((resolve) => {
        const check = () => resolve(state.messages.slice(0, count));
        if (state.messages.length >= count) check();
        else waiters.push({ count, resolve: check });
      }),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(_address, _session, callback) {
      if (refuseWith === null) return callback();
      state.refusals += 1;
      const error = Object.assign(new Error('Refused by the test server'), {
        responseCode: refuseWith,
      });
      callback(error);
    },
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((parsed) => {
          state.messages.push(parsed);
          for (const waiter of [...waiters]) {
            if (state.messages.length >= waiter.count) {
              waiters.splice(waiters.indexOf(waiter), 1);
              waiter.resolve();
            }
          }
          callback();
        })
        .catch((error: Error) => callback(error));
    },
  });
  // A client killed mid-conversation (the crash test) resets its connection: not an error here.
  server.on('error', () => undefined);
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  state.port = (server.server.address() as AddressInfo).port;
  state.url = `smtp://127.0.0.1:${state.port}`;
  return state;
}
