/**
 * `YYYY-MM-DD` of a date in local time, the value a date input takes (`max={isoDate(new Date())}`).
 * A module of its own: a screen that only needs today's date does not load the date field's inputs.
 */
export function isoDate(date: Date): string {
  const month = String(date.getMonth() + 1).padStart(2, '0');
  const day = String(date.getDate()).padStart(2, '0');
  return `${date.getFullYear()}-${month}-${day}`;
}
