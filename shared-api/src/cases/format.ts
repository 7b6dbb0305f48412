/*
 * How case values are shown (SPEC §2, §5): dates day-month-year (`dd-mm-yyyy`), `Nil` for a
 * missing value in detail panels and `-` in tables. Values are formatted as they arrive from the
 * server: 'YYYY-MM-DD' dates, 'YYYY-MM-DD HH:mm:ss[.ffffff]' datetimes, 'HH:mm:ss' times.
 */
import { isFlagSet, type Flag } from '../rules/cases/flags';

/**
 * The portal's language a value is shown in ('en', 'hi'; the screens pass theirs). Dates stay
 * DD-MM-YYYY and amounts ₹ with Indian grouping (1,00,000; 1,00,00,000) and Latin digits in every
 * language, as Indian court papers write them; only words (AM/PM) change.
 */
export type DisplayLanguage = string;

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

/** India keeps one zone all year, UTC+05:30 (no daylight saving), so an offset is exact and costs no Intl data. */
const IST_OFFSET_MS = 330 * 60_000;

/** An instant written with its zone ('…T18:30:00Z', '…+05:30'): the server's own values carry none. */
const ZONED = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})$/i;

/** A Date or a zoned ISO time as 'YYYY-MM-DD HH:mm' in India; server values pass through unchanged. */
function inIndia(value: string | Date | null | undefined): string {
  let ms: number;
  if (value instanceof Date) {
    ms = value.getTime();
  } else {
    const text = (value ?? '').trim();
    if (!ZONED.test(text)) return text;
    // Date would roll 30 February over into March.
    const [year, month, day] = text.slice(0, 10).split('-').map(Number);
    if (!isRealDate(year!, month!, day!)) return '';
    ms = Date.parse(text);
  }
  if (Number.isNaN(ms)) return '';
  return new Date(ms + IST_OFFSET_MS).toISOString().slice(0, 16).replace('T', ' ');
}

/**
 * '2026-11-23' (or a datetime) → '23-11-2026' in every language; null when empty or not a date.
 * A Date or a time with a zone ('2026-11-22T18:30:00Z') is shown as the day it is in India (IST).
 */
export function formatDate(value: string | Date | null | undefined, _language?: DisplayLanguage): string | null {
  const match = DATE.exec(inIndia(value));
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

/** Before and after noon in each language; English for any other. */
const DAY_HALVES: Record<string, readonly [string, string]> = { en: ['AM', 'PM'], hi: ['पूर्वाह्न', 'अपराह्न'] };

/** '14:05:00' → '02:05 PM' ('02:05 अपराह्न' in Hindi); null when empty or not a time. */
export function formatTime(value: string | null | undefined, language: DisplayLanguage = 'en'): string | null {
  const match = TIME.exec((value ?? '').trim());
  if (!match) return null;
  const hours = Number(match[1]);
  const minutes = match[2];
  if (hours > 23 || Number(minutes) > 59) return null;
  const [am, pm] = DAY_HALVES[language] ?? DAY_HALVES.en!;
  const suffix = hours < 12 ? am : pm;
  const hour12 = hours % 12 === 0 ? 12 : hours % 12;
  return `${String(hour12).padStart(2, '0')}:${minutes} ${suffix}`;
}

/** '2026-11-23 14:05:00' → '23-11-2026 02:05 PM'; the date alone when there is no time. A Date or zoned time in IST. */
export function formatDateTime(value: string | Date | null | undefined, language: DisplayLanguage = 'en'): string | null {
  const local = inIndia(value);
  const date = formatDate(local);
  if (!date) return null;
  const rest = local.slice(10);
  const time = rest ? formatTime(rest, language) : null;
  return time ? `${date} ${time}` : date;
}

// The same Indian format in every language: hi-IN would write the same ₹1,00,000 with Latin digits,
// and one format keeps the screens' first load small.
const WHOLE_RUPEES = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 0 });
const RUPEES_AND_PAISE = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', minimumFractionDigits: 2, maximumFractionDigits: 2 });

/**
 * 150000 → '₹1,50,000', 2500.5 → '₹2,500.50', -150000 → '-₹1,50,000' (Indian grouping, in every
 * language); null when empty or not a number.
 */
export function formatAmount(value: number | string | null | undefined, _language?: DisplayLanguage): string | null {
  if (value === null || value === undefined || (typeof value === 'string' && value.trim() === '')) return null;
  const number = typeof value === 'number' ? value : Number(value);
  if (!Number.isFinite(number)) return null;
  // -0 would print as "-₹0".
  return Number.isInteger(number) ? WHOLE_RUPEES.format(number === 0 ? 0 : number) : RUPEES_AND_PAISE.format(number);
}

const COUNT = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 0 });

/** 123456 → '1,23,456': a count with Indian grouping, in every language (as amounts are). */
export function formatCount(value: number): string {
  return COUNT.format(value);
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
