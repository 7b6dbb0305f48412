import { formatAmount, formatDate, formatDateTime, formatTime, parseDisplayDate, textOrNull, yesNo } from './format';

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
