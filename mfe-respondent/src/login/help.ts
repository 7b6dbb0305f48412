import { api, type FrappeClient } from 'shared-api';

/** The case manager's help line (SPEC §2 "A help phone number is shown"), as the deployment sets it. */
export interface HelpPhone {
  /** As configured, e.g. "+91 22 4000 1234". */
  display: string;
  /** For the tel: link: digits with a leading + if it has one. */
  tel: string;
}

/** A help line from the server's `help_phone`; null when the deployment has none (or it holds no number). */
export function helpPhoneFrom(value: unknown): HelpPhone | null {
  if (typeof value !== 'string') return null;
  const display = value.trim();
  const digits = display.replace(/\D/g, '');
  if (digits.length < 3) return null;
  return { display, tel: `${display.startsWith('+') ? '+' : ''}${digits}` };
}

/** The deployment's help line (`get_portal_settings`, open to guests); null when there is none. */
export async function loadHelpPhone(client: FrappeClient = api): Promise<HelpPhone | null> {
  const settings = await client.call('get_portal_settings', undefined, { httpMethod: 'GET' });
  return helpPhoneFrom(settings?.help_phone);
}
