/** A Datetime column's value (server-local `YYYY-MM-DD HH:MM:SS.fff`) for an instant. */
export function stamp(at: Date | number): string {
  const date = typeof at === 'number' ? new Date(at) : at;
  const pad = (n: number, width = 2) => String(n).padStart(width, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())} ${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}.${pad(date.getMilliseconds(), 3)}`;
}
