import { CLAIM_STAGES, DISPUTE_STAGES } from '../cases/stages';
import { addCalendarDays, addCalendarMonths, daysBetween, isIsoDate } from './calendar';

/*
 * The statutory clock of a case. The server computes these dates and stores them on the case;
 * screens only show them.
 *
 * Arbitration and Conciliation Act 1996: s.23(4) the statements of claim and defence are completed
 * within six months of the arbitrator's written notice of appointment; s.29A(1) the award within
 * twelve months of that completion; s.29A(3) the parties may extend by consent by up to six
 * months; beyond that only a court may (s.29A(4)), else the mandate terminates.
 * Mediation Act 2023, s.18: mediation is completed within 120 days of the first appearance before
 * the mediator, extendable by the parties' consent by up to 60 days.
 */

export const PLEADINGS_MONTHS = 6;
export const AWARD_MONTHS = 12;
export const MAX_AWARD_EXTENSION_MONTHS = 6;
export const MEDIATION_DAYS = 120;
export const MAX_MEDIATION_EXTENSION_DAYS = 60;

/** Inside this many days a deadline is shown amber; inside URGENT, red. */
export const DEADLINE_NEAR_DAYS = 30;
export const DEADLINE_URGENT_DAYS = 7;
/** Reminders go this many days before a deadline, once each. */
export const REMINDER_DAYS = [30, 7, 1] as const;

export const MANDATE_STATUSES = ['Running', 'Extended by consent', 'Needs court extension', 'Award made'] as const;
export type MandateStatus = (typeof MANDATE_STATUSES)[number];

export const DEADLINE_KINDS = ['Pleadings', 'Award', 'Mediation'] as const;
export type DeadlineKind = (typeof DEADLINE_KINDS)[number];

/** What each deadline is, as the screens and reminders name it. */
export const DEADLINE_LABELS: Record<DeadlineKind, string> = {
  Pleadings: 'Pleadings to be completed (s.23(4))',
  Award: 'Award to be made (s.29A)',
  Mediation: 'Mediation to be completed (s.18)',
};

/** Stages at which the award has been made (or the claim settled): the mandate's clock stops. */
export const AWARD_MADE_STAGES: readonly string[] = ['Award', 'Award Dispatched', 'Completed', 'Settled'];

/** Claim stages past Additional Pleading: reaching one completes the pleadings. */
const AFTER_PLEADINGS: readonly string[] = CLAIM_STAGES.slice(CLAIM_STAGES.indexOf('Additional Pleading') + 1).filter((stage) => stage !== 'On hold');

/** Dispute stages at which the mediation has ended, settled or not. */
export const MEDIATION_ENDED_STAGES: readonly string[] = DISPUTE_STAGES.slice(DISPUTE_STAGES.indexOf('Non Settlement Agreement'));

export const completesPleadings = (stage: string | null | undefined): boolean => AFTER_PLEADINGS.includes(stage ?? '');

export interface ClaimClockInput {
  stage: string | null | undefined;
  appointment_notified_on: string | null | undefined;
  pleadings_completed_on: string | null | undefined;
  award_extension_months: number | null | undefined;
  /** Today in India. */
  today: string;
}

export interface ClaimClock {
  pleadings_due_on: string | null;
  award_due_on: string | null;
  mandate_status: MandateStatus | null;
  next_deadline_on: string | null;
  next_deadline_kind: DeadlineKind | null;
}

const dateOrNull = (value: string | null | undefined) => (isIsoDate(value) ? value : null);

