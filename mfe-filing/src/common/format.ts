/** SPEC §2: dates day-month-year: '2024-03-05' → '05-03-2024'; null when empty or not a date. */
export function dayMonthYear(value: string | null | undefined): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec((value ?? '').trim());
  return match ? `${match[3]}-${match[2]}-${match[1]}` : null;
}

const RUPEES = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 2 });

/** 150000 → '1,50,000' (Indian grouping); null when empty or not a number. */
export function indianNumber(value: string | number | null | undefined): string | null {
  if (value === null || value === undefined || value === '') return null;
  const number = Number(value);
  return Number.isFinite(number) ? RUPEES.format(number) : null;
}
