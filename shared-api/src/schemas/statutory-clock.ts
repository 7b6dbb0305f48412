import * as v from 'valibot';
import { MAX_AWARD_EXTENSION_MONTHS } from '../rules/deadlines/statutory-clock';

/** The messages of the arbitrator's two inputs to the statutory clock, the same in the form and on the server. */
export const STATUTORY_CLOCK_MESSAGES = {
  dateFormat: 'Enter the date as DD-MM-YYYY',
  dateFuture: 'The pleadings cannot be completed on a future date',
  reasonMissing: 'Give the reason the pleadings are complete',
  reasonTooLong: 'The reason is longer than 1000 characters',
  monthsRange: `The extension is 0 to ${MAX_AWARD_EXTENSION_MONTHS} months`,
  consentMissing: "Attach the parties' consent to the extension",
} as const;

export const PLEADINGS_REASON_MAX = 1000;

/**
 * The completion of pleadings (s.23(4)): an ISO date no later than `today` in India, and why the
 * pleadings are complete. The reason is checked first, as the server always reported it first.
 */
export function pleadingsCompletedSchema(today: string) {
  return v.object({
    reason: v.pipe(
      v.string(STATUTORY_CLOCK_MESSAGES.reasonMissing),
      v.trim(),
      v.nonEmpty(STATUTORY_CLOCK_MESSAGES.reasonMissing),
      v.maxLength(PLEADINGS_REASON_MAX, STATUTORY_CLOCK_MESSAGES.reasonTooLong),
    ),
    pleadings_completed_on: v.pipe(
      v.string(STATUTORY_CLOCK_MESSAGES.dateFormat),
      v.isoDate(STATUTORY_CLOCK_MESSAGES.dateFormat),
      v.maxValue(today, STATUTORY_CLOCK_MESSAGES.dateFuture),
    ),
  });
}


/**
 * The parties' consent to more time for the award (s.29A(3)): up to six months, and when there is
 * an extension, the consent (the file to upload in the form, the uploaded file's URL on the server).
 */
export const awardExtensionSchema = v.pipe(
  v.object({
    award_extension_months: v.pipe(
      v.number(STATUTORY_CLOCK_MESSAGES.monthsRange),
      v.integer(STATUTORY_CLOCK_MESSAGES.monthsRange),
      v.minValue(0, STATUTORY_CLOCK_MESSAGES.monthsRange),
      v.maxValue(MAX_AWARD_EXTENSION_MONTHS, STATUTORY_CLOCK_MESSAGES.monthsRange),
    ),
    consent: v.unknown(),
  }),
  v.forward(
    v.partialCheck(
      [['award_extension_months'], ['consent']],
      (input) => input.award_extension_months === 0 || Boolean(input.consent),
      STATUTORY_CLOCK_MESSAGES.consentMissing,
    ),
    ['consent'],
  ),
);

