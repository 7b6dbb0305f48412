import { addCalendarDays, addCalendarMonths, daysBetween, isIsoDate, todayInIndia } from './calendar';
import { claimClock, completesPleadings, deadlineFilters, deadlineUrgency, disputeClock, reminderDue } from './statutory-clock';

describe('addCalendarMonths', () => {
  it.each([
    ['2025-01-31', 1, '2025-02-28'], // month end clamps to the shorter month
    ['2024-01-31', 1, '2024-02-29'], // leap year
    ['2024-02-29', 12, '2025-02-28'], // a leap day a year on
    ['2024-02-29', 48, '2028-02-29'],
    ['2025-08-31', 6, '2026-02-28'], // the six months of s.23(4) from a month end
    ['2025-03-15', 6, '2025-09-15'],
    ['2025-07-31', 6, '2026-01-31'],
    ['2025-09-30', 12, '2026-09-30'], // the twelve months of s.29A(1)
    ['2025-08-31', 18, '2027-02-28'], // twelve plus a six-month consented extension
    ['2025-11-30', 3, '2026-02-28'],
    ['2025-12-15', 1, '2026-01-15'], // across a year end
    ['2025-03-31', -1, '2025-02-28'],
    ['2025-05-10', 0, '2025-05-10'],
  ])('%s + %i months = %s', (from, months, expected) => {
    expect(addCalendarMonths(from, months)).toBe(expected);
  });

  it('refuses what is not a date', () => {
    expect(() => addCalendarMonths('2025-02-30', 1)).toThrow(RangeError);
    expect(() => addCalendarMonths('31-01-2025', 1)).toThrow(RangeError);
  });
});

describe('addCalendarDays and daysBetween', () => {
  it.each([
    ['2025-01-01', 120, '2025-05-01'], // s.18: 120 days
    ['2024-01-01', 120, '2024-04-30'], // leap February
    ['2025-11-15', 180, '2026-05-14'], // 120 + 60 days by consent, across a year end
    ['2025-03-01', -1, '2025-02-28'],
  ])('%s + %i days = %s', (from, days, expected) => {
    expect(addCalendarDays(from, days)).toBe(expected);
    expect(daysBetween(from, expected)).toBe(days);
  });

  it('tells real dates', () => {
    expect(isIsoDate('2024-02-29')).toBe(true);
    expect(isIsoDate('2025-02-29')).toBe(false);
    expect(isIsoDate(null)).toBe(false);
  });
});

describe('todayInIndia', () => {
  it.each([
    ['2025-03-31T18:29:59Z', '2025-03-31'], // 23:59:59 in India
    ['2025-03-31T18:30:00Z', '2025-04-01'], // midnight in India, still the 31st in UTC
    ['2025-12-31T20:00:00Z', '2026-01-01'],
  ])('%s is %s in India', (instant, expected) => {
    expect(todayInIndia(new Date(instant))).toBe(expected);
  });
});

describe('claimClock', () => {
  const base = { stage: 'Issuance of Notice', appointment_notified_on: '2025-08-31', pleadings_completed_on: null, award_extension_months: 0, today: '2025-10-01' };

  it('has no clock before an arbitrator is notified', () => {
    expect(claimClock({ ...base, stage: 'Draft', appointment_notified_on: null })).toEqual({
      pleadings_due_on: null,
      award_due_on: null,
      mandate_status: null,
      next_deadline_on: null,
      next_deadline_kind: null,
    });
  });

  it('runs six months for the pleadings from the notice of appointment', () => {
    expect(claimClock(base)).toEqual({
      pleadings_due_on: '2026-02-28',
      award_due_on: null,
      mandate_status: 'Running',
      next_deadline_on: '2026-02-28',
      next_deadline_kind: 'Pleadings',
    });
  });

  it.each([
    [0, '2026-01-31', 'Running'],
    [3, '2026-04-30', 'Extended by consent'],
    [6, '2026-07-31', 'Extended by consent'],
    [9, '2026-07-31', 'Extended by consent'], // the parties cannot consent beyond six months
  ])('gives the award twelve months from the pleadings, plus %i months by consent', (months, due, mandate) => {
    const clock = claimClock({ ...base, stage: 'First Hearing', pleadings_completed_on: '2025-01-31', award_extension_months: months });
    expect(clock.award_due_on).toBe(due);
    expect(clock.mandate_status).toBe(mandate);
    expect(clock.next_deadline_kind).toBe('Award');
    expect(clock.next_deadline_on).toBe(due);
  });

  it('needs a court once the award date has passed without an award', () => {
    const clock = claimClock({ ...base, stage: 'Final Hearing', pleadings_completed_on: '2024-06-30', award_extension_months: 6, today: '2025-12-31' });
    expect(clock.award_due_on).toBe('2025-12-30');
    expect(clock.mandate_status).toBe('Needs court extension');
    expect(clock.next_deadline_on).toBe('2025-12-30');
  });

  it.each(['Award', 'Award Dispatched', 'Completed', 'Settled'])('stops at %s', (stage) => {
    const clock = claimClock({ ...base, stage, pleadings_completed_on: '2024-06-30', today: '2026-12-31' });
    expect(clock.mandate_status).toBe('Award made');
    expect(clock.next_deadline_on).toBeNull();
  });
});

