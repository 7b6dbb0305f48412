import { formatAmount, formatCount, formatDate, formatDateTime, formatTime, parseDisplayDate, textOrNull, yesNo } from './format';

describe('formatDate', () => {
  it('shows a server date day-month-year', () => {
    expect(formatDate('2026-11-23')).toBe('23-11-2026');
  });
  it('reads the date part of a datetime', () => {
    expect(formatDate('2026-01-05 14:05:00.123456')).toBe('05-01-2026');
  });
  it('gives null for empty or impossible dates', () => {
    expect(formatDate(null)).toBeNull();
    expect(formatDate('')).toBeNull();
    expect(formatDate('2026-02-30')).toBeNull();
    expect(formatDate('23/11/2026')).toBeNull();
  });
});

describe('formatTime', () => {
  it('shows a 12-hour time', () => {
    expect(formatTime('14:05:00')).toBe('02:05 PM');
    expect(formatTime('00:30')).toBe('12:30 AM');
    expect(formatTime('12:00:00')).toBe('12:00 PM');
  });
  it('gives null for nonsense', () => {
    expect(formatTime('25:00:00')).toBeNull();
    expect(formatTime(undefined)).toBeNull();
  });
});

describe('formatDateTime', () => {
  it('joins date and time', () => {
    expect(formatDateTime('2026-11-23 09:15:00')).toBe('23-11-2026 09:15 AM');
  });
  it('shows the date alone when there is no time', () => {
    expect(formatDateTime('2026-11-23')).toBe('23-11-2026');
  });
});

describe('formatCount', () => {
  it('groups counts the Indian way, without a currency', () => {
    expect(formatCount(9038)).toBe('9,038');
    expect(formatCount(123456)).toBe('1,23,456');
    expect(formatCount(10000000)).toBe('1,00,00,000');
    expect(formatCount(57)).toBe('57');
  });
});

describe('formatAmount', () => {
  it('groups rupees the Indian way', () => {
    expect(formatAmount(150000)).toBe('₹1,50,000');
    expect(formatAmount('2500.5')).toBe('₹2,500.50');
  });
  it('gives null for empty or non-numbers', () => {
    expect(formatAmount(null)).toBeNull();
    expect(formatAmount('')).toBeNull();
    expect(formatAmount('abc')).toBeNull();
  });
  it('keeps zero', () => {
    expect(formatAmount(0)).toBe('₹0');
  });
});

describe('in each language', () => {
  it.each(['en', 'hi'])('%s: ₹ with Indian grouping, Latin digits, paise, negatives, zero and crores', (language) => {
    expect(formatAmount(100000, language)).toBe('₹1,00,000');
    expect(formatAmount(10000000, language)).toBe('₹1,00,00,000');
    expect(formatAmount(123456789.5, language)).toBe('₹12,34,56,789.50');
    expect(formatAmount('0.05', language)).toBe('₹0.05');
    expect(formatAmount(-150000, language)).toBe('-₹1,50,000');
    expect(formatAmount(-2500.75, language)).toBe('-₹2,500.75');
    expect(formatAmount(0, language)).toBe('₹0');
    expect(formatAmount(-0, language)).toBe('₹0');
    expect(formatAmount(999, language)).toBe('₹999');
    expect(formatAmount('  ', language)).toBeNull();
    expect(formatAmount(Number.NaN, language)).toBeNull();
    expect(formatAmount(Number.POSITIVE_INFINITY, language)).toBeNull();
  });

  it.each(['en', 'hi'])('%s: dates DD-MM-YYYY', (language) => {
    expect(formatDate('2026-11-23', language)).toBe('23-11-2026');
    expect(formatDate('2026-13-01', language)).toBeNull();
    expect(formatDate('not a date', language)).toBeNull();
  });

  it('Hindi says before / after noon in Hindi', () => {
    expect(formatTime('14:05:00', 'hi')).toBe('02:05 अपराह्न');
    expect(formatTime('09:15', 'hi')).toBe('09:15 पूर्वाह्न');
    expect(formatDateTime('2026-11-23 09:15:00', 'hi')).toBe('23-11-2026 09:15 पूर्वाह्न');
    expect(formatTime('14:05:00', 'mr')).toBe('02:05 PM');
  });
});

describe('instants are shown as the day and time in India (IST, UTC+05:30)', () => {
  it('crosses the day at 18:30 UTC', () => {
    expect(formatDate('2026-11-22T18:29:59Z')).toBe('22-11-2026');
    expect(formatDate('2026-11-22T18:30:00Z')).toBe('23-11-2026');
    expect(formatDate(new Date('2026-12-31T18:30:00.000Z'))).toBe('01-01-2027');
    expect(formatDate('2026-11-23T00:10:00+05:30')).toBe('23-11-2026');
    expect(formatDateTime('2026-11-22T20:00:00Z')).toBe('23-11-2026 01:30 AM');
  });
  it('leaves the server\'s own zone-less values as they are', () => {
    expect(formatDate('2026-11-22 23:59:59')).toBe('22-11-2026');
    expect(formatDateTime('2026-11-22 23:59:59')).toBe('22-11-2026 11:59 PM');
  });
  it('gives null for an invalid Date or time', () => {
    expect(formatDate(new Date('nonsense'))).toBeNull();
    expect(formatDateTime(new Date(Number.NaN))).toBeNull();
    expect(formatDate('2026-02-30T10:00:00Z')).toBeNull();
    expect(formatDate(undefined)).toBeNull();
  });
});

describe('textOrNull and yesNo', () => {
  it('trims and drops empty text', () => {
    expect(textOrNull('  Pune ')).toBe('Pune');
    expect(textOrNull('   ')).toBeNull();
    expect(textOrNull(0)).toBe('0');
  });
  it('reads check fields as Yes / No', () => {
    expect(yesNo(1)).toBe('Yes');
    expect(yesNo('1')).toBe('Yes');
    expect(yesNo(0)).toBe('No');
    expect(yesNo(null)).toBe('No');
  });
});

describe('parseDisplayDate', () => {
  it.each([
    ['31-01-2026', '2026-01-31'],
    ['1/2/2026', '2026-02-01'],
    [' 29.02.2024 ', '2024-02-29'],
    ['29-02-2025', null],
    ['2026-01-31', null],
    ['', null],
  ])('%s → %s', (typed, expected) => {
    expect(parseDisplayDate(typed)).toBe(expected);
  });
});
