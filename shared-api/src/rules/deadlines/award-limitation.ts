import { addCalendarDays, addCalendarMonths, daysBetween, isIsoDate } from './calendar';

/*
 * Limitation that runs against a party from the day it receives the signed award (s.31(5)):
 * s.33(1) a request to correct or interpret the award within thirty days of receipt; s.34(3) an
 * application to set it aside within three months of receipt. "From" excludes the day of receipt
 * (General Clauses Act s.9), so the last day is receipt + 30 days and receipt + 3 calendar months;
 * a day the month lacks becomes its last day (30 November + 3 months = 28 or 29 February).
 */

export const CORRECTION_DAYS = 30;
export const SET_ASIDE_MONTHS = 3;

export interface AwardLimitation {
  /** The day the party received the award (YYYY-MM-DD). */
  received_on: string;
  /** Last day to ask for a correction or an interpretation (s.33(1)). */
  correction_by: string;
  /** Last day to apply to set the award aside (s.34(3)). */
  set_aside_by: string;
}

/** The two limitation dates for a party that received the award on `receivedOn`, or null when it has not (yet). */
export function awardLimitation(receivedOn: string | null | undefined): AwardLimitation | null {
  if (!isIsoDate(receivedOn)) return null;
  return {
    received_on: receivedOn,
    correction_by: addCalendarDays(receivedOn, CORRECTION_DAYS),
    set_aside_by: addCalendarMonths(receivedOn, SET_ASIDE_MONTHS),
  };
}

/** Days left until `lastDay` counted from `today` (0 on the last day, negative once it has passed). */
export function daysLeft(today: string, lastDay: string): number {
  return daysBetween(today, lastDay);
}
