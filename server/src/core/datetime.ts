import { DataError } from './errors';

/**
 * Frappe's wire formats, in server-local time without a zone:
 * Datetime `YYYY-MM-DD HH:MM:SS.ffffff`, Date `YYYY-MM-DD`, Time `HH:MM:SS`.
 */
const pad = (n: number, width = 2): string => String(n).padStart(width, '0');

let lastMicros = 0;

/**
 * The current local time with microseconds. Strictly increasing within the process, so
 * `creation desc` orders documents created in the same millisecond by insertion.
 */
export function nowDatetime(): string {
  const micros = Math.max(Date.now() * 1000, lastMicros + 1);
  lastMicros = micros;
  const date = new Date(Math.floor(micros / 1000));
  return `${formatLocalDate(date)} ${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}.${pad(micros % 1_000_000, 6)}`;
}

export function today(): string {
  return formatLocalDate(new Date());
}

function formatLocalDate(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** PostgreSQL prints `2026-01-02 03:04:05.12`; Frappe always sends six fraction digits. */
export function formatDatetime(value: string): string {
  const [datePart, timePart = '00:00:00'] = value.split(' ');
  const [clock, fraction = ''] = timePart.split('.');
  return `${datePart} ${clock}.${fraction.padEnd(6, '0').slice(0, 6)}`;
}

export function formatTime(value: string): string {
  return value.split('.')[0];
}

function isValidDate(year: number, month: number, day: number): boolean {
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

const DATE = /^(\d{4})-(\d{2})-(\d{2})/;
const DATETIME =
  /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,9}))?)?)?(Z|[+-]\d{2}:?\d{2})?$/;
const TIME = /^(\d{1,2}):(\d{2})(?::(\d{2})(?:\.\d{1,9})?)?$/;

/** A date, or a datetime whose date part is taken (as Frappe's getdate does). */
export function parseDateInput(value: string, label: string): string {
  const match = DATE.exec(value.trim());
  if (!match || !isValidDate(+match[1], +match[2], +match[3]) || !DATETIME.test(value.trim())) {
    throw new DataError(`${label}: "${value}" is not a valid date (expected YYYY-MM-DD)`);
  }
  return `${match[1]}-${match[2]}-${match[3]}`;
}

/**
 * A naive datetime is kept as given (server-local); one with `Z` or an offset is converted to
 * server-local time, so all stored values share one zone.
 */
export function parseDatetimeInput(value: string, label: string): string {
  const text = value.trim();
  const match = DATETIME.exec(text);
  const invalid = () => new DataError(`${label}: "${value}" is not a valid datetime (expected YYYY-MM-DD HH:MM:SS)`);
  if (!match || !isValidDate(+match[1], +match[2], +match[3])) throw invalid();
  const [, y, mo, d, h = '00', mi = '00', s = '00', fraction = '', zone] = match;
  if (+h > 23 || +mi > 59 || +s > 59) throw invalid();
  if (zone) {
    const date = new Date(text.replace(' ', 'T'));
    if (Number.isNaN(date.getTime())) throw invalid();
    const micros = fraction.padEnd(6, '0').slice(0, 6);
    return `${formatLocalDate(date)} ${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}.${micros}`;
  }
  return `${y}-${mo}-${d} ${h}:${mi}:${s}.${fraction.padEnd(6, '0').slice(0, 6)}`;
}

export function parseTimeInput(value: string, label: string): string {
  const match = TIME.exec(value.trim());
  if (!match || +match[1] > 23 || +match[2] > 59 || +(match[3] ?? 0) > 59) {
    throw new DataError(`${label}: "${value}" is not a valid time (expected HH:MM:SS)`);
  }
  return `${pad(+match[1])}:${match[2]}:${match[3] ?? '00'}`;
}
