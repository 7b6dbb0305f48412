export { addCalendarMonths, addCalendarDays, daysBetween, todayInIndia, isIsoDate } from './calendar';
export {
  PLEADINGS_MONTHS,
  AWARD_MONTHS,
  MAX_AWARD_EXTENSION_MONTHS,
  MEDIATION_DAYS,
  MAX_MEDIATION_EXTENSION_DAYS,
  DEADLINE_NEAR_DAYS,
  DEADLINE_URGENT_DAYS,
  REMINDER_DAYS,
  MANDATE_STATUSES,
  DEADLINE_KINDS,
  DEADLINE_LABELS,
  AWARD_MADE_STAGES,
  MEDIATION_ENDED_STAGES,
  completesPleadings,
  claimClock,
  disputeClock,
  statutoryExtensionDays,
  deadlineUrgency,
  reminderDue,
  DEADLINE_FILTERS,
  deadlineFilters,
} from './statutory-clock';
export type {
  MandateStatus,
  DeadlineKind,
  ClaimClockInput,
  ClaimClock,
  DisputeClockInput,
  DisputeClock,
  DeadlineTone,
  DeadlineUrgency,
  DeadlineFilter,
} from './statutory-clock';
export { CORRECTION_DAYS, SET_ASIDE_MONTHS, awardLimitation, daysLeft } from './award-limitation';
export type { AwardLimitation } from './award-limitation';
