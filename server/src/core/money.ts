// One Indian format for amounts the server writes (instructions, PDFs), as the screens write them.
const WHOLE_RUPEES = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 0 });
const RUPEES_AND_PAISE = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** 100000 → "₹1,00,000", 2500.5 → "₹2,500.50"; "-" when there is no amount. */
export function rupees(value: unknown): string {
  const number = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : NaN;
  if (!Number.isFinite(number)) return '-';
  return Number.isInteger(number) ? WHOLE_RUPEES.format(number) : RUPEES_AND_PAISE.format(number);
}

/** "2026-11-20" or "2026-11-20 10:15:00" → "20-11-2026"; null when it is not a date. */
export function dayMonthYear(value: unknown): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(String(value ?? ''));
  return match ? `${match[3]}-${match[2]}-${match[1]}` : null;
}
