import * as v from 'valibot';
import { isWebLink } from '../cases/acceptance-schema';
import { isOnTimeStep, TIME_STEP_MESSAGE } from '../common/time';

export const HEARING_MESSAGES = {
  type: 'Hearing type is required',
  date: 'Hearing date is required',
  time: 'Hearing time is required',
  timeStep: TIME_STEP_MESSAGE,
  mode: 'Mode of hearing is required',
  vcLink: 'Video conference link is required',
  vcLinkInvalid: 'Enter a valid link starting with https://',
  location: 'Hearing location is required',
  attendeeName: 'Attendee name is required',
} as const;

export const HEARING_STATUSES = ['In Progress', 'Scheduled', 'Adjourned', 'Completed', 'Cancelled'] as const;

const text = (message: string) => v.pipe(v.string(message), v.trim(), v.nonEmpty(message));

const attendee = v.object({
  name: v.optional(v.string()),
  name1: text(HEARING_MESSAGES.attendeeName),
  designation: v.optional(v.nullable(v.string())),
  representing: v.optional(v.nullable(v.string())),
});

export const hearingSchema = v.pipe(
  v.object({
    hearing_type: text(HEARING_MESSAGES.type),
    hearing_date: text(HEARING_MESSAGES.date),
    hearing_time: v.pipe(text(HEARING_MESSAGES.time), v.check(isOnTimeStep, HEARING_MESSAGES.timeStep)),
    mode_of_hearing: v.picklist(['Online', 'Offline'], HEARING_MESSAGES.mode),
    vc_link: v.pipe(v.string(), v.trim()),
    hearing_location: v.pipe(v.string(), v.trim()),
    status: v.picklist(HEARING_STATUSES),
    transcript: v.string(),
    hearing_attendees: v.array(attendee),
  }),
  v.forward(
    v.check((input) => input.mode_of_hearing !== 'Online' || input.vc_link !== '', HEARING_MESSAGES.vcLink),
    ['vc_link'],
  ),
  v.forward(
    v.check((input) => input.mode_of_hearing !== 'Online' || input.vc_link === '' || isWebLink(input.vc_link), HEARING_MESSAGES.vcLinkInvalid),
    ['vc_link'],
  ),
  v.forward(
    v.check((input) => input.mode_of_hearing !== 'Offline' || input.hearing_location !== '', HEARING_MESSAGES.location),
    ['hearing_location'],
  ),
);

export type HearingFormValues = v.InferInput<typeof hearingSchema>;
