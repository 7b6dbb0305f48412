import { defineConfig, devices } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { E2E_WHATSAPP } from './support/whatsapp';

// The config is evaluated by the runner and again by each worker; the first evaluation picks a
// free port and a fresh data folder and hands them to the workers through the environment.
process.env.E2E_PORT ??= execFileSync(process.execPath, [
  '-e',
  "const s=require('net').createServer().listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})",
])
  .toString()
  .trim();
process.env.E2E_DATA_DIR ??= mkdtempSync(path.join(tmpdir(), 'odr-e2e-'));
// A real SMTP server receives the portal's mail; journeys read it from this folder (support/mailbox.ts).
process.env.E2E_SMTP_PORT ??= execFileSync(process.execPath, [
  '-e',
  "const s=require('net').createServer().listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})",
])
  .toString()
  .trim();
process.env.E2E_MAIL_DIR ??= mkdtempSync(path.join(tmpdir(), 'odr-e2e-mail-'));
// A WhatsApp Cloud API stand-in takes the notices; journeys post its signed status webhooks.
process.env.E2E_WHATSAPP_PORT ??= execFileSync(process.execPath, [
  '-e',
  "const s=require('net').createServer().listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})",
])
  .toString()
  .trim();
const WHATSAPP = E2E_WHATSAPP;

const port = Number(process.env.E2E_PORT);
const baseURL = `http://127.0.0.1:${port}`;
const root = path.resolve(__dirname, '..');

export default defineConfig({
  testDir: './tests',
  outputDir: '../test-results',
  fullyParallel: false,
  workers: 2,
  retries: 0,
  // Journeys log in and walk several screens; on a 2-core CI machine several take 25–30 s.
  timeout: 60_000,
  // A first screen after a navigation may take a while to arrive on a busy 2-core machine.
  expect: { timeout: 20_000 },
  reporter: 'list',
  use: {
    baseURL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
    },
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], channel: undefined } },
  ],
  webServer: [
    {
      command: 'node e2e/support/smtp-sink.mjs',
      cwd: root,
      port: Number(process.env.E2E_SMTP_PORT),
      reuseExistingServer: false,
      env: { E2E_SMTP_PORT: process.env.E2E_SMTP_PORT, E2E_MAIL_DIR: process.env.E2E_MAIL_DIR },
    },
    {
      command: 'node e2e/support/whatsapp-sink.mjs',
      cwd: root,
      port: Number(process.env.E2E_WHATSAPP_PORT),
      reuseExistingServer: false,
      env: { E2E_WHATSAPP_PORT: process.env.E2E_WHATSAPP_PORT, ...WHATSAPP },
    },
    {
      command: 'node scripts/serve-e2e.mjs',
      cwd: root,
      url: `${baseURL}/api/method/ping`,
      // Start-up (PGlite and demo data) takes minutes on a loaded machine.
      timeout: 300_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      env: {
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: process.env.E2E_DATA_DIR,
        // A fresh embedded database every run, whatever the machine's DATABASE_URL says.
        DATABASE_URL: '',
        DEMO_DATA: '1',
        NODE_ENV: 'test',
        // The journeys check the demo help line, whatever the machine's settings say.
        HELP_PHONE: '',
        // …and the demo certificate chain signs the PDFs, whatever signing settings the machine has.
        SIGNING_P12_FILE: '',
        SIGNING_TSA_URL: '',
        // …and the demo account filing fees are paid into.
        INSTITUTION_BANK_ACCOUNT_NAME: '',
        INSTITUTION_BANK_ACCOUNT_NUMBER: '',
        INSTITUTION_BANK_IFSC: '',
        INSTITUTION_BANK_NAME: '',
        INSTITUTION_BANK_BRANCH: '',
        SMTP_URL: `smtp://127.0.0.1:${process.env.E2E_SMTP_PORT}`,
        // Notices: WhatsApp through the stand-in; SMS in the outbox; noon IST, whatever the hour of the run.
        ...WHATSAPP,
        WHATSAPP_API_URL: `http://127.0.0.1:${process.env.E2E_WHATSAPP_PORT}`,
        NOTICES_PUBLIC_URL: baseURL,
        NOTICES_NOW: '2026-11-27T12:00:00+05:30',
        TWILIO_ACCOUNT_SID: '',
        // Every journey signs up from this one machine: the onboarding specs alone create 9 accounts
        // with 19 identity codes (production allows 10 and 20 per address per hour), so the suite
        // gets room; the limits themselves are tested in the server's auth/rate-limit-env.test.ts.
        SIGNUPS_PER_IP_PER_HOUR: '100',
        SIGNUP_STARTS_PER_IP_PER_HOUR: '200',
        IDENTITY_CODES_PER_IP_PER_HOUR: '400',
      },
    },
  ],
});