describe('completesPleadings', () => {
  it.each([
    ['Additional Pleading', false],
    ['Awaiting Reply', false],
    ['On hold', false],
    ['First Hearing', true],
    ['Final Hearing', true],
    ['Award', true],
  ])('%s → %s', (stage, expected) => {
    expect(completesPleadings(stage)).toBe(expected);
  });
});

describe('disputeClock', () => {
  it.each([
    [0, 0, '2025-05-01'],
    [1, 30, '2025-05-31'],
    [1, 60, '2025-06-30'],
    [1, 90, '2025-06-30'], // consent extends by 60 days at most
    [0, 60, '2025-05-01'], // asked, not granted
  ])('120 days from the first appearance, extended %i by %i days', (extended, days, due) => {
    const clock = disputeClock({ stage: 'Hearing', first_appearance_on: '2025-01-01', is_extended: extended, no_of_days_extended: days });
    expect(clock).toEqual({ mediation_due_on: due, next_deadline_on: due, next_deadline_kind: 'Mediation' });
  });

  it('has no deadline before a first appearance, nor after the mediation ends', () => {
    expect(disputeClock({ stage: 'Assignment', first_appearance_on: null, is_extended: 0, no_of_days_extended: null }).next_deadline_on).toBeNull();
    const ended = disputeClock({ stage: 'Settlement Agreement', first_appearance_on: '2025-01-01', is_extended: 0, no_of_days_extended: null });
    expect(ended.mediation_due_on).toBe('2025-05-01');
    expect(ended.next_deadline_on).toBeNull();
  });
});

describe('deadlineUrgency', () => {
  it.each([
    ['2026-01-31', 'running', 61],
    ['2025-12-31', 'near', 30],
    ['2025-12-09', 'near', 8],
    ['2025-12-08', 'urgent', 7],
    ['2025-12-02', 'urgent', 1],
    ['2025-12-01', 'urgent', 0],
    ['2025-11-30', 'past', -1],
  ])('%s seen on 2025-12-01 is %s (%i days left)', (due, tone, daysLeft) => {
    expect(deadlineUrgency(due, '2025-12-01')).toEqual({ tone, daysLeft });
  });
});

describe('reminderDue', () => {
  it.each([
    ['2026-01-15', null], // 45 days away
    ['2025-12-31', 30],
    ['2025-12-20', 30],
    ['2025-12-08', 7],
    ['2025-12-02', 1],
    ['2025-12-01', 1], // due today
    ['2025-11-30', null], // past due
  ])('for %s on 2025-12-01: %s', (due, expected) => {
    expect(reminderDue(due, '2025-12-01')).toBe(expected);
  });
});

describe('deadlineFilters', () => {
  it('filters past due and due within 30 days', () => {
    expect(deadlineFilters('past_due', '2025-12-01')).toEqual([['next_deadline_on', '<', '2025-12-01']]);
    expect(deadlineFilters('due_soon', '2025-12-01')).toEqual([['next_deadline_on', 'between', ['2025-12-01', '2025-12-31']]]);
  });
});
