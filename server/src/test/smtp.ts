import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  to: string[];
  raw: string;
}

export interface TestSmtp {
  server: SMTPServer;
  port: number;
  /** What it accepted, in order. */
  received: ReceivedMail[];
  /** `down`: every connection answered 421; `deferred`: recipients refused for now (451). */
  state: { down: boolean; deferred: Set<string> };
  close(): Promise<void>;
}

/**
 * A real SMTP server on a free port for the mail tests. Mail to bounce@… addresses is refused for
 * good (550, as a mailbox that does not exist); `state` makes it fail for a while, as a server
 * being restarted (421) or greylisting (451) does.
 */
export async function startSmtp(): Promise<TestSmtp> {
  const state = { down: false, deferred: new Set<string>() };
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onConnect(_session, callback) {
      if (state.down) return callback(Object.assign(new Error('Service not available, try again later'), { responseCode: 421 }));
      callback();
    },
    onRcptTo(address, _session, callback) {
      if (address.address.startsWith('bounce@')) return callback(Object.assign(new Error('550 5.1.1 Mailbox does not exist'), { responseCode: 550 }));
      if (state.deferred.has(address.address)) return callback(Object.assign(new Error('4.7.1 Greylisted, try again later'), { responseCode: 451 }));
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({ to: session.envelope.rcptTo.map((rcpt) => rcpt.address), raw: Buffer.concat(chunks).toString('utf8') });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    server,
    state,
    received,
    port: (server.server.address() as AddressInfo).port,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
