#!/usr/bin/env node
// A real SMTP server for the browser tests: the portal delivers its mail here (SMTP_URL), and each
// message is written as JSON to E2E_MAIL_DIR, where the journeys read it (support/mailbox.ts).
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';

const port = Number(process.env.E2E_SMTP_PORT);
const dir = process.env.E2E_MAIL_DIR;
if (!port || !dir) throw new Error('E2E_SMTP_PORT and E2E_MAIL_DIR are required');
let count = 0;
const server = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  logger: false,
  onData(stream, session, callback) {
    const chunks = [];
    stream.on('data', (chunk) => chunks.push(chunk));
    stream.on('end', () => {
      count += 1;
      const mail = { to: session.envelope.rcptTo.map((rcpt) => rcpt.address.toLowerCase()), raw: Buffer.concat(chunks).toString('utf8'), at: Date.now() };
      writeFileSync(path.join(dir, `${Date.now()}-${process.pid}-${count}.json`), JSON.stringify(mail));
      callback();
    });
  },
});
server.listen(port, '127.0.0.1');
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.close(() => process.exit(0)));
