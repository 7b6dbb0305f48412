import { DASH, formatDate, formatTime } from 'shared-api';

/** SPEC §5: dates show as dd-mm-yyyy in tables, or '-' when empty. */
export function displayDate(value: string | null | undefined): string {
  return formatDate(value) ?? DASH;
}

export function displayTime(value: string | null | undefined): string {
  return formatTime(value) ?? DASH;
}

/** Today's date in the person's own time zone, 'YYYY-MM-DD'. */
export function todayIso(now: Date = new Date()): string {
  const month = String(now.getMonth() + 1).padStart(2, '0');
  const day = String(now.getDate()).padStart(2, '0');
  return `${now.getFullYear()}-${month}-${day}`;
}

/** A time input's value trimmed to 'HH:MM'. */
export function timeInputValue(value: string | null | undefined): string {
  const match = /^(\d{2}):(\d{2})/.exec(value ?? '');
  return match ? `${match[1]}:${match[2]}` : '';
}
