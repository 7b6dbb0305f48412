import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect } from '@playwright/test';

interface Mail {
  to: string[];
  raw: string;
  at: number;
}

/** Mail the test SMTP server received for an address, oldest first. */
export function mailsTo(address: string): Mail[] {
  const dir = process.env.E2E_MAIL_DIR;
  if (!dir) throw new Error('E2E_MAIL_DIR is not set (see playwright.config.ts)');
  return readdirSync(dir)
    .filter((file) => file.endsWith('.json'))
    .map((file) => JSON.parse(readFileSync(path.join(dir, file), 'utf8')) as Mail)
    .filter((mail) => mail.to.includes(address.toLowerCase()))
    .sort((a, b) => a.at - b.at);
}

/** Waits for the sign-up mail and returns the password it carries. */
export async function mailedPassword(address: string): Promise<string> {
  let password = '';
  await expect
    .poll(() => {
      const mail = mailsTo(address).find((candidate) => /Password: /.test(candidate.raw));
      password = mail ? (/Password: (\S+)/.exec(mail.raw)?.[1] ?? '') : '';
      return password;
    }, { message: `the password mail to ${address}`, timeout: 15_000 })
    .not.toBe('');
  return password;
}

/** Waits for the newest verification code mailed to an address (sign-up and profile e-mail proof). */
export async function mailedCode(address: string, after = 0): Promise<string> {
  let code = '';
  await expect
    .poll(() => {
      const mail = mailsTo(address)
        .filter((candidate) => candidate.at >= after)
        .reverse()
        .find((candidate) => /verification code is \d{6}/.test(candidate.raw));
      code = mail ? (/verification code is (\d{6})/.exec(mail.raw)?.[1] ?? '') : '';
      return code;
    }, { message: `a verification code mailed to ${address}`, timeout: 15_000 })
    .not.toBe('');
  return code;
}
