/** SPEC §5: dates show as dd-mm-yyyy, or '-' when empty. */
export function displayDate(value: string | null | undefined): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(value ?? '');
  return match ? `${match[3]}-${match[2]}-${match[1]}` : '-';
}

/** 'HH:MM:SS' as 'HH:MM'; '-' when empty. */
export function displayTime(value: string | null | undefined): string {
  const match = /^(\d{1,2}):(\d{2})/.exec(value ?? '');
  return match ? `${match[1].padStart(2, '0')}:${match[2]}` : '-';
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
