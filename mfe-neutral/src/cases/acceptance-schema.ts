import * as v from 'valibot';
import { isOnTimeStep, TIME_STEP_MESSAGE } from '../common/time';

export const ACCEPTANCE_MESSAGES = {
  mode: 'Mode of hearing is required',
  vcLink: 'Video conference link is required',
  vcLinkInvalid: 'Enter a valid link starting with https://',
  location: 'Hearing location is required',
  date: 'First hearing date is required',
  datePast: 'The first hearing cannot be in the past',
  time: 'First hearing time is required',
  timeStep: TIME_STEP_MESSAGE,
  acceptanceBy: 'Acceptance name is required',
  acceptanceDate: 'Acceptance date is required',
  count: 'Enter a whole number (0 or more)',
} as const;

/** The acceptance's disclosure counts (SPEC §7 update_claim_fields / accept_disputes), by case kind. */
export const DISCLOSURE_COUNTS = {
  claim: ['no_of_ongoing_cases', 'no_of_cases_done_of_present_claimants', 'no_of_cases_of_other_claimantscompanies', 'total_no_of_cases'],
  dispute: ['no_of_ongoing_mediations'],
} as const;

/** An optional count: empty, or a whole number from 0. */
const count = v.optional(v.union([v.pipe(v.number(), v.integer(ACCEPTANCE_MESSAGES.count), v.minValue(0, ACCEPTANCE_MESSAGES.count)), v.literal('')], ACCEPTANCE_MESSAGES.count), '');

const text = (message: string) => v.pipe(v.string(message), v.trim(), v.nonEmpty(message));

export function isWebLink(value: string): boolean {
  try {
    const url = new URL(value.trim());
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
}

/** The acceptance form of an assigned Draft; `today` ('YYYY-MM-DD') bounds the first hearing date. */
export function acceptanceSchema(today: string) {
  return v.pipe(
    v.object({
      mode_of_hearing: v.picklist(['Online', 'Offline'], ACCEPTANCE_MESSAGES.mode),
      vc_link: v.pipe(v.string(), v.trim()),
      hearing_location: v.pipe(v.string(), v.trim()),
      hearing_date: v.pipe(
        text(ACCEPTANCE_MESSAGES.date),
        v.check((value) => value >= today, ACCEPTANCE_MESSAGES.datePast),
      ),
      hearing_time: v.pipe(text(ACCEPTANCE_MESSAGES.time), v.check(isOnTimeStep, ACCEPTANCE_MESSAGES.timeStep)),
      acceptance_by: text(ACCEPTANCE_MESSAGES.acceptanceBy),
      acceptance_date: text(ACCEPTANCE_MESSAGES.acceptanceDate),
      due_date: v.optional(v.string(), ''),
      fee_confirmation: v.optional(v.boolean(), false),
      no_of_ongoing_cases: count,
      no_of_cases_done_of_present_claimants: count,
      no_of_cases_of_other_claimantscompanies: count,
      total_no_of_cases: count,
      no_of_ongoing_mediations: count,
    }),
    v.forward(
      v.check((input) => input.mode_of_hearing !== 'Online' || input.vc_link !== '', ACCEPTANCE_MESSAGES.vcLink),
      ['vc_link'],
    ),
    v.forward(
      v.check((input) => input.mode_of_hearing !== 'Online' || input.vc_link === '' || isWebLink(input.vc_link), ACCEPTANCE_MESSAGES.vcLinkInvalid),
      ['vc_link'],
    ),
    v.forward(
      v.check((input) => input.mode_of_hearing !== 'Offline' || input.hearing_location !== '', ACCEPTANCE_MESSAGES.location),
      ['hearing_location'],
    ),
  );
}

export type AcceptanceFormValues = v.InferInput<ReturnType<typeof acceptanceSchema>>;
