import { createHmac } from 'node:crypto';

/** The WhatsApp Cloud API settings the e2e server is given (playwright.config.ts). */
export const E2E_WHATSAPP = {
  WHATSAPP_PHONE_NUMBER_ID: '100000000000001',
  WHATSAPP_ACCESS_TOKEN: 'e2e-whatsapp-token',
  WHATSAPP_APP_SECRET: 'e2e-whatsapp-app-secret',
  WHATSAPP_VERIFY_TOKEN: 'e2e-verify',
} as const;

/** A status webhook as Meta posts it, signed with the app secret (X-Hub-Signature-256). */
export function whatsAppStatusWebhook(statuses: { id: string; status: string }[]): { body: string; headers: Record<string, string> } {
  const timestamp = String(Math.floor(Date.parse('2026-11-27T12:05:00+05:30') / 1000));
  const body = JSON.stringify({
    object: 'whatsapp_business_account',
    entry: [{ id: '102290129340398', changes: [{ field: 'messages', value: { messaging_product: 'whatsapp', metadata: { phone_number_id: E2E_WHATSAPP.WHATSAPP_PHONE_NUMBER_ID }, statuses: statuses.map((status) => ({ ...status, timestamp, recipient_id: '' })) } }] }],
  });
  const signature = `sha256=${createHmac('sha256', E2E_WHATSAPP.WHATSAPP_APP_SECRET).update(body).digest('hex')}`;
  return { body, headers: { 'content-type': 'application/json', 'x-hub-signature-256': signature } };
}
