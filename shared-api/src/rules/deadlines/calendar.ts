/*
 * Calendar arithmetic on ISO dates (`YYYY-MM-DD`), the form the server stores. Statutory periods
 * run in calendar months and days, in India's time zone: a date is a day in India, never an
 * instant, so nothing here depends on the machine's zone.
 */

const ISO = /^(\d{4})-(\d{2})-(\d{2})$/;
const DAY_MS = 24 * 60 * 60 * 1000;
/** India has one zone, UTC+05:30, with no daylight saving. */
const INDIA_OFFSET_MS = (5 * 60 + 30) * 60 * 1000;

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

function parts(iso: string): [number, number, number] {
  const match = ISO.exec(iso);
  if (!match) throw new RangeError(`"${iso}" is not a date (expected YYYY-MM-DD)`);
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const probe = new Date(Date.UTC(year, month - 1, day));
  if (probe.getUTCMonth() !== month - 1 || probe.getUTCDate() !== day) throw new RangeError(`"${iso}" is not a date`);
  return [year, month, day];
}

const fromUtc = (date: Date) => `${pad(date.getUTCFullYear(), 4)}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;

/** True for a real calendar date written `YYYY-MM-DD`. */
export function isIsoDate(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  try {
    parts(value);
    return true;
  } catch {
    return false;
  }
}

/** The date in India at `now` (default: this moment). */
export function todayInIndia(now: Date = new Date()): string {
  return fromUtc(new Date(now.getTime() + INDIA_OFFSET_MS));
}

/**
 * `months` calendar months after `iso`; a day the target month lacks becomes its last day
 * (31 January + 1 month = 28 or 29 February), as the General Clauses Act reads a "month".
 */
export function addCalendarMonths(iso: string, months: number): string {
  const [year, month, day] = parts(iso);
  const index = year * 12 + (month - 1) + months;
  const targetYear = Math.floor(index / 12);
  const targetMonth = index - targetYear * 12;
  const lastDay = new Date(Date.UTC(targetYear, targetMonth + 1, 0)).getUTCDate();
  return fromUtc(new Date(Date.UTC(targetYear, targetMonth, Math.min(day, lastDay))));
}

export function addCalendarDays(iso: string, days: number): string {
  const [year, month, day] = parts(iso);
  return fromUtc(new Date(Date.UTC(year, month - 1, day) + days * DAY_MS));
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  const [y1, m1, d1] = parts(from);
  const [y2, m2, d2] = parts(to);
  return Math.round((Date.UTC(y2, m2 - 1, d2) - Date.UTC(y1, m1 - 1, d1)) / DAY_MS);
}