export function claimClock(input: ClaimClockInput): ClaimClock {
  const appointed = dateOrNull(input.appointment_notified_on);
  const completed = dateOrNull(input.pleadings_completed_on);
  const extension = Math.min(Math.max(Math.trunc(Number(input.award_extension_months) || 0), 0), MAX_AWARD_EXTENSION_MONTHS);
  const pleadingsDue = appointed ? addCalendarMonths(appointed, PLEADINGS_MONTHS) : null;
  const awardDue = completed ? addCalendarMonths(completed, AWARD_MONTHS + extension) : null;
  const awardMade = AWARD_MADE_STAGES.includes(input.stage ?? '');

  let mandate: MandateStatus | null = null;
  if (awardMade) mandate = 'Award made';
  else if (awardDue && input.today > awardDue) mandate = 'Needs court extension';
  else if (appointed || completed) mandate = extension > 0 ? 'Extended by consent' : 'Running';

  let next: { on: string; kind: DeadlineKind } | null = null;
  if (!awardMade) {
    if (awardDue) next = { on: awardDue, kind: 'Award' };
    else if (pleadingsDue) next = { on: pleadingsDue, kind: 'Pleadings' };
  }
  return {
    pleadings_due_on: pleadingsDue,
    award_due_on: awardDue,
    mandate_status: mandate,
    next_deadline_on: next?.on ?? null,
    next_deadline_kind: next?.kind ?? null,
  };
}

export interface DisputeClockInput {
  stage: string | null | undefined;
  first_appearance_on: string | null | undefined;
  /** The consented extension (the mediation extension flow); the statute allows at most 60 days. */
  is_extended: number | boolean | null | undefined;
  no_of_days_extended: number | null | undefined;
}

export interface DisputeClock {
  mediation_due_on: string | null;
  next_deadline_on: string | null;
  next_deadline_kind: DeadlineKind | null;
}

/** The statutory extension a consented extension of `days` counts for (capped at 60). */
export const statutoryExtensionDays = (extended: number | boolean | null | undefined, days: number | null | undefined): number =>
  extended ? Math.min(Math.max(Math.trunc(Number(days) || 0), 0), MAX_MEDIATION_EXTENSION_DAYS) : 0;

export function disputeClock(input: DisputeClockInput): DisputeClock {
  const first = dateOrNull(input.first_appearance_on);
  const due = first ? addCalendarDays(first, MEDIATION_DAYS + statutoryExtensionDays(input.is_extended, input.no_of_days_extended)) : null;
  const ended = MEDIATION_ENDED_STAGES.includes(input.stage ?? '');
  return {
    mediation_due_on: due,
    next_deadline_on: ended ? null : due,
    next_deadline_kind: ended || !due ? null : 'Mediation',
  };
}

export type DeadlineTone = 'running' | 'near' | 'urgent' | 'past';

export interface DeadlineUrgency {
  /** Days from today to the deadline; negative once past. */
  daysLeft: number;
  tone: DeadlineTone;
}

/** How close a deadline is: amber inside 30 days, red inside 7, past due after (the badge words it). */
export function deadlineUrgency(due: string, today: string): DeadlineUrgency {
  const daysLeft = daysBetween(today, due);
  const tone: DeadlineTone = daysLeft < 0 ? 'past' : daysLeft <= DEADLINE_URGENT_DAYS ? 'urgent' : daysLeft <= DEADLINE_NEAR_DAYS ? 'near' : 'running';
  return { daysLeft, tone };
}

/**
 * The reminder due today for a deadline, if any: the nearest of 30, 7 and 1 days already reached
 * (a sweep that missed a day sends the most urgent one, not all of them). None once past due.
 */
export function reminderDue(due: string, today: string): number | null {
  const daysLeft = daysBetween(today, due);
  if (daysLeft < 0) return null;
  const reached = REMINDER_DAYS.filter((days) => daysLeft <= days);
  return reached.length > 0 ? Math.min(...reached) : null;
}

/** The case lists' filter on the next statutory deadline. */
export const DEADLINE_FILTERS = ['past_due', 'due_soon'] as const;
export type DeadlineFilter = (typeof DEADLINE_FILTERS)[number];

/** The list filters (`[field, operator, value]`) for one choice: past due, or due within 30 days. */
export function deadlineFilters(filter: DeadlineFilter, today: string): [string, string, unknown][] {
  return filter === 'past_due'
    ? [['next_deadline_on', '<', today]]
    : [['next_deadline_on', 'between', [today, addCalendarDays(today, DEADLINE_NEAR_DAYS)]]];
}
