import { DASH, formatDate, formatTime } from 'shared-api';

/** SPEC §5: dates show as dd-mm-yyyy in tables, or '-' when empty. */
export function displayDate(value: string | null | undefined): string {
  return formatDate(value) ?? DASH;
}

export function displayTime(value: string | null | undefined): string {
  return formatTime(value) ?? DASH;
}

/** A time input's value trimmed to 'HH:MM'. */
export function timeInputValue(value: string | null | undefined): string {
  const match = /^(\d{2}):(\d{2})/.exec(value ?? '');
  return match ? `${match[1]}:${match[2]}` : '';
}
