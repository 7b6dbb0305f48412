/*
 * How case values are shown (SPEC §2, §5): dates day-month-year (`dd-mm-yyyy`), `Nil` for a
 * missing value in detail panels and `-` in tables. Values are formatted as they arrive from the
 * server: 'YYYY-MM-DD' dates, 'YYYY-MM-DD HH:mm:ss[.ffffff]' datetimes, 'HH:mm:ss' times.
 */
import { isFlagSet, type Flag } from '../rules/cases/flags';

/** The placeholder for a missing value in a detail panel. */
export const NIL = 'Nil';
/** The placeholder for a missing value in a table cell. */
export const DASH = '-';

const DATE = /^(\d{4})-(\d{2})-(\d{2})/;
const TIME = /(?:^|[T ])(\d{1,2}):(\d{2})(?::\d{2}(?:\.\d+)?)?$/;

function isRealDate(year: number, month: number, day: number): boolean {
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** '2026-11-23' (or a datetime) → '23-11-2026'; null when empty or not a date. */
export function formatDate(value: string | null | undefined): string | null {
  const match = DATE.exec((value ?? '').trim());
  if (!match) return null;
  const [, year, month, day] = match;
  if (!isRealDate(Number(year), Number(month), Number(day))) return null;
  return `${day}-${month}-${year}`;
}

/** A date typed as `dd-mm-yyyy` (also with / or .) → '2026-11-23'; null when it is not a real date. */
export function parseDisplayDate(value: string | null | undefined): string | null {
  const match = /^(\d{1,2})[-/.](\d{1,2})[-/.](\d{4})$/.exec((value ?? '').trim());
  if (!match) return null;
  const [day, month, year] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (!isRealDate(year, month, day)) return null;
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** '14:05:00' → '02:05 PM'; null when empty or not a time. */
export function formatTime(value: string | null | undefined): string | null {
  const match = TIME.exec((value ?? '').trim());
  if (!match) return null;
  const hours = Number(match[1]);
  const minutes = match[2];
  if (hours > 23 || Number(minutes) > 59) return null;
  const suffix = hours < 12 ? 'AM' : 'PM';
  const hour12 = hours % 12 === 0 ? 12 : hours % 12;
  return `${String(hour12).padStart(2, '0')}:${minutes} ${suffix}`;
}

/** '2026-11-23 14:05:00' → '23-11-2026 02:05 PM'; the date alone when there is no time. */
export function formatDateTime(value: string | null | undefined): string | null {
  const date = formatDate(value);
  if (!date) return null;
  const rest = (value ?? '').trim().slice(10);
  const time = rest ? formatTime(rest) : null;
  return time ? `${date} ${time}` : date;
}

const WHOLE_RUPEES = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 0 });
const RUPEES_AND_PAISE = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', minimumFractionDigits: 2 });

/** 150000 → '₹1,50,000', 2500.5 → '₹2,500.50' (Indian grouping); null when empty or not a number. */
export function formatAmount(value: number | string | null | undefined): string | null {
  if (value === null || value === undefined || value === '') return null;
  const number = typeof value === 'number' ? value : Number(value);
  if (!Number.isFinite(number)) return null;
  return Number.isInteger(number) ? WHOLE_RUPEES.format(number) : RUPEES_AND_PAISE.format(number);
}

/** A text value trimmed, or null when empty. */
export function textOrNull(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  const text = String(value).trim();
  return text ? text : null;
}

/** Check fields as the summary shows them: Yes / No. */
export function yesNo(flag: Flag): 'Yes' | 'No' {
  return isFlagSet(flag) ? 'Yes' : 'No';
}
