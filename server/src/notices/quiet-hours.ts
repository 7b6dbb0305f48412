/*
 * When a notice may reach a borrower. RBI's directions on recovery agents (circular
 * RBI/2022-23/108, "Outsourcing of Financial Services – Responsibilities of regulated entities
 * employing Recovery Agents", 12-08-2022) forbid contacting borrowers before 08:00 or after 19:00;
 * the portal holds every text, WhatsApp message and e-mail of a recovery dispute to that window,
 * in India's time, and queues the rest for the next opening. Post is not a contact at the door and
 * is not held.
 */

/** IST is UTC+05:30 all year (no daylight saving). */
const IST_OFFSET_MS = (5 * 60 + 30) * 60 * 1000;
export const QUIET_HOURS = { opensAt: 8, closesAt: 19 } as const;

/** The hour and minute in India at this instant. */
export function indianClock(at: Date): { hour: number; minute: number } {
  const shifted = new Date(at.getTime() + IST_OFFSET_MS);
  return { hour: shifted.getUTCHours(), minute: shifted.getUTCMinutes() };
}

/** True from 08:00:00 up to (not including) 19:00:00 IST. */
export function mayContactAt(at: Date): boolean {
  const { hour } = indianClock(at);
  return hour >= QUIET_HOURS.opensAt && hour < QUIET_HOURS.closesAt;
}

/** `at` itself inside the window, else the next 08:00 IST. */
export function nextContactTime(at: Date): Date {
  if (mayContactAt(at)) return at;
  const shifted = new Date(at.getTime() + IST_OFFSET_MS);
  const opening = Date.UTC(shifted.getUTCFullYear(), shifted.getUTCMonth(), shifted.getUTCDate(), QUIET_HOURS.opensAt) - IST_OFFSET_MS;
  // Before 08:00 it is today's opening; after 19:00, tomorrow's.
  return new Date(opening > at.getTime() ? opening : opening + 24 * 60 * 60 * 1000);
}

const IST_FORMAT = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Asia/Kolkata',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hour12: false,
});

/** "28-11-2026 14:05 IST": how the affidavit and the screens write an instant. */
export function istDateTime(at: Date | null): string {
  if (!at || Number.isNaN(at.getTime())) return '-';
  const parts = Object.fromEntries(IST_FORMAT.formatToParts(at).map((part) => [part.type, part.value]));
  return `${parts.day}-${parts.month}-${parts.year} ${parts.hour === '24' ? '00' : parts.hour}:${parts.minute} IST`;
}

/** A stored Datetime (server-local `YYYY-MM-DD HH:MM:SS[.ffffff]`) as an instant. */
export function instantOf(value: unknown): Date | null {
  if (value instanceof Date) return value;
  if (typeof value !== 'string' || value.trim() === '') return null;
  const at = new Date(value.trim().replace(' ', 'T'));
  return Number.isNaN(at.getTime()) ? null : at;
}
